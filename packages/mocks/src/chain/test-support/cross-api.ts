// The cross-API check: a chain's node view (the standard Ethereum methods on /ext/bc/<id>/rpc) and its Data API view
// (GET /v1/chains/{chainId}/blocks/{n}) are one chain. Returns what disagrees, as lines; empty when they agree.

export interface ChainViews {
  /** node base URL and the chain's blockchain ID (or alias) */
  nodeUrl: string;
  blockchainId: string;
  /** Data API base URL and the chain's EVM chain ID */
  dataUrl: string;
  chainId: string;
}

let nextId = 1;
async function rpcCall(url: string, method: string, params: unknown[]): Promise<any> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }),
  });
  const answer = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result;
}

async function dataBlock(v: ChainViews, n: number): Promise<{ status: number; body: any }> {
  const res = await fetch(`${v.dataUrl}/v1/chains/${v.chainId}/blocks/${n}`);
  return { status: res.status, body: await res.json() };
}

const big = (hex: string) => BigInt(hex);

/**
 * Compares the chain head and the given blocks (plus head and head - 1) of both views: hashes, parents, timestamps,
 * gas, base fees, transaction counts, fees spent; each block's transactions by hash and their receipts; the fee
 * history against the blocks' base fees and the fee config's minimum.
 */
export async function crossApiViolations(v: ChainViews, numbers: number[], txsPerBlock = 3): Promise<string[]> {
  const rpcUrl = `${v.nodeUrl}/ext/bc/${v.blockchainId}/rpc`;
  const rpc = (method: string, ...params: unknown[]) => rpcCall(rpcUrl, method, params);
  const out: string[] = [];
  const differ = (what: string, node: unknown, data: unknown) => {
    if (String(node) !== String(data)) out.push(`${v.chainId} ${what}: node ${String(node)}, Data API ${String(data)}`);
  };

  const head = Number(await rpc("eth_blockNumber"));
  differ("block at the node's head", 200, (await dataBlock(v, head)).status);
  differ("block after the node's head", 404, (await dataBlock(v, head + 1)).status);

  for (const n of [...new Set([...numbers, head - 1, head])].filter((x) => x >= 0 && x <= head)) {
    try {
      await compareBlock(n);
    } catch (e) {
      out.push(`${v.chainId} block ${n}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async function compareBlock(n: number) {
    const block = await rpc("eth_getBlockByNumber", `0x${n.toString(16)}`, true);
    const data = await dataBlock(v, n);
    if (data.status !== 200) {
      out.push(`${v.chainId} block ${n}: Data API answers ${data.status}`);
      return;
    }
    const d = data.body;
    differ(`block ${n} number`, big(block.number), d.blockNumber);
    differ(`block ${n} hash`, block.hash, d.blockHash);
    differ(`block ${n} parentHash`, block.parentHash, d.parentHash);
    differ(`block ${n} timestamp`, big(block.timestamp), d.blockTimestamp);
    differ(`block ${n} gasUsed`, big(block.gasUsed), d.gasUsed);
    differ(`block ${n} gasLimit`, big(block.gasLimit), d.gasLimit);
    differ(`block ${n} baseFee`, big(block.baseFeePerGas), d.baseFee);
    differ(`block ${n} transaction count`, block.transactions.length, d.txCount);
    differ(`block ${n} gas cost`, big(block.blockGasCost ?? "0x0"), d.gasCost);
    const receipts: any[] = (await rpc("eth_getBlockReceipts", `0x${n.toString(16)}`)) ?? [];
    const fees = receipts.reduce((sum, r) => sum + big(r.gasUsed) * big(r.effectiveGasPrice), 0n);
    differ(`block ${n} fees spent (receipts)`, fees, d.feesSpent);
    differ(`block ${n} by hash`, (await rpc("eth_getBlockByHash", d.blockHash, false))?.number, block.number);
    for (const tx of block.transactions.slice(0, txsPerBlock)) {
      const byHash = await rpc("eth_getTransactionByHash", tx.hash);
      differ(`transaction ${tx.hash} by hash`, JSON.stringify(byHash), JSON.stringify(tx));
      const receipt = await rpc("eth_getTransactionReceipt", tx.hash);
      differ(`receipt of ${tx.hash}: block hash`, receipt?.blockHash, d.blockHash);
      differ(`receipt of ${tx.hash}: block number`, big(receipt?.blockNumber ?? "0x0"), d.blockNumber);
    }
  }

  const { feeConfig } = await rpc("eth_feeConfig");
  const history = await rpc("eth_feeHistory", "0x4", "latest", []);
  for (const [i, fee] of (history.baseFeePerGas as string[]).entries()) {
    const n = Number(history.oldestBlock) + i;
    differ(`fee history base fee of block ${n}`, big(fee), (await dataBlock(v, n)).body.baseFee);
    if (big(fee) < BigInt(feeConfig.minBaseFee)) out.push(`${v.chainId} block ${n} base fee below minBaseFee`);
  }
  const gasPrice = big(await rpc("eth_gasPrice"));
  if (gasPrice < BigInt(feeConfig.minBaseFee)) out.push(`${v.chainId} gas price ${gasPrice} below minBaseFee`);
  differ("fee config gas limit", feeConfig.gasLimit, (await dataBlock(v, head)).body.gasLimit);
  return out;
}
