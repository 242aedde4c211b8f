// eth_call answers remembered per exact state, as RPC caches (eRPC, dshackle) keep them per block hash: at a fixed
// block and state, an eth_call's answer is a pure function of the call. The key is the chain's state version (bumped
// by every state write: a block, anvil_setBalance, evm_revert, reset, a state file loaded…), the hash of the block
// the call ran on, and the whole decoded call with its effective gas. Only answers that succeeded are kept: a revert
// or an error (a deadline passed, out of gas) runs again. Bounded by entries and bytes, least recently used out first.
import type { CallRequest, Hex } from "../chain.js";

interface CallMemoLimits {
  /** answers kept */
  maxEntries: number;
  /** characters of keys and answers kept, all entries together (about bytes: both are ASCII) */
  maxBytes: number;
  /** a longer answer is not kept */
  maxAnswerBytes: number;
}

const DEFAULT_CALL_MEMO_LIMITS: CallMemoLimits = {
  maxEntries: 1024,
  maxBytes: 4 * 1024 * 1024,
  maxAnswerBytes: 64 * 1024,
};

/** The call's fields in a fixed order, quantities as hex: one text per distinct call. */
export function callKey(blockHash: Hex, request: CallRequest, gas: bigint): string {
  const hex = (n: bigint | undefined) => (n === undefined ? "" : n.toString(16));
  const to = request.to === null ? "" : (request.to ?? "").toLowerCase();
  return [
    blockHash,
    (request.from ?? "").toLowerCase(),
    to,
    (request.data ?? "").toLowerCase(),
    hex(request.value),
    hex(gas),
    hex(request.gasPrice),
    hex(request.maxFeePerGas),
    hex(request.maxPriorityFeePerGas),
    // the list changes the gas a call has (EIP-2930): two calls differing only in it may answer differently
    accessListKey(request.accessList),
  ].join("|");
}

function accessListKey(list: CallRequest["accessList"]): string {
  if (list === undefined) return "";
  return list.map((item) => [item.address, ...item.storageKeys].join(",").toLowerCase()).join(";");
}

export class CallMemo {
  readonly #limits: CallMemoLimits;
  /** insertion order is recency: a hit moves its entry to the end */
  readonly #answers = new Map<string, Hex>();
  #bytes = 0;
  #version = -1;
  /** lookups answered from memory and not (figures, tests) */
  hits = 0;
  misses = 0;

  constructor(limits: Partial<CallMemoLimits> = {}) {
    this.#limits = { ...DEFAULT_CALL_MEMO_LIMITS, ...limits };
  }

  get size(): number {
    return this.#answers.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The answer kept for `key` at state `version`; a newer version forgets every answer first. */
  get(version: number, key: string): Hex | undefined {
    this.#at(version);
    const answer = this.#answers.get(key);
    if (answer === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    return answer;
  }

  set(version: number, key: string, answer: Hex): void {
    this.#at(version);
    const size = key.length + answer.length;
    if (answer.length > this.#limits.maxAnswerBytes || size > this.#limits.maxBytes) return;
    this.#forget(key);
    this.#answers.set(key, answer);
    this.#bytes += size;
    while (this.#answers.size > this.#limits.maxEntries || this.#bytes > this.#limits.maxBytes) {
      this.#forget(this.#answers.keys().next().value as string);
    }
  }

  #forget(key: string): void {
    const answer = this.#answers.get(key);
    if (answer === undefined) return;
    this.#answers.delete(key);
    this.#bytes -= key.length + answer.length;
  }

  #at(version: number): void {
    if (version === this.#version) return;
    this.#version = version;
    this.#answers.clear();
    this.#bytes = 0;
  }
}
