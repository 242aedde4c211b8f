// Every answer of the default mode's standard methods valid against execution-apis' result schemas (vendored in
// @avaspec/chain, which holds its executing chain to the same ones): one run that calls every method the spec serves
// on /ext/bc/<id>/rpc that execution-apis defines, and checks each answer. Methods the spec marks error-only (no key,
// no pool, no tries in the generated chains) have no answer to check; the run says which.
import { type ExecutionApis, loadExecutionApis } from "@avaspec/chain/execution-apis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningNodeMock } from "../index.js";
import { call, nodeSpec, start } from "../test-support/client.js";

const NOW = Date.UTC(2025, 10, 20, 12);
const SENDER = "0xe8d7433d77eeed123e2d90950e97e40e2f11ec17";
const RECIPIENT = "0x94394a9b553376c334e9aaf57061440a37d8e560";
const TOKEN = "0xdede450834df64c2a0e6a5a0ef816abadd861cf7";

let apis: ExecutionApis;
let mock: RunningNodeMock;
let clock = NOW;
const checked = new Map<string, number>();
beforeAll(async () => {
  apis = loadExecutionApis();
  mock = await start({ seed: "execution-apis", now: () => clock });
});
afterAll(() => mock.close());

/** Calls the method and holds its answer to execution-apis' schema. */
async function answer(method: string, params: unknown[] = []): Promise<any> {
  const r = await call(mock.url, "/ext/bc/C/rpc", method, params);
  expect(r.error, `${method}(${JSON.stringify(params)})`).toBeUndefined();
  expect(apis.check(method, r.result), `${method}(${JSON.stringify(params)}) → ${JSON.stringify(r.result)}`).toBeNull();
  checked.set(method, (checked.get(method) ?? 0) + 1);
  return r.result;
}

describe("the checker", () => {
  it("rejects a transaction object without blockTimestamp, and an answer of the wrong type", async () => {
    const tx = await call(mock.url, "/ext/bc/C/rpc", "eth_getTransactionByBlockNumberAndIndex", ["0x2f9407f", "0x0"]);
    expect(apis.check("eth_getTransactionByHash", tx.result)).toBeNull();
    const { blockTimestamp: _, ...withoutTimestamp } = tx.result;
    expect(apis.check("eth_getTransactionByHash", withoutTimestamp)).toMatch(/blockTimestamp/);
    expect(apis.check("eth_getTransactionByHash", { ...tx.result, nonce: 7 })).toMatch(/nonce/);
    expect(apis.check("eth_blockNumber", 49889407)).not.toBeNull();
    expect(apis.check("eth_coinbase", "0x01")).not.toBeNull();
  });
});

describe("every answer of the default mode", () => {
  it("is valid against execution-apis' result schemas", async () => {
    const blockFilter = await answer("eth_newBlockFilter");
    const pendingFilter = await answer("eth_newPendingTransactionFilter");
    const logFilter = await answer("eth_newFilter", [null]);
    const block = await answer("eth_getBlockByNumber", ["0x2f9407f", true]);
    await answer("eth_getBlockByNumber", ["latest", false]);
    await answer("eth_getBlockByHash", [block.hash, true]);
    await answer("eth_getBlockByHash", [block.hash, false]);
    const txHash = block.transactions[0].hash;
    await answer("eth_getTransactionByHash", [txHash]);
    await answer("eth_getTransactionByBlockHashAndIndex", [block.hash, "0x0"]);
    await answer("eth_getTransactionByBlockNumberAndIndex", [block.number, "0x0"]);
    await answer("eth_getTransactionReceipt", [txHash]);
    await answer("eth_getBlockReceipts", [block.number]);
    await answer("eth_getBlockTransactionCountByHash", [block.hash]);
    await answer("eth_getBlockTransactionCountByNumber", [block.number]);
    await answer("eth_getLogs", [{ fromBlock: block.number, toBlock: block.number }]);
    for (const method of ["eth_chainId", "eth_syncing", "eth_coinbase", "eth_accounts", "eth_blockNumber"])
      await answer(method);
    for (const method of ["net_version", "eth_gasPrice", "eth_maxPriorityFeePerGas", "eth_baseFee"])
      await answer(method);
    await answer("eth_feeHistory", ["0x4", "latest", [25, 75]]);
    await answer("eth_getBalance", [SENDER, "latest"]);
    await answer("eth_getTransactionCount", [SENDER, block.number]);
    await answer("eth_getCode", [TOKEN, "latest"]);
    await answer("eth_getStorageAt", [TOKEN, "0x0", "latest"]);
    const transfer = { from: SENDER, to: RECIPIENT, value: "0x1", gas: "0x7530" };
    await answer("eth_call", [transfer, "latest"]);
    await answer("eth_estimateGas", [transfer]);
    await answer("eth_createAccessList", [transfer, "latest"]);
    await answer("eth_fillTransaction", [{ from: SENDER, to: RECIPIENT }]);
    await answer("eth_fillTransaction", [{ ...transfer, gasPrice: "0x6fc23ac00" }]);
    await answer("eth_fillTransaction", [{ ...transfer, gasPrice: "0x6fc23ac00", accessList: [] }]);
    clock += 10_000; // the head moves on: the filters have something to report
    expect((await answer("eth_getFilterChanges", [blockFilter])).length).toBeGreaterThan(0);
    expect((await answer("eth_getFilterChanges", [logFilter])).length).toBeGreaterThan(0);
    // DEVIATIONS N18: execution-apis' FilterResults is a oneOf of two arrays, which [] (nothing new) matches both of
    const pending = await call(mock.url, "/ext/bc/C/rpc", "eth_getFilterChanges", [pendingFilter]);
    expect(pending.result).toEqual([]);
    expect(apis.check("eth_getFilterChanges", [])).toMatch(/must match exactly one schema in oneOf/);
    await answer("eth_getFilterLogs", [logFilter]);
    await answer("eth_uninstallFilter", [logFilter]);

    // every method of the spec's rpc endpoint that execution-apis defines, less those the spec says only fail here
    const spec = await nodeSpec();
    const rpcMethods = spec.methods.filter((m: any) => m["x-avaspec-endpoint"] === "rpc");
    const served: string[] = rpcMethods.map((m: any) => m.name).filter((name: string) => apis.methods.includes(name));
    const errorOnly = rpcMethods.filter((m: any) => m["x-avaspec-error-only"] !== undefined).map((m: any) => m.name);
    const unchecked = served.filter((m) => !checked.has(m));
    expect(
      unchecked.every((m) => errorOnly.includes(m)),
      unchecked.join(", "),
    ).toBe(true);
    expect(unchecked.sort()).toEqual(
      ["eth_getProof", "eth_sendRawTransaction", "eth_sendTransaction", "eth_sign", "eth_signTransaction"].sort(),
    );
  });
});
