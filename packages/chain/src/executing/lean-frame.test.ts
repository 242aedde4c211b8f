// The lean frame is @ethereumjs's: the interpreter made without its constructor has the constructor's fields, in its
// order, with the same values but the memory; and that memory answers every extend, write and read as @ethereumjs's,
// and writes MSTORE's words as their bytes.
import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { createEVM, type EVM } from "@ethereumjs/evm";
import { SimpleStateManager } from "@ethereumjs/statemanager";
import { bytesToHex } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { loadInterpreterClass } from "./lean-evm.js";
import { type FrameArgs, newLeanInterpreter } from "./lean-frame.js";
import { LeanMemory } from "./lean-memory.js";
import { wordBytes } from "./word-opcodes.js";

interface MemoryLike {
  _store: Uint8Array;
  extend(offset: number, size: number): void;
  write(offset: number, size: number, value: Uint8Array): void;
  read(offset: number, size: number, avoidCopy?: boolean): Uint8Array;
}

interface Made {
  _runState: { memory: MemoryLike; stack: object; interpreter: unknown };
}

/** @ethereumjs's Interpreter, Stack and Memory classes, from a frame of a probe run */
async function ethereumjsClasses() {
  const Interpreter = (await loadInterpreterClass()) as unknown as new (...args: unknown[]) => Made;
  const evm = await createEVM({ common: new Common({ chain: Mainnet, hardfork: Hardfork.Cancun }) });
  const probe = new Interpreter(...Object.values(frameArgs(evm)));
  const Stack = probe._runState.stack.constructor as new () => unknown;
  const Memory = probe._runState.memory.constructor as new () => MemoryLike;
  return { Interpreter, Stack, Memory };
}

function frameArgs(evm: EVM): FrameArgs {
  return {
    evm,
    stateManager: new SimpleStateManager(),
    blockchain: evm.blockchain,
    env: { gasRefund: 5n, initialLogs: [] },
    gasLeft: 21_000n,
    journal: evm.journal,
    performanceLogger: undefined,
    profilerOpts: undefined,
  };
}

/** a seeded generator (mulberry32): the same operations every run */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % below) as number;
  };
}

describe("the lean frame", () => {
  it("has the constructor's fields in its order, and their values but the memory", async () => {
    const { Interpreter, Stack } = await ethereumjsClasses();
    const evm = await createEVM({ common: new Common({ chain: Mainnet, hardfork: Hardfork.Cancun }) });
    const args = frameArgs(evm);
    const made = new Interpreter(...Object.values(args)) as unknown as Record<string, unknown> & Made;
    const lean = newLeanInterpreter({ Interpreter, Stack }, args) as unknown as Record<string, unknown> & Made;
    expect(Object.getPrototypeOf(lean)).toBe(Interpreter.prototype);
    expect(Object.keys(lean)).toEqual(Object.keys(made));
    expect(Object.keys(lean._runState)).toEqual(Object.keys(made._runState));
    expect(lean._runState.memory).toBeInstanceOf(LeanMemory);
    expect(lean._runState.stack).toBeInstanceOf(Stack);
    expect(lean._runState.interpreter).toBe(lean);
    const { _runState: leanState, ...leanRest } = lean;
    const { _runState: madeState, ...madeRest } = made;
    expect(leanRest).toEqual(madeRest);
    const withoutParts = ({ memory, interpreter, ...rest }: Made["_runState"] & Record<string, unknown>) => rest;
    expect(withoutParts(leanState)).toEqual(withoutParts(madeState));
  });

  it("answers 2,000 extends, writes and reads as @ethereumjs's memory", async () => {
    const { Memory } = await ethereumjsClasses();
    const random = seeded(28);
    const theirs = new Memory();
    const ours = new LeanMemory();
    let highest = 0;
    for (let i = 0; i < 2_000; i++) {
      // mostly within a few KiB, now and then across @ethereumjs's 8 KiB steps
      const offset = random(10) === 0 ? random(40_000) : random(3_000);
      const size = [0, 1, 31, 32, 33, 64, 100, 1_000][random(8)] as number;
      const kind = random(3);
      if (kind === 0) {
        const value = Uint8Array.from({ length: size }, () => random(256));
        theirs.write(offset, size, value);
        ours.write(offset, size, value);
      } else if (kind === 1) {
        const avoidCopy = random(2) === 0;
        expect(bytesToHex(ours.read(offset, size, avoidCopy))).toBe(bytesToHex(theirs.read(offset, size, avoidCopy)));
      } else {
        theirs.extend(offset, size);
        ours.extend(offset, size);
      }
      if (size > 0) highest = Math.max(highest, Math.ceil((offset + size) / 32) * 32);
      expect(ours._store.length).toBeGreaterThanOrEqual(highest);
    }
    expect(bytesToHex(ours._store.subarray(0, highest))).toBe(bytesToHex(theirs._store.subarray(0, highest)));
    expect(() => ours.write(0, 2, Uint8Array.of(1))).toThrow("Invalid value size");
  });

  it("writes MSTORE's words in place as their 32 bytes, across the store's growth", () => {
    const random = seeded(8);
    const inPlace = new LeanMemory();
    const asBytes = new LeanMemory();
    for (let i = 0; i < 500; i++) {
      const offset = random(6_000);
      const word = BigInt(
        `0x${Array.from({ length: 8 }, () =>
          random(2 ** 30)
            .toString(16)
            .padStart(8, "0"),
        ).join("")}`,
      );
      const narrow = i % 3 === 0 ? word >> BigInt(8 * random(32)) : word;
      inPlace.writeWord(offset, narrow);
      asBytes.write(offset, 32, wordBytes(narrow));
      expect(bytesToHex(inPlace._store), String(i)).toBe(bytesToHex(asBytes._store));
    }
  });
});
