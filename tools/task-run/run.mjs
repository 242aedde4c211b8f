#!/usr/bin/env node
// `node tools/task-run/run.mjs <turbo run arguments>`: what `pnpm test` and `pnpm check:spec` run. turbo runs with
// --continue=dependencies-successful, so every failing task shows up in one run (a task whose dependency failed is
// not started: its failure would only repeat the dependency's), then a short summary says which tasks failed, where
// their logs are, the first lines that say what failed, and how to re-run one. The exit code is turbo's.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Lines of a task's log that say what failed (vitest, tsc, biome, node), at most `max`: enough to reach the assertion
 * of a test that runs other tests (a nested failure's own message comes after its parent's lines).
 */
export function failureLines(log, max = 12) {
  const plain = log.replace(/\u001b\[[0-9;]*m/g, "");
  const telling =
    /(^|\s)(FAIL|✗|×|❯ .*\.test\.|error TS\d+|AssertionError|Error:|ERR_|✖|not ok|Found \d+ errors?|Tests? .*failed)/;
  const seen = new Set();
  const out = [];
  for (const raw of plain.split("\n")) {
    // a task's log lines carry turbo's "pkg:task: " prefix only on the terminal, not in the log file
    const line = raw.trim();
    if (!telling.test(line) || seen.has(line) || /ELIFECYCLE/.test(line)) continue;
    seen.add(line);
    out.push(line.length > 160 ? `${line.slice(0, 157)}...` : line);
    if (out.length === max) break;
  }
  return out;
}

/**
 * The summary of a run: nothing when every task passed, else one block per failed task and one line per task left
 * out because a task it needs failed.
 * @param {any} run turbo's `--summarize` JSON (the tasks that ran)
 * @param {(file: string) => string | undefined} readLog
 * @param {any[]} [planned] the tasks of `turbo run --dry=json` (every task the run would have run)
 * @returns {string[]}
 */
export function summarize(run, readLog, planned = []) {
  const tasks = /** @type {any[]} */ (run.tasks ?? []);
  const failed = tasks.filter((t) => typeof t.execution?.exitCode === "number" && t.execution.exitCode !== 0);
  if (failed.length === 0) return [];
  const ran = new Set(tasks.map((t) => t.taskId));
  const blocked = new Set(failed.map((t) => t.taskId));
  const notRun = [];
  // planned tasks that did not run because something they need failed, in dependency order (a task with no script
  // is a no-op that passes the blockage on)
  for (let changed = true; changed; ) {
    changed = false;
    for (const t of planned)
      if (
        !ran.has(t.taskId) &&
        !blocked.has(t.taskId) &&
        (t.dependencies ?? []).some((/** @type {string} */ d) => blocked.has(d))
      ) {
        blocked.add(t.taskId);
        changed = true;
        if (t.command !== "<NONEXISTENT>") notRun.push(t);
      }
  }
  const total = planned.filter((t) => t.command !== "<NONEXISTENT>").length || tasks.length;
  const skipped = notRun.length ? `, ${notRun.length} not run because a task they need failed` : "";
  const out = ["", `── ${failed.length} of ${total} tasks failed${skipped} ──`];
  for (const t of failed) {
    out.push(`✗ ${t.taskId}  (exit ${t.execution.exitCode})   log: ${t.logFile}`);
    for (const line of failureLines(readLog(t.logFile) ?? "")) out.push(`    ${line}`);
    out.push(`    re-run: ${rerun(t)}`);
  }
  for (const t of notRun) {
    const needs = (t.dependencies ?? []).filter((/** @type {string} */ d) => failed.some((f) => f.taskId === d));
    out.push(`- ${t.taskId} not run${needs.length ? ` (needs ${needs.join(", ")})` : ""}`);
  }
  return out;
}

/** @param {any} t a task of the run summary */
const rerun = (t) => (t.package === "//" ? `npx pnpm run ${t.task}` : `npx pnpm --filter ${t.package} run ${t.task}`);

/** The tasks the run would run, with their commands and dependencies (`turbo run --dry=json`). */
function plannedTasks(/** @type {string[]} */ args) {
  const dry = spawnSync(process.execPath, [turboBinary(), "run", ...args, "--dry=json"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return JSON.parse(dry.stdout).tasks ?? [];
  } catch {
    return []; // the summary then counts what ran
  }
}

function turboBinary() {
  return createRequire(import.meta.url).resolve("turbo/bin/turbo");
}

function main() {
  const cwd = process.cwd();
  const runsDir = join(cwd, ".turbo", "runs");
  const before = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);
  const args = process.argv.slice(2);
  const child = spawn(
    process.execPath,
    [turboBinary(), "run", ...args, "--continue=dependencies-successful", "--summarize"],
    { stdio: "inherit", cwd },
  );
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => {
    const fresh = existsSync(runsDir) ? readdirSync(runsDir).filter((f) => !before.has(f) && f.endsWith(".json")) : [];
    for (const file of fresh) {
      const path = join(runsDir, file);
      try {
        const run = JSON.parse(readFileSync(path, "utf8"));
        const read = (/** @type {string} */ log) => {
          const full = resolve(cwd, log);
          return existsSync(full) ? readFileSync(full, "utf8") : undefined;
        };
        const failed = (run.tasks ?? []).some((/** @type {any} */ t) => t.execution?.exitCode);
        for (const line of summarize(run, read, failed ? plannedTasks(args) : [])) console.log(line);
      } finally {
        rmSync(path, { force: true }); // a summary per run would pile up in .turbo/runs
      }
    }
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
