// One local network across the three APIs (`networkId: "local"`): after real transactions, signed by viem, the node's
// eth_getBlockByNumber, its C/block index container and the Data API's block are the same block; the Metrics API's
// txCount and gasUsed rise by what was sent; GET /v1/chains lists the local chains with an rpcUrl viem can call.
// Through startMocks and the CLI (each API in its own thread: the blocks cross over a MessagePort) and createMockFetch
// (one process: the mirror is fed directly). Every Data and Metrics answer is checked against its spec.
import { cb58Encode } from "@avaspec/spec-model";
import { createPublicClient, fromRlp, type Hex, hexToBytes, http, keccak256, toRlp } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataApi, metricsApi } from "../apis.js";
import { readOperations } from "../rest/spec.js";
import { ResponseChecker } from "../rest/test-support.js";
import { type LocalDoor, localDoors } from "../test-support/local-doors.js";

const ewoq = privateKeyToAccount("0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027");
const BOB = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const L1_BLOCKCHAIN_ID_PATTERN = /^\/ext\/bc\/[1-9A-HJ-NP-Za-km-z]{49,50}\/rpc$/;

// a checker keeps its validators by operationId, which both APIs share (getChain, listChains): one checker an API
const checkers = { data: new ResponseChecker(), metrics: new ResponseChecker() };
// both APIs have a getChain and a listChains: each API's operations apart
const operations = { data: readOperations(dataApi().dereferenced), metrics: readOperations(metricsApi().dereferenced) };
const operation = (api: "data" | "metrics", id: string) => operations[api].find((o) => o.operationId === id)!;

describe.each(localDoors("threads", "oneThread", "cli", "mockFetch"))("one local network through %s", (_name, open) => {
  let door: LocalDoor;
  let nonce = 0;
  beforeAll(async () => {
    door = await open();
  }, 120_000);
  afterAll(() => door?.close());

  const rpc = async (path: string, method: string, params: unknown = []) => {
    const response = await door.fetch(`${door.urls.node}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: any; error?: unknown };
    expect(body.error).toBeUndefined();
    return body.result;
  };
  /** GET on a REST mock, its answer checked against the operation's response schema */
  const get = async (api: "data" | "metrics", operationId: string, path: string) => {
    const response = await door.fetch(`${door.urls[api]}${path}`);
    const text = await response.text();
    const answer = { status: response.status, body: JSON.parse(text), text };
    const violation = checkers[api].check(operation(api, operationId), answer.status, answer.body);
    expect(violation, `${path} -> ${answer.status} ${answer.text.slice(0, 300)}`).toBeUndefined();
    return answer;
  };
  const sendTransfer = async (): Promise<Hex> => {
    const raw = await ewoq.signTransaction({
      type: "eip1559",
      chainId: 43112,
      to: BOB,
      value: 1n,
      gas: 21_000n,
      nonce: nonce++,
      maxFeePerGas: 100_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    });
    return rpc("/ext/bc/C/rpc", "eth_sendRawTransaction", [raw]);
  };

  it("the index container, the Data API block and eth_getBlockByNumber are the same block", async () => {
    const sent = [await sendTransfer(), await sendTransfer(), await sendTransfer()];
    for (const hash of sent) {
      const receipt = await rpc("/ext/bc/C/rpc", "eth_getTransactionReceipt", [hash]);
      const n = Number(receipt.blockNumber);
      const block = await rpc("/ext/bc/C/rpc", "eth_getBlockByNumber", [receipt.blockNumber, false]);
      const receipts: any[] = await rpc("/ext/bc/C/rpc", "eth_getBlockReceipts", [receipt.blockNumber]);
      const fees = receipts.reduce((sum, r) => sum + BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice), 0n);

      const byNumber = await get("data", "getBlock", `/v1/chains/43112/blocks/${n}`);
      expect(byNumber.status).toBe(200);
      expect(byNumber.body).toEqual({
        chainId: "43112",
        blockNumber: String(n),
        blockTimestamp: Number(block.timestamp),
        blockHash: block.hash,
        txCount: block.transactions.length,
        baseFee: BigInt(block.baseFeePerGas).toString(),
        gasUsed: BigInt(block.gasUsed).toString(),
        gasLimit: BigInt(block.gasLimit).toString(),
        gasCost: BigInt(block.blockGasCost).toString(),
        parentHash: block.parentHash,
        feesSpent: fees.toString(),
        cumulativeTransactions: String(n), // one transfer a block since genesis
      });
      expect(byNumber.body.txCount).toBe(1);
      expect((await get("data", "getBlock", `/v1/chains/43112/blocks/${block.hash}`)).body).toEqual(byNumber.body);

      const index = await rpc("/ext/index/C/block", "index.getContainerByIndex", {
        index: String(n - 1),
        encoding: "hex",
      });
      expect(index.id).toBe(cb58Encode(hexToBytes(block.hash)));
      // the block's RLP (the node's hex encoding ends in a 4-byte checksum): its header hashes to the block hash
      const [header] = fromRlp(index.bytes.slice(0, -8) as Hex, "hex");
      expect(keccak256(toRlp(header as Hex[]))).toBe(block.hash);
    }
    const head = Number(await rpc("/ext/bc/C/rpc", "eth_blockNumber"));
    const unknown = await get("data", "getBlock", `/v1/chains/43112/blocks/${head + 1}`);
    expect(unknown.status).toBe(404);
    expect((await get("data", "getBlock", `/v1/chains/43112/blocks/0x${"ab".repeat(32)}`)).status).toBe(404);
  }, 120_000);

  it("the Metrics API's txCount and gasUsed rise by the transactions sent, hour by hour and day by day", async () => {
    const total = async (metric: string, interval: string) => {
      const path = `/v2/chains/43112/metrics/${metric}?timeInterval=${interval}&pageSize=100`;
      const answer = await get("metrics", "getChainMetrics", path);
      return (answer.body.results as { value: number }[]).reduce((sum, r) => sum + r.value, 0);
    };
    const window = async (metric: string) =>
      (await get("metrics", "getRollingWindowMetrics", `/v2/chains/43112/rollingWindowMetrics/${metric}`)).body.result;
    const hourOf = (seconds: number) => Math.floor(seconds / 3600);
    const clockHour = () => hourOf(Date.now() / 1000);
    const headHour = async () =>
      hourOf(Number((await rpc("/ext/bc/C/rpc", "eth_getBlockByNumber", ["latest", false])).timestamp));
    const measure = async () => ({
      hourTx: await total("txCount", "hour"),
      dayTx: await total("txCount", "day"),
      dayGas: await total("gasUsed", "day"),
      allTime: (await window("txCount")).allTime,
    });
    const sent = 4;
    let before = await measure();
    for (let attempt = 1; ; attempt++) {
      const hour = clockHour();
      for (let i = 0; i < sent; i++) await sendTransfer();
      // Blocks mined faster than one a second are stamped ahead of the clock (each one second after its parent), so
      // near an hour's end they can fall in the next hour, which the Metrics API's buckets (on the clock) do not show
      // yet: once across a boundary, wait for the clock to reach the head's hour and measure again.
      const head = await headHour();
      if (attempt > 1 || (clockHour() === hour && head === hour)) break;
      while (clockHour() < head) await new Promise((resolve) => setTimeout(resolve, 1000));
      before = await measure();
    }
    expect(await total("txCount", "hour")).toBe(before.hourTx + sent);
    expect(await total("txCount", "day")).toBe(before.dayTx + sent);
    expect(await total("gasUsed", "day")).toBe(before.dayGas + sent * 21_000);
    expect((await window("txCount")).allTime).toBe(before.allTime + sent);
    expect((await window("gasUsed")).allTime).toBeGreaterThanOrEqual(sent * 21_000);
    // the L1 saw none of them
    const l1 = await get("metrics", "getRollingWindowMetrics", "/v2/chains/99999/rollingWindowMetrics/txCount");
    expect(l1.body.result.allTime).toBe(0);
  }, 120_000);

  it("GET /v1/chains lists both local chains, each with an rpcUrl at the node mock that viem calls", async () => {
    const list = await get("data", "listChains", "/v1/chains?pageSize=100");
    const local = (list.body.chains as any[]).filter((c) => ["43112", "99999"].includes(c.chainId));
    expect(local.map((c) => c.chainId).sort()).toEqual(["43112", "99999"]);
    for (const chain of local) {
      const url = new URL(chain.rpcUrl);
      expect(url.origin).toBe(new URL(door.urls.node).origin);
      expect(url.pathname).toBe(`/ext/bc/${chain.platformChainId}/rpc`);
      if (chain.chainId === "99999") expect(url.pathname).toMatch(L1_BLOCKCHAIN_ID_PATTERN);
      const client = createPublicClient({ transport: http(chain.rpcUrl, { fetchFn: door.fetch }) });
      expect(await client.getChainId()).toBe(Number(chain.chainId));
      const byEvmId = await get("data", "getChain", `/v1/chains/${chain.chainId}`);
      expect(byEvmId.body).toEqual(chain);
      expect((await get("data", "getChain", `/v1/chains/${chain.platformChainId}`)).body).toEqual(chain);
      const metricsRecord = await get("metrics", "getChain", `/v2/chains/${chain.chainId}`);
      expect(metricsRecord.body.blockchainId).toBe(chain.platformChainId);
    }
  }, 120_000);
});
