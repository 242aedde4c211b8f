// A real viem public client against the node mock, through the validating proxy (strict: an answer that breaks the
// contract would be a 502), and every block it reads held to the Data API mock's block of the same number (same seed,
// same clock): what a dApp sees on the chain is what the Data API says about it.
import {
  createPublicClient,
  defineChain,
  http,
  parseAbiItem,
  type PublicClient,
  TransactionRejectedRpcError,
} from "viem";
import { avalanche } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataMock } from "../../apis.js";
import { defaultWorlds } from "../../chain/worlds.js";
import type { RunningMock } from "../../rest/server.js";
import { startNodeMock, type RunningNodeMock } from "../index.js";
import { start } from "../test-support/client.js";

const SEED = "viem";
const PRIMARY_NETWORK = "11111111111111111111111111111111LpoYY";
const NOW = Date.UTC(2025, 10, 22, 17);
const PINNED = 49_889_407n;
const TRANSFER = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");

let node: RunningNodeMock;
let proxy: RunningNodeMock;
let data: RunningMock;
let client: PublicClient;
beforeAll(async () => {
  node = await start({ seed: SEED, now: () => NOW });
  [proxy, data] = await Promise.all([
    startNodeMock({ port: 0, proxy: { node: node.url }, proxyStrict: true }),
    startDataMock({ port: 0, seed: SEED, clock: () => NOW }),
  ]);
  client = createPublicClient({ chain: avalanche, transport: http(`${proxy.url}/ext/bc/C/rpc`, { retryCount: 0 }) });
});
afterAll(() => Promise.all([node.close(), proxy.close(), data.close()]));

async function dataBlock(chainId: number, n: bigint) {
  const res = await fetch(`${data.url}/v1/chains/${chainId}/blocks/${n}`);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** The block viem read is the Data API's block of the same number. */
async function expectSameAsDataApi(chainId: number, block: Awaited<ReturnType<PublicClient["getBlock"]>>) {
  const { status, body } = await dataBlock(chainId, block.number!);
  expect(status).toBe(200);
  expect({
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: block.timestamp,
    gasUsed: block.gasUsed,
    gasLimit: block.gasLimit,
    baseFee: block.baseFeePerGas,
    txCount: block.transactions.length,
  }).toEqual({
    hash: body.blockHash,
    parentHash: body.parentHash,
    timestamp: BigInt(body.blockTimestamp),
    gasUsed: BigInt(body.gasUsed),
    gasLimit: BigInt(body.gasLimit),
    baseFee: BigInt(body.baseFee),
    txCount: body.txCount,
  });
}

describe("viem's public actions on the C-Chain", () => {
  it("chain ID and block number: the Data API's head at the same clock", async () => {
    expect(await client.getChainId()).toBe(43114);
    const head = await client.getBlockNumber({ cacheTime: 0 });
    expect((await dataBlock(43114, head)).status).toBe(200);
    expect((await dataBlock(43114, head + 1n)).status).toBe(404);
  });

  it("a block by number, by hash and by tag, each the Data API's block", async () => {
    const byNumber = await client.getBlock({ blockNumber: PINNED, includeTransactions: true });
    await expectSameAsDataApi(43114, byNumber);
    expect(await client.getBlock({ blockHash: byNumber.hash!, includeTransactions: true })).toEqual(byNumber);
    for (const blockTag of ["latest", "safe", "finalized", "pending", "earliest"] as const) {
      const block = await client.getBlock({ blockTag });
      await expectSameAsDataApi(43114, block);
      if (blockTag === "earliest") expect(block.number).toBe(0n);
    }
    expect(await client.getBlockTransactionCount({ blockNumber: PINNED })).toBe(byNumber.transactions.length);
  });

  it("a transaction and its receipt; the sender's balance and nonce before and after", async () => {
    const block = await client.getBlock({ blockNumber: PINNED, includeTransactions: true });
    const tx = block.transactions[0]!;
    expect(await client.getTransaction({ hash: tx.hash })).toEqual(tx);
    expect(await client.getTransaction({ blockNumber: PINNED, index: 0 })).toEqual(tx);
    const receipt = await client.getTransactionReceipt({ hash: tx.hash });
    expect([receipt.blockHash, receipt.blockNumber, receipt.status]).toEqual([block.hash, PINNED, "success"]);
    const before = await client.getBalance({ address: tx.from, blockNumber: PINNED - 1n });
    const after = await client.getBalance({ address: tx.from, blockNumber: PINNED });
    expect(before - after).toBe(tx.value + receipt.gasUsed * receipt.effectiveGasPrice);
    expect(await client.getTransactionCount({ address: tx.from, blockNumber: PINNED })).toBe(tx.nonce + 1);
    // the Data API's fees spent are what the receipt paid
    expect(receipt.gasUsed * receipt.effectiveGasPrice).toBe(BigInt((await dataBlock(43114, PINNED)).body.feesSpent));
    expect(await client.getCode({ address: tx.to!, blockNumber: PINNED })).toMatch(/^0x6080/);
    expect(await client.getStorageAt({ address: tx.to!, slot: "0x0" })).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it("fees: estimateFeesPerGas, gas price and fee history agree with the blocks and the fee config", async () => {
    const latest = await client.getBlock({ blockTag: "latest" });
    const fees = await client.estimateFeesPerGas();
    const tip = await client.estimateMaxPriorityFeePerGas();
    expect(fees.maxPriorityFeePerGas).toBe(tip);
    expect(fees.maxFeePerGas).toBe((latest.baseFeePerGas! * 12n) / 10n + tip); // viem's default 1.2× base fee
    const { feeConfig } = await client.request({ method: "eth_feeConfig" as never, params: [] as never });
    expect(latest.baseFeePerGas! >= BigInt((feeConfig as { minBaseFee: number }).minBaseFee)).toBe(true);
    const nextBaseFee = BigInt(await client.request({ method: "eth_baseFee" as never }));
    expect(await client.getGasPrice()).toBe(nextBaseFee + tip);
    expect(nextBaseFee >= BigInt((feeConfig as { minBaseFee: number }).minBaseFee)).toBe(true);
    const history = await client.getFeeHistory({ blockCount: 4, blockTag: "latest", rewardPercentiles: [25, 75] });
    expect(history.oldestBlock).toBe(latest.number! - 3n);
    for (const [i, baseFee] of history.baseFeePerGas.entries()) {
      const { body } = await dataBlock(43114, history.oldestBlock + BigInt(i));
      expect(baseFee).toBe(BigInt(body.baseFee));
    }
  });

  it("logs: a range and an event filter, decoded by viem, from the blocks' receipts", async () => {
    const logs = await client.getLogs({ fromBlock: PINNED - 20n, toBlock: PINNED });
    expect(logs.length).toBeGreaterThan(0);
    const first = logs[0]!;
    const receipt = await client.getTransactionReceipt({ hash: first.transactionHash! });
    expect(receipt.logs).toContainEqual(first);
    const decoded = await client.getLogs({
      event: TRANSFER,
      args: { from: receipt.from },
      fromBlock: PINNED - 20n,
      toBlock: PINNED,
    });
    expect(decoded.map((l) => l.args.from?.toLowerCase())).toEqual(decoded.map(() => receipt.from));
    expect(decoded.length).toBeGreaterThan(0);
    for (const log of decoded) {
      const { body } = await dataBlock(43114, log.blockNumber!);
      expect(log.blockHash).toBe(body.blockHash);
    }
  });

  it("calls and gas estimates for transfers; sending is refused with -32003", async () => {
    const account = `0x${"00".repeat(19)}01` as const;
    const to = `0x${"12".repeat(20)}` as const;
    expect((await client.call({ account, to, data: "0x" })).data).toBeUndefined();
    expect(await client.estimateGas({ account, to, value: 0n })).toBe(21000n);
    await expect(
      client.sendRawTransaction({ serializedTransaction: "0x02f86c82a86a8080808094" }),
    ).rejects.toBeInstanceOf(Error);
    const error = await client.sendRawTransaction({ serializedTransaction: "0x02" }).catch((e) => e);
    expect(error.walk((e: unknown) => e instanceof TransactionRejectedRpcError)).toBeInstanceOf(
      TransactionRejectedRpcError,
    );
  });

  it("the validating proxy saw no contract violation in any of it", async () => {
    const summary = await (await fetch(`${proxy.url}/__avaspec/violations/summary`)).json();
    expect(summary).toMatchObject({ total: 0 });
  });
});

describe("viem on a subnet-EVM chain (an L1 of the catalogue), through the same proxy", () => {
  it("its chain ID, head and blocks are the Data API's", async () => {
    const l1 = defaultWorlds(SEED).catalogue.chains.find(
      (c) => c.status === "OK" && c.record.vmId !== undefined && c.subnetId !== PRIMARY_NETWORK,
    )!;
    const chain = defineChain({
      id: l1.evmChainId,
      name: String(l1.record.chainName),
      nativeCurrency: { name: "Token", symbol: "TKN", decimals: 18 },
      rpcUrls: { default: { http: [`${proxy.url}/ext/bc/${l1.blockchainId}/rpc`] } },
    });
    const l1Client = createPublicClient({ chain, transport: http(undefined, { retryCount: 0 }) });
    expect(await l1Client.getChainId()).toBe(l1.evmChainId);
    const head = await l1Client.getBlockNumber({ cacheTime: 0 });
    await expectSameAsDataApi(l1.evmChainId, await l1Client.getBlock({ blockNumber: head }));
    await expectSameAsDataApi(l1.evmChainId, await l1Client.getBlock({ blockNumber: head / 2n }));
    const summary = await (await fetch(`${proxy.url}/__avaspec/violations/summary`)).json();
    expect(summary).toMatchObject({ total: 0 });
  });
});
