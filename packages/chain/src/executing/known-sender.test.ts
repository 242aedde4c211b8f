// A transaction's sender is recovered and hashed once, with the chain's keccak, and kept (known-sender.ts).
import { createCustomCommon, Hardfork, Mainnet } from "@ethereumjs/common";
import { AccessList2930Tx, createTxFromRLP, FeeMarket1559Tx, LegacyTx } from "@ethereumjs/tx";
import { hexToBytes } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ewoq, FEE_CAP, RECIPIENT, signTransfer } from "../test-support/sign.js";
import { decodeTransaction } from "./admission.js";
import { createExecutingChain } from "./executing-chain.js";
import { freezeWithSender } from "./known-sender.js";

const LIMITS = { chainId: 43112n, maxTransactionSize: 131_072, blockGasLimit: 15_000_000n };

/** A Cancun common whose keccak records the length of everything it hashes. */
function countingCommon() {
  const lengths: number[] = [];
  const keccak256 = (bytes: Uint8Array) => {
    lengths.push(bytes.length);
    return keccak_256(bytes);
  };
  const common = createCustomCommon({ chainId: 43112 }, Mainnet, {
    hardfork: Hardfork.Cancun,
    customCrypto: { keccak256 },
  });
  return { common, lengths };
}

const signed = {
  eip1559: () => signTransfer({ nonce: 0 }),
  eip2930: () =>
    ewoq.signTransaction({ type: "eip2930", chainId: 43112, nonce: 1, to: RECIPIENT, gas: 21_000n, gasPrice: FEE_CAP }),
  legacy: () =>
    ewoq.signTransaction({ type: "legacy", chainId: 43112, nonce: 2, to: RECIPIENT, gas: 21_000n, gasPrice: FEE_CAP }),
};

afterEach(() => vi.restoreAllMocks());

describe("a transaction's sender", () => {
  for (const [type, sign] of Object.entries(signed)) {
    it(`of an ${type} transaction is @ethereumjs's, hashed once with the chain's keccak and kept`, async () => {
      const raw = hexToBytes(await sign());
      const { common, lengths } = countingCommon();
      const { tx, from } = decodeTransaction(raw, common, LIMITS);
      expect(from).toBe(ewoq.address.toLowerCase());
      expect(createTxFromRLP(raw, { common }).getSenderAddress().toString()).toBe(from);
      expect(lengths.filter((length) => length === 64)).toHaveLength(1); // the public key, by the chain's keccak
      expect(Object.isFrozen(tx)).toBe(true);
      const recover = vi.spyOn(tx.constructor.prototype, "getSenderPublicKey");
      for (let i = 0; i < 3; i++) expect(tx.getSenderAddress().toString()).toBe(from);
      expect(recover).not.toHaveBeenCalled();
      expect(lengths.filter((length) => length === 64)).toHaveLength(1);
      expect(tx.hash()).toBe(tx.hash()); // frozen: the hash is cached as @ethereumjs's own transaction caches it
    });
  }

  it("is recovered once for a transfer sent raw and mined (admission and runTx)", async () => {
    const chain = await createExecutingChain({ now: () => 1_750_000_000_000 });
    try {
      const raw = await signTransfer({ nonce: 0 });
      const recover = vi.spyOn(FeeMarket1559Tx.prototype, "getSenderPublicKey");
      const hash = await chain.sendRawTransaction(raw);
      expect(recover).toHaveBeenCalledTimes(1);
      expect(chain.receipt(hash)?.status).toBe(1);
      expect(chain.transaction(hash)?.from).toBe(ewoq.address.toLowerCase());
    } finally {
      chain.close();
    }
  });

  it("is refused for a frozen transaction, which cannot keep it", async () => {
    const tx = createTxFromRLP(hexToBytes(await signTransfer({ nonce: 0 })), { common: countingCommon().common });
    expect(() => freezeWithSender(tx, keccak_256)).toThrow(/freeze: false/);
  });

  it("refuses an unsigned transaction (no key to recover)", () => {
    const { common } = countingCommon();
    for (const tx of [
      new FeeMarket1559Tx({ to: RECIPIENT, gasLimit: 21_000n }, { common, freeze: false }),
      new AccessList2930Tx({ to: RECIPIENT, gasLimit: 21_000n }, { common, freeze: false }),
      new LegacyTx({ to: RECIPIENT, gasLimit: 21_000n }, { common, freeze: false }),
    ]) {
      expect(() => freezeWithSender(tx, keccak_256)).toThrow();
      expect(Object.isFrozen(tx)).toBe(false);
    }
  });
});
