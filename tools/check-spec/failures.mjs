// The lines of a failed check's output that say what failed: vitest's failed tests and their messages, the contract
// suite's FAIL / DRIFT / MISSING lines, spec:diff's breaking changes and verdict, a linter's `file:line:col error`,
// task-run's failed tasks. A check's last lines are its summary, which may be all passing lines (issue 29): these
// are picked from anywhere in the output instead.

// vitest's FAIL header, the contract suite's lines and verdict; spec:diff's; a failed test, task or problem (×, ✗, ✖);
// vitest's message of a failed test (→) and errors; tsc; a linter's `file:line:col error`; task-run's summary
const TELLING = new RegExp(
  [
    /^(FAIL|DRIFT|MISSING|KNOWN \S+|BREAKING)\b/,
    /^result: FAIL|^Add one /,
    /^[×✗✖]|^→ /,
    /^(\w*Error|AssertionError)\b|error TS\d+|Cannot find module/,
    /^\S+:\d+:\d+\s+(error|✖)/,
    /^- \S+#\S+ not run|^re-run: /,
    /^(Test Files|Tests) .*failed/,
  ]
    .map((r) => r.source)
    .join("|"),
);
/** Lines kept after an error's first line: vitest's expected/received diff. */
const AFTER_ERROR = 6;
const MAX_LINES = 60;

/**
 * The telling lines of `output` (at most 60, then how many more), or its last 40 lines when none is telling.
 * @param {string} output @returns {string[]}
 */
export function failureLines(output) {
  const lines = output.replace(/\u001b\[[0-9;]*m/g, "").split("\n");
  /** @type {string[]} */
  const out = [];
  let more = 0;
  let after = 0;
  const keep = (/** @type {string} */ line) => (out.length < MAX_LINES ? out.push(line) : more++);
  for (const line of lines) {
    const trimmed = line.trim();
    if (TELLING.test(trimmed)) {
      keep(line);
      after = /^(\w*Error|AssertionError)\b/.test(trimmed) ? AFTER_ERROR : 0;
    } else if (after > 0 && trimmed) {
      keep(line);
      after--;
    } else after = 0;
  }
  if (!out.length) return lines.filter((l) => l.trim()).slice(-40);
  if (more) out.push(`… and ${more} more lines`);
  return out;
}
