// Every answer of the executing chain valid against execution-apis' result schemas (vendored, draft 2019-09): one run
// that calls every method the chain serves which execution-apis defines, and checks each answer as it comes.
import { encodeDeployData, encodeFunctionData, type Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { createExecutingChain } from "./executing/executing-chain.js";
import { ALL_METHODS } from "./rpc/request.js";
import { createRequest, type RequestFunction } from "./rpc/request.js";
import { type ExecutionApis, loadExecutionApis } from "./testing/execution-apis.js";
import { ewoq, RECIPIENT, signTransfer } from "./test-support/sign.js";
import { compileToken } from "./test-support/token.js";

/** execution-apis methods the chain does not serve */
const NOT_SERVED = [
  "eth_blobBaseFee",
  "eth_capabilities",
  "eth_config",
  "eth_getBlockAccessList",
  "eth_getStorageValues",
  "eth_simulateV1",
];

let apis: ExecutionApis;
let rpc: RequestFunction;
const checked = new Map<string, number>();

/** Calls the method and holds its answer to execution-apis' schema. */
async function call(method: string, params: unknown[] = []): Promise<unknown> {
  const result = await rpc({ method, params });
  expect(apis.check(method, result), `${method}(${JSON.stringify(params)}) → ${JSON.stringify(result)}`).toBeNull();
  checked.set(method, (checked.get(method) ?? 0) + 1);
  return result;
}

beforeAll(async () => {
  apis = loadExecutionApis();
  rpc = createRequest(await createExecutingChain());
});

describe("the checker", () => {
  it("rejects a transaction object without blockTimestamp, and answers of the wrong shape", () => {
    const tx = {
      type: "0x2",
      hash: `0x${"11".repeat(32)}`,
      blockHash: `0x${"22".repeat(32)}`,
      blockNumber: "0x1",
      blockTimestamp: "0x6553f100",
      transactionIndex: "0x0",
      from: ewoq.address.toLowerCase(),
      to: RECIPIENT,
      nonce: "0x0",
      value: "0x1",
      input: "0x",
      gas: "0x5208",
      gasPrice: "0x5d21dba00",
      maxFeePerGas: "0x174876e800",
      maxPriorityFeePerGas: "0x1",
      accessList: [],
      chainId: "0xa868",
      v: "0x0",
      yParity: "0x0",
      r: "0x1",
      s: "0x1",
    };
    expect(apis.check("eth_getTransactionByHash", tx)).toBeNull();
    const { blockTimestamp: _, ...withoutTimestamp } = tx;
    expect(apis.check("eth_getTransactionByHash", withoutTimestamp)).toMatch(/blockTimestamp/);
    expect(apis.check("eth_chainId", 43112)).not.toBeNull();
    expect(apis.check("eth_sign", "0x1234")).not.toBeNull(); // not 65 bytes
  });
});

describe("every answer of the executing chain", () => {
  it("is valid against execution-apis' result schemas", async () => {
    const token = compileToken();
    const me = ewoq.address.toLowerCase() as Hex;
    const blockFilter = (await call("eth_newBlockFilter")) as Hex;
    const pendingFilter = (await call("eth_newPendingTransactionFilter")) as Hex;
    const logFilter = (await call("eth_newFilter", [{ fromBlock: "0x0" }])) as Hex;
    const deployHash = (await call("eth_sendTransaction", [
      { from: me, data: encodeDeployData({ abi: token.abi, bytecode: token.bytecode, args: [1000n] }) },
    ])) as Hex;
    const deployReceipt = (await call("eth_getTransactionReceipt", [deployHash])) as { contractAddress: Hex };
    const tokenAddress = deployReceipt.contractAddress;
    const transfer = { from: me, to: tokenAddress, data: transferData(token.abi, 5n) };
    const transferHash = (await call("eth_sendTransaction", [transfer])) as Hex;
    const rawHash = (await call("eth_sendRawTransaction", [await signTransfer({ nonce: 2 })])) as Hex;
    const receipt = (await call("eth_getTransactionReceipt", [transferHash])) as { blockHash: Hex; blockNumber: Hex };
    for (const full of [false, true]) {
      await call("eth_getBlockByNumber", [receipt.blockNumber, full]);
      await call("eth_getBlockByHash", [receipt.blockHash, full]);
    }
    await call("eth_getBlockByNumber", ["0x99", false]); // null
    await call("eth_getTransactionByHash", [rawHash]);
    await call("eth_getTransactionByBlockHashAndIndex", [receipt.blockHash, "0x0"]);
    await call("eth_getTransactionByBlockNumberAndIndex", [receipt.blockNumber, "0x0"]);
    await call("eth_getBlockTransactionCountByHash", [receipt.blockHash]);
    await call("eth_getBlockTransactionCountByNumber", [receipt.blockNumber]);
    await call("eth_getBlockReceipts", [receipt.blockNumber]);
    await call("eth_getLogs", [{ fromBlock: "0x0", address: tokenAddress }]);
    await call("eth_getFilterChanges", [blockFilter]);
    await call("eth_getFilterChanges", [pendingFilter]);
    await call("eth_getFilterChanges", [logFilter]);
    await call("eth_getFilterLogs", [logFilter]);
    await call("eth_uninstallFilter", [logFilter]);
    for (const method of ["eth_chainId", "eth_syncing", "eth_coinbase", "eth_accounts", "eth_blockNumber"]) {
      await call(method);
    }
    for (const method of ["net_version", "eth_gasPrice", "eth_maxPriorityFeePerGas", "eth_baseFee"]) await call(method);
    await call("eth_feeHistory", ["0x4", "latest", [25, 75]]);
    await call("eth_getBalance", [me, "latest"]);
    await call("eth_getTransactionCount", [me, "0x1"]);
    await call("eth_getCode", [tokenAddress, "latest"]);
    await call("eth_getStorageAt", [tokenAddress, "0x1", "latest"]);
    await call("eth_call", [transfer, "latest"]);
    await call("eth_estimateGas", [transfer]);
    await call("eth_createAccessList", [transfer, "latest"]);
    await call("eth_createAccessList", [{ ...transfer, data: transferData(token.abi, 10n ** 30n) }]); // reverts
    await call("eth_getProof", [tokenAddress, ["0x1"], "latest"]);
    await call("eth_getProof", [RECIPIENT, [], "0x0"]);
    await call("eth_sign", [me, "0xdeadbeef"]);
    await call("eth_fillTransaction", [transfer]);
    await call("eth_fillTransaction", [{ ...transfer, gasPrice: "0x174876e800" }]);
    await call("eth_signTransaction", [
      { ...transfer, gas: "0x186a0", maxFeePerGas: "0x174876e800", maxPriorityFeePerGas: "0x1", nonce: "0x3" },
    ]);
    await call("eth_signTransaction", [{ ...transfer, gas: "0x186a0", gasPrice: "0x174876e800", nonce: "0x3" }]);

    const served = apis.methods.filter((m) => Object.hasOwn(ALL_METHODS, m));
    expect([...checked.keys()].sort()).toEqual(served);
    expect(apis.methods.filter((m) => !Object.hasOwn(ALL_METHODS, m))).toEqual(NOT_SERVED);
  });
});

function transferData(abi: ReturnType<typeof compileToken>["abi"], value: bigint): Hex {
  return encodeFunctionData({ abi, functionName: "transfer", args: [RECIPIENT, value] });
}
