// eth_createAccessList as geth answers it: run the call, list what it touched apart from the sender, the recipient
// and the precompiles, run again with that list, until the list stops growing; gasUsed is the last run's, paying
// for the list. A failed run is not an error: its reason is the answer's `error`, beside the list.
import type { Block } from "@ethereumjs/block";
import type { CallRequest, Hex } from "../chain.js";
import { type AccessListItem, type CallEngine, runCall } from "./call.js";

/** geth loops until the list is stable; each round can only add, so a few rounds suffice for real code */
const MAX_ROUNDS = 8;

export interface AccessListAnswer {
  accessList: AccessListItem[];
  gasUsed: bigint;
  /** the EVM's failure of the last run (geth's vmerr), e.g. `execution reverted` */
  error?: string;
}

export async function createAccessList(
  vm: CallEngine,
  request: CallRequest,
  gas: bigint,
  block: Block,
): Promise<AccessListAnswer> {
  const excluded = new Set(
    [request.from ?? "0x0000000000000000000000000000000000000000", request.to ?? undefined]
      .filter((a): a is Hex => a !== undefined)
      .map((a) => a.slice(2).toLowerCase()),
  );
  for (const precompile of vm.evm.precompiles.keys()) excluded.add(precompile.toLowerCase());
  // geth's tracer starts from the request's own list
  let list: AccessListItem[] = request.accessList ?? [];
  for (let round = 0; ; round++) {
    const outcome = await runCall(vm, { ...request, accessList: list }, gas, block, { reportAccessList: true });
    const next = toList(outcome.touched ?? new Map(), excluded);
    if (round + 1 >= MAX_ROUNDS || sameList(next, list)) {
      const failure = outcome.result.execResult.exceptionError?.error;
      const answer: AccessListAnswer = { accessList: next, gasUsed: outcome.gasUsed };
      if (failure) answer.error = failure === "revert" ? "execution reverted" : failure;
      return answer;
    }
    list = next;
  }
}

function toList(touched: Map<string, Set<string>>, excluded: Set<string>): AccessListItem[] {
  return [...touched]
    .filter(([address]) => !excluded.has(address.toLowerCase()))
    .map(([address, slots]) => ({
      address: `0x${address.toLowerCase()}` as Hex,
      storageKeys: [...slots].map((slot) => `0x${slot.padStart(64, "0")}` as Hex),
    }));
}

function sameList(a: AccessListItem[], b: AccessListItem[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
