// eth_feeHistory as coreth and subnet-evm answer it (eth/gasprice/feehistory.go): per block its base fee, gas used
// ratio and, for each percentile, the tip of the transaction where that share of the block's gas is reached.
// Unlike execution-apis (and geth), baseFeePerGas has one entry per block, not one more for the next block.
import type { ChainBlock } from "../chain.js";
import { refuse } from "../errors.js";
import type { ExecutingChain } from "../executing/executing-chain.js";
import { qty } from "./format.js";

/** DefaultMaxCallBlockHistory: a longer request is cut to this many blocks */
const MAX_BLOCKS_PER_CALL = 2048n;
/** DefaultMaxBlockHistory: blocks this far behind the head are refused */
const MAX_BLOCK_HISTORY = 25_000n;
/** maxQueryLimit: percentiles per request */
const MAX_PERCENTILES = 100;

export type NewestBlock = bigint | "latest" | "pending" | "safe" | "finalized" | "earliest";

/** Go's %f: six decimals */
const goFloat = (p: number) => p.toFixed(6);

function checkPercentiles(percentiles: number[]): void {
  if (percentiles.length > MAX_PERCENTILES) {
    throw refuse(`invalid reward percentile: over the query limit ${MAX_PERCENTILES}`);
  }
  for (const [i, p] of percentiles.entries()) {
    if (p < 0 || p > 100) throw refuse(`invalid reward percentile: ${goFloat(p)}`);
    const previous = percentiles[i - 1];
    if (previous !== undefined && p <= previous) {
      throw refuse(`invalid reward percentile: #${i - 1}:${goFloat(previous)} >= #${i}:${goFloat(p)}`);
    }
  }
}

/** The newest block and the count, as resolveBlockRange cuts them; undefined when there is nothing to answer. */
function blockRange(head: bigint, newest: NewestBlock, requested: bigint): { last: bigint; count: bigint } | undefined {
  let count = requested > MAX_BLOCKS_PER_CALL ? MAX_BLOCKS_PER_CALL : requested;
  if (newest === "pending") count -= 1n; // no pending block: up to the head, one fewer
  if (count <= 0n) return undefined;
  let last: bigint;
  if (typeof newest === "bigint") {
    if (head > MAX_BLOCK_HISTORY - 1n && head - (MAX_BLOCK_HISTORY - 1n) > newest) {
      throw refuse(`request beyond historical limit: requested ${newest}, head ${head}`);
    }
    if (newest > head) throw refuse(`request beyond head block: requested ${newest}, head ${head}`);
    last = newest;
  } else {
    last = newest === "earliest" ? 0n : head;
  }
  if (count > last + 1n) count = last + 1n;
  const depth = head - (last - count + 1n);
  if (depth > MAX_BLOCK_HISTORY - 1n) count -= depth - (MAX_BLOCK_HISTORY - 1n);
  return { last, count };
}

function rewards(chain: ExecutingChain, block: ChainBlock, percentiles: number[]): string[] {
  const txs = block.transactions
    .map((hash) => chain.receipt(hash))
    .filter((r) => r !== undefined)
    .map((r) => ({ gasUsed: r.gasUsed, reward: r.effectiveGasPrice - block.baseFeePerGas }))
    .sort((a, b) => (a.reward < b.reward ? -1 : a.reward > b.reward ? 1 : 0));
  if (txs.length === 0) return percentiles.map(() => "0x0");
  let index = 0;
  let gasSum = txs[0]?.gasUsed ?? 0n;
  return percentiles.map((p) => {
    const threshold = BigInt(Math.floor((Number(block.gasUsed) * p) / 100));
    while (gasSum < threshold && index < txs.length - 1) gasSum += txs[++index]?.gasUsed ?? 0n;
    return qty(txs[index]?.reward ?? 0n);
  });
}

export function feeHistory(
  chain: ExecutingChain,
  requested: bigint,
  newest: NewestBlock,
  percentiles: number[] | undefined,
): Record<string, unknown> {
  checkPercentiles(percentiles ?? []);
  const range = blockRange(chain.head().number, newest, requested);
  const answer: Record<string, unknown> = { oldestBlock: "0x0", baseFeePerGas: [], gasUsedRatio: [] };
  if (!range) return answer;
  const blocks: ChainBlock[] = [];
  for (let n = range.last - range.count + 1n; n <= range.last; n++) {
    const block = chain.block(n);
    if (block) blocks.push(block);
  }
  answer.oldestBlock = qty(range.last - range.count + 1n);
  answer.baseFeePerGas = blocks.map((b) => qty(b.baseFeePerGas));
  answer.gasUsedRatio = blocks.map((b) => Number(b.gasUsed) / Number(b.gasLimit));
  if (percentiles && percentiles.length > 0) answer.reward = blocks.map((b) => rewards(chain, b, percentiles));
  return answer;
}
