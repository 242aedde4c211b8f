// The precompiles' warm entries are one shared map's (call.ts): an access list that names a precompile with slots
// still warms them, in a Set of the precompile's own, and the next call's precompiles start with no slots again.
import { createBlock } from "@ethereumjs/block";
import { createEVM } from "@ethereumjs/evm";
import { bytesToBigInt } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import type { Hex } from "../chain.js";
import { runCall } from "./call.js";

const IDENTITY: Hex = "0x0000000000000000000000000000000000000004";
const SLOT: Hex = `0x${"01".padStart(64, "0")}`;
/** initcode: GAS, PUSH1 4, BALANCE, POP, GAS, SWAP1, SUB: the price of BALANCE(identity) + 7, returned */
const PRICE_IDENTITY: Hex = "0x5a600431505a900360005260206000f3";
const OTHER_OPCODES_GAS = 7n;

async function priceOfIdentity(accessList: { address: Hex; storageKeys: Hex[] }[]): Promise<bigint> {
  const evm = await createEVM();
  const engine = { evm, stateManager: evm.stateManager };
  const block = createBlock({}, { common: evm.common });
  const outcome = await runCall(engine, { data: PRICE_IDENTITY, accessList }, 1_000_000n, block);
  expect(outcome.result.execResult.exceptionError).toBeUndefined();
  const again = await runCall(engine, { data: PRICE_IDENTITY }, 1_000_000n, block);
  expect(bytesToBigInt(again.result.execResult.returnValue) - OTHER_OPCODES_GAS).toBe(100n);
  return bytesToBigInt(outcome.result.execResult.returnValue) - OTHER_OPCODES_GAS;
}

describe("a call's access list naming a precompile", () => {
  it("warms its slots in a Set of its own and leaves the precompile warm", async () => {
    expect(await priceOfIdentity([{ address: IDENTITY, storageKeys: [SLOT] }])).toBe(100n);
    expect(await priceOfIdentity([])).toBe(100n);
  });
});
