// What a flow is about: the operation or method it is named for, and every one it calls (its kind says).
import { flowKindOf } from "./flows/kinds.js";
import type { Flow } from "./suite.js";

/** The operation or method a flow is reported under. */
export function flowTarget(f: Flow): string {
  return flowTargets(f)[0] ?? "";
}

/** The operations or methods a flow calls. */
export function flowTargets(f: Flow): string[] {
  return flowKindOf(f)?.targets(f) ?? [];
}
