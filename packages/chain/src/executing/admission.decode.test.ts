// A raw transaction's RLP is decoded once at admission (admission.ts), into the transaction @ethereumjs would make.
import { createCustomCommon, Hardfork, Mainnet } from "@ethereumjs/common";
import { RLP } from "@ethereumjs/rlp";
import { createTxFromRLP } from "@ethereumjs/tx";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ewoq, FEE_CAP, RECIPIENT, signTransfer } from "../test-support/sign.js";
import { decodeTransaction } from "./admission.js";

const common = createCustomCommon({ chainId: 43112 }, Mainnet, { hardfork: Hardfork.Cancun });
const LIMITS = { chainId: 43112n, maxTransactionSize: 131_072, blockGasLimit: 15_000_000n };
const ACCESS_LIST = [{ address: RECIPIENT, storageKeys: [`0x${"01".padStart(64, "0")}` as const] }];

const signed = {
  eip1559: () => signTransfer({ nonce: 3, gas: 30_000n, accessList: ACCESS_LIST, data: "0xa9059cbb" }),
  eip2930: () =>
    ewoq.signTransaction({
      type: "eip2930",
      chainId: 43112,
      nonce: 1,
      to: RECIPIENT,
      gas: 30_000n,
      gasPrice: FEE_CAP,
      accessList: ACCESS_LIST,
    }),
  legacy: () =>
    ewoq.signTransaction({ type: "legacy", chainId: 43112, nonce: 2, to: RECIPIENT, gas: 21_000n, gasPrice: FEE_CAP }),
};

afterEach(() => vi.restoreAllMocks());

describe("a raw transaction at admission", () => {
  for (const [type, sign] of Object.entries(signed)) {
    it(`(${type}) is decoded once, into the transaction createTxFromRLP makes`, async () => {
      const raw = hexToBytes(await sign());
      const expected = createTxFromRLP(raw, { common });
      const decode = vi.spyOn(RLP, "decode");
      const { tx } = decodeTransaction(raw, common, LIMITS);
      expect(decode).toHaveBeenCalledTimes(1);
      decode.mockRestore();
      expect(tx.type).toBe(expected.type);
      expect(bytesToHex(tx.serialize())).toBe(bytesToHex(expected.serialize()));
      expect(bytesToHex(tx.hash())).toBe(bytesToHex(expected.hash()));
      expect(tx.toJSON()).toEqual(expected.toJSON());
    });
  }
});
