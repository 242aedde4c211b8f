// Keeps one long execution from holding the event loop, and bounds how long a call may run. @ethereumjs's
// interpreter awaits each opcode as a microtask, which lets no timer or I/O in: a loop to the gas cap held the thread
// for seconds. The pacer wraps the opcodes every loop and every chain of calls passes through (the jumps, the call
// and create family) and, once per slice of execution time, awaits a macrotask so other requests run in between.
// With a deadline set (eth_call, eth_estimateGas, eth_createAccessList), the run past it stops as geth's
// `--rpc.evmtimeout` stops it: each frame halts at its next paced opcode, and the caller answers
// `execution aborted (timeout = 5s)`.
import type { Common } from "@ethereumjs/common";
import { EVMError, type EVMOpts, getOpcodesForHF, paramsEVM } from "@ethereumjs/evm";
import { refuse } from "../errors.js";

/** @ethereumjs's custom opcode entry that adds (or replaces) an opcode */
type AddOpcode = Extract<NonNullable<EVMOpts["customOpcodes"]>[number], { logicFunction: unknown }>;

/** JUMP, JUMPI (every loop), CREATE, CALL, CALLCODE, DELEGATECALL, CREATE2, STATICCALL (every chain of frames) */
const PACED_OPCODES = [0x56, 0x57, 0xf0, 0xf1, 0xf2, 0xf4, 0xf5, 0xfa];
/** paced opcodes between two looks at the clock: a tight loop passes a jump about every microsecond */
const TICKS_PER_LOOK = 128;

export interface PacerOptions {
  /** execution time between two yields to the event loop, in ms */
  sliceMs?: number;
  /** a monotonic clock in ms (tests) */
  clock?: () => number;
}

/** A macrotask: setImmediate in Node, a zero timeout in a browser page. */
export const nextMacrotask: () => Promise<void> =
  typeof globalThis.setImmediate === "function"
    ? () => new Promise((resolve) => globalThis.setImmediate(resolve))
    : () => new Promise((resolve) => setTimeout(resolve, 0));

export class ExecutionPacer {
  readonly #sliceMs: number;
  readonly #clock: () => number;
  #ticks = 0;
  #sliceStart: number;
  #deadline = Number.POSITIVE_INFINITY;
  #aborted = false;
  /** yields taken so far (tests and figures) */
  yields = 0;

  constructor(options: PacerOptions = {}) {
    this.#sliceMs = options.sliceMs ?? 5;
    this.#clock = options.clock ?? (() => performance.now());
    this.#sliceStart = this.#clock();
  }

  /** The EVM's custom opcodes: each paced opcode, as the fork defines it, behind the pacer's tick. */
  opcodes(common: Common): AddOpcode[] {
    common.updateParams(paramsEVM); // what the EVM's constructor does first: the opcodes' fees are among them
    const { opcodeMap } = getOpcodesForHF(common);
    return PACED_OPCODES.map((code) => {
      const entry = opcodeMap[code];
      if (!entry) throw new Error(`opcode 0x${code.toString(16)} is not in this fork`);
      const run = entry.opHandler;
      const paced: AddOpcode = {
        opcode: code,
        opcodeName: entry.opcodeInfo.name,
        baseFee: entry.opcodeInfo.fee,
        logicFunction: (runState, opCommon) => {
          const pause = this.#tick();
          return pause === undefined ? run(runState, opCommon) : pause.then(() => run(runState, opCommon));
        },
      };
      if (entry.gasHandler) paced.gasFunction = entry.gasHandler;
      return paced;
    });
  }

  /**
   * Runs `work` (one or more EVM runs) with a deadline `timeoutMs` from now; a run past it answers geth's
   * `execution aborted (timeout = …)`. Executions are one at a time per chain (its queue), so one deadline suffices.
   */
  async bounded<T>(timeoutMs: number, work: () => Promise<T>): Promise<T> {
    this.#deadline = this.#clock() + timeoutMs;
    this.#aborted = false;
    try {
      const result = await work();
      if (this.#aborted) throw refuse(`execution aborted (timeout = ${goDuration(timeoutMs)})`);
      return result;
    } catch (e) {
      if (this.#aborted) throw refuse(`execution aborted (timeout = ${goDuration(timeoutMs)})`);
      throw e;
    } finally {
      this.#deadline = Number.POSITIVE_INFINITY;
      this.#aborted = false;
    }
  }

  #tick(): Promise<void> | undefined {
    if (this.#aborted) throw new EVMError(EVMError.errorMessages.OUT_OF_GAS);
    if (++this.#ticks < TICKS_PER_LOOK) return undefined;
    this.#ticks = 0;
    const now = this.#clock();
    if (now >= this.#deadline) {
      this.#aborted = true;
      throw new EVMError(EVMError.errorMessages.OUT_OF_GAS);
    }
    if (now - this.#sliceStart < this.#sliceMs) return undefined;
    this.yields++;
    return nextMacrotask().then(() => {
      this.#sliceStart = this.#clock();
    });
  }
}

/** A duration as Go's time.Duration prints it (5s, 500ms, 1.5s, 2m0s), for geth's timeout text. */
export function goDuration(ms: number): string {
  if (ms < 1000) return `${ms}ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  if (minutes < 60) return `${minutes}m${rest}s`;
  return `${Math.floor(minutes / 60)}h${minutes % 60}m${rest}s`;
}
