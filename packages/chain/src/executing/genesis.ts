// The chain's start: a Cancun-rules EVM (coreth and subnet-evm run Cancun without blobs) with the funded accounts in
// its state, their state root in a genesis block, and a VM over both.
import { type Block, createBlock } from "@ethereumjs/block";
import { type Common, Hardfork, Mainnet, type StateManagerInterface } from "@ethereumjs/common";
import type { Caches } from "@ethereumjs/statemanager";
import { Account, createAddressFromString, ValueEncoding } from "@ethereumjs/util";
import { createVM, type VM } from "@ethereumjs/vm";
import type { Hex } from "../chain.js";
import { activatePrecompiles, enabledPrecompiles, SubnetEVM } from "../precompiles/subnet-evm.js";
import type { ChainProfile } from "../profiles.js";
import { chainCrypto } from "./crypto/custom-crypto.js";
import { FlatKeyMapDB } from "./flat-key-map-db.js";
import { KeptBlockchain } from "./kept-blocks.js";
import { LeanEVM, loadInterpreterClass } from "./lean-evm.js";
import { MiningStateManager, miningCaches } from "./mining-state-manager.js";
import { creditWholeFees } from "./fee-recipient.js";
import type { ExecutionPacer } from "./pacer.js";
import { ParamsMemoCommon } from "./params-memo-common.js";
import { StateTrie } from "./state-trie.js";

export interface Genesis {
  common: Common;
  vm: VM;
  /** the VM's state manager */
  stateManager: MiningStateManager;
  /** BLOCKHASH's blocks: the chain's own list, genesis first */
  blockchain: KeptBlockchain;
  block: Block;
  /** paces the EVM's executions (yields to the event loop, call deadlines) */
  pacer: ExecutionPacer;
  /** another EVM like the VM's (same Common, precompiles, paced opcodes) on `state`: the calls' (call-state-view.ts) */
  evmOn: (state: StateManagerInterface) => LeanEVM;
}

export async function createGenesis(
  profile: ChainProfile,
  alloc: { address: Hex; balance: bigint }[],
  timestamp: bigint,
  pacer: ExecutionPacer,
  /** the state manager's caches: by default accounts kept decoded (tests re-run blocks on @ethereumjs's own) */
  caches: Caches = miningCaches(),
): Promise<Genesis> {
  // createCustomCommon's construction, with the parameters merged once (params-memo-common.ts)
  const common = new ParamsMemoCommon({
    chain: { ...Mainnet, chainId: Number(profile.chainId), name: profile.name, hardforks: cancunFromGenesis() },
    hardfork: Hardfork.Cancun,
    customCrypto: await chainCrypto(), // WebAssembly keccak, native ecrecover in Node (crypto/custom-crypto.ts)
  });
  // the caches make a repeated eth_call read the trie once, not every time (about 2× fewer µs per call, measured);
  // they keep accounts decoded while a block runs (mining-state-manager.ts)
  const stateManager = new MiningStateManager({ common, caches, trie: stateTrie(common) });
  for (const { address, balance } of alloc) {
    await stateManager.putAccount(createAddressFromString(address), new Account(0n, balance));
  }
  const precompiles = enabledPrecompiles(profile.precompiles);
  if (profile.precompiles) await activatePrecompiles(stateManager, profile.precompiles, profile.feeConfig);
  const stateRoot = await stateManager.getStateRoot();
  const block = createBlock(
    { header: { number: 0n, gasLimit: profile.gasLimit, baseFeePerGas: profile.minBaseFee, timestamp, stateRoot } },
    { common },
  );
  const blockchain = new KeptBlockchain();
  // a chain without precompiles keeps the lean EVM alone (no message bookkeeping on every call)
  const customOpcodes = pacer.opcodes(common);
  const Interpreter = await loadInterpreterClass();
  const evmOn = (state: StateManagerInterface): LeanEVM => {
    const evmOpts = { common, stateManager: state, blockchain, customOpcodes };
    return precompiles.length > 0
      ? new SubnetEVM(evmOpts, precompiles, Interpreter)
      : new LeanEVM(evmOpts, Interpreter);
  };
  const vm = await createVM({ common, blockchain, stateManager, evm: evmOn(stateManager) });
  creditWholeFees(vm);
  return { common, vm, stateManager, blockchain, block, pacer, evmOn };
}

/**
 * The state manager's own default trie, except that its nodes are kept as bytes in every trie sharing its database.
 * A storage trie is a copy of this one, and with @ethereumjs's default trie (no database given) the copies stored their
 * nodes as hex text, converted at every read and write: about a tenth of a transfer's CPU (DESIGN.md, session 7).
 * StateTrie walks the nodes synchronously and hashes only when the root is asked (DESIGN.md, session 8).
 */
function stateTrie(common: Common): StateTrie {
  return new StateTrie({ useKeyHashing: true, common, db: new FlatKeyMapDB(), valueEncoding: ValueEncoding.Bytes });
}

/** Mainnet's forks up to Cancun all active from block 0 (the local chains start on today's rules), none after. */
function cancunFromGenesis() {
  const upTo = Mainnet.hardforks.findIndex((fork) => fork.name === Hardfork.Cancun);
  return Mainnet.hardforks
    .slice(0, upTo + 1)
    .filter((fork) => fork.name !== Hardfork.MergeNetsplitBlock)
    .map((fork) =>
      fork.timestamp === null || fork.timestamp === undefined
        ? { name: fork.name, block: 0 }
        : { name: fork.name, block: null, timestamp: 0 },
    );
}
