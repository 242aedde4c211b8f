// The regular expressions of request matchers, in Node: RE2 (re2js), linear in the input whatever the pattern, as
// any client that reaches a server's control routes may send one. regex.browser.ts runs the page's own RegExp.
import { RE2JS } from "re2js";

export interface CompiledPattern {
  /** whether the pattern is found in `text` (searched, as RegExp.test) */
  test(text: string): boolean;
}

/** RE2's own measure of a compiled pattern's cost; larger ones are refused. */
const MAX_PROGRAM_SIZE = 2000;

/** The compiled pattern, or why it is refused. */
export function compilePattern(source: string): CompiledPattern | string {
  try {
    const pattern = RE2JS.compile(source);
    return pattern.programSize() > MAX_PROGRAM_SIZE ? "the regular expression is too large (mock limit)" : pattern;
  } catch (error) {
    return `not a regular expression RE2 accepts (no lookaround or backreferences): ${(error as Error).message}`;
  }
}
