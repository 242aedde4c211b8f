#!/usr/bin/env node
// `pnpm check:spec [-- --base <git-ref>]`: the API team's fast lane after a spec change. Five checks, each one line
// when it passes and what failed when it fails; every check runs even when one before it failed:
//   1. lint      spec lint (redocly, the OpenRPC linter, YAML, deviations) and the spec facts test (fields held to
//                the source documents, less the changes DEVIATIONS.md records; examples valid)
//   2. generated the generated clients and contract suite match the specs (`check:generated`)
//   3. spec:diff every change against the base, classified; a breaking one needs a major changeset
//   4. contract  the contract suite against mocks started from the edited spec
//   5. tests     the hand-written tests that name what changed (affected.mjs), in the packages that read the specs
// The checks run side by side; builds and checks go through one turbo run (cached). The base is `main` unless
// `--base` says otherwise, compared at the merge base with HEAD as spec:diff does. Every tool is spawned by a path
// resolved as a fresh install lays it out (spawned.mjs).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { changedNames, operationIds, specReaders, testsNaming } from "./affected.mjs";
import { failureLines } from "./failures.mjs";
import { binOf, REPO_SCRIPTS, ROOT } from "./spawned.mjs";

/** The spec facts test, run by the lint check (so not again by the tests check). */
const FACTS = { dir: "tools/spec-lint", file: "openapi/facts.test.ts" };
const NO_COLOR = { FORCE_COLOR: "0", NO_COLOR: "1" };

/**
 * @typedef {{ code: number, output: string }} Outcome
 * @typedef {{ name: string, what: string, run: () => Promise<Outcome & { note?: string }> }} Step
 */

/**
 * Runs a command, collecting its output.
 * @param {string[]} argv @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [opts] @returns {Promise<Outcome>}
 */
export function run(argv, opts = {}) {
  return new Promise((done) => {
    const [cmd = "", ...args] = argv;
    const env = { ...process.env, ...opts.env };
    const child = spawn(cmd, args, { cwd: opts.cwd ?? ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (e) => done({ code: 127, output: `${output}${e.message}\n` }));
    child.on("close", (code) => done({ code: code ?? 1, output }));
  });
}

/** The `ready <name> <url>` lines of avaspec-mock. @param {string} text @returns {Record<string, string>} */
export function readyUrls(text) {
  return Object.fromEntries([...text.matchAll(/^ready (\w+) (\S+)$/gm)].map((m) => [m[1] ?? "", m[2] ?? ""]));
}

/**
 * Starts avaspec-mock (the built one, reading the freshly assembled specs) on free ports; resolves once all three are
 * ready.
 */
function startMocks() {
  return /** @type {Promise<{ urls: Record<string, string>, stop: () => void }>} */ (
    new Promise((done, fail) => {
      const child = spawn(
        process.execPath,
        [REPO_SCRIPTS.mocks, "--metrics-port", "0", "--data-port", "0", "--node-port", "0"],
        { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] },
      );
      let text = "";
      const onData = (/** @type {Buffer} */ d) => {
        text += d;
        const urls = readyUrls(text);
        if (urls.metrics && urls.data && urls.node) done({ urls, stop: () => child.kill("SIGTERM") });
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", (d) => (text += d));
      child.on("exit", (code) => fail(new Error(`avaspec-mock exited (${code}) before it was ready:\n${text}`)));
    })
  );
}

/** The turbo tasks a failed turbo run names in task-run's summary (`✗ <pkg>#<task>`). @param {string} output */
export const failedTasks = (output) => [...output.matchAll(/^✗ (\S+#\S+)/gm)].map((m) => m[1] ?? "");

/**
 * @typedef {{ run: typeof run, startMocks: typeof startMocks }} Spawner what the checks spawn through (a test
 *   records it)
 * @param {string} base @param {Spawner} [spawner] @returns {Step[]}
 */
export function steps(base, spawner = { run, startMocks }) {
  const { run, startMocks } = spawner;
  /** @param {string} dir @param {string[]} files */
  const vitest = (dir, files) =>
    run([process.execPath, binOf(join(ROOT, dir), "vitest"), "run", "--passWithNoTests", ...files], {
      cwd: join(ROOT, dir),
      env: NO_COLOR,
    });
  // One turbo run for what the checks need built or checked (concurrent turbo runs would race on the specs' build):
  // spec lint, every check:generated, and the builds of the mocks and the contract suite.
  /** @type {Promise<Outcome> | undefined} */
  let turboRun;
  const turbo = () =>
    (turboRun ??= run([
      process.execPath,
      REPO_SCRIPTS.taskRun,
      ...["lint:specs", "check:generated", "@avaspec/mocks#build", "@avaspec/contract#build"],
      ...["--output-logs=errors-only", "--concurrency=2"],
    ]));
  /** @type {() => void} */
  let contractDone = () => {};
  /** settled once the contract check is over (whatever its outcome) */
  const contractFinished = new Promise((done) => (contractDone = () => done(undefined)));
  /** @type {Promise<Outcome> | undefined} */
  let specDiffRun;
  const specDiff = () => (specDiffRun ??= run([process.execPath, REPO_SCRIPTS.specDiff, "--base", base]));
  /** The turbo run's outcome for the tasks `which` picks. @param {(task: string) => boolean} which */
  const turboPart = async (which) => {
    const r = await turbo();
    const failed = failedTasks(r.output).filter(which);
    return { code: r.code && (failed.length || !/^✗ /m.test(r.output)) ? 1 : 0, output: r.output, failed };
  };
  return [
    {
      name: "lint",
      what: "spec lint and spec facts",
      run: async () => {
        const [lint, facts] = await Promise.all([
          turboPart((t) => t.endsWith("#lint:specs") || t === "@avaspec/specs#build"),
          vitest(FACTS.dir, [FACTS.file]),
        ]);
        return {
          code: lint.code || facts.code,
          output: `${lint.code ? lint.output : ""}${facts.code ? facts.output : ""}`,
        };
      },
    },
    {
      name: "generated",
      what: "generated code matches the specs",
      run: () => turboPart((t) => t.endsWith("#check:generated") || t === "@avaspec/specs#build"),
    },
    {
      name: "spec:diff",
      what: `changes against ${base} (merge base with HEAD)`,
      run: async () => {
        const r = await specDiff();
        const verdict = r.output.split("\n").find((l) => l.startsWith("result:")) ?? "";
        return { ...r, note: verdict.replace(/^result:\s*/, "") };
      },
    },
    {
      name: "contract",
      what: "contract suite against mocks from the edited spec",
      run: () =>
        (async () => {
          const build = await turboPart((t) => t.endsWith("#build"));
          if (build.code) return build;
          const mocks = await startMocks().catch((/** @type {Error} */ e) => e);
          if (mocks instanceof Error) return { code: 1, output: mocks.message };
          try {
            const { metrics = "", data = "", node = "" } = mocks.urls;
            const r = await run([
              process.execPath,
              REPO_SCRIPTS.contract,
              ...["--metrics-url", metrics, "--data-url", data, "--node-url", node],
              ...["--allow-mutations", "--prefer-statuses"],
            ]);
            const pass = r.output.split("\n").find((l) => /^(PASS|FAIL)\b/.test(l)) ?? "";
            return { ...r, note: pass.replace(/^PASS:\s*/, "") };
          } finally {
            mocks.stop();
          }
        })().finally(contractDone),
    },
    {
      name: "tests",
      what: "the hand-written tests that name what changed",
      run: async () => {
        const [diff] = await Promise.all([specDiff(), turbo()]);
        const names = changedNames(diff.output, operationIds(await restOperations()));
        const selected = testsNaming(ROOT, specReaders(ROOT), names);
        const facts = selected.get(FACTS.dir)?.filter((f) => f !== FACTS.file);
        if (facts) facts.length ? selected.set(FACTS.dir, facts) : selected.delete(FACTS.dir);
        const count = [...selected.values()].reduce((n, files) => n + files.length, 0);
        if (!count) return { code: 0, output: "", note: names.size ? "none names what changed" : "no spec change" };
        // the build below rewrites dist/ folders the contract check's mocks and suite load from: not while they run
        await contractFinished;
        const filters = [...selected.keys()].map((dir) => `--filter=./${dir}`);
        const build = await run([
          process.execPath,
          REPO_SCRIPTS.taskRun,
          "build",
          ...filters,
          "--output-logs=errors-only",
        ]);
        if (build.code) return build;
        const outcomes = [];
        for (const [dir, files] of selected) outcomes.push({ dir, ...(await vitest(dir, files)) });
        const failed = outcomes.filter((o) => o.code);
        return {
          code: failed.length ? 1 : 0,
          output: failed.map((o) => `${o.dir}:\n${o.output}`).join("\n"),
          note: `${count} test file(s) naming ${[...names].slice(0, 6).join(", ")}${names.size > 6 ? ", …" : ""}`,
        };
      },
    },
  ];
}

/** Runs the checks side by side (they share one turbo run) and prints them in order, with their times. */
export async function runSteps(/** @type {Step[]} */ list, log = console.log) {
  const started = Date.now();
  /** @param {Step} s */
  const timed = async (s) => {
    const t = Date.now();
    const r = await s.run().catch((/** @type {Error} */ e) => ({ code: 1, output: e.stack ?? String(e) }));
    return { step: s, ...r, seconds: (Date.now() - t) / 1000 };
  };
  const results = await Promise.all(list.map(timed));
  let failed = 0;
  for (const r of results) {
    const ok = r.code === 0;
    if (!ok) failed++;
    const note = "note" in r && r.note ? `: ${r.note}` : "";
    log(`${ok ? "✓" : "✗"} ${r.step.name.padEnd(9)} ${r.step.what}${note} (${r.seconds.toFixed(1)} s)`);
    if (!ok) log(indent(failureLines(r.output.trim()).join("\n")));
  }
  const total = ((Date.now() - started) / 1000).toFixed(1);
  log(
    failed
      ? `check:spec: ${failed} of ${results.length} checks failed (${total} s)`
      : `check:spec: all ${results.length} checks passed (${total} s)`,
  );
  return failed ? 1 : 0;
}

const indent = (/** @type {string} */ text) => text.replace(/^/gm, "    ");

/**
 * The assembled REST documents' operations (read by @avaspec/spec-model), for the operationIds of spec:diff's
 * changes: loaded once the turbo run built them (a fresh clone has no dist/ when check:spec starts), the documents
 * through the package that declares @avaspec/specs (check:spec does not: it would then count as a package whose
 * tests read the specs, and run its own tests).
 * @returns {Promise<import("@avaspec/spec-model").Operation[]>}
 */
async function restOperations() {
  const specs = createRequire(join(ROOT, FACTS.dir, "package.json")).resolve("@avaspec/specs");
  const { loadSpec } = await import(pathToFileURL(specs).href);
  const { readOperations } = await import("@avaspec/spec-model");
  return [loadSpec("metrics"), loadSpec("data")].flatMap((doc) => readOperations(doc));
}

/** @param {string[]} argv */
export function parseArgs(argv) {
  let base = "main";
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a === "--base" && argv[i + 1]) base = argv[++i] ?? base;
    else if (a.startsWith("--base=")) base = a.slice(7);
    else if (a !== "--") throw new Error(`unknown argument ${a}; usage: pnpm check:spec [-- --base <git-ref>]`);
  }
  return { base };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  let base;
  try {
    ({ base } = parseArgs(process.argv.slice(2)));
  } catch (e) {
    console.error(/** @type {Error} */ (e).message);
    process.exit(2);
  }
  process.exit(await runSteps(steps(base)));
}
