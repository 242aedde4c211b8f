// Turns Prism's request-validation violations into the seed's 400 messages, one readable line per fault,
// worded like the deployed services ("pageSize must not be greater than 2160").
import type { OperationInfo } from "./spec.js";

export interface Violation {
  path?: Array<string | number>;
  code?: string | number;
  message: string;
  severity: number | string;
}

const PREFIXES: Array<[RegExp, string]> = [
  [/^Request (query|path|header|cookie) parameter (\S+) /, "param"],
  [/^Request body property (\S+) /, "bodyProperty"],
  [/^Request body /, "body"],
  [/^Request (query|path|header|cookie) /, "location"],
];

/**
 * Mock limit: at most this many fault lines in one 400 (the rest are counted in a last line), so that the answer to a
 * body with tens of thousands of faults stays small. The deployed services' behaviour is unknown (DEVIATIONS).
 */
export const MAX_REPORTED_VIOLATIONS = 100;

export function violationMessages(violations: Violation[], op: OperationInfo | undefined): string[] {
  // a parameter that fails an anyOf/oneOf gets one line naming its alternatives, not one line per branch
  const alternatives = new Map<string, string>();
  for (const v of violations) {
    if ((v.code === "anyOf" || v.code === "oneOf") && v.path?.length === 2) {
      const where = String(v.path[0]);
      const name = realName(op, where, String(v.path[1]));
      const schema = op?.parameters.find((p) => p.in === where && p.name === name)?.schema;
      const branches = (schema?.[v.code] ?? []) as Array<Record<string, any>>;
      if (branches.length > 0)
        alternatives.set(
          `${where}:${name.toLowerCase()}`,
          `${name} must be ${branches.map(describeBranch).join(" or ")}`,
        );
    }
  }
  // a Set keeps the first occurrence of each line: linear in the number of violations
  const lines = new Set<string>();
  for (const v of violations) {
    const key = v.path?.length === 2 ? `${String(v.path[0])}:${String(v.path[1]).toLowerCase()}` : "";
    lines.add(alternatives.get(key) ?? oneMessage(v, op));
  }
  const out = [...lines];
  // "must match the then/if schema" only repeats the faults listed beside it
  const useful = out.filter((l) => !/ must match "(then|else|if)" schema$/.test(l));
  return capLines(useful.length > 0 ? useful : out);
}

/**
 * The first MAX_REPORTED_VIOLATIONS of `total` lines (`lines` may hold only those), and one that counts the rest; the
 * control plane's 400s use it too.
 */
export function capLines(lines: string[], total = lines.length): string[] {
  if (total <= MAX_REPORTED_VIOLATIONS) return lines;
  const more = total - MAX_REPORTED_VIOLATIONS;
  return [
    ...lines.slice(0, MAX_REPORTED_VIOLATIONS),
    `and ${more} more fault${more === 1 ? "" : "s"} (the mock reports at most ${MAX_REPORTED_VIOLATIONS})`,
  ];
}

function describeBranch(branch: Record<string, any>): string {
  const what: string[] = [];
  if (Array.isArray(branch.enum)) what.push(`one of ${branch.enum.join(", ")}`);
  if (typeof branch.pattern === "string") what.push(`matching ${branch.pattern}`);
  const title = typeof branch.title === "string" ? branch.title : (branch.type ?? "a value");
  return what.length > 0 ? `${/^[aeiou]/i.test(title) ? "an" : "a"} ${title} (${what.join(", ")})` : String(title);
}

function realName(op: OperationInfo | undefined, where: string, lowered: string): string {
  const p = op?.parameters.find((q) => q.in === where && q.name.toLowerCase() === lowered.toLowerCase());
  return p?.name ?? lowered;
}

function oneMessage(v: Violation, op: OperationInfo | undefined): string {
  if (v.code === 415 || v.code === "415") {
    const types = /Supported content types: (.*)$/.exec(v.message)?.[1];
    return types ? `Content-Type must be ${types.split(",").join(" or ")}` : "this operation takes no request body";
  }
  if (v.message === "Body parameter is required") return "request body is required";
  let subject = "";
  let rest = v.message;
  for (const [re, kind] of PREFIXES) {
    const m = re.exec(v.message);
    if (!m) continue;
    rest = v.message.slice(m[0].length);
    if (kind === "param") subject = realName(op, m[1]!, m[2]!);
    else if (kind === "bodyProperty") subject = `body.${m[1]}`;
    else if (kind === "body") subject = "body";
    else subject = "";
    break;
  }
  const required = /^must have required property '([^']+)'$/.exec(rest);
  if (required) {
    const where = String(v.path?.[0] ?? "");
    const name =
      where === "body" ? `${subject ? `${subject}.` : "body."}${required[1]}` : realName(op, where, required[1]!);
    return `${name} is required`;
  }
  rest = rest
    .replace(/^must be >= (\S+)$/, "must not be less than $1")
    .replace(/^must be <= (\S+)$/, "must not be greater than $1")
    .replace(/^must be > (\S+)$/, "must be greater than $1")
    .replace(/^must be < (\S+)$/, "must be less than $1")
    .replace(/^must be equal to one of the allowed values: /, "must be one of the following values: ")
    .replace(/^must be integer$/, "must be an integer number")
    .replace(/^must be number$/, "must be a number")
    .replace(/^must be string$/, "must be a string")
    .replace(/^must be object$/, "must be an object")
    .replace(/^must be array$/, "must be an array")
    .replace(/^must NOT have additional properties; found '([^']+)'$/, "must not have the property '$1'")
    .replace(/^must NOT have fewer than (\d+) characters$/, "must be at least $1 characters long")
    .replace(/^must NOT have more than (\d+) characters$/, "must be at most $1 characters long")
    .replace(/^must NOT have fewer than (\d+) items$/, "must contain at least $1 elements")
    .replace(/^must NOT have more than (\d+) items$/, "must contain at most $1 elements");
  return subject ? `${subject} ${rest}` : rest;
}
