// Coverage by status code: declared answers read from the specs, ranges and default, error-only methods, skipped
// operations left out, and the --min-coverage threshold both ways (and its refused values).
import { describe, expect, it } from "vitest";
import { parsePercent } from "./cli-outputs.js";
import { belowThreshold, declaredAnswers, formatPercent, statusCoverage } from "./coverage.js";
import type { Coverage, CoverageRow } from "./report.js";

const rest = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/a": { get: { operationId: "getA", responses: { "200": {}, "404": {}, "5XX": {} } } },
    "/b": { get: { operationId: "getB", responses: { "200": {}, default: {} } } },
    "/c": { get: { operationId: "getC", responses: { "200": {}, "400": {} } } },
  },
};
const node = {
  openrpc: "1.3.2",
  info: { title: "n", version: "1" },
  methods: [
    { name: "m.ok", params: [], result: { name: "r", schema: {} }, errors: [{ code: -32000, message: "x" }] },
    { name: "m.never", params: [], "x-avaspec-error-only": "no keys", errors: [{ code: -32000, message: "y" }] },
  ],
};
const specs = { data: rest, node };

const row = (api: CoverageRow["api"], id: string, seen: string[], state: CoverageRow["state"] = "covered") =>
  ({ api, id, state, cases: 1, ran: 1, declared: [], seen, errorCases: [], negatives: 0 }) as CoverageRow;
const cov = (rows: CoverageRow[]): Coverage => ({ rows, missing: rows.filter((r) => r.state === "missing") });

describe("coverage by status code", () => {
  it("reads the declared answers from the specs: statuses, and result plus error codes (none for error-only)", () => {
    const declared = declaredAnswers(specs);
    expect(declared.get("data getA")).toEqual(["200", "404", "5XX"]);
    expect(declared.get("data getB")).toEqual(["200", "default"]);
    expect(declared.get("node m.ok")).toEqual(["result", "-32000"]);
    expect(declared.get("node m.never")).toEqual(["-32000"]);
  });

  it("counts a range by its first digit and default by a status no other key declares", () => {
    const status = statusCoverage(
      cov([row("data", "getA", ["200", "503", "418"]), row("data", "getB", ["404"]), row("node", "m.ok", ["result"])]),
      specs,
    );
    const a = status.rows.find((r) => r.id === "getA");
    expect(a?.answers).toEqual([
      { answer: "200", exercised: true },
      { answer: "404", exercised: false },
      { answer: "5XX", exercised: true },
    ]);
    expect(a?.undeclared).toEqual(["418"]);
    expect(status.rows.find((r) => r.id === "getB")?.answers).toEqual([
      { answer: "200", exercised: false },
      { answer: "default", exercised: true },
    ]);
    // getA 2 of 3, getB 1 of 2, m.ok 1 of 2
    expect([status.exercised, status.declared]).toEqual([4, 7]);
  });

  it("leaves skipped operations out and counts missing ones with nothing exercised", () => {
    const status = statusCoverage(
      cov([
        row("data", "getA", ["200", "404", "500"]),
        row("data", "getB", [], "skipped"),
        row("data", "getC", [], "missing"),
      ]),
      specs,
    );
    expect([status.exercised, status.declared]).toEqual([3, 5]);
    expect(status.percent).toBe(60);
  });

  it("a run below the threshold fails with the coverage and the threshold named; at or above it passes", () => {
    const status = statusCoverage(
      cov([row("data", "getA", ["200", "404", "500"]), row("data", "getC", ["200"])]),
      specs,
    );
    expect(status.percent).toBe(80);
    expect(belowThreshold(status, 80)).toBeUndefined();
    expect(belowThreshold(status, 79.9)).toBeUndefined();
    expect(belowThreshold(status, 80.1)).toBe(
      "coverage 80.0% (4 of 5 declared statuses and JSON-RPC answers exercised) is below --min-coverage 80.1%",
    );
  });

  it("never shows a coverage short of the threshold rounded up to it", () => {
    expect(formatPercent(99.96)).toBe("99.9%");
    expect(formatPercent(100)).toBe("100.0%");
  });

  it("--min-coverage takes a percentage from 0 to 100 and refuses anything else", () => {
    expect(parsePercent("0")).toBe(0);
    expect(parsePercent("87.5")).toBe(87.5);
    expect(parsePercent("100")).toBe(100);
    for (const bad of ["100.1", "-1", "ninety", "", "1e2", "50%", " 50"])
      expect(parsePercent(bad), bad).toBe(`--min-coverage must be a percentage from 0 to 100, got "${bad}"`);
  });
});
