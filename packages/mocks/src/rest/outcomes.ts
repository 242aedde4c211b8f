// The REST answers both paths (compiled, Prism) shape alike: the seed's error body for the transport's refusals
// (404, 405), for a scenario that cannot be met, and for an error status whose declared example belongs to another.
import type { CatalogueEntry } from "../server/exchange.js";
import { reasonPhrase } from "../server/status.js";
import type { ErrorBody } from "../server/json.js";
import type { Scenario } from "./prefer.js";
import type { OperationInfo } from "./spec.js";

/** An answer before serialisation. */
export interface RestAnswer {
  status: number;
  /** the body as a value, or `undefined` for none */
  body: unknown;
  /** the body already serialised (examples, kept as JSON text) */
  json?: string;
  headers: Record<string, string>;
}

export type Fail = (status: number, message: string | string[]) => ErrorBody;

export function notFound(fail: Fail, method: string, encodedPath: string): RestAnswer {
  return { status: 404, body: fail(404, `Cannot ${method.toUpperCase()} ${encodedPath}`), headers: {} };
}

export function methodNotAllowed(fail: Fail, method: string, encodedPath: string, allowed: string[]): RestAnswer {
  const allow = allowed.join(", ");
  const message = `Method ${method.toUpperCase()} is not allowed on ${encodedPath}; allowed: ${allow}`;
  return { status: 405, body: fail(405, message), headers: { allow } };
}

/**
 * A `Prefer` (or forced) scenario the operation cannot meet: 400, saying why in the words scenario files get: the
 * statuses it declares, or the examples it has.
 */
export function preferUnmet(
  fail: Fail,
  op: OperationInfo,
  entry: CatalogueEntry | undefined,
  scenario: Scenario,
): RestAnswer {
  const { code, exampleKey } = scenario;
  const declared = op.statuses.join(", ");
  const covered =
    code === undefined ||
    op.statuses.some((s) => s === String(code) || s === `${String(code)[0]}XX` || s === "default");
  let why: string;
  if (!covered) why = `status ${code} is not declared for ${op.operationId} (declared: ${declared})`;
  else {
    const examples = Object.entries(entry?.examples ?? {}).flatMap(([status, names]) =>
      names.map((name) => `${name} (${status})`),
    );
    const under = code === undefined ? "" : ` with status ${code}`;
    why = `${op.operationId} has no example "${exampleKey ?? ""}"${under}; allowed: ${examples.join(", ") || "none"}`;
  }
  return { status: 400, body: fail(400, `Prefer cannot be met: ${why}`), headers: {} };
}

/**
 * An error status answered with an example of another status (a shared error schema's example): the contract's error
 * body for this status instead.
 */
export function withOwnErrorBody(fail: Fail, answer: RestAnswer): RestAnswer {
  const body = answer.body as { statusCode?: unknown } | undefined;
  const borrowed =
    body !== null && typeof body === "object" && "statusCode" in body && body.statusCode !== answer.status;
  if (answer.status < 400 || !borrowed) return answer;
  const reason = reasonPhrase(answer.status);
  const message = `${reason} (scenario asked for with Prefer; the document has no example for ${answer.status})`;
  return { status: answer.status, body: fail(answer.status, message), headers: answer.headers };
}
