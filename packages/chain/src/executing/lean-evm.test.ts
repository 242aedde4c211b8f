// The lean EVM answers what @ethereumjs's own EVM answers, frame for frame, and analyses a code's jump destinations
// once rather than in every frame that runs it.
import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { createEVM, type EVM, type EVMResult } from "@ethereumjs/evm";
import { MerkleStateManager } from "@ethereumjs/statemanager";
import { bytesToHex, createAccount, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import type { Hex } from "../chain.js";
import { LOCAL_C_CHAIN } from "../profiles.js";
import { createGenesis } from "./genesis.js";
import { LeanEVM, loadInterpreterClass } from "./lean-evm.js";
import { ExecutionPacer } from "./pacer.js";

const CALLER = createAddressFromString("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266");
const LOOP = createAddressFromString(`0x${"a1".repeat(20)}`);
const REVERTS = createAddressFromString(`0x${"b2".repeat(20)}`);
const CALLS_LOOP = createAddressFromString(`0x${"c3".repeat(20)}`);
const SPINS = createAddressFromString(`0x${"d4".repeat(20)}`);
const TRANSIENT = createAddressFromString(`0x${"e5".repeat(20)}`);
const DELEGATES = createAddressFromString(`0x${"f6".repeat(20)}`);
const EMPTY = createAddressFromString(`0x${"07".repeat(20)}`);
const IDENTITY = createAddressFromString(`0x${"04".padStart(40, "0")}`);

/** counts 5 down through a JUMPI loop, then returns one zero word */
const LOOP_CODE = "0x60055b600190038060025760005260206000f3";
/** reverts with the word 42 */
const REVERT_CODE = "0x602a60005260206000fd";
/** STATICCALLs LOOP with all its gas and returns what it returned */
const CALLS_LOOP_CODE: Hex = `0x602060006000600073${"a1".repeat(20)}5afa5060206000f3`;
/** JUMPDEST PUSH1 0 JUMP: runs out of gas */
const SPIN_CODE = "0x5b600056";
/** returns what TLOAD of slot 0 reads, then TSTOREs 1 there: 0 in every transaction, as the frame's end clears it */
const TRANSIENT_CODE = "0x60005c600052600160005d60206000f3";
/** DELEGATECALLs LOOP with all its gas and returns what it returned */
const DELEGATES_CODE: Hex = `0x602060006000600073${"a1".repeat(20)}5af45060206000f3`;

async function evmWithCode(make: (common: Common, stateManager: MerkleStateManager) => Promise<EVM>): Promise<EVM> {
  const common = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
  const stateManager = new MerkleStateManager({ common });
  const codes = [
    [LOOP, LOOP_CODE],
    [REVERTS, REVERT_CODE],
    [CALLS_LOOP, CALLS_LOOP_CODE],
    [SPINS, SPIN_CODE],
    [TRANSIENT, TRANSIENT_CODE],
    [DELEGATES, DELEGATES_CODE],
  ] as const;
  for (const [address, code] of codes) await stateManager.putCode(address, hexToBytes(code));
  await stateManager.putAccount(CALLER, createAccount({ balance: 10n ** 18n }));
  return make(common, stateManager);
}

/** what a caller reads of a frame's answer */
function answer({ createdAddress, execResult }: EVMResult) {
  return {
    createdAddress: createdAddress?.toString(),
    error: execResult.exceptionError?.error,
    gasUsed: execResult.executionGasUsed,
    gasRefund: execResult.gasRefund,
    returned: bytesToHex(execResult.returnValue),
    logs: execResult.logs?.length ?? 0,
  };
}

const runs = [
  { name: "a loop that returns", to: LOOP },
  { name: "a revert with data", to: REVERTS },
  { name: "an inner STATICCALL", to: CALLS_LOOP },
  { name: "out of gas", to: SPINS },
  { name: "a creation that deploys", data: LOOP_CODE },
  { name: "a creation that reverts", data: REVERT_CODE },
  { name: "a TSTORE", to: TRANSIENT },
  { name: "a TLOAD in the next call (the slot cleared)", to: TRANSIENT },
  { name: "an inner DELEGATECALL", to: DELEGATES },
  { name: "value to an account without code", to: EMPTY, value: 7n },
  { name: "value beyond the caller's balance", to: LOOP, value: 10n ** 30n },
  { name: "a precompile (identity)", to: IDENTITY, data: "0x1234" },
  { name: "a precompile with too little gas", to: IDENTITY, data: "0x1234", gasLimit: 10n },
] as const;

/** what the runs leave in the state: the balances that moved, and whether the empty account exists */
async function stateAfter(evm: EVM) {
  const balance = async (address: typeof CALLER) => (await evm.stateManager.getAccount(address))?.balance;
  return { caller: await balance(CALLER), empty: await balance(EMPTY), loop: await balance(LOOP) };
}

describe("LeanEVM", () => {
  it("answers every run as @ethereumjs's EVM does", async () => {
    const Interpreter = await loadInterpreterClass();
    const plain = await evmWithCode((common, stateManager) => createEVM({ common, stateManager }));
    const lean = await evmWithCode(async (common, stateManager) => new LeanEVM({ common, stateManager }, Interpreter));
    for (const run of runs) {
      const opts = {
        caller: CALLER,
        to: "to" in run ? run.to : undefined,
        data: "data" in run ? hexToBytes(run.data) : undefined,
        value: "value" in run ? run.value : undefined,
        gasLimit: "gasLimit" in run ? run.gasLimit : 100_000n,
      };
      const expected = answer(await plain.runCall(opts));
      expect(answer(await lean.runCall(opts)), run.name).toEqual(expected);
    }
    expect(await stateAfter(lean)).toEqual(await stateAfter(plain));
    expect((await stateAfter(lean)).empty).toBe(7n);
  });

  it("analyses a code's jump destinations once, not in every frame that runs it", async () => {
    const { vm } = await createGenesis(LOCAL_C_CHAIN, [], 0n, new ExecutionPacer());
    const evm = vm.evm as LeanEVM;
    await vm.stateManager.putCode(LOOP, hexToBytes(LOOP_CODE));
    await vm.stateManager.putCode(CALLS_LOOP, hexToBytes(CALLS_LOOP_CODE));
    for (let i = 0; i < 5; i++) {
      const { execResult } = await evm.runCall({ caller: CALLER, to: CALLS_LOOP, gasLimit: 100_000n });
      expect(bytesToHex(execResult.returnValue)).toBe(`0x${"0".repeat(64)}`);
    }
    // LOOP's code has a JUMPI (analysed once); CALLS_LOOP's has no jump, so the interpreter never analyses it
    expect(evm.jumpAnalysesMade).toBe(1);
  });
});
