// The lean EVM's jump analyses hold each opcode's entry of the fork they were made on (its fee, its handler); a
// hardfork change must not run a code on the old fork's entries. PUSH0 is valid from Shanghai, invalid before.
import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { MerkleStateManager } from "@ethereumjs/statemanager";
import { createAccount, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { LeanEVM, loadInterpreterClass } from "./lean-evm.js";

const CALLER = createAddressFromString("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266");
const CONTRACT = createAddressFromString(`0x${"a1".repeat(20)}`);
/** PUSH1 3, JUMP, JUMPDEST, PUSH0, STOP: the JUMP makes the loop use the analysis's opcode entries */
const JUMP_THEN_PUSH0 = "0x6003565b5f00";

describe("the lean EVM across a hardfork change", () => {
  it("runs a code analysed on one fork with the next fork's opcodes", async () => {
    const common = new Common({ chain: Mainnet, hardfork: Hardfork.Shanghai });
    const stateManager = new MerkleStateManager({ common });
    await stateManager.putAccount(CONTRACT, createAccount({}));
    await stateManager.putCode(CONTRACT, hexToBytes(JUMP_THEN_PUSH0));
    const evm = new LeanEVM({ common, stateManager }, await loadInterpreterClass());
    const run = async () => {
      const { execResult } = await evm.runCall({ caller: CALLER, to: CONTRACT, gasLimit: 100_000n });
      return execResult.exceptionError?.error ?? "ok";
    };
    expect(await run()).toBe("ok");
    common.setHardfork(Hardfork.Paris);
    expect(await run()).toBe("invalid opcode");
    common.setHardfork(Hardfork.Shanghai);
    expect(await run()).toBe("ok");
    expect(evm.jumpAnalysesMade).toBe(3);
  });
});
