// A call's access list (EIP-2930) counts as a mined transaction's: eth_call and eth_estimateGas warm the listed
// addresses and slots and charge the list's intrinsic gas (2,400 an address, 1,900 a key), as geth's
// TransactionArgs.ToMessage does. A contract reads its slot 0 and the balance of another address; the same call is
// estimated, called and mined with a list, and the three must agree.
import type { Hex } from "viem";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ChainError } from "../errors.js";
import { createRequest, type RequestFunction } from "../rpc/request.js";
import { ewoq, FEE_CAP } from "../test-support/sign.js";
import { callKey } from "./call-memo.js";
import { createExecutingChain, type ExecutingChain } from "./executing-chain.js";

const OTHER: Hex = "0x4444444444444444444444444444444444444444";
const SLOT_0: Hex = `0x${"0".repeat(64)}`;
/** PUSH1 0, SLOAD, POP, PUSH20 OTHER, BALANCE, POP, STOP: 28 bytes */
const READER_RUNTIME = `600054507344444444444444444444444444444444444444443150` + "00";
/** copies the 28 bytes of runtime after these 12 bytes and returns them */
const READER_INIT: Hex = `0x601c600c600039601c6000f3${READER_RUNTIME}`;
/** the opcodes' gas with both reads warm: PUSH1 3, SLOAD 100, POP 2, PUSH20 3, BALANCE 100, POP 2 */
const WARM_RUN = 210;
const COLD_SLOAD_EXTRA = 2000;
const COLD_ACCOUNT_EXTRA = 2500;
const TX_GAS = 21_000;
const LISTED_ADDRESS = 2400;
const LISTED_KEY = 1900;
/** geth's estimateGasErrorRatio: an estimate may be this much above the least gas that succeeds */
const ESTIMATE_ERROR_RATIO = 0.015;
const ADDRESS = "AccessTuple.accessList.address of type common.Address";
const KEY = "AccessTuple.accessList.storageKeys of type common.Hash";

let chain: ExecutingChain;
let rpc: RequestFunction;
let reader: Hex;

beforeEach(async () => {
  chain = await createExecutingChain();
  rpc = createRequest(chain);
  const hash = await rpc({ method: "eth_sendTransaction", params: [{ from: ewoq.address, data: READER_INIT }] });
  const receipt = (await rpc({ method: "eth_getTransactionReceipt", params: [hash] })) as { contractAddress: Hex };
  reader = receipt.contractAddress;
});
afterEach(() => chain.close());

const hex = (n: number) => `0x${n.toString(16)}`;
const both = () => [
  { address: reader, storageKeys: [SLOT_0] },
  { address: OTHER, storageKeys: [] },
];
const call = (gas: number, accessList?: unknown) =>
  rpc({ method: "eth_call", params: [{ from: ewoq.address, to: reader, gas: hex(gas), accessList }, "latest"] }).then(
    () => "succeeded",
    (e: unknown) => (e instanceof ChainError ? e.message : `thrown: ${e}`),
  );
const refusal = (method: string, accessList: unknown) =>
  rpc({ method, params: [{ from: ewoq.address, to: reader, accessList }, "latest"] }).then(
    () => "answered",
    (e: unknown) => (e instanceof ChainError ? `${e.code} ${e.message}` : `thrown: ${e}`),
  );

/** the call mined as a signed EIP-1559 transaction carrying `accessList`, with `gas`: its receipt */
async function mined(gas: bigint, accessList: ReturnType<typeof both>): Promise<{ gasUsed: bigint; status: Hex }> {
  const nonce = await rpc({ method: "eth_getTransactionCount", params: [ewoq.address, "latest"] });
  const raw = await ewoq.signTransaction({
    type: "eip1559",
    chainId: 43112,
    to: reader,
    gas,
    nonce: Number(nonce),
    maxFeePerGas: FEE_CAP,
    maxPriorityFeePerGas: 1n,
    accessList,
  });
  const hash = await rpc({ method: "eth_sendRawTransaction", params: [raw] });
  const receipt = (await rpc({ method: "eth_getTransactionReceipt", params: [hash] })) as { gasUsed: Hex; status: Hex };
  return { gasUsed: BigInt(receipt.gasUsed), status: receipt.status };
}

describe("a call's access list on the executing chain", () => {
  it("eth_estimateGas with a list answers the gas the transaction with that list needs when mined", async () => {
    const estimate = BigInt(
      (await rpc({
        method: "eth_estimateGas",
        params: [{ from: ewoq.address, to: reader, accessList: both() }, "latest"],
      })) as Hex,
    );
    const receipt = await mined(estimate, both());
    expect(receipt.status).toBe("0x1");
    // the mined path's price, by hand: the list paid for, both reads warm
    expect(receipt.gasUsed).toBe(BigInt(TX_GAS + 2 * LISTED_ADDRESS + LISTED_KEY + WARM_RUN));
    expect(estimate).toBeGreaterThanOrEqual(receipt.gasUsed);
    expect(Number(estimate)).toBeLessThanOrEqual(Number(receipt.gasUsed) * (1 + ESTIMATE_ERROR_RATIO));
    // eth_call with the list needs exactly the mined gas
    expect(await call(Number(receipt.gasUsed), both())).toBe("succeeded");
    expect(await call(Number(receipt.gasUsed) - 1, both())).toBe("out of gas");
  });

  it("eth_call with gas that suffices only with the list warm: succeeds with it, out of gas without", async () => {
    const onlyOther = [{ address: OTHER, storageKeys: [] }];
    const withList = TX_GAS + LISTED_ADDRESS + WARM_RUN + COLD_SLOAD_EXTRA;
    const withoutList = TX_GAS + WARM_RUN + COLD_SLOAD_EXTRA + COLD_ACCOUNT_EXTRA;
    expect(withList).toBeLessThan(withoutList);
    // with the list first: its answer is memoised, and the call without it must not be answered from the memo
    expect(await call(withList, onlyOther)).toBe("succeeded");
    expect(await call(withList)).toBe("out of gas");
    expect(await call(withList, [])).toBe("out of gas");
    expect(await call(withList - 1, onlyOther)).toBe("out of gas");
    expect(await call(withoutList)).toBe("succeeded");
    // a checksummed address in the chain's own API warms the same entry
    const checksummed = [{ address: "0x4444444444444444444444444444444444444444" as Hex, storageKeys: [] }];
    await expect(chain.call({ to: reader, gas: BigInt(withList), accessList: checksummed })).resolves.toBe("0x");
  });

  it("eth_sendTransaction with a list sends it in an EIP-1559 transaction, its gas estimated with it", async () => {
    const onlyOther = [{ address: OTHER, storageKeys: [] }];
    const hash = await rpc({
      method: "eth_sendTransaction",
      params: [{ from: ewoq.address, to: reader, accessList: onlyOther }],
    });
    const tx = (await rpc({ method: "eth_getTransactionByHash", params: [hash] })) as { accessList: unknown };
    const receipt = (await rpc({ method: "eth_getTransactionReceipt", params: [hash] })) as {
      gasUsed: Hex;
      status: Hex;
    };
    expect(tx.accessList).toEqual(onlyOther);
    expect(receipt.status).toBe("0x1");
    expect(Number(receipt.gasUsed)).toBe(TX_GAS + LISTED_ADDRESS + WARM_RUN + COLD_SLOAD_EXTRA);
    const filled = (await rpc({
      method: "eth_fillTransaction",
      params: [{ from: ewoq.address, to: reader, accessList: onlyOther }],
    })) as { tx: { accessList: unknown; gas: Hex } };
    expect(filled.tx.accessList).toEqual(onlyOther);
  });

  it("the call memo keeps apart two calls that differ only in their lists", () => {
    const request = { to: reader, data: "0x" as Hex };
    const keys = new Set(
      [
        undefined,
        [{ address: OTHER, storageKeys: [] }],
        [{ address: OTHER, storageKeys: [SLOT_0] }],
        [{ address: reader, storageKeys: [] }],
        [
          { address: OTHER, storageKeys: [] },
          { address: reader, storageKeys: [] },
        ],
      ].map((accessList) => callKey("0x01", { ...request, accessList }, 50_000n)),
    );
    expect(keys.size).toBe(5);
  });

  const json = (from: string, type: string) => `json: cannot unmarshal ${from} into Go struct field ${type}`;
  it.each([
    ["eth_call", "not a list", json("string", "TransactionArgs.accessList of type types.AccessList")],
    ["eth_estimateGas", { a: 1 }, json("object", "TransactionArgs.accessList of type types.AccessList")],
    ["eth_call", [{ address: `0x${"zz".repeat(20)}`, storageKeys: [] }], json("invalid hex string", ADDRESS)],
    // a wrong length is Go's plain error, not wrapped in json's
    ["eth_call", [{ address: "0x12", storageKeys: [] }], "hex string has length 2, want 40 for common.Address"],
    [
      "eth_estimateGas",
      [{ address: OTHER, storageKeys: ["0x01"] }],
      "hex string has length 2, want 64 for common.Hash",
    ],
    ["eth_estimateGas", [{ address: OTHER, storageKeys: [7] }], json("non-string", KEY)],
  ])("%s with a bad accessList %j: geth's invalid argument", async (method, accessList, text) => {
    expect(await refusal(method, accessList)).toBe(`-32602 invalid argument 0: ${text}`);
  });
});
