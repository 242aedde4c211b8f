// A frame's interpreter without the 8 KiB memory. @ethereumjs 10.1.3's Interpreter constructor allocates its `Memory`
// (8 KiB) itself, and @ethereumjs exports neither class, so the lean EVM makes the object as that constructor does,
// field for field and in the same order, with a `LeanMemory` in its run state (`lean-frame.test.ts` holds the two
// to each other). The Stack class is taken from the probe frame that found the Interpreter class.
import { BIGINT_0 } from "@ethereumjs/util";
import { LeanMemory } from "./lean-memory.js";

/** the arguments of @ethereumjs 10.1.3's Interpreter constructor, in order */
export interface FrameArgs {
  evm: { common: { consensusType(): string } };
  stateManager: unknown;
  blockchain: unknown;
  env: { gasRefund: bigint; initialLogs?: unknown[] };
  gasLeft: bigint;
  journal: unknown;
  performanceLogger: unknown;
  profilerOpts: unknown;
}

export interface FrameClasses<Made> {
  Interpreter: new (...args: unknown[]) => Made;
  Stack: new () => unknown;
}

/** an Interpreter as @ethereumjs's constructor makes it, but with a memory that grows from nothing */
export function newLeanInterpreter<Made>(classes: FrameClasses<Made>, args: FrameArgs): Made {
  const { evm, stateManager, blockchain, env, gasLeft, journal, performanceLogger, profilerOpts } = args;
  const common = evm.common;
  // proof of authority needs a signer the constructor checks for: its own path, with its own error
  if (common.consensusType() === "poa") {
    const { Interpreter } = classes;
    return new Interpreter(evm, stateManager, blockchain, env, gasLeft, journal, performanceLogger, profilerOpts);
  }
  const interpreter = Object.create(classes.Interpreter.prototype);
  interpreter.opDebuggers = {};
  interpreter._evm = evm;
  interpreter._stateManager = stateManager;
  interpreter.common = common;
  interpreter._runState = {
    programCounter: 0,
    opCode: 0xfe,
    memory: new LeanMemory(),
    memoryWordCount: BIGINT_0,
    highestMemCost: BIGINT_0,
    stack: new classes.Stack(),
    code: new Uint8Array(0),
    validJumps: Uint8Array.from([]),
    cachedPushes: {},
    stateManager,
    blockchain,
    env,
    shouldDoJumpAnalysis: true,
    interpreter,
    gasRefund: env.gasRefund,
    gasLeft,
    stateGasSpilled: BIGINT_0,
    returnBytes: new Uint8Array(0),
  };
  interpreter.journal = journal;
  interpreter._env = env;
  interpreter._result = {
    logs: env.initialLogs ? [...env.initialLogs] : [],
    returnValue: undefined,
    selfdestruct: new Map(),
  };
  interpreter.profilerOpts = profilerOpts;
  interpreter.performanceLogger = performanceLogger;
  return interpreter as Made;
}
