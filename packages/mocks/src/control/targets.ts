// What a fault rule or scenario step may name and ask for, checked against the engine's catalogue: the operation
// (REST) or method (node) must exist, a status must be declared for it, an example must be one of its examples,
// a JSON-RPC error code must be one it declares; `undeclared: true` lifts the status and code checks.
import type { ApiEngine, CatalogueEntry } from "../server/exchange.js";
import type { PathPart, Problem } from "./shape.js";

/** The part of an engine the control plane reads to check rules and scenarios. */
export type CatalogueSource = Pick<ApiEngine, "api" | "kind" | "catalogue">;

/** The operations a rule or step is about: one by name, or (`undefined`) every one. */
export function resolveTarget(
  engine: CatalogueSource,
  spec: { operation?: unknown; method?: unknown },
  at: PathPart[],
  problems: Problem[],
): CatalogueEntry[] | undefined {
  const rest = engine.kind === "rest";
  const own = rest ? "operation" : "method";
  const other = rest ? "method" : "operation";
  if (spec[other] !== undefined) {
    problems.push({
      path: [...at, other],
      message: `the ${engine.api} mock is ${rest ? "a REST API" : "JSON-RPC"}: name its ${
        rest ? "operationId" : "JSON-RPC method"
      } with "${own}"`,
    });
    return undefined;
  }
  const catalogue = engine.catalogue();
  const name = spec[own];
  if (name === undefined) return [...catalogue];
  const entry = catalogue.find((e) => e.id === name);
  if (entry === undefined) {
    problems.push({
      path: [...at, own],
      message: `unknown ${own} "${String(name)}"; allowed: ${catalogue.map((e) => e.id).join(", ")}`,
    });
    return undefined;
  }
  return [entry];
}

function names(entries: readonly CatalogueEntry[]): string {
  return entries.length === 1 ? entries[0]!.id : "every operation";
}

/** Checks that `status` is declared by every entry (unless undeclared); returns false with a problem if not. */
export function checkStatus(
  entries: readonly CatalogueEntry[],
  status: number,
  undeclared: boolean,
  at: PathPart[],
  problems: Problem[],
): boolean {
  if (undeclared) return true;
  const missing = entries.filter((e) => !e.statuses.includes(status));
  if (missing.length === 0) return true;
  const declared =
    entries.length === 1 ? `declared: ${entries[0]!.statuses.join(", ")}` : `not by ${missingList(missing)}`;
  problems.push({
    path: [...at, "status"],
    message:
      `status ${status} is not declared for ${names(entries)} (${declared}); a mock answers only what the spec ` +
      `declares, so add "undeclared": true to inject it anyway`,
  });
  return false;
}

export function checkErrorCode(
  entries: readonly CatalogueEntry[],
  code: number,
  undeclared: boolean,
  at: PathPart[],
  problems: Problem[],
): boolean {
  if (undeclared) return true;
  const missing = entries.filter((e) => !(e.errorCodes ?? []).includes(code));
  if (missing.length === 0) return true;
  const declared =
    entries.length === 1
      ? `declared: ${[...new Set(entries[0]!.errorCodes ?? [])].join(", ") || "none"}`
      : `not by ${missingList(missing)}`;
  problems.push({
    path: [...at, "error", "code"],
    message:
      `error code ${code} is not declared for ${names(entries)} (${declared}); ` +
      'add "undeclared": true to inject it anyway',
  });
  return false;
}

export function checkExample(entries: readonly CatalogueEntry[], example: string, at: PathPart[], problems: Problem[]) {
  const missing = entries.filter((e) => !Object.values(e.examples).some((list) => list.includes(example)));
  if (missing.length === 0) return true;
  const allowed =
    entries.length === 1
      ? Object.entries(entries[0]!.examples)
          .flatMap(([status, list]) => list.map((n) => (entries[0]!.statuses.length > 1 ? `${n} (${status})` : n)))
          .join(", ") || "none"
      : `not in ${missingList(missing)}`;
  problems.push({
    path: [...at, "example"],
    message: `unknown example "${example}" for ${names(entries)}; allowed: ${allowed}`,
  });
  return false;
}

function missingList(missing: readonly CatalogueEntry[]): string {
  const shown = missing.slice(0, 8).map((e) => e.id);
  return shown.join(", ") + (missing.length > shown.length ? ` and ${missing.length - shown.length} more` : "");
}

/** Does a rule or step aimed at `names` (undefined: every operation) apply to a request aimed at `operations`? */
export function aimsAt(name: string | undefined, operations: readonly string[]): boolean {
  return operations.length > 0 && (name === undefined || operations.includes(name));
}
