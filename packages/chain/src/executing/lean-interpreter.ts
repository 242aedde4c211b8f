// A frame's opcode loop that awaits only what is asynchronous. @ethereumjs 10.1.3's `Interpreter.run` awaits
// `runStep` for every opcode, and `runStep` awaits the gas handler and the opcode's handler: one to three microtasks
// per opcode even when both are synchronous (`run` and `runStep` were 18% of a new-holder eth_call, DESIGN.md "Speed,
// session 8: calls"). This loop makes the same checks in the same order (the dynamic gas, an invalid opcode, the gas
// as a bigint through the interpreter's own `useGas`, the handler, the access witness) and awaits a gas handler or an
// opcode handler only when it answered a promise: the CALL and CREATE families, the state reads, and the pacer's jumps
// when its slice is over. The lean EVM runs it only where it applies (`leanLoopApplies`); elsewhere, @ethereumjs's own.
import type { Common } from "@ethereumjs/common";
import { EVMError } from "@ethereumjs/evm";

/** what @ethereumjs's jump-destination analysis answers (its `_getValidJumpDestinations`) */
export interface JumpAnalysis {
  jumps: Uint8Array;
  pushes: Record<number, bigint>;
  opcodesCached: LoopOpcode[];
}

/** an entry of @ethereumjs's opcode map: what the loop reads of it */
export interface LoopOpcode {
  opcodeInfo: { code: number; feeBigInt: bigint; dynamicGas: boolean; isAsync: boolean; isInvalid: boolean };
  opHandler: (runState: LoopRunState, common: Common) => unknown;
  gasHandler?: (runState: LoopRunState, gas: bigint, common: Common) => bigint | Promise<bigint>;
}

/** the members of @ethereumjs's run state the loop reads and writes */
export interface LoopRunState {
  programCounter: number;
  opCode: number;
  code: Uint8Array;
  gasLeft: bigint;
  validJumps: Uint8Array;
  cachedPushes: Record<number, bigint>;
  shouldDoJumpAnalysis: boolean;
  env: { accessWitness?: { commit(): void; revert(): void } };
}

/** the members of @ethereumjs's Interpreter the loop uses */
export interface LoopInterpreter<State extends LoopRunState = LoopRunState> {
  _runState: State;
  common: Common;
  useGas(amount: bigint, context?: unknown): void;
}

interface LoopRun<State> {
  runState: State;
  exceptionError?: EVMError;
}

/** the opcodes whose presence makes @ethereumjs analyse the code's jump destinations: JUMP, JUMPI, JUMPSUB */
const JUMPS = new Set([0x56, 0x57, 0x5e]);
/** EIPs whose rules change the loop itself (EOF, code chunks in a witness, block access lists, state gas): with any
 * of them active, frames run in @ethereumjs's own loop */
const LOOP_EIPS = [3540, 6800, 7864, 7928, 8037];

/** whether a frame on `common` may run in the lean loop: no EIP that changes the loop, nothing that watches steps */
export function leanLoopApplies(common: Common, watched: boolean): boolean {
  return !watched && !LOOP_EIPS.some((eip) => common.isActivatedEIP(eip));
}

/**
 * Runs a frame's legacy code from `pc` (0 unless resumed) as @ethereumjs 10.1.3's `Interpreter.run` and `runStep` do,
 * with the opcode map `opcodes` and the jump analysis `analyse` (the lean EVM's, kept per code).
 */
export async function runLeanLoop<State extends LoopRunState>(
  interpreter: LoopInterpreter<State>,
  code: Uint8Array,
  pc: number | undefined,
  opcodes: readonly LoopOpcode[],
  analyse: (code: Uint8Array) => JumpAnalysis,
): Promise<LoopRun<State>> {
  const runState = interpreter._runState;
  const common = interpreter.common;
  runState.code = code;
  runState.programCounter = pc ?? runState.programCounter;
  const start = runState.programCounter;
  if (start !== 0 && (start < 0 || start >= code.length)) {
    throw new Error("Internal error: program counter not in range");
  }
  let cached: LoopOpcode[] | undefined;
  let exceptionError: EVMError | undefined;
  try {
    while (runState.programCounter < code.length) {
      const at = runState.programCounter;
      let entry: LoopOpcode;
      if (cached === undefined) {
        const opCode = code[at] as number;
        if (JUMPS.has(opCode)) {
          const analysis = analyse(code);
          runState.validJumps = analysis.jumps;
          runState.cachedPushes = analysis.pushes;
          runState.shouldDoJumpAnalysis = false;
          cached = analysis.opcodesCached;
        }
        entry = opcodes[opCode] as LoopOpcode;
        runState.opCode = opCode; // the byte itself, as run sets it (an undefined opcode's entry says 0xfe)
      } else {
        entry = cached[at] as LoopOpcode;
        runState.opCode = entry.opcodeInfo.code;
      }
      const info = entry.opcodeInfo;
      let gas = info.feeBigInt;
      if (info.dynamicGas) {
        const charged = (entry.gasHandler as NonNullable<LoopOpcode["gasHandler"]>)(runState, gas, common);
        gas = typeof charged === "bigint" ? charged : await charged;
      }
      if (info.isInvalid) throw new EVMError(EVMError.errorMessages.INVALID_OPCODE);
      interpreter.useGas(gas, info);
      runState.programCounter++;
      const done = entry.opHandler(runState, common);
      // as runStep: a handler not marked async is not awaited, whatever it answers
      if (done !== undefined && info.isAsync) await done;
      runState.env.accessWitness?.commit();
    }
  } catch (error) {
    runState.env.accessWitness?.revert();
    if (!isEVMError(error)) throw error;
    if (error.error !== EVMError.errorMessages.STOP) exceptionError = error;
  }
  return { runState, exceptionError };
}

/** @ethereumjs's own test: an EVMError by its type string, whichever copy of the class made it */
function isEVMError(error: unknown): error is EVMError {
  return typeof error === "object" && error !== null && (error as { errorType?: unknown }).errorType === "EVMError";
}
