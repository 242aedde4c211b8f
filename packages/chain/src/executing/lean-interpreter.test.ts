// The lean loop answers what @ethereumjs's own loop answers: the same error, gas, refund, return data, logs and state,
// for runs that take each of its paths (an async opcode mid-loop, a gas handler that fails, an invalid or undefined
// opcode, a stack under- or overflow, a bad jump, the call depth limit, the pacer's yields); and it steps aside for a
// `step` listener.
import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { createEVM, type EVM, type EVMResult, type EVMRunCallOpts } from "@ethereumjs/evm";
import { MerkleStateManager } from "@ethereumjs/statemanager";
import {
  type Address,
  bytesToHex,
  createAccount,
  createAddressFromString,
  hexToBytes,
  setLengthLeft,
} from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { LeanEVM, loadInterpreterClass } from "./lean-evm.js";
import { LeanMemory } from "./lean-memory.js";
import { ExecutionPacer } from "./pacer.js";

const CALLER = createAddressFromString("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266");
const at = (byte: string) => createAddressFromString(`0x${byte.repeat(20)}`);

/** contracts by address: each run below calls one */
const CODES = {
  /** sums SLOAD(0) and BALANCE(CALLER) five times through a JUMPI loop, returns the sum */
  sloadLoop: [at("11"), "0x600560005b60005401333101906001900380919060045760005260206000f3"],
  /** MSTOREs 42 and LOG2s it with topics 7 and 8 */
  log: [at("12"), "0x602a6000526008600760206000a200"],
  /** PUSH1 1, INVALID */
  invalid: [at("13"), "0x6001fe"],
  /** a byte no fork defines */
  undefinedOpcode: [at("14"), "0x600c0c"],
  /** ADD on an empty stack */
  underflow: [at("15"), "0x01"],
  /** JUMPDEST PC PUSH1 0 JUMP: one more word each turn, until the stack overflows */
  overflow: [at("16"), "0x5b58600056"],
  /** PUSH1 4 JUMP into PUSH1's data (a 0x5b byte that is no JUMPDEST) */
  badJump: [at("17"), "0x600456605b"],
  /** RETURNDATACOPY past the return data: its gas handler fails with out of gas */
  gasHandlerFails: [at("18"), "0x6001600060003e"],
  /** MSTORE at 2^32: the memory's gas is beyond any limit */
  memoryGas: [at("19"), "0x600163ffffffff52"],
  /** CALLs itself with all its gas, then returns the call's success */
  recurses: [at("1a"), "0x60006000600060006000305af160005260206000f3"],
  /** SSTOREs 1 to slot 1, then REVERTs with the word 9 */
  writesThenReverts: [at("1b"), "0x6001600155600960005260206000fd"],
  /** JUMPDEST PUSH1 0 JUMP: loops until its gas ends */
  spins: [at("1c"), "0x5b600056"],
  /** SSTOREs 0 to slot 0 (a refund: the slot holds 3), EXP, KECCAK256 of 64 bytes, returns the hash */
  refunds: [at("1d"), "0x6000600055600a60020a50604060002060005260206000f3"],
} as const;

async function evmWith<Made extends EVM>(
  make: (common: Common, stateManager: MerkleStateManager) => Made | Promise<Made>,
): Promise<Made> {
  const common = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
  const stateManager = new MerkleStateManager({ common });
  await stateManager.putAccount(CALLER, createAccount({ balance: 10n ** 18n }));
  for (const [address, code] of Object.values(CODES)) {
    await stateManager.putCode(address, hexToBytes(code));
    await stateManager.putStorage(address, setLengthLeft(Uint8Array.of(0), 32), Uint8Array.of(3));
  }
  return make(common, stateManager);
}

/** what a caller reads of a frame's answer */
function answer({ execResult }: EVMResult) {
  return {
    error: execResult.exceptionError?.error,
    gasUsed: execResult.executionGasUsed,
    gasRefund: execResult.gasRefund,
    returned: bytesToHex(execResult.returnValue),
    logs: (execResult.logs ?? []).map(([address, topics, data]) => [address, topics, data].map(String)),
  };
}

const runs: { name: keyof typeof CODES; gasLimit?: bigint; depth?: number }[] = [
  { name: "sloadLoop" },
  { name: "log" },
  { name: "invalid" },
  { name: "undefinedOpcode" },
  { name: "underflow" },
  { name: "overflow", gasLimit: 1_000_000n },
  { name: "badJump" },
  { name: "gasHandlerFails" },
  { name: "memoryGas" },
  { name: "recurses", depth: 1018, gasLimit: 1_000_000n },
  { name: "writesThenReverts" },
  { name: "spins", gasLimit: 200_000n },
  { name: "refunds" },
];

const callOf = (run: (typeof runs)[number]): EVMRunCallOpts => ({
  caller: CALLER,
  to: CODES[run.name][0] as Address,
  gasLimit: run.gasLimit ?? 100_000n,
  depth: run.depth,
});

async function storageAfter(evm: EVM) {
  const slot = (address: Address, key: number) =>
    evm.stateManager.getStorage(address, setLengthLeft(Uint8Array.of(key), 32)).then(bytesToHex);
  return Promise.all(Object.values(CODES).flatMap(([address]) => [slot(address, 0), slot(address, 1)]));
}

describe("the lean loop", () => {
  it("answers every run as @ethereumjs's loop does, and leaves the same state", async () => {
    const Interpreter = await loadInterpreterClass();
    const plainEVM = await evmWith((common, stateManager) => createEVM({ common, stateManager }));
    const lean = await evmWith((common, stateManager) => new LeanEVM({ common, stateManager }, Interpreter));
    const errors = new Set<string | undefined>();
    for (const run of runs) {
      const expected = answer(await plainEVM.runCall(callOf(run)));
      expect(answer(await lean.runCall(callOf(run))), run.name).toEqual(expected);
      errors.add(expected.error?.split(" at ")[0]);
    }
    expect(await storageAfter(lean)).toEqual(await storageAfter(plainEVM));
    // the runs reach each way a loop ends, and all of them ran in the lean loop (the recursion: seven frames, depths
    // 1018 to 1024)
    expect([...errors].sort()).toEqual(
      ["invalid JUMP", "invalid opcode", "out of gas", "revert", "stack overflow", "stack underflow", undefined].sort(),
    );
    expect(lean.leanFrames).toBe(runs.length + 6);
    // and with the memory that grows from nothing (the run state is handed on as the frame left it)
    const { execResult } = await lean.runCall(callOf({ name: "log" }));
    expect(execResult.runState?.memory).toBeInstanceOf(LeanMemory);
  });

  it("yields through the pacer's jumps as @ethereumjs's loop does, and answers the same", async () => {
    const Interpreter = await loadInterpreterClass();
    const pacers = [new ExecutionPacer({ sliceMs: 0 }), new ExecutionPacer({ sliceMs: 0 })] as const;
    const opts = (common: Common, stateManager: MerkleStateManager, pacer: ExecutionPacer) => ({
      common,
      stateManager,
      customOpcodes: pacer.opcodes(common),
    });
    const plain = await evmWith((common, stateManager) => createEVM(opts(common, stateManager, pacers[0])));
    const lean = await evmWith(
      (common, stateManager) => new LeanEVM(opts(common, stateManager, pacers[1]), Interpreter),
    );
    const spin = callOf({ name: "spins", gasLimit: 300_000n });
    expect(answer(await lean.runCall(spin))).toEqual(answer(await plain.runCall(spin)));
    expect(pacers[1].yields).toBe(pacers[0].yields);
    expect(pacers[1].yields).toBeGreaterThan(10);
    expect(lean.leanFrames).toBe(1);
  });

  it("leaves the frames to @ethereumjs's loop while a step listener is on, with the same steps", async () => {
    const Interpreter = await loadInterpreterClass();
    const plain = await evmWith((common, stateManager) => createEVM({ common, stateManager }));
    const lean = await evmWith((common, stateManager) => new LeanEVM({ common, stateManager }, Interpreter));
    const steps = (evm: EVM) => {
      const seen: string[] = [];
      evm.events.on("step", (step, resolve) => {
        seen.push(`${step.pc} ${step.opcode.name} ${step.gasLeft}`);
        resolve?.();
      });
      return seen;
    };
    const [plainSteps, leanSteps] = [steps(plain), steps(lean)];
    const call = callOf({ name: "sloadLoop" });
    expect(answer(await lean.runCall(call))).toEqual(answer(await plain.runCall(call)));
    expect(leanSteps).toEqual(plainSteps);
    expect(leanSteps.length).toBeGreaterThan(50);
    expect(lean.leanFrames).toBe(0);
  });
});
