// The scenario a client asks for: `Prefer: code=404`, `Prefer: example=<name>`, `Prefer: dynamic=true`
// (Prism's header; the `__code`, `__example`, `__dynamic` query parameters are the fallback, as in Prism).
import { HttpError } from "./errors.js";

export interface Scenario {
  code?: number;
  exampleKey?: string;
  dynamic?: boolean;
}

export function readScenario(
  prefer: string | undefined,
  query: Record<string, string | string[]>,
): Scenario | undefined {
  const pairs: Record<string, string> = {};
  if (prefer !== undefined && prefer.trim() !== "") {
    for (const part of prefer.split(/[,;]/)) {
      const eq = part.indexOf("=");
      if (eq < 0) continue;
      const key = part.slice(0, eq).trim().toLowerCase();
      const value = part
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, "$1");
      if (key === "code" || key === "example" || key === "dynamic") pairs[key] = value;
    }
  } else {
    for (const [q, key] of [
      ["__code", "code"],
      ["__example", "example"],
      ["__dynamic", "dynamic"],
    ] as const) {
      const v = query[q];
      if (v !== undefined) pairs[key] = Array.isArray(v) ? v[v.length - 1]! : v;
    }
  }
  if (Object.keys(pairs).length === 0) return undefined;
  const scenario: Scenario = {};
  if (pairs.code !== undefined) {
    if (!/^\d{3}$/.test(pairs.code))
      throw new HttpError(400, `Prefer code must be a three-digit HTTP status, got "${pairs.code}"`);
    scenario.code = Number(pairs.code);
  }
  if (pairs.example !== undefined) {
    if (pairs.example === "") throw new HttpError(400, "Prefer example must name an example");
    scenario.exampleKey = pairs.example;
  }
  if (pairs.dynamic !== undefined) {
    if (pairs.dynamic !== "true" && pairs.dynamic !== "false") {
      throw new HttpError(400, `Prefer dynamic must be true or false, got "${pairs.dynamic}"`);
    }
    scenario.dynamic = pairs.dynamic === "true";
  }
  return scenario;
}

/**
 * Whether a forced answer names the request (naming.ts): a status asked for (`Prefer: code`, `__code`, a fault rule's
 * or a scenario step's status), whose example the engine picks. An example asked for by name is served verbatim.
 */
export function namesRequest(scenario: Scenario | undefined): boolean {
  return scenario?.code !== undefined && scenario.exampleKey === undefined;
}
