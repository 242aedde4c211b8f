// subnet-evm's dynamic fee rules (v0.7.9, plugin/evm/header and plugin/evm/blockgascost; coreth's Apricot Phase 5
// rules are the same with its constants): each block's base fee follows the gas used over a 10-second window, kept in
// the first 80 bytes of the header's extra data on those nodes (the chain keeps it beside the block: @ethereumjs
// refuses a PoS header's extra data past 32 bytes), and its block gas cost follows the time since its parent.
import type { FeeConfig } from "../profiles.js";

/** subnet-evm's WindowLen: the seconds of gas use the base fee looks back on */
const FEE_WINDOW_SECONDS = 10;
const WORD_BYTES = 8;
const WINDOW_BYTES = FEE_WINDOW_SECONDS * WORD_BYTES;
const MAX_UINT64 = 2n ** 64n - 1n;
const MAX_UINT256 = 2n ** 256n - 1n;

/** What the next block's fees depend on in its parent. */
export interface ParentFees {
  number: bigint;
  timestamp: bigint;
  gasUsed: bigint;
  baseFeePerGas: bigint;
  blockGasCost: bigint;
  /** the parent's fee window (empty for the genesis block) */
  feeWindow: Uint8Array;
}

export interface BlockFees {
  baseFee: bigint;
  blockGasCost: bigint;
  /** the block's fee window: 10 big-endian uint64s, gas used per second, the newest last */
  window: Uint8Array;
}

/** The fees of a block built on `parent` at `timestamp` under `config` (the fee config in force at the parent). */
export function nextBlockFees(config: FeeConfig, parent: ParentFees, timestamp: bigint): BlockFees {
  const elapsed = timestamp > parent.timestamp ? timestamp - parent.timestamp : 0n;
  const blockGasCost = nextBlockGasCost(config, parent.blockGasCost, elapsed);
  if (parent.number === 0n) {
    // the first block after genesis: an empty window and the floor (Go's MinBaseFee.Int64())
    return { baseFee: BigInt.asIntN(64, config.minBaseFee), blockGasCost, window: windowBytes(emptyWindow()) };
  }
  const window = parseWindow(parent.feeWindow);
  const last = FEE_WINDOW_SECONDS - 1;
  window[last] = saturatingAdd(window[last] ?? 0n, parent.gasUsed);
  const shifted = shift(window, elapsed);
  const baseFee = baseFeeFromWindow(config, parent.baseFeePerGas, sum(shifted), elapsed);
  return { baseFee, blockGasCost, window: windowBytes(shifted) };
}

function baseFeeFromWindow(config: FeeConfig, parentBaseFee: bigint, totalGas: bigint, elapsed: bigint): bigint {
  const target = BigInt.asUintN(64, config.targetGas);
  // for legacy reasons the base fee stays as it is when the window used exactly its target, even out of bounds
  if (totalGas === target) return parentBaseFee;
  const off = totalGas > target ? totalGas - target : target - totalGas;
  const computed = (off * parentBaseFee) / target / config.baseFeeChangeDenominator;
  let delta = computed > 1n ? computed : 1n;
  if (totalGas > target) return withinBounds(config.minBaseFee, parentBaseFee + delta);
  // a gap of several windows without blocks applies the decrease once per window
  const windowsElapsed = elapsed / BigInt(FEE_WINDOW_SECONDS);
  if (windowsElapsed > 1n) delta *= windowsElapsed;
  return withinBounds(config.minBaseFee, parentBaseFee - delta);
}

/** subnet-evm's BlockGasCost: the parent's, plus a step per second faster than the target rate, less per slower. */
function nextBlockGasCost(config: FeeConfig, parentCost: bigint, elapsed: bigint): bigint {
  const min = BigInt.asUintN(64, config.minBlockGasCost);
  const max = BigInt.asUintN(64, config.maxBlockGasCost);
  const rate = BigInt.asUintN(64, config.targetBlockRate);
  const deviation = rate > elapsed ? rate - elapsed : elapsed - rate;
  const change = saturatingMul(BigInt.asUintN(64, config.blockGasCostStep), deviation);
  let cost: bigint;
  if (elapsed > rate) cost = parentCost >= change ? parentCost - change : min;
  else cost = parentCost + change > MAX_UINT64 ? max : parentCost + change;
  if (cost < min) return min;
  return cost > max ? max : cost;
}

function withinBounds(min: bigint, value: bigint): bigint {
  if (value < min) return min;
  return value > MAX_UINT256 ? MAX_UINT256 : value;
}

const emptyWindow = () => new Array<bigint>(FEE_WINDOW_SECONDS).fill(0n);

/** The window's gas per second; a shorter one (the genesis block's) reads as empty. */
function parseWindow(bytes: Uint8Array): bigint[] {
  if (bytes.length < WINDOW_BYTES) return emptyWindow();
  const view = new DataView(bytes.buffer, bytes.byteOffset, WINDOW_BYTES);
  return emptyWindow().map((_, i) => view.getBigUint64(i * WORD_BYTES));
}

function windowBytes(window: bigint[]): Uint8Array {
  const bytes = new Uint8Array(WINDOW_BYTES);
  const view = new DataView(bytes.buffer);
  window.forEach((gas, i) => view.setBigUint64(i * WORD_BYTES, gas));
  return bytes;
}

/** Rolls the window `seconds` forward: the oldest seconds fall out, the newest are empty. */
function shift(window: bigint[], seconds: bigint): bigint[] {
  if (seconds >= BigInt(FEE_WINDOW_SECONDS)) return emptyWindow();
  const n = Number(seconds);
  return [...window.slice(n), ...new Array<bigint>(n).fill(0n)];
}

const sum = (window: bigint[]) => window.reduce(saturatingAdd, 0n);

function saturatingAdd(a: bigint, b: bigint): bigint {
  return a + b > MAX_UINT64 ? MAX_UINT64 : a + b;
}

function saturatingMul(a: bigint, b: bigint): bigint {
  return a * b > MAX_UINT64 ? MAX_UINT64 : a * b;
}
