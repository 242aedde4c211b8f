// The regular expressions of request matchers, in a browser (createHandlers, createMockFetch): the page's own
// RegExp. There the control plane is steered by the page itself, not by clients of a server, and RE2 would add
// 50 KB to the handlers' bundle. What RE2 refuses and RegExp can tell is refused the same: lookaround and
// backreferences.
import type { CompiledPattern } from "./regex.node.js";

/** The compiled pattern, or why it is refused. */
export function compilePattern(source: string): CompiledPattern | string {
  if (/\(\?<?[=!]|\\[1-9]|\\k</.test(source)) {
    return "not a regular expression RE2 accepts (no lookaround or backreferences)";
  }
  try {
    return new RegExp(source, "u");
  } catch (error) {
    return `not a regular expression: ${(error as Error).message}`;
  }
}
