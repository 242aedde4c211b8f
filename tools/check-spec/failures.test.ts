import { describe, expect, it } from "vitest";
import { failureLines } from "./failures.mjs";
import { runSteps } from "./run.mjs";

const passing = (n: number) =>
  Array.from({ length: n }, (_, i) => `  ok      data op${i}: 3/3 cases ran, 1 negative/rule`);

describe("a failed check shows what failed, wherever it is in the output", () => {
  it("the contract suite's FAIL line above 50 passing coverage lines, and its verdict", async () => {
    const output = [
      'FAIL data getChain › getChain: example — [body-schema] must NOT have additional properties "lastRun"',
      "",
      "Coverage (operations and methods; statuses or JSON-RPC answers seen / declared; named error cases exercised)",
      ...passing(50),
      "",
      "FAIL: 581 cases: 580 passed, 1 failed (1 failed checks), 0 skipped; coverage: 69/69 operations and methods",
    ].join("\n");
    const lines: string[] = [];
    const step = { name: "contract", what: "contract", run: async () => ({ code: 1, output }) };
    expect(await runSteps([step], (l: string) => lines.push(l))).toBe(1);
    const shown = lines.join("\n");
    expect(shown).toContain('[body-schema] must NOT have additional properties "lastRun"');
    expect(shown).toContain("FAIL: 581 cases");
    expect(shown).not.toContain("op12:");
  });

  it("vitest: each failed test's name, its message and the diff below it; not the passing files", () => {
    const output = [
      " ✓ src/a.test.ts (4 tests) 20ms",
      " ❯ src/control/engines.test.ts (9 tests | 1 failed) 900ms",
      "     × on the real engines > a parameter it lacks is refused 12ms",
      "       → expected [Function] to throw error including 'declared: none' but got 'declared: include'",
      ...Array.from({ length: 45 }, (_, i) => ` ✓ src/f${i}.test.ts (2 tests) 5ms`),
      " FAIL  src/control/engines.test.ts > on the real engines > a parameter it lacks is refused",
      "AssertionError: expected [Function] to throw error including 'declared: none' but got 'declared: include'",
      "- Expected",
      "+ Received",
      "- declared: none",
      "+ declared: include",
      "",
      " ❯ src/control/engines.test.ts:161:7",
      " Test Files  1 failed | 46 passed (47)",
      "      Tests  1 failed | 120 passed (121)",
    ].join("\n");
    const lines = failureLines(output);
    expect(lines).toContain(
      " FAIL  src/control/engines.test.ts > on the real engines > a parameter it lacks is refused",
    );
    expect(lines).toContain(
      "       → expected [Function] to throw error including 'declared: none' but got 'declared: include'",
    );
    expect(lines).toContain("+ declared: include");
    expect(lines).toContain("      Tests  1 failed | 120 passed (121)");
    expect(lines.some((l) => /src\/f\d+\.test\.ts/.test(l))).toBe(false);
  });

  it("spec:diff: the breaking changes and the verdict; output with no telling line: its last 40 lines", () => {
    const diff = [
      "spec-diff: main (abc) → working tree",
      "data (OpenAPI): 1 change(s), 1 breaking",
      "  BREAKING      response-field-removed  GET /v1/chains › 200 (application/json) body.chains[].wsUrl: " +
        'response field "wsUrl" removed',
      "",
      'result: FAIL: 1 breaking change(s) and no changeset added since the base says "@avaspec/specs": major.',
      "Add one (pnpm changeset, pick major for @avaspec/specs) or make the change compatible.",
    ].join("\n");
    expect(failureLines(diff)).toEqual(diff.split("\n").filter((l) => /BREAKING|FAIL|Add one/.test(l)));
    const plain = Array.from({ length: 50 }, (_, i) => `line ${i}`).join("\n");
    expect(failureLines(plain)).toEqual(Array.from({ length: 40 }, (_, i) => `line ${i + 10}`));
  });

  it("at most 60 lines, then how many more", () => {
    const many = Array.from({ length: 75 }, (_, i) => `FAIL data op${i} › x — [status] expected 200`).join("\n");
    const lines = failureLines(many);
    expect(lines).toHaveLength(61);
    expect(lines.at(-1)).toBe("… and 15 more lines");
  });
});
