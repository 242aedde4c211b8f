// The executing chain's blocks as JSON-RPC answers, as execution-apis' schemas give them; their transactions,
// receipts and logs are written by format-records.ts, which the generated world shares.
import type { ChainBlock, ChainTransaction } from "../chain.js";
import { formatTransaction, qty } from "./format-records.js";

export { qty };

const EMPTY_UNCLES = "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347";
const ZERO_HASH = `0x${"0".repeat(64)}`;

export function formatBlock(block: ChainBlock, transactions: ChainTransaction[] | undefined): Record<string, unknown> {
  return {
    number: qty(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    nonce: "0x0000000000000000",
    sha3Uncles: EMPTY_UNCLES,
    logsBloom: block.logsBloom,
    transactionsRoot: block.transactionsRoot,
    stateRoot: block.stateRoot,
    receiptsRoot: block.receiptsRoot,
    miner: block.miner,
    difficulty: "0x0",
    totalDifficulty: "0x0",
    extraData: block.extraData,
    size: qty((block.rlp.length - 2) / 2),
    gasLimit: qty(block.gasLimit),
    gasUsed: qty(block.gasUsed),
    timestamp: qty(block.timestamp),
    baseFeePerGas: qty(block.baseFeePerGas),
    mixHash: ZERO_HASH,
    uncles: [],
    transactions: transactions ? transactions.map(formatTransaction) : block.transactions,
    ...(block.blockGasCost === undefined ? {} : { blockGasCost: qty(block.blockGasCost) }),
    // coreth's RPCMarshalHeader adds Cancun's fields when the header has them
    ...(block.blobGasUsed === undefined ? {} : { blobGasUsed: qty(block.blobGasUsed) }),
    ...(block.excessBlobGas === undefined ? {} : { excessBlobGas: qty(block.excessBlobGas) }),
    ...(block.parentBeaconBlockRoot === undefined ? {} : { parentBeaconBlockRoot: block.parentBeaconBlockRoot }),
  };
}
