// Checks made before a request is validated: mock limits that keep the work on one request bounded whatever the
// client sends (the source documents set none; DEVIATIONS records them), and blank parameters, which Prism's
// validator would coerce (" " → 0). Each fault is one 400 line naming the limit or the parameter.
import type { OperationInfo } from "./spec.js";

/**
 * Mock limit: items in any array of a request body (today, the composite query's `queries`). Far above what a
 * partner sends, low enough that validating and answering the largest body costs milliseconds.
 */
export const MAX_BODY_ARRAY_ITEMS = 100;

/** Faults of `body` against the mock's size limits (empty when within them); stops at the first few. */
export function bodyLimitFaults(body: unknown): string[] {
  const faults: string[] = [];
  // an explicit stack: the host has bounded the nesting already, but no recursion is needed to walk it
  const stack: Array<{ value: unknown; path: string }> = [{ value: body, path: "body" }];
  while (stack.length > 0 && faults.length < 10) {
    const { value, path } = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (Array.isArray(value)) {
      if (value.length > MAX_BODY_ARRAY_ITEMS) {
        faults.push(tooManyItems(path, value.length));
        continue;
      }
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: `${path}.${i}` });
    } else {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], path: `${path}.${entries[i]![0]}` });
    }
  }
  return faults;
}

export function tooManyItems(path: string, count: number): string {
  return `${path} must contain at most ${MAX_BODY_ARRAY_ITEMS} elements (mock limit; got ${count})`;
}

/** The 400 lines for a request to `op` (empty when it may be validated): blank parameters, oversized bodies. */
export function requestFaults(
  op: OperationInfo,
  pathParams: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string | string[]>>,
  body: unknown,
): string[] {
  return [...blankParameterFaults(op, pathParams, query), ...bodyLimitFaults(body)];
}

/**
 * A parameter sent with only white space (`subnetId=%20`) is refused: the deployed services' answer is unknown and
 * no declared value is blank. An empty value (`pageSize=`) counts as absent instead (coerce in spec.ts).
 */
export function blankParameterFaults(
  op: OperationInfo,
  pathValues: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string | string[]>>,
): string[] {
  const faults: string[] = [];
  if (!hasBlank(pathValues) && !hasBlank(query)) return faults;
  const lowered = new Map(Object.keys(query).map((k) => [k.toLowerCase(), k]));
  for (const p of op.parameters) {
    let raw: string | string[] | undefined;
    if (p.in === "path") raw = pathValues[p.name];
    else if (p.in === "query") raw = query[p.name] ?? query[lowered.get(p.name.toLowerCase()) ?? ""];
    const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    if (values.some((v) => v !== "" && v.trim() === "")) faults.push(`${p.name} must not be blank`);
  }
  return faults;
}

/** Whether any value (or item of one) is white space only: the cheap test before the exact one. */
function hasBlank(values: Readonly<Record<string, string | string[]>>): boolean {
  for (const key in values) {
    const v = values[key]!;
    if (typeof v === "string" ? v !== "" && v.trim() === "" : v.some((x) => x !== "" && x.trim() === "")) return true;
  }
  return false;
}
