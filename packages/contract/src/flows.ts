// Runs one stateful flow with its kind's runner (src/flows/: page tokens followed to the end, OpenAPI links, block
// links, index lookups, aliases, logger levels), timing it and turning a thrown error into a failure.
import { fail, type Context } from "./checks.js";
import { flowKindOf } from "./flows/kinds.js";
import type { CaseResult } from "./results.js";
import type { Flow } from "./suite.js";
import { flowTarget, flowTargets } from "./targets.js";

export async function runFlow(ctx: Context, f: Flow): Promise<CaseResult> {
  const target = flowTarget(f);
  const also = flowTargets(f).filter((t) => t !== target);
  const result: CaseResult = {
    api: f.api,
    target,
    name: f.name,
    kind: "flow",
    status: "pass",
    failures: [],
    seen: [],
    ms: 0,
    ...(also.length ? { also } : {}),
  };
  const started = performance.now();
  try {
    const kind = flowKindOf(f);
    if (kind) await kind.run(ctx, f, result);
    else fail(result, [{ check: "suite-drift", message: `flow kind ${f.kind} is not known: regenerate the suite` }]);
  } catch (e) {
    fail(result, [{ check: "flow", message: `flow aborted: ${(e as Error).message}` }]);
  }
  result.ms = performance.now() - started;
  return result;
}
