// MSTORE and SLOAD as @ethereumjs 10.1.3 defines them, with the stack word written into 32 bytes directly. Its
// handlers pad with `setLengthLeft(bigIntToBytes(word), 32)`: a hex round trip, then a copy through two array spreads
// (4.4% of a new-holder eth_call, most of it MSTORE). Gas is the fork's own handler's, untouched: only the handler that
// runs after the gas is charged is replaced. In the lean loop's memory (`lean-memory.ts`), MSTORE writes the word
// in place, with no 32 bytes made for it.
import { type Address, bytesToBigInt } from "@ethereumjs/util";
import { LeanMemory } from "./lean-memory.js";

/** the members of @ethereumjs's run state these handlers use */
interface WordRunState {
  stack: { pop(): bigint; popN(count: number): bigint[]; push(value: bigint): void };
  memory: LeanMemory | { write(offset: number, size: number, value: Uint8Array): void };
  interpreter: { storageLoad(key: Uint8Array): Promise<Uint8Array> };
  /** the calls' state view answers slots it has in hand synchronously; other state managers have no such method */
  stateManager: { cachedStorage?(address: Address, slot: Uint8Array): Uint8Array | undefined };
  env: { address: Address };
}

interface WordCommon {
  isActivatedEIP(eip: number): boolean;
}

interface OpcodeEntry {
  opHandler: (runState: never, common: never) => unknown;
}

const MSTORE = 0x52;
const SLOAD = 0x54;

/** a stack word (0 ≤ word < 2^256) as 32 big-endian bytes; setBigUint64 keeps the low 64 bits of each shift */
export function wordBytes(word: bigint): Uint8Array {
  const bytes = new Uint8Array(32);
  const view = new DataView(bytes.buffer);
  view.setBigUint64(0, word >> 192n);
  view.setBigUint64(8, word >> 128n);
  view.setBigUint64(16, word >> 64n);
  view.setBigUint64(24, word);
  return bytes;
}

function mstore(runState: WordRunState): void {
  const [offset, word] = runState.stack.popN(2) as [bigint, bigint];
  const memory = runState.memory;
  // the lean loop's memory takes the word as it is; @ethereumjs's (a frame with a step listener) takes its bytes
  if (memory instanceof LeanMemory) memory.writeWord(Number(offset), word);
  else memory.write(Number(offset), 32, wordBytes(word));
}

/**
 * SLOAD: answered synchronously when the state has the slot in hand (the calls' view's `cachedStorage`), so the loop
 * awaits nothing; else through the interpreter's storageLoad, as @ethereumjs does (and always where EIP-7928's block
 * access list records the read there).
 */
function sload(runState: WordRunState, common: WordCommon): Promise<void> | undefined {
  const slot = wordBytes(runState.stack.pop());
  const state = runState.stateManager;
  const cached =
    state.cachedStorage && !common.isActivatedEIP(7928) ? state.cachedStorage(runState.env.address, slot) : undefined;
  if (cached !== undefined) {
    runState.stack.push(cached.length ? bytesToBigInt(cached) : 0n);
    return undefined;
  }
  return runState.interpreter.storageLoad(slot).then((value) => {
    runState.stack.push(value.length ? bytesToBigInt(value) : 0n);
  });
}

const WORD_HANDLERS = new Map<number, OpcodeEntry["opHandler"]>([
  [MSTORE, mstore as OpcodeEntry["opHandler"]],
  [SLOAD, sload as OpcodeEntry["opHandler"]],
]);

/**
 * The opcode map with MSTORE's and SLOAD's handlers replaced, except where a custom opcode (`customOpcodes`) took
 * their place. Entries are copied, not changed: they may be shared.
 */
export function withWordHandlers<Entry extends OpcodeEntry>(opcodeMap: Entry[], customOpcodes: number[]): Entry[] {
  const map = [...opcodeMap];
  for (const [opcode, handler] of WORD_HANDLERS) {
    const entry = map[opcode];
    if (entry !== undefined && !customOpcodes.includes(opcode)) map[opcode] = { ...entry, opHandler: handler };
  }
  return map;
}
