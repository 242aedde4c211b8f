// Contract runs that know the documented deviations (specs/deviations.yaml, published as
// @avaspec/specs/deviations.json): a failure that a documented deviation explains is `known`, any other is `drift`,
// and a documented deviation that no longer occurs is `resolved?`, so the document can be pruned.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CaseResult, Failure } from "./results.js";
import type { ApiName } from "./types.js";

/** One entry of specs/deviations.yaml. */
export interface Deviation {
  /** The row of specs/DEVIATIONS.md, e.g. "M2". */
  id: string;
  api: ApiName;
  /** operationId (REST) … */
  operation?: string;
  /** … or JSON-RPC method (node). */
  method?: string;
  /** The contract check that fails. */
  check: string;
  /** A JSON pointer in the answer ("*" for any array index, "" for the whole body or result). */
  path?: string;
  /** Text in the name of the case. */
  case?: string;
  /** What the live service does. */
  live: string;
}

/** What became of each documented deviation in a run. */
export interface DeviationOutcome {
  deviation: Deviation;
  /** known: it occurred (in `cases` cases); resolved?: its operation ran and it did not occur; not run: no case ran. */
  state: "known" | "resolved?" | "not run";
  cases: number;
}

/** The deviations @avaspec/specs publishes. */
export function loadDeviations(): Deviation[] {
  const file = fileURLToPath(import.meta.resolve("@avaspec/specs/deviations.json"));
  return (JSON.parse(readFileSync(file, "utf8")) as { deviations?: Deviation[] }).deviations ?? [];
}

/** A loopback URL (a local mock): known deviations are off by default there. */
export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

const SCHEMA_CHECKS = new Set(["body-schema", "jsonrpc-result-schema"]);

/** The places a schema failure names ("/addresses/0/sortKey", "(root)"), in the "where reason; where reason" list. */
function pointersOf(message: string): string[] {
  return [...message.matchAll(/(?:^|: |; )(\/[^\s;]*|\(root\)) /g)].map((m) => (m[1] === "(root)" ? "" : (m[1] ?? "")));
}

function pointerPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((t) => (t === "*" ? "\\d+" : t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

/**
 * The deviations that explain one failure of one case (none: drift). A fuzz failure (a Schemathesis-named check) is
 * matched by the exchange-check rule behind it.
 */
export function explainingDeviations(
  result: Pick<CaseResult, "api" | "target" | "name" | "also">,
  failure: Failure,
  deviations: Deviation[],
): Deviation[] {
  const candidates = deviations.filter(
    (d) =>
      d.api === result.api &&
      [result.target, ...(result.also ?? [])].includes(d.operation ?? d.method ?? "") &&
      (d.check === failure.check || d.check === failure.rule) &&
      (d.case === undefined || result.name.includes(d.case)),
  );
  if (!candidates.length) return [];
  const pointers = SCHEMA_CHECKS.has(failure.rule ?? failure.check) ? pointersOf(failure.message) : [];
  if (!pointers.length) {
    const narrowed = candidates.filter((d) => d.path === undefined || failure.message.includes(d.path));
    return narrowed;
  }
  // Every error the failure lists must be a documented one; otherwise something else drifted too.
  const used = new Set<Deviation>();
  for (const pointer of pointers) {
    const hit = candidates.find((d) => d.path === undefined || pointerPattern(d.path).test(pointer));
    if (!hit) return [];
    used.add(hit);
  }
  return [...used];
}

/**
 * Marks each failure known (with the deviation's id) or drift; a failed case whose failures are all known becomes
 * "known". Returns what became of each documented deviation.
 */
export function applyDeviations(results: CaseResult[], deviations: Deviation[]): DeviationOutcome[] {
  const seen = new Map<Deviation, number>();
  for (const r of results) {
    if (r.status !== "fail") continue;
    const hits = new Set<Deviation>();
    for (const f of r.failures) {
      const why = explainingDeviations(r, f, deviations);
      f.kind = why.length ? "known" : "drift";
      if (why.length) f.deviation = [...new Set(why.map((d) => d.id))].join(", ");
      for (const d of why) hits.add(d);
    }
    for (const d of hits) seen.set(d, (seen.get(d) ?? 0) + 1);
    if (r.failures.every((f) => f.kind === "known")) r.status = "known";
  }
  return deviations.map((deviation) => {
    const target = deviation.operation ?? deviation.method;
    const ran = results.some(
      (r) =>
        r.api === deviation.api &&
        r.status !== "skip" &&
        [r.target, ...(r.also ?? [])].includes(target ?? "") &&
        (deviation.case === undefined || r.name.includes(deviation.case)),
    );
    const cases = seen.get(deviation) ?? 0;
    return { deviation, cases, state: cases ? "known" : ran ? "resolved?" : "not run" };
  });
}

const describe = (d: Deviation) =>
  `${d.id} ${d.api} ${d.operation ?? d.method} [${d.check}${d.path !== undefined ? ` ${d.path || "(root)"}` : ""}` +
  `${d.case !== undefined ? ` case "${d.case}"` : ""}]`;

/** The deviations section of the text report. */
export function deviationLines(outcomes: DeviationOutcome[]): string[] {
  const lines = [
    "Documented deviations (specs/deviations.yaml): known = occurred; resolved? = did not occur: prune it",
  ];
  for (const o of outcomes) {
    const state = o.state.padEnd(9);
    const seen = o.state === "known" ? ` in ${o.cases} case${o.cases === 1 ? "" : "s"}` : "";
    lines.push(`  ${state} ${describe(o.deviation)}${seen} — ${o.deviation.live}`);
  }
  return lines;
}

/** The "deviations" testsuite of the JUnit report: [name, testcases, tests, failures, skipped, ms]. */
export function deviationJunitSuite(
  outcomes: DeviationOutcome[],
  esc: (s: string) => string,
): [string, string[], number, number, number, number] {
  const cases = outcomes.map((o) => {
    const name = esc(describe(o.deviation));
    const head = `    <testcase classname="deviations.${esc(o.deviation.id)}" name="${name}" time="0"`;
    if (o.state === "known")
      return `${head}><system-out>${esc(`known: in ${o.cases} cases: ${o.deviation.live}`)}</system-out></testcase>`;
    const message = o.state === "resolved?" ? "resolved? the documented deviation did not occur" : "no case ran";
    return `${head}><skipped type="${esc(o.state)}" message="${esc(message)}"/></testcase>`;
  });
  return ["deviations", cases, outcomes.length, 0, outcomes.filter((o) => o.state !== "known").length, 0];
}
