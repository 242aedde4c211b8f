// eth_call and eth_estimateGas on the EVM: a message run on the current state inside a checkpoint that is always
// reverted, so nothing it does stays. The intrinsic gas a transaction would pay is taken off first, as geth does.
import type { Block } from "@ethereumjs/block";
import type { EVMResult } from "@ethereumjs/evm";
import { createAddressFromString, hexToBytes } from "@ethereumjs/util";
import type { StateManagerInterface } from "@ethereumjs/common";
import type { VM } from "@ethereumjs/vm";
import type { CallRequest, Hex } from "../chain.js";
import { refuse } from "../errors.js";

const TX_GAS = 21_000n;
const TX_CREATE_GAS = 32_000n;
const ZERO_BYTE_GAS = 4n;
const NONZERO_BYTE_GAS = 16n;
const INITCODE_WORD_GAS = 2n;
/** EIP-2930's intrinsic gas per listed address and per listed storage key */
const ACCESS_LIST_ADDRESS_GAS = 2400n;
const ACCESS_LIST_KEY_GAS = 1900n;

export interface AccessListItem {
  address: Hex;
  storageKeys: Hex[];
}

/** What a call runs on: the VM's EVM and Merkle state, or the calls' EVM on a state view (call-state-view.ts). */
export interface CallEngine {
  evm: VM["evm"];
  stateManager: StateManagerInterface;
}

export interface CallOptions {
  /** report every address and slot the run touched (eth_createAccessList) */
  reportAccessList?: boolean;
}

/** The intrinsic gas of a transaction carrying this data (EIP-2028 calldata, EIP-3860 initcode words). */
function intrinsicGas(data: Uint8Array, isCreate: boolean): bigint {
  let gas = TX_GAS + (isCreate ? TX_CREATE_GAS + INITCODE_WORD_GAS * BigInt(Math.ceil(data.length / 32)) : 0n);
  for (const byte of data) gas += byte === 0 ? ZERO_BYTE_GAS : NONZERO_BYTE_GAS;
  return gas;
}

export interface CallOutcome {
  result: EVMResult;
  /** gas the transaction would use: intrinsic + execution */
  gasUsed: bigint;
  /** what the run touched, with `reportAccessList`: address (no 0x) → slots (no 0x) */
  touched?: Map<string, Set<string>>;
}

/**
 * Runs the request with `gas` and undoes it. Throws geth's intrinsic-gas error when `gas` cannot pay it. The request's
 * access list is warmed and paid for as a mined transaction's (geth's TransactionArgs.ToMessage takes it in).
 */
export async function runCall(
  vm: CallEngine,
  request: CallRequest,
  gas: bigint,
  block: Block,
  options: CallOptions = {},
): Promise<CallOutcome> {
  const data = request.data ? hexToBytes(request.data) : new Uint8Array();
  const isCreate = request.to === undefined || request.to === null;
  const accessList = request.accessList ?? [];
  const intrinsic = intrinsicGas(data, isCreate) + accessListGas(accessList);
  if (gas < intrinsic) throw refuse(`intrinsic gas too low: have ${gas}, want ${intrinsic}`);
  const from = request.from ?? "0x0000000000000000000000000000000000000000";
  const caller = createAddressFromString(from);
  const to = isCreate ? undefined : createAddressFromString(request.to as string);
  // the request's own hex, checked by createAddressFromString: no Address.toString() (its bytes to hex) each call
  const toHex = isCreate ? undefined : (request.to as string).toLowerCase();
  await warmAsATransaction(vm, from.toLowerCase(), toHex, coinbaseHexOf(block));
  if (options.reportAccessList) vm.evm.journal.startReportingAccessList();
  warmAccessList(vm.evm.journal, accessList);
  await vm.stateManager.checkpoint();
  try {
    const result = await vm.evm.runCall({
      caller,
      origin: caller,
      to,
      data,
      value: request.value ?? 0n,
      gasLimit: gas - intrinsic,
      gasPrice: request.gasPrice ?? request.maxFeePerGas ?? 0n,
      block,
    });
    const outcome: CallOutcome = { result, gasUsed: intrinsic + result.execResult.executionGasUsed };
    if (vm.evm.journal.accessList) outcome.touched = new Map(vm.evm.journal.accessList);
    return outcome;
  } finally {
    await vm.stateManager.revert();
    // what runTx does after a transaction: without it, slots warmed by one call stay warm for the next (EIP-2929)
    // and stale original values price SSTORE (EIP-2200), and estimates come out too low
    vm.evm.journal.cleanJournal();
    delete vm.evm.journal.accessList;
    vm.stateManager.originalStorageCache.clear();
  }
}

/** EIP-2930: the listed addresses and slots are warm from the start (the journal's keys: lowercase, no 0x). */
function warmAccessList(journal: Journal, accessList: AccessListItem[]): void {
  for (const item of accessList) {
    const address = item.address.slice(2).toLowerCase();
    unshareWarmEntry(journal, address);
    journal.addAlwaysWarmAddress(address, true);
    for (const key of item.storageKeys) journal.addAlwaysWarmSlot(address, key.slice(2).toLowerCase(), true);
  }
}

function accessListGas(list: AccessListItem[]): bigint {
  let gas = 0n;
  for (const item of list) gas += ACCESS_LIST_ADDRESS_GAS + ACCESS_LIST_KEY_GAS * BigInt(item.storageKeys.length);
  return gas;
}

const coinbaseHexes = new WeakMap<Block, string>();

/** the block's coinbase as hex, made once per block (estimates run one request many times on one block) */
function coinbaseHexOf(block: Block): string {
  let hex = coinbaseHexes.get(block);
  if (hex === undefined) {
    hex = block.header.coinbase.toString();
    coinbaseHexes.set(block, hex);
  }
  return hex;
}

/** The precompiles' shared always-warm entry: no slots (an access list's slots go to a Set of their own). */
class NoWarmSlots extends Set<string> {
  override add(): this {
    throw new Error("the shared warm entry of a precompile takes no slots");
  }
}
const NO_WARM_SLOTS = new NoWarmSlots();
/** the precompiles' always-warm entries by the EVM's map of active precompiles (a hardfork change makes a new map) */
const warmPrecompiles = new WeakMap<ReadonlyMap<string, unknown>, Map<string, Set<string>>>();

function warmPrecompilesOf(precompiles: ReadonlyMap<string, unknown>): Map<string, Set<string>> {
  let warm = warmPrecompiles.get(precompiles);
  if (warm === undefined) {
    warm = new Map([...precompiles.keys()].map((address) => [address, NO_WARM_SLOTS]));
    warmPrecompiles.set(precompiles, warm);
  }
  return warm;
}

/**
 * What runTx warms before a transaction (EIP-2929, EIP-3651): the precompiles, sender, recipient and coinbase. The
 * precompiles' entries are copied from one map made per set of precompiles, not made again (a Set each) every call.
 */
async function warmAsATransaction(
  vm: CallEngine,
  caller: string,
  to: string | undefined,
  coinbase: string,
): Promise<void> {
  const journal = vm.evm.journal;
  // cleanup deletes touched empty accounts (EIP-161); after a call's revert none are touched, and a reset does
  if (warmJournalOf(journal).touched.size > 0) await journal.cleanup();
  else journal.cleanJournal();
  warmJournalOf(journal).alwaysWarmJournal = new Map(warmPrecompilesOf(vm.evm.precompiles));
  // an address already warm keeps its entry: these get no slots here
  for (const address of [caller, to, coinbase]) if (address) journal.addAlwaysWarmAddress(address.slice(2));
}

type Journal = CallEngine["evm"]["journal"];
/** the journal's private fields this module reads and sets (@ethereumjs/evm 10.1.3's Journal) */
interface WarmJournal {
  alwaysWarmJournal: Map<string, Set<string>>;
  touched: Set<string>;
}
const warmJournalOf = (journal: Journal) => journal as unknown as WarmJournal;

/** Drops a shared precompile entry before the address is warmed on its own (it may get slots: an access list's). */
function unshareWarmEntry(journal: Journal, address: string): void {
  const alwaysWarm = warmJournalOf(journal).alwaysWarmJournal;
  if (alwaysWarm.get(address) === NO_WARM_SLOTS) alwaysWarm.delete(address);
}
