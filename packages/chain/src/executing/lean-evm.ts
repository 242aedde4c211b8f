// An EVM whose frames cost less to start and end. Two costs of @ethereumjs 10.1.3's `runInterpreter`, paid by every
// frame (every eth_call, every transaction and every inner CALL), measured in a profile of eth_call over new holders
// (DESIGN.md, "Speed, session 6"):
// - the jump-destination analysis of the frame's code, redone by each new interpreter (5.8–7.2% of the call): it
//   depends only on the code bytes and the EVM's opcode table, so it is kept per code object (the state manager's
//   code cache hands out the same object for an unchanged account, and a WeakMap lets it go with it);
// - the frame's answer copied its run state, result and environment into one new object (6% of the call, 14% of a
//   call to a contract that only stops), which nothing in @ethereumjs, the VM or this package reads: it is handed on
//   as the interpreter left it;
// - a CALL frame's start copied its message into a new object (`{...{codeAddress}, ...message, gasLimit}`): a spread
//   into an object that already has a property takes V8's slow path, about 50 µs a frame (7% of a new-holder call).
//   On the forks these chains run (none of the EIPs that charge gas before the frame), that copy only restates
//   `message.gasLimit`, so the frame is handed the message itself;
// - MSTORE and SLOAD padded each word to 32 bytes through a hex string and two array spreads (`word-opcodes.ts`);
// - the interpreter's loop awaited every opcode: frames run in a loop that awaits only what answers a promise
//   (`lean-interpreter.ts`), unless someone watches the steps;
// - each frame's interpreter allocated an 8 KiB memory: in the lean loop it gets one that grows from nothing
//   (`lean-frame.ts`, `lean-memory.ts`).
// @ethereumjs exports no Interpreter, so the class is taken once from a probe opcode's run state.
import { Common, Mainnet } from "@ethereumjs/common";
import {
  EVM,
  EVMError,
  type EVMOpts,
  type EVMResult,
  type ExecResult,
  type Log,
  type Message,
  NobleBN254,
  type PrecompileFunc,
} from "@ethereumjs/evm";
import { SimpleStateManager } from "@ethereumjs/statemanager";
import { Account, type Address, createZeroAddress } from "@ethereumjs/util";
import { keyWarmSlotsFlat } from "./flat-key-journal.js";
import { type FrameArgs, type FrameClasses, newLeanInterpreter } from "./lean-frame.js";
import {
  type JumpAnalysis,
  type LoopInterpreter,
  type LoopOpcode,
  type LoopRunState,
  leanLoopApplies,
  runLeanLoop,
} from "./lean-interpreter.js";
import { withWordHandlers } from "./word-opcodes.js";

interface FrameRunState extends LoopRunState {
  gasRefund: bigint;
  stateGasSpilled: bigint;
}

interface FrameRun {
  runState: FrameRunState;
  exceptionError?: EVMError;
}

interface FrameResult {
  logs: Log[];
  returnValue?: Uint8Array;
  selfdestruct: Map<string, string>;
  createdAddresses?: Set<string>;
}

/** The members of @ethereumjs 10.1.3's (unexported) Interpreter that a frame's start, loop and end use. */
interface FrameInterpreter extends LoopInterpreter<FrameRunState> {
  _result: FrameResult;
  _getValidJumpDestinations(code: Uint8Array): JumpAnalysis;
  run(code: Message["code"], opts: { pc?: number; initialLogs?: Log[] }): Promise<FrameRun>;
}

export type InterpreterClass = new (...args: unknown[]) => FrameInterpreter;

/** EIPs whose rules change a CALL frame's start (witness and state gas, access lists, transfer logs): with any of them
 * active, the frame starts as @ethereumjs's does. */
const FRAME_START_EIPS = [2780, 6800, 7708, 7864, 7928];

type CallMessage = Message & { to: Address };

/** an opcode no fork up to Osaka defines: the probe's */
const PROBE_OPCODE = 0x0c;

let interpreterClass: Promise<InterpreterClass> | undefined;
/** the Stack class the probe frame's run state held, by the Interpreter class found with it */
const stackClasses = new WeakMap<InterpreterClass, new () => unknown>();

/** @ethereumjs's Interpreter class, from the run state a probe opcode is handed (once per process). */
export function loadInterpreterClass(): Promise<InterpreterClass> {
  interpreterClass ??= probeInterpreterClass();
  return interpreterClass;
}

async function probeInterpreterClass(): Promise<InterpreterClass> {
  let found: InterpreterClass | undefined;
  const evm = new EVM({
    common: new Common({ chain: Mainnet }),
    stateManager: new SimpleStateManager(),
    bn254: new NobleBN254(),
    customOpcodes: [
      {
        opcode: PROBE_OPCODE,
        opcodeName: "PROBE",
        baseFee: 0,
        logicFunction: (runState) => {
          found = runState.interpreter.constructor as InterpreterClass;
          stackClasses.set(found, runState.stack.constructor as new () => unknown);
        },
      },
    ],
  });
  await evm.runCode({ code: Uint8Array.of(PROBE_OPCODE), gasLimit: 100n });
  if (!found) throw new Error("the EVM's interpreter class was not found (an @ethereumjs/evm other than 10.1.3?)");
  return found;
}

export class LeanEVM extends EVM {
  readonly #Interpreter: InterpreterClass;
  /** @ethereumjs's Stack class, when the Interpreter class came from the probe */
  readonly #Stack: (new () => unknown) | undefined;
  /** code bytes → their jump-destination analysis on the opcode table `#analysedWith` (its opcodes, fees, handlers) */
  #jumpAnalyses = new WeakMap<Uint8Array, JumpAnalysis>();
  /** the opcode table the analyses were made with: a hardfork change makes a new one, and the analyses are dropped */
  #analysedWith: unknown;
  /** analyses made (tests): one per code object, not one per frame */
  jumpAnalysesMade = 0;
  /** frames run in the lean loop (tests): the others ran in @ethereumjs's */
  leanFrames = 0;

  constructor(opts: EVMOpts, Interpreter: InterpreterClass) {
    super({ bn254: new NobleBN254(), ...opts });
    keyWarmSlotsFlat(this.journal); // EIP-2929's warm-slot keys made flat (flat-key-journal.ts)
    this.#Interpreter = Interpreter;
    this.#Stack = stackClasses.get(Interpreter);
  }

  /** the fork's opcodes, with MSTORE and SLOAD writing their words directly (rebuilt on a hardfork change too) */
  override getActiveOpcodes(): ReturnType<EVM["getActiveOpcodes"]> {
    const opcodes = super.getActiveOpcodes();
    const custom = (this._customOpcodes ?? []).map((entry) => entry.opcode);
    this._opcodeMap = withWordHandlers(this._opcodeMap, custom);
    return opcodes;
  }

  /** @ethereumjs 10.1.3's _executeCall minus the message copy, on forks where no EIP charges gas before the frame. */
  protected override async _executeCall(message: CallMessage): Promise<EVMResult> {
    if (FRAME_START_EIPS.some((eip) => this.common.isActivatedEIP(eip)) || this._optsCached.profiler?.enabled) {
      return super._executeCall(message);
    }
    let error: EVMError | undefined;
    const account = (await this.stateManager.getAccount(message.caller)) ?? new Account();
    if (!message.delegatecall) error = await failureOf(this._reduceSenderBalance(account, message));
    const toAccount = (await this.stateManager.getAccount(message.to)) ?? new Account();
    if (!message.delegatecall) error = (await failureOf(this._addToBalance(toAccount, message))) ?? error;
    await this._loadCode(message);
    const code = message.code;
    if (!code || (typeof code !== "function" && code.length === 0) || error !== undefined) {
      const execResult = { gasRefund: message.gasRefund, executionGasUsed: 0n, exceptionError: error };
      return { execResult: { ...execResult, returnValue: new Uint8Array(0), logs: undefined } as ExecResult };
    }
    let result: ExecResult;
    if (message.isCompiled) {
      result = await this.runPrecompile(code as PrecompileFunc, message.data, message.gasLimit);
      result.gasRefund = message.gasRefund;
    } else {
      result = await this.runInterpreter(message);
    }
    if (message.depth === 0) (this as unknown as { postMessageCleanup(): void }).postMessageCleanup();
    return { execResult: result };
  }

  /** @ethereumjs 10.1.3's runInterpreter, with the jump analysis kept per code and the run state handed on as is. */
  protected override async runInterpreter(
    message: Message,
    opts: { pc?: number; initialLogs?: Log[] } = {},
  ): Promise<ExecResult> {
    const block = this._block;
    const tx = this._tx;
    if (block === undefined || tx === undefined) return super.runInterpreter(message, opts); // runCode without a block
    const contract = (await this.stateManager.getAccount(message.to ?? createZeroAddress())) ?? new Account();
    const env = {
      address: message.to ?? createZeroAddress(),
      caller: message.caller ?? createZeroAddress(),
      callData: message.data ?? Uint8Array.from([0]),
      callValue: message.value ?? 0n,
      code: message.code,
      isStatic: message.isStatic ?? false,
      isCreate: (message as { isCreate?: boolean }).isCreate ?? false,
      depth: message.depth ?? 0,
      gasPrice: tx.gasPrice,
      origin: tx.origin ?? message.caller ?? createZeroAddress(),
      block,
      contract,
      codeAddress: message.codeAddress,
      gasRefund: message.gasRefund,
      chargeCodeAccesses: (message as { chargeCodeAccesses?: boolean }).chargeCodeAccesses,
      blobVersionedHashes: message.blobVersionedHashes ?? [],
      accessWitness: message.accessWitness,
      createdAddresses: message.createdAddresses,
      initialLogs: opts.initialLogs,
    };
    const args: FrameArgs = {
      evm: this,
      stateManager: this.stateManager,
      blockchain: this.blockchain,
      env,
      gasLeft: message.gasLimit,
      journal: this.journal,
      performanceLogger: this.performanceLogger,
      profilerOpts: this._optsCached.profiler,
    };
    const lean = leanLoopApplies(this.common, this.#stepsWatched());
    const interpreter =
      lean && this.#Stack ? newLeanInterpreter(this.#frameClasses(), args) : this.#newInterpreter(args);
    if (message.selfdestruct) interpreter._result.selfdestruct = message.selfdestruct;
    if (message.createdAddresses) interpreter._result.createdAddresses = message.createdAddresses;
    const code = message.code as Uint8Array;
    let run: FrameRun;
    if (lean) {
      const analyse = (bytes: Uint8Array) => this.#jumpAnalysis(interpreter, bytes);
      const opcodes = this._opcodeMap as unknown as LoopOpcode[];
      this.leanFrames++;
      run = await runLeanLoop(interpreter, code, opts.pc, opcodes, analyse);
    } else {
      interpreter._getValidJumpDestinations = (bytes: Uint8Array) => this.#jumpAnalysis(interpreter, bytes);
      run = await interpreter.run(code, opts);
    }
    return this.#frameResult(message, interpreter._result, run);
  }

  #newInterpreter(args: FrameArgs): FrameInterpreter {
    const { evm, stateManager, blockchain, env, gasLeft, journal, performanceLogger, profilerOpts } = args;
    return new this.#Interpreter(evm, stateManager, blockchain, env, gasLeft, journal, performanceLogger, profilerOpts);
  }

  #frameClasses(): FrameClasses<FrameInterpreter> {
    return { Interpreter: this.#Interpreter, Stack: this.#Stack as FrameClasses<FrameInterpreter>["Stack"] };
  }

  /** a `step` listener, the debug log or the profiler: each needs @ethereumjs's own loop (and its memory) */
  #stepsWatched(): boolean {
    return this.DEBUG || this.events.listenerCount("step") > 0 || this._optsCached.profiler?.enabled === true;
  }

  /** the code's jump analysis, made by the interpreter's own method once per code object */
  #jumpAnalysis(interpreter: FrameInterpreter, code: Uint8Array): JumpAnalysis {
    if (this.#analysedWith !== this._opcodeMap) {
      this.#jumpAnalyses = new WeakMap();
      this.#analysedWith = this._opcodeMap;
    }
    let analysis = this.#jumpAnalyses.get(code);
    if (analysis === undefined) {
      analysis = Object.getPrototypeOf(interpreter)._getValidJumpDestinations.call(interpreter, code) as JumpAnalysis;
      this.#jumpAnalyses.set(code, analysis);
      this.jumpAnalysesMade++;
    }
    return analysis;
  }

  #frameResult(message: Message, kept: FrameResult, run: FrameRun): ExecResult {
    const error = run.exceptionError;
    const keepsGas =
      error === undefined ||
      error.error === EVMError.errorMessages.REVERT ||
      error.error === EVMError.errorMessages.INVALID_EOF_FORMAT;
    message.accessWitness?.commit();
    // each field named: spreading the result object was itself a measurable cost (a megamorphic copy)
    return {
      logs: error ? [] : kept.logs,
      returnValue: kept.returnValue ?? new Uint8Array(0),
      selfdestruct: error ? new Map() : kept.selfdestruct,
      createdAddresses: error ? new Set() : kept.createdAddresses,
      runState: run.runState as unknown as ExecResult["runState"],
      exceptionError: error,
      gas: run.runState.gasLeft,
      executionGasUsed: keepsGas ? message.gasLimit - run.runState.gasLeft : message.gasLimit,
      gasRefund: run.runState.gasRefund,
      stateGasSpilled: run.runState.stateGasSpilled,
    } as ExecResult;
  }
}

/** the EVM error a value transfer threw (insufficient balance, overflow), as @ethereumjs's frame start keeps it */
async function failureOf(transfer: Promise<void>): Promise<EVMError | undefined> {
  try {
    await transfer;
    return undefined;
  } catch (error) {
    return error as EVMError;
  }
}
