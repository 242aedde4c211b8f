// @ethereumjs 10.1.3's BlockBuilder with the same steps and results, less repeated work (DESIGN.md, "Speed, session 7:
// transfers"):
// - a transaction runs against one header made for the block, not a new block (a header, a Common copy, every
//   transaction taken so far rebuilt from its fields) per transaction; runTx is handed the gas used so far, which is
//   all it read from that header's gasUsed (the receipt's cumulative gas);
// - the built block holds the transactions as run, not copies rebuilt from their fields (which lost their cached hash
//   and sender);
// - the transactions' and receipts' roots are computed from the sorted keys (ordered-trie.ts), not by putting each
//   item into an @ethereumjs trie.
// It covers the rules the chains run (proof of stake, Cancun: no requests, no block access list, no EIP-8037, no
// withdrawals given); for anything else it leaves @ethereumjs's builder to do the work.
import { Block, BlockHeader, type BlockOptions, createBlockHeader, type HeaderData } from "@ethereumjs/block";
import { ConsensusType } from "@ethereumjs/common";
import type { TypedTransaction } from "@ethereumjs/tx";
import {
  BlockBuilder,
  BuildStatus,
  type BuildBlockOpts,
  encodeReceipt,
  type RunTxResult,
  runTx,
  type VM,
} from "@ethereumjs/vm";
import { TypeOutput, toType } from "@ethereumjs/util";
import { keccakOf } from "./crypto/custom-crypto.js";
import { orderedTrieRoot } from "./ordered-trie.js";
import { serializationOf } from "./serialized-transactions.js";

/** The members of @ethereumjs 10.1.3's BlockBuilder this one reads and keeps up to date (private there). */
interface BuilderState {
  vm: VM;
  blockOpts: BlockOptions & { putBlockIntoBlockchain?: boolean };
  headerData: HeaderData;
  transactions: TypedTransaction[];
  transactionResults: RunTxResult[];
  checkpointed: boolean;
  blockStatus: ReturnType<BlockBuilder["getStatus"]>;
  _minerValue: bigint;
}

/** The EIPs whose block-building steps the lean path leaves out; with any of them active it is not taken. */
const UNCOVERED_EIPS = [7685, 7928, 8037] as const;

type AddOptions = Parameters<BlockBuilder["addTransaction"]>[1];

export class LeanBlockBuilder extends BlockBuilder {
  /** the block every transaction of this one runs in (its header's gasUsed is not read: runTx is given it) */
  #runBlock: Block | undefined;
  readonly #lean: boolean;

  constructor(vm: VM, opts: BuildBlockOpts) {
    super(vm, opts);
    const { common } = vm;
    this.#lean =
      common.consensusType() === ConsensusType.ProofOfStake &&
      opts.withdrawals === undefined &&
      opts.blockOpts?.cliqueSigner === undefined &&
      UNCOVERED_EIPS.every((eip) => !common.isActivatedEIP(eip));
  }

  get #state(): BuilderState {
    return this as unknown as BuilderState;
  }

  override async transactionsTrie(): Promise<Uint8Array> {
    return orderedTrieRoot(
      this.#state.transactions.map((tx) => serializationOf(tx)),
      this.#keccak,
    );
  }

  override async receiptTrie(): Promise<Uint8Array> {
    const { transactions, transactionResults } = this.#state;
    const encoded = transactionResults.map((result, i) => encodeReceipt(result.receipt, transactions[i]?.type ?? 0));
    return orderedTrieRoot(encoded, this.#keccak);
  }

  override async addTransaction(tx: TypedTransaction, options: AddOptions = {}): Promise<RunTxResult> {
    if (!this.#lean || tx.type === 3) return super.addTransaction(tx, options);
    const state = this.#state;
    this.#requirePending();
    if (!state.checkpointed) {
      await state.vm.evm.journal.checkpoint();
      state.checkpointed = true;
    }
    if (tx.gasLimit > toType(state.headerData.gasLimit ?? 0n, TypeOutput.BigInt) - this.gasUsed) {
      throw new Error("tx has a higher gas limit than the remaining gas in the block");
    }
    const result = await runTx(state.vm, {
      tx,
      block: this.#blockToRunIn(),
      blockGasUsed: this.gasUsed,
      skipHardForkValidation: options?.skipHardForkValidation,
    });
    state.transactions.push(tx);
    state.transactionResults.push(result);
    this.gasUsed += result.blockGasSpent;
    state._minerValue += result.minerValue;
    return result;
  }

  override async build(...args: Parameters<BlockBuilder["build"]>): ReturnType<BlockBuilder["build"]> {
    if (!this.#lean) return super.build(...args);
    const state = this.#state;
    const { vm, blockOpts } = state;
    this.#requirePending();
    const transactionsTrie = await this.transactionsTrie();
    const receiptTrie = await this.receiptTrie();
    const header = withResults(this.#blockToRunIn().header, {
      stateRoot: await vm.stateManager.getStateRoot(),
      transactionsTrie,
      receiptTrie,
      logsBloom: this.logsBloom(),
      gasUsed: this.gasUsed,
      ...(vm.common.isActivatedEIP(4844) ? { blobGasUsed: this.blobGasUsed } : {}),
    });
    const block = new Block(header, state.transactions, [], undefined, blockOpts);
    if (blockOpts.putBlockIntoBlockchain === true) await vm.blockchain.putBlock(block);
    state.blockStatus = { status: BuildStatus.Build, block };
    if (state.checkpointed) {
      await vm.evm.journal.commit();
      state.checkpointed = false;
    }
    return { block, requests: undefined, blockLevelAccessList: vm.evm.blockLevelAccessList };
  }

  /** The block every transaction runs in: one header made for the block (its gasUsed unread: runTx is given it). */
  #blockToRunIn(): Block {
    const { headerData, blockOpts } = this.#state;
    this.#runBlock ??= new Block(
      createBlockHeader({ ...headerData, gasUsed: 0n }, blockOpts),
      [],
      [],
      undefined,
      blockOpts,
    );
    return this.#runBlock;
  }

  get #keccak(): (bytes: Uint8Array) => Uint8Array {
    return keccakOf(this.#state.vm.common);
  }

  #requirePending(): void {
    const { status } = this.getStatus();
    if (status === BuildStatus.Build) throw new Error("Block has already been built");
    if (status === BuildStatus.Reverted) throw new Error("State has already been reverted");
  }
}

/** What building a block adds to the header its transactions ran in. */
interface BlockResults {
  stateRoot: Uint8Array;
  transactionsTrie: Uint8Array;
  receiptTrie: Uint8Array;
  logsBloom: Uint8Array;
  gasUsed: bigint;
  blobGasUsed?: bigint;
}

/**
 * The built block's header: the run header's fields (and its Common) with the block's results, its hash not yet
 * taken. A second header made from data (a Common copy, every field converted, defaults allocated and checked again)
 * was 1.7% of a transfer's CPU (DESIGN.md, "Speed, session 8: mining"). The checks that apply to the results stay.
 */
export function withResults(run: BlockHeader, results: BlockResults): BlockHeader {
  for (const root of [results.stateRoot, results.transactionsTrie, results.receiptTrie]) {
    if (root.length !== 32) throw new Error(`a block's root must be 32 bytes, got ${root.length}`);
  }
  const bloomLength = results.logsBloom.length;
  if (bloomLength !== 256) throw new Error(`a logs bloom must be 256 bytes, got ${bloomLength}`);
  const header: BlockHeader = Object.assign(Object.create(BlockHeader.prototype), run, results, {
    cache: { hash: undefined },
  });
  Object.freeze(header);
  return header;
}

/** buildBlock's steps with the lean builder: the builder, then the block's system writes (EIP-4788's beacon root). */
export async function buildLeanBlock(vm: VM, opts: BuildBlockOpts): Promise<LeanBlockBuilder> {
  const builder = new LeanBlockBuilder(vm, opts);
  await builder.initState();
  return builder;
}
