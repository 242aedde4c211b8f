// eth_estimateGas as geth does it: run at the cap (a failure there is the answer), then search between what the run
// used and the cap for the least gas that succeeds, stopping within 1.5% (geth's estimateGasErrorRatio).
import type { Block } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import type { CallRequest, Hex } from "../chain.js";
import { refuse, revertError } from "../errors.js";
import { type CallEngine, runCall } from "./call.js";

const ERROR_RATIO_PER_MILLE = 15n;
/** gas a CALL passes on with value (the stipend a run may need beyond what it used) */
const CALL_STIPEND = 2300n;

export async function estimateGas(vm: CallEngine, request: CallRequest, cap: bigint, block: Block): Promise<bigint> {
  const first = await runCall(vm, request, cap, block);
  const failure = first.result.execResult.exceptionError;
  if (failure?.error === "revert") throw revertError(bytesToHex(first.result.execResult.returnValue) as Hex);
  if (failure?.error === "out of gas") throw refuse(`gas required exceeds allowance (${cap})`);
  if (failure) throw refuse(failure.error);
  const succeeds = async (gas: bigint) => {
    try {
      return !(await runCall(vm, request, gas, block)).result.execResult.exceptionError;
    } catch {
      return false; // below the intrinsic gas
    }
  };
  let lo = first.gasUsed - 1n;
  let hi = cap;
  const optimistic = ((first.gasUsed + (first.result.execResult.gasRefund ?? 0n) + CALL_STIPEND) * 64n) / 63n;
  if (optimistic < hi) {
    if (await succeeds(optimistic)) hi = optimistic;
    else lo = optimistic;
  }
  while (lo + 1n < hi && (hi - lo) * 1000n > hi * ERROR_RATIO_PER_MILLE) {
    let mid = (hi + lo) / 2n;
    if (mid > lo * 2n) mid = lo * 2n; // most estimates are far below the cap: look near the used gas first
    if (await succeeds(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
