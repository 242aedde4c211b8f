// The standard Ethereum methods on /ext/bc/<id>/rpc: served on every EVM chain and alias, from the chain's world, with
// coreth's tags, nulls and errors.
import { MAX_LOG_BLOCKS } from "@avaspec/chain/world";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RunningNodeMock } from "../index.js";
import { createNodeMockHandler } from "../index.js";
import { call, nodeSpec, post, start } from "../test-support/client.js";
import type { NodeState } from "../state.js";

const NOW = Date.UTC(2025, 10, 20, 12);
const now = () => NOW;
const PINNED = "0x2f9407f";
const PINNED_HASH = "0xd34becc82943e3e49048cdd3f75b80a87e44eb3aed6b87cc06867a7c3b9ee213";
let mock: RunningNodeMock;
let state: NodeState;
beforeAll(async () => {
  mock = await start({ seed: "eth", now });
  state = createNodeMockHandler({ seed: "eth", spec: await nodeSpec(), now }).state;
});
afterAll(() => mock.close());

const rpc = (method: string, params?: unknown, chain = "C") => call(mock.url, `/ext/bc/${chain}/rpc`, method, params);
const result = async (method: string, params?: unknown, chain = "C") => {
  const r = await rpc(method, params, chain);
  if (r.error) throw new Error(`${method}: ${JSON.stringify(r.error)}`);
  return r.result;
};
const err = (code: number, message: string) => ({ code, message });
const evmChains = () => [...state.chains.values()].filter((c) => c.evm);

describe("served on every EVM chain of the catalogue, by ID and by alias", () => {
  test("eth_chainId and net_version are the chain's EVM chain ID", async () => {
    expect(evmChains().length).toBeGreaterThan(3);
    for (const chain of evmChains()) {
      expect(await result("eth_chainId", [], chain.id)).toBe(`0x${chain.evm!.chainId.toString(16)}`);
      expect(await result("net_version", [], chain.id)).toBe(String(chain.evm!.chainId));
    }
    expect(await result("eth_chainId", [], "C")).toBe("0xa86a");
    expect(await result("eth_chainId", [], "evm")).toBe("0xa86a");
    expect(await result("web3_clientVersion", [], "C")).toMatch(/^v\d+\.\d+\.\d+$/);
  });

  test("the head is the world's at the node's clock; tags resolve to it", async () => {
    for (const chain of evmChains().slice(0, 4)) {
      const head = chain.evm!.headNumber;
      expect(head).toBe(chain.evm!.world.head(Math.floor(NOW / 1000)));
      expect(await result("eth_blockNumber", [], chain.id)).toBe(`0x${head.toString(16)}`);
      for (const tag of ["latest", "pending", "safe", "finalized", "accepted"])
        expect((await result("eth_getBlockByNumber", [tag, false], chain.id)).number).toBe(`0x${head.toString(16)}`);
      expect((await result("eth_getBlockByNumber", ["earliest", false], chain.id)).number).toBe("0x0");
    }
  });

  test("the standard methods follow an alias made with admin.aliasChain", async () => {
    const other = await start({ seed: "eth", now });
    try {
      const subnet = state.subnetEvmChainId;
      await call(other.url, "/ext/admin", "admin.aliasChain", { chain: subnet, alias: "mine" });
      const byAlias = await call(other.url, "/ext/bc/mine/rpc", "eth_getBlockByNumber", ["latest", true]);
      const byId = await call(other.url, `/ext/bc/${subnet}/rpc`, "eth_getBlockByNumber", ["latest", true]);
      expect(byAlias.result).toEqual(byId.result);
    } finally {
      await other.close();
    }
  });
});

describe("blocks and transactions", () => {
  test("by number, hash and tag are one block; a block's transactions and receipts link to it", async () => {
    const byNumber = await result("eth_getBlockByNumber", [PINNED, true]);
    expect(byNumber.hash).toBe(PINNED_HASH);
    expect(await result("eth_getBlockByHash", [PINNED_HASH, true])).toEqual(byNumber);
    expect(await result("eth_getBlockByHash", [PINNED_HASH.toUpperCase().replace("0X", "0x"), true])).toEqual(byNumber);
    const hashes = (await result("eth_getBlockByNumber", [PINNED, false])).transactions;
    expect(hashes).toEqual(byNumber.transactions.map((t: any) => t.hash));
    for (const [i, tx] of byNumber.transactions.entries()) {
      expect(await result("eth_getTransactionByHash", [tx.hash])).toEqual(tx);
      expect(await result("eth_getTransactionByBlockNumberAndIndex", [PINNED, `0x${i.toString(16)}`])).toEqual(tx);
      expect(await result("eth_getTransactionByBlockHashAndIndex", [PINNED_HASH, `0x${i.toString(16)}`])).toEqual(tx);
      const receipt = await result("eth_getTransactionReceipt", [tx.hash]);
      expect([receipt.blockHash, receipt.blockNumber, receipt.transactionHash]).toEqual([PINNED_HASH, PINNED, tx.hash]);
    }
    expect(await result("eth_getBlockReceipts", [PINNED])).toEqual(
      await Promise.all(hashes.map((h: string) => result("eth_getTransactionReceipt", [h]))),
    );
    expect(await result("eth_getBlockTransactionCountByNumber", [PINNED])).toBe(`0x${hashes.length.toString(16)}`);
    expect(await result("eth_getBlockTransactionCountByHash", [PINNED_HASH])).toBe(`0x${hashes.length.toString(16)}`);
    // keys as Go writes them: sorted for the block's map, in struct order for a transaction
    expect(Object.keys(byNumber)).toEqual(Object.keys(byNumber).sort());
    expect(Object.keys(byNumber.transactions[0]).slice(0, 3)).toEqual(["blockHash", "blockNumber", "blockTimestamp"]);
  });

  test("unknown hashes and indexes are null; past the head: unfinalized data (or null, as coreth)", async () => {
    const unknown = `0x${"ab".repeat(32)}`;
    const head = state.chains.get(state.chainByAlias.get("C")!)!.evm!.headNumber;
    const future = `0x${(head + 1).toString(16)}`;
    const futureHash = state.chains.get(state.chainByAlias.get("C")!)!.evm!.world.blocks.hash(head + 1);
    for (const [method, params] of [
      ["eth_getBlockByHash", [unknown, false]],
      ["eth_getBlockByHash", [futureHash, false]],
      ["eth_getTransactionByHash", [unknown]],
      ["eth_getTransactionReceipt", [unknown]],
      ["eth_getBlockTransactionCountByHash", [unknown]],
      ["eth_getBlockTransactionCountByNumber", [future]],
      ["eth_getTransactionByBlockNumberAndIndex", [future, "0x0"]],
      ["eth_getTransactionByBlockNumberAndIndex", [PINNED, "0x1"]],
      ["eth_getTransactionByBlockNumberAndIndex", [PINNED, "0xffffffffffffffff"]],
      ["eth_getBlockReceipts", [future]],
      ["eth_getBlockReceipts", [unknown]],
    ] as const)
      expect(await rpc(method, params)).toMatchObject({ result: null });
    const unfinalized = err(-32000, "cannot query unfinalized data");
    expect((await rpc("eth_getBlockByNumber", [future, false])).error).toEqual(unfinalized);
    expect((await rpc("eth_getBalance", [`0x${"11".repeat(20)}`, future])).error).toEqual(unfinalized);
    expect((await rpc("eth_getBalance", [`0x${"11".repeat(20)}`, unknown])).error).toEqual(
      err(-32000, "header for hash not found"),
    );
    expect((await rpc("eth_getBalance", [`0x${"11".repeat(20)}`, {}])).error).toEqual(
      err(-32000, "invalid arguments; neither block nor hash specified"),
    );
  });
});

describe("accounts", () => {
  test("a sender's balance and nonce change at its transaction's block; number, tag or hash agree", async () => {
    const tx = (await result("eth_getBlockByNumber", [PINNED, true])).transactions[0];
    const receipt = await result("eth_getTransactionReceipt", [tx.hash]);
    const before = BigInt(await result("eth_getBalance", [tx.from, "0x2f9407e"]));
    const after = BigInt(await result("eth_getBalance", [tx.from, PINNED]));
    expect(before - after).toBe(BigInt(tx.value) + BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice));
    expect(await result("eth_getBalance", [tx.from, { blockHash: PINNED_HASH }])).toBe(`0x${after.toString(16)}`);
    expect(await result("eth_getBalance", [tx.from, { blockNumber: PINNED }])).toBe(`0x${after.toString(16)}`);
    expect(await result("eth_getTransactionCount", [tx.from, "0x2f9407e"])).toBe(tx.nonce);
    expect(BigInt(await result("eth_getTransactionCount", [tx.from, "pending"]))).toBe(BigInt(tx.nonce) + 1n);
    expect(await result("eth_getCode", [tx.from, "latest"])).toBe("0x");
    expect(await result("eth_getCode", [tx.to, "latest"])).toMatch(/^0x60806040/);
    expect(await result("eth_getStorageAt", [tx.to, "0x0", "latest"])).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await result("eth_getStorageAt", [tx.from, "0", "latest"])).toBe(`0x${"0".repeat(64)}`);
    expect((await rpc("eth_getStorageAt", [tx.to, `0x${"1".repeat(66)}`, "latest"])).error).toEqual(
      err(-32000, "unable to decode storage key: hex string too long, want at most 32 bytes"),
    );
  });
});

describe("fees", () => {
  test("gas price = next base fee + tip, never below minBaseFee; fee history = the blocks'", async () => {
    for (const chain of evmChains().slice(0, 5)) {
      const { feeConfig } = await result("eth_feeConfig", [], chain.id);
      const base = BigInt(await result("eth_baseFee", [], chain.id));
      const tip = BigInt(await result("eth_maxPriorityFeePerGas", [], chain.id));
      expect(BigInt(await result("eth_gasPrice", [], chain.id))).toBe(base + tip);
      expect(base >= BigInt(feeConfig.minBaseFee)).toBe(true);
      const history = await result("eth_feeHistory", ["0x5", "latest", [10, 90]], chain.id);
      const head = chain.evm!.headNumber;
      expect(history.oldestBlock).toBe(`0x${(head - 4).toString(16)}`);
      for (let i = 0; i < 5; i++) {
        const block = await result("eth_getBlockByNumber", [`0x${(head - 4 + i).toString(16)}`, false], chain.id);
        expect(history.baseFeePerGas[i]).toBe(block.baseFeePerGas);
        expect(history.gasUsedRatio[i]).toBeCloseTo(Number(block.gasUsed) / Number(block.gasLimit), 12);
        expect(BigInt(block.baseFeePerGas) >= BigInt(feeConfig.minBaseFee)).toBe(true);
        expect(block.gasLimit).toBe(`0x${feeConfig.gasLimit.toString(16)}`);
      }
      expect(history.reward).toHaveLength(5);
    }
  });

  test("eth_feeHistory's limits and shapes are coreth's", async () => {
    expect(await result("eth_feeHistory", ["0x0", "latest", []])).toEqual({ oldestBlock: "0x0", gasUsedRatio: null });
    expect(await result("eth_feeHistory", [3, "latest", []])).not.toHaveProperty("reward");
    expect((await result("eth_feeHistory", ["0x10000", "latest", []])).gasUsedRatio).toHaveLength(2048);
    // a range reaching before genesis is cut there (a node 100 s after the C-Chain's first block)
    const young = await start({ seed: "eth", now: () => (1_600_646_400 + 100) * 1000 });
    try {
      const history = (await call(young.url, "/ext/bc/C/rpc", "eth_feeHistory", ["0x64", "latest", [50]])).result;
      const head = Number((await call(young.url, "/ext/bc/C/rpc", "eth_blockNumber", [])).result);
      expect(head).toBeLessThan(100);
      expect(history.oldestBlock).toBe("0x0");
      expect(history.baseFeePerGas).toHaveLength(head + 1);
    } finally {
      await young.close();
    }
    expect((await result("eth_feeHistory", ["0x2", "pending", [50]])).gasUsedRatio).toHaveLength(1);
    expect((await rpc("eth_feeHistory", ["0x1", "latest", [50, 50]])).error).toEqual(
      err(-32000, "invalid reward percentile: #0:50.000000 >= #1:50.000000"),
    );
    expect((await rpc("eth_feeHistory", ["0x1", "latest", [101]])).error).toEqual(
      err(-32000, "invalid reward percentile: 101.000000"),
    );
    expect((await rpc("eth_feeHistory", ["0x1", "latest", Array(101).fill(1)])).error).toEqual(
      err(-32000, "invalid reward percentile: over the query limit 100"),
    );
    expect((await rpc("eth_feeHistory", ["0x1", "0x1", []])).error?.message).toMatch(
      /^request beyond historical limit: requested 1, head \d+$/,
    );
    expect((await rpc("eth_feeHistory", ["zz", "latest", []])).error).toEqual(
      err(-32602, 'invalid argument 0: invalid hex or decimal integer "zz"'),
    );
  });
});

describe("eth_getLogs", () => {
  test("a range, one block by hash, and filters by contract and topic give the blocks' receipts' logs", async () => {
    const from = 49_889_300;
    const to = 49_889_407;
    const range = { fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` };
    const logs = await result("eth_getLogs", [range]);
    const fromReceipts: any[] = [];
    for (let n = from; n <= to; n++)
      for (const r of await result("eth_getBlockReceipts", [`0x${n.toString(16)}`])) fromReceipts.push(...r.logs);
    expect(logs).toEqual(fromReceipts);
    expect(logs.length).toBeGreaterThan(50);
    const one = logs[0];
    expect(await result("eth_getLogs", [{ blockHash: one.blockHash }])).toEqual(
      logs.filter((l: any) => l.blockHash === one.blockHash),
    );
    expect(await result("eth_getLogs", [{ ...range, address: one.address }])).toEqual(
      logs.filter((l: any) => l.address === one.address),
    );
    expect(await result("eth_getLogs", [{ ...range, topics: [null, one.topics[1]] }])).toEqual(
      logs.filter((l: any) => l.topics[1] === one.topics[1]),
    );
    expect(await result("eth_getLogs", [{ ...range, topics: [null, null, null, null] }])).toEqual([]);
  });

  test("ranges coreth refuses: reversed, past the head, over the limit, too many topics, unknown block", async () => {
    const head = state.chains.get(state.chainByAlias.get("C")!)!.evm!.headNumber;
    const hex = (n: number) => `0x${n.toString(16)}`;
    expect((await rpc("eth_getLogs", [{ fromBlock: "0x10", toBlock: "0xf" }])).error).toEqual(
      err(-32000, "invalid block range params"),
    );
    expect((await rpc("eth_getLogs", [{ fromBlock: "latest", toBlock: "0x10" }])).error).toEqual(
      err(-32000, `begin block ${head} is greater than end block 16`),
    );
    expect((await rpc("eth_getLogs", [{ fromBlock: hex(head + 1) }])).error).toEqual(
      err(-32000, `requested from block ${head + 1} after last accepted block ${head}`),
    );
    expect((await rpc("eth_getLogs", [{ fromBlock: "0x1", toBlock: hex(head + 1) }])).error).toEqual(
      err(-32000, `requested to block ${head + 1} after last accepted block ${head}`),
    );
    expect((await rpc("eth_getLogs", [{ fromBlock: "0x1", toBlock: hex(MAX_LOG_BLOCKS + 1) }])).error).toEqual(
      err(-32000, `requested too many blocks from 1 to ${MAX_LOG_BLOCKS + 1}, maximum is set to ${MAX_LOG_BLOCKS}`),
    );
    expect((await rpc("eth_getLogs", [{ fromBlock: "0x1", toBlock: hex(MAX_LOG_BLOCKS) }])).error).toBeUndefined();
    expect((await rpc("eth_getLogs", [{ topics: [null, null, null, null, null] }])).error).toEqual(
      err(-32000, "exceed max topics"),
    );
    expect((await rpc("eth_getLogs", [{ blockHash: `0x${"ab".repeat(32)}` }])).error).toEqual(
      err(-32000, "unknown block"),
    );
    expect((await rpc("eth_getLogs", [{ fromBlock: "pending", toBlock: "latest" }])).error).toEqual(
      err(-32000, "invalid block range params"),
    );
    expect(await result("eth_getLogs", [{ fromBlock: "pending", toBlock: "pending" }])).toEqual([]);
    expect(Array.isArray(await result("eth_getLogs", [{}]))).toBe(true); // latest to latest
  });
});

describe("eth_call and eth_estimateGas without an EVM", () => {
  test("transfers and calls to accounts without code are served; contract code is refused, saying why", async () => {
    const tx = (await result("eth_getBlockByNumber", [PINNED, true])).transactions[0];
    const eoa = `0x${"12".repeat(20)}`;
    expect(await result("eth_call", [{ from: tx.from, to: eoa, value: "0x1" }, PINNED])).toBe("0x");
    expect(await result("eth_call", [{ to: eoa, input: "0x00ff" }])).toBe("0x");
    expect(await result("eth_estimateGas", [{ from: tx.from, to: eoa, value: "0x1" }])).toBe("0x5208");
    expect(await result("eth_estimateGas", [{ to: eoa, data: "0x00ff" }])).toBe(`0x${(21000 + 4 + 16).toString(16)}`);
    expect(await result("eth_estimateGas", [{}])).toBe(`0x${(53000).toString(16)}`); // an empty contract creation
    expect((await rpc("eth_call", [{ to: tx.to, input: tx.input }])).error).toEqual(
      err(-32000, `avaspec-mock does not execute contract code: ${tx.to} has code`),
    );
    expect((await rpc("eth_estimateGas", [{ input: "0x6080" }])).error).toEqual(
      err(-32000, "avaspec-mock does not execute contract code: a contract creation runs its init code"),
    );
    expect((await rpc("eth_call", [{ to: eoa }, "latest", { [eoa]: { balance: "0x1" } }])).error?.message).toMatch(
      /^avaspec-mock does not execute contract code: /,
    );
  });

  test("the node's checks: funds, intrinsic gas, contradicting fields", async () => {
    const poor = `0x${"00".repeat(19)}01`;
    const eoa = `0x${"12".repeat(20)}`;
    const balance = BigInt(await result("eth_getBalance", [poor, "latest"]));
    const much = `0x${(balance + 1n).toString(16)}`;
    expect((await rpc("eth_call", [{ from: poor, to: eoa, value: much }])).error).toEqual(
      err(-32000, "err: insufficient funds for transfer (supplied gas 50000000)"),
    );
    expect((await rpc("eth_estimateGas", [{ from: poor, to: eoa, value: much }])).error).toEqual(
      err(-32000, "insufficient funds for transfer"),
    );
    expect((await rpc("eth_call", [{ to: eoa, gas: "0x5207" }])).error).toEqual(
      err(-32000, "err: intrinsic gas too low: have 20999, want 21000 (supplied gas 20999)"),
    );
    expect((await rpc("eth_estimateGas", [{ to: eoa, gas: "0x5207" }])).error).toEqual(
      err(-32000, "gas required exceeds allowance (20999)"),
    );
    const priced = await rpc("eth_call", [{ from: poor, to: eoa, gas: "0x5208", gasPrice: much }]);
    expect(priced.error.message).toMatch(
      /^err: insufficient funds for gas \* price \+ value: address 0x0{39}1 have \d+ want \d+ \(supplied gas 21000\)$/,
    );
    expect((await rpc("eth_call", [{ to: eoa, gasPrice: "0x1", maxFeePerGas: "0x1" }])).error).toEqual(
      err(-32000, "both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified"),
    );
    expect((await rpc("eth_call", [{ to: eoa, data: "0x01", input: "0x02" }])).error).toEqual(
      err(-32000, 'both "data" and "input" are set and not equal. Please use "input" to pass transaction call data'),
    );
  });
});

describe("what the mock cannot serve, and the fixed answers", () => {
  test("sending: -32003 for raw transactions, unknown account for eth_sendTransaction; no -32601", async () => {
    const raw = await rpc("eth_sendRawTransaction", ["0x02f8"]);
    expect(raw.error.code).toBe(-32003);
    expect(raw.error.message).toMatch(/^transaction rejected: avaspec-mock serves a read-only chain/);
    expect((await rpc("eth_sendRawTransaction", ["02f8"])).error).toEqual(
      err(
        -32602,
        "invalid argument 0: json: cannot unmarshal hex string without 0x prefix into Go value of type hexutil.Bytes",
      ),
    );
    expect((await rpc("eth_sendTransaction", [{ from: `0x${"12".repeat(20)}` }])).error).toEqual(
      err(-32000, "unknown account"),
    );
  });

  test("eth_syncing false, eth_accounts [], net_listening true, net_peerCount 0x0, web3_sha3 Keccak-256", async () => {
    expect(await result("eth_syncing")).toBe(false);
    expect(await result("eth_accounts", [])).toEqual([]);
    expect(await result("net_listening")).toBe(true);
    expect(await result("net_peerCount")).toBe("0x0");
    expect(await result("web3_sha3", ["0x"])).toBe(
      "0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470",
    );
    expect((await rpc("eth_chainId", [1])).error).toEqual(err(-32602, "too many arguments, want at most 0"));
  });

  test("a batch mixes the standard methods and the extras", async () => {
    const r = await post(mock.url, "/ext/bc/C/rpc", [
      { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
      { jsonrpc: "2.0", id: 2, method: "eth_feeConfig", params: ["latest"] },
      { jsonrpc: "2.0", id: 3, method: "eth_getBlockByNumber", params: ["0x1"] },
    ]);
    expect(r.json.map((a: any) => a.id)).toEqual([1, 2, 3]);
    expect(r.json[0].result).toBe("0xa86a");
    expect(r.json[2].error).toEqual(err(-32602, "missing value for required argument 1"));
  });
});

test("two replicas with the same seed and clock answer the same, byte for byte", async () => {
  const replica = await start({ seed: "eth", now });
  try {
    const body = JSON.stringify([
      { jsonrpc: "2.0", id: 1, method: "eth_getBlockByNumber", params: ["latest", true] },
      { jsonrpc: "2.0", id: 2, method: "eth_feeHistory", params: ["0x8", "latest", [10, 50, 90]] },
      { jsonrpc: "2.0", id: 3, method: "eth_getLogs", params: [{ fromBlock: "0x2f94000", toBlock: PINNED }] },
      { jsonrpc: "2.0", id: 4, method: "eth_gasPrice", params: [] },
    ]);
    const [a, b] = await Promise.all([post(mock.url, "/ext/bc/C/rpc", body), post(replica.url, "/ext/bc/C/rpc", body)]);
    expect(a.text).toBe(b.text);
    expect(a.json.every((x: any) => x.result !== undefined)).toBe(true);
  } finally {
    await replica.close();
  }
});
