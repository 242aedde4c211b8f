// The word handlers write a stack word as @ethereumjs's own padding does, and an EVM with them answers MSTORE and
// SLOAD of narrow and full-width words as @ethereumjs's own EVM does.
import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { createEVM, type EVM } from "@ethereumjs/evm";
import { MerkleStateManager } from "@ethereumjs/statemanager";
import { bigIntToBytes, bytesToHex, createAddressFromString, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { LeanEVM, loadInterpreterClass } from "./lean-evm.js";
import { wordBytes } from "./word-opcodes.js";

const WORDS = [0n, 1n, 0xffn, 2n ** 64n - 1n, 2n ** 64n, 2n ** 128n + 5n, 2n ** 192n - 1n, 2n ** 255n, 2n ** 256n - 1n];
const WORDS_AT = createAddressFromString(`0x${"57".repeat(20)}`);
const CALLER = createAddressFromString("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266");
const push32 = (word: bigint) => `7f${word.toString(16).padStart(64, "0")}`;

/** for each word w at i: SLOAD(w) then MSTORE at 64·i, MSTORE w at 64·i + 32; returns the memory */
function wordsCode(): Uint8Array {
  let code = "";
  WORDS.forEach((word, i) => {
    code += `${push32(word)}54${push32(BigInt(64 * i))}52`; // SLOAD(word), MSTORE at 64·i
    code += `${push32(word)}${push32(BigInt(64 * i + 32))}52`; // MSTORE word at 64·i + 32
  });
  code += `${push32(BigInt(64 * WORDS.length))}6000f3`; // RETURN(0, size)
  return hexToBytes(`0x${code}`);
}

async function withWords(make: (common: Common, stateManager: MerkleStateManager) => EVM | Promise<EVM>) {
  const common = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
  const stateManager = new MerkleStateManager({ common });
  await stateManager.putCode(WORDS_AT, wordsCode());
  for (const [i, word] of WORDS.entries()) {
    await stateManager.putStorage(WORDS_AT, setLengthLeft(bigIntToBytes(word), 32), Uint8Array.of(i + 1));
  }
  return make(common, stateManager);
}

describe("word opcodes", () => {
  it("write a word as setLengthLeft(bigIntToBytes(word), 32) does", () => {
    const random = Array.from({ length: 200 }, (_, i) => (BigInt(i + 1) * 0x9e3779b97f4a7c15n) ** BigInt((i % 4) + 1));
    for (const word of [...WORDS, ...random.map((word) => word % 2n ** 256n)]) {
      expect(bytesToHex(wordBytes(word)), word.toString(16)).toBe(bytesToHex(setLengthLeft(bigIntToBytes(word), 32)));
    }
  });

  it("MSTORE and SLOAD of narrow and full-width words answer as @ethereumjs's EVM", async () => {
    const Interpreter = await loadInterpreterClass();
    const plain = await withWords((common, stateManager) => createEVM({ common, stateManager }));
    const lean = await withWords((common, stateManager) => new LeanEVM({ common, stateManager }, Interpreter));
    const opts = { caller: CALLER, to: WORDS_AT, gasLimit: 1_000_000n };
    const [expected, actual] = [await plain.runCall(opts), await lean.runCall(opts)];
    expect(expected.execResult.exceptionError).toBeUndefined();
    expect(bytesToHex(actual.execResult.returnValue)).toBe(bytesToHex(expected.execResult.returnValue));
    expect(actual.execResult.executionGasUsed).toBe(expected.execResult.executionGasUsed);
    // each slot's value came back: the keys were padded as the plain EVM pads them
    const returned = expected.execResult.returnValue;
    WORDS.forEach((_, i) => expect(returned[64 * i + 31]).toBe(i + 1));
  });
});
