// The regular expressions of request matchers, in Node: RE2 (re2js), linear in the input whatever the pattern, as
// any client that reaches a server's control routes may send one. regex.browser.ts runs the page's own RegExp.
import { createRequire } from "node:module";
import type { RE2JS } from "re2js";

/**
 * re2js (270 KB of code) is loaded when the first pattern is compiled: most runs add no regex rule, and each mock's
 * thread used to load it at start. Its CommonJS build, as a pattern is compiled synchronously.
 */
let re2: typeof RE2JS | undefined;
const loadRe2 = () => (re2 ??= (createRequire(import.meta.url)("re2js") as typeof import("re2js")).RE2JS);

export interface CompiledPattern {
  /** whether the pattern is found in `text` (searched, as RegExp.test) */
  test(text: string): boolean;
}

/** RE2's own measure of a compiled pattern's cost; larger ones are refused (a program of 500 holds ≈ 40 KB). */
const MAX_PROGRAM_SIZE = 500;

/**
 * Memory the lazy DFA of one pattern may fill with states, in re2js' own accounting (which the heap follows closely).
 * re2js gives each pattern 8 MiB and keeps what it built across requests: 100 rules whose DFAs meet a new state at
 * each character grew the heap by 600 MiB over eight 15 KB headers, at 4 s a request. Past the budget the DFA clears
 * its states and starts again, or hands the search to the bit-state or NFA matcher: still linear, and for such
 * patterns faster than building states (100 rules, 4 KiB values: 1 MiB budget 1.0 s, 256 KiB 1.4 s, 16 KiB 0.14 s).
 */
export const DFA_MEMORY_BYTES = 16 * 1024;

/** What of re2js' internals the budget is set on: the pattern's RE2 and its lazily made DFA. */
interface Re2Internals {
  re2Input?: { dfa?: { maxMem: number; stateBudget: number; memBudget: number } };
}

/**
 * Caps the pattern's DFA at DFA_MEMORY_BYTES. re2js takes a budget only for a set of patterns (RE2Set), whose
 * fallback is its slowest matcher, so it is set on the single pattern's DFA here; `src/control/regex-memory.test.ts`
 * fails if an upgrade moves these fields.
 */
function capDfaMemory(pattern: RE2JS): void {
  const dfa = (pattern as unknown as Re2Internals).re2Input?.dfa;
  if (dfa === undefined || typeof dfa.memBudget !== "number") return;
  dfa.maxMem = DFA_MEMORY_BYTES;
  dfa.stateBudget = DFA_MEMORY_BYTES;
  dfa.memBudget = DFA_MEMORY_BYTES;
}

/** The compiled pattern, or why it is refused. */
export function compilePattern(source: string): CompiledPattern | string {
  let pattern: RE2JS;
  try {
    pattern = loadRe2().compile(source);
  } catch (error) {
    return `not a regular expression RE2 accepts (no lookaround or backreferences): ${(error as Error).message}`;
  }
  if (pattern.programSize() > MAX_PROGRAM_SIZE) {
    return (
      `the regular expression is too large: RE2 program size ${pattern.programSize()} (mock limit: at most ` +
      `${MAX_PROGRAM_SIZE}; a repeat such as {100} counts each copy)`
    );
  }
  capDfaMemory(pattern);
  return pattern;
}
