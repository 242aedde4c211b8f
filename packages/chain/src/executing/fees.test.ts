// subnet-evm's dynamic fee rules on vectors worked out by hand from its formulas (plugin/evm/header and
// plugin/evm/blockgascost, v0.7.9): window roll, increase, decrease, several idle windows, the legacy "exactly on
// target" rule, the floor, and the block gas cost's step, clamps and overflow.
import { describe, expect, it } from "vitest";
import type { FeeConfig } from "../profiles.js";
import { nextBlockFees, type ParentFees } from "./fees.js";

const GWEI = 1_000_000_000n;
const CONFIG: FeeConfig = {
  gasLimit: 8_000_000n,
  targetBlockRate: 2n,
  minBaseFee: 25n * GWEI,
  targetGas: 15_000_000n,
  baseFeeChangeDenominator: 36n,
  minBlockGasCost: 0n,
  maxBlockGasCost: 1_000_000n,
  blockGasCostStep: 200_000n,
};

function window(...gas: bigint[]): Uint8Array {
  const bytes = new Uint8Array(80);
  const view = new DataView(bytes.buffer);
  gas.forEach((g, i) => view.setBigUint64(i * 8, g));
  return bytes;
}

function slots(bytes: Uint8Array): bigint[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return Array.from({ length: 10 }, (_, i) => view.getBigUint64(i * 8));
}

const parent = (fields: Partial<ParentFees>): ParentFees => ({
  number: 5n,
  timestamp: 100n,
  gasUsed: 0n,
  baseFeePerGas: 25n * GWEI,
  blockGasCost: 0n,
  feeWindow: window(),
  ...fields,
});

describe("the base fee", () => {
  it("starts at the floor after genesis, with an empty window", () => {
    const fees = nextBlockFees(CONFIG, parent({ number: 0n, baseFeePerGas: 99n * GWEI, gasUsed: 1n }), 101n);
    expect(fees.baseFee).toBe(25n * GWEI);
    expect(slots(fees.window)).toEqual(new Array(10).fill(0n));
  });

  it("rises when the window holds more than the target gas", () => {
    // the parent's 10M joins its second's 8M; one second on, the window holds 18M: 3M over a 15M target
    const fees = nextBlockFees(
      CONFIG,
      parent({ gasUsed: 10_000_000n, feeWindow: window(0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 8_000_000n) }),
      101n,
    );
    expect(slots(fees.window)).toEqual([0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 18_000_000n, 0n]);
    // 3M × 25 gwei / 15M / 36 = 138,888,888
    expect(fees.baseFee).toBe(25n * GWEI + 138_888_888n);
  });

  it("rolls the window by the seconds elapsed", () => {
    const before = window(1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n);
    const fees = nextBlockFees(CONFIG, parent({ gasUsed: 100n, feeWindow: before }), 103n);
    expect(slots(fees.window)).toEqual([4n, 5n, 6n, 7n, 8n, 9n, 110n, 0n, 0n, 0n]);
  });

  it("falls by one step a window, once per whole window elapsed past the first", () => {
    const high = parent({ baseFeePerGas: 50n * GWEI });
    // the window is empty: 15M under target, 15M × 50 gwei / 15M / 36 = 1,388,888,888 a step
    expect(nextBlockFees(CONFIG, high, 115n).baseFee).toBe(50n * GWEI - 1_388_888_888n);
    expect(nextBlockFees(CONFIG, high, 125n).baseFee).toBe(50n * GWEI - 2n * 1_388_888_888n);
  });

  it("never falls under the floor", () => {
    expect(nextBlockFees(CONFIG, parent({}), 101n).baseFee).toBe(25n * GWEI);
    expect(nextBlockFees({ ...CONFIG, minBaseFee: 30n * GWEI }, parent({}), 101n).baseFee).toBe(30n * GWEI);
  });

  it("stays as it is when the window holds exactly the target, even under the floor (subnet-evm's legacy rule)", () => {
    const fees = nextBlockFees(CONFIG, parent({ baseFeePerGas: 10n * GWEI, gasUsed: 15_000_000n }), 101n);
    expect(fees.baseFee).toBe(10n * GWEI);
  });
});

describe("the block gas cost", () => {
  const cost = (config: Partial<FeeConfig>, parentCost: bigint, elapsed: bigint) =>
    nextBlockFees({ ...CONFIG, ...config }, parent({ blockGasCost: parentCost }), 100n + elapsed).blockGasCost;
  const STEP = { blockGasCostStep: 100n };

  it("rises a step per second under the target rate, falls a step per second over it", () => {
    expect(cost(STEP, 500n, 0n)).toBe(700n);
    expect(cost(STEP, 500n, 1n)).toBe(600n);
    expect(cost(STEP, 3n, 2n)).toBe(3n);
    expect(cost(STEP, 500n, 4n)).toBe(300n);
    expect(cost({}, 0n, 1n)).toBe(200_000n);
  });

  it("clamps to the config's bounds, and to them on overflow or underflow", () => {
    expect(cost(STEP, 999_950n, 0n)).toBe(1_000_000n);
    expect(cost({ blockGasCostStep: 2n ** 64n - 1n }, 500n, 0n)).toBe(1_000_000n);
    expect(cost({ ...STEP, minBlockGasCost: 2n }, 100n, 10n)).toBe(2n);
    expect(cost({}, 400_000n, 30n)).toBe(0n);
  });
});
