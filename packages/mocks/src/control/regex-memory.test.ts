// Regex rules hold bounded memory (issue 31, defect 4): 100 rules, each with its own pattern, against headers as long
// as a pattern reads (4 KiB) and longer (15 KB). Each pattern's DFA is capped (`#regex`), so the heap grows by a
// bounded amount whatever the headers, comes back when the rules go, and a request costs a ratio of the same
// request with no rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataMock } from "../apis.js";
import { compilePattern, DFA_MEMORY_BYTES } from "../platform/regex.node.js";
import type { RunningMock } from "../rest/server.js";
import { MAX_MATCHED_TEXT, MAX_PATTERNS } from "./match.js";
import { retainedBytes } from "../test-support/memory.js";

const RULES = 100;
/** one request with the rules costs at most this many times the same request without them, plus bare round trips */
const RULES_RATIO = 40;

/** Text whose every window differs: each character reached is a new state of a pattern's DFA. */
function headerText(length: number, seed: number): string {
  let text = "";
  let s = seed;
  while (text.length < length) {
    s = (s * 1103515245 + 12345) % 2147483648;
    text += "abcdefwxyz0123456789k-_".charAt(s % 23);
  }
  return text;
}

/**
 * ~27 characters, each rule's own: a class, a run of anything but q, digits, then a q or r the headers never hold
 * (a class, so re2js' literal prefilter cannot rule it out): every rule searches the whole header with its DFA
 */
const pattern = (i: number) =>
  `[a-f${String.fromCharCode(103 + (i % 20))}][^q]{${18 + (i % 5)}}[0-9]{${1 + (i % 7)}}[q-r]`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe("regex rules against long headers", () => {
  let data: RunningMock;
  beforeAll(async () => {
    data = await startDataMock({ port: 0, logLevel: "silent" });
  });
  afterAll(() => data?.close());

  const get = async (seed: number, length = MAX_MATCHED_TEXT) => {
    const t0 = performance.now();
    const res = await fetch(`${data.url}/v1/chains/43114`, { headers: { "x-data-api-key": headerText(length, seed) } });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status };
  };

  it("hold bounded memory that comes back, and cost a ratio of the request without them", async () => {
    const plain: number[] = [];
    for (let i = 0; i < 5; i++) plain.push((await get(1000 + i)).ms);
    const rules = Array.from({ length: RULES }, (_, i) => ({
      operation: "getChain",
      match: { headers: { "x-data-api-key": { matches: pattern(i) } } },
      status: 503,
    }));
    const post = (body: unknown[]) =>
      fetch(`${data.url}/__avaspec/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    // one rule first and taken back: re2js and the control validators load on first need, and stay (the modules)
    expect((await post(rules.slice(0, 1))).status).toBe(201);
    await fetch(`${data.url}/__avaspec/faults`, { method: "DELETE" });
    const before = retainedBytes();
    const added = await post(rules);
    expect(added.status).toBe(201);
    const withRules: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await get(i + 1, i % 2 === 0 ? MAX_MATCHED_TEXT : 15_000);
      expect(answer.status).toBe(200);
      withRules.push(answer.ms);
    }
    const grewMiB = (retainedBytes() - before) / 2 ** 20;
    // each pattern's DFA within its cap, plus the rules and their programs
    const capMiB = (RULES * DFA_MEMORY_BYTES) / 2 ** 20;
    console.log(
      `${RULES} regex rules, 4 KiB and 15 KB headers: retained +${grewMiB.toFixed(1)} MiB; ` +
        `a request ${median(withRules).toFixed(0)} ms, ${median(plain).toFixed(1)} ms without the rules`,
    );
    expect(grewMiB, `retained memory grew ${grewMiB.toFixed(1)} MiB`).toBeLessThan(capMiB + 8);
    expect(median(withRules), `with rules ${withRules.map((m) => m.toFixed(0))}`).toBeLessThan(
      RULES_RATIO * median(plain) + 50,
    );

    await fetch(`${data.url}/__avaspec/faults`, { method: "DELETE" });
    const afterMiB = (retainedBytes() - before) / 2 ** 20;
    expect(afterMiB, `after the rules were deleted, ${afterMiB.toFixed(1)} MiB stayed`).toBeLessThan(4);
  }, 120_000);

  it("caps each pattern's DFA (fails if an re2js upgrade moves the fields the cap is set on)", () => {
    const compiled = compilePattern(pattern(7));
    expect(typeof compiled).not.toBe("string");
    const dfa = (compiled as unknown as { re2Input: { dfa: { stateBudget: number; memBudget: number } } }).re2Input.dfa;
    expect(dfa.stateBudget).toBe(DFA_MEMORY_BYTES);
    for (let i = 0; i < 20; i++) (compiled as { test(t: string): boolean }).test(headerText(MAX_MATCHED_TEXT, i));
    expect(dfa.memBudget).toBeGreaterThanOrEqual(0);
    expect(dfa.stateBudget - dfa.memBudget).toBeLessThanOrEqual(DFA_MEMORY_BYTES);
  });

  it(`refuses more than ${MAX_PATTERNS} patterns in the rules of one server, naming the limit`, async () => {
    const rule = (i: number) => ({
      operation: "getChain",
      match: { headers: { "x-data-api-key": { matches: `^k${i}` } } },
      status: 503,
    });
    const post = (body: unknown) =>
      fetch(`${data.url}/__avaspec/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post(Array.from({ length: MAX_PATTERNS }, (_, i) => rule(i)))).status).toBe(201);
    const refused = await post(rule(MAX_PATTERNS));
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(new RegExp(`at most ${MAX_PATTERNS} regular expressions`));
    await fetch(`${data.url}/__avaspec/faults`, { method: "DELETE" });
  });
});
