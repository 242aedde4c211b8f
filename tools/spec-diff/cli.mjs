#!/usr/bin/env node
// @ts-check
// pnpm spec:diff -- --base <git-ref> [--json] [--no-merge-base]
// Exit 0: no breaking change, or every breaking change is covered by a major changeset for @avaspec/specs.
// Exit 1: a breaking change without that changeset. Exit 2: usage error or the specs could not be assembled.
import { runGate } from "./lib/index.mjs";
import { SPECS_PACKAGE } from "./lib/changesets.mjs";

const USAGE = "usage: pnpm spec:diff -- --base <git-ref> [--json] [--no-merge-base]";

function parseArgs(argv) {
  const opts = { base: undefined, json: false, mergeBase: true, help: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") continue;
    if (a === "--base") opts.base = argv[++i];
    else if (a.startsWith("--base=")) opts.base = a.slice(7);
    else if (a === "--json") opts.json = true;
    else if (a === "--no-merge-base") opts.mergeBase = false;
    else if (a === "-h" || a === "--help") opts.help = true;
    else throw new Error(`unknown argument ${JSON.stringify(a)}`);
  }
  return opts;
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`spec-diff: ${/** @type {Error} */ (e).message}\n${USAGE}`);
    return 2;
  }
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }
  if (!opts.base) {
    console.error(`spec-diff: --base <git-ref> is required\n${USAGE}`);
    return 2;
  }
  let r;
  try {
    r = await runGate({ base: opts.base, mergeBase: opts.mergeBase });
  } catch (e) {
    console.error(`spec-diff: ${/** @type {Error} */ (e).message}`);
    return 2;
  }
  if (opts.json) {
    console.log(JSON.stringify(r, null, 2));
    return r.ok ? 0 : 1;
  }
  const shown =
    r.commit === r.baseCommit
      ? `${r.base} (${r.commit.slice(0, 12)})`
      : `merge base of ${r.base} and HEAD (${r.commit.slice(0, 12)})`;
  console.log(`spec-diff: ${shown} → working tree`);
  for (const note of r.notes) console.log(`note: ${note}`);
  for (const res of r.results) {
    const nb = res.changes.filter((c) => c.breaking).length;
    const title = `${res.api} (${res.kind === "openapi" ? "OpenAPI" : "OpenRPC"})`;
    const absent =
      res.absentAtBase && res.absentInWorkingTree
        ? " [absent at the base and in the working tree]"
        : res.absentAtBase
          ? " [absent at base: compared with an empty document]"
          : res.absentInWorkingTree
            ? " [absent in the working tree: compared with an empty document]"
            : "";
    console.log(
      `\n${title}${absent}: ${res.changes.length ? `${res.changes.length} change(s), ${nb} breaking` : "no changes"}`,
    );
    const sorted = [...res.changes].sort((a, b) => Number(b.breaking) - Number(a.breaking));
    for (const c of sorted)
      console.log(`  ${c.breaking ? "BREAKING    " : "non-breaking"}  ${c.rule}  ${c.where}: ${c.message}`);
  }
  console.log("");
  if (r.breaking === 0) {
    console.log("result: no breaking changes.");
  } else if (r.majors.length) {
    console.log(
      `result: ${r.breaking} breaking change(s), covered by a major changeset for ${SPECS_PACKAGE}: ` +
        r.majors.join(", "),
    );
  } else {
    const others = r.changesets.length
      ? ` (changesets since the base: ${r.changesets.map((c) => `${c.file} → ${JSON.stringify(c.bumps)}`).join("; ")})`
      : "";
    console.error(
      `result: FAIL: ${r.breaking} breaking change(s) and no changeset added since the base says ` +
        `"${SPECS_PACKAGE}": major${others}.`,
    );
    console.error(`Add one (pnpm changeset, pick major for ${SPECS_PACKAGE}) or make the change compatible.`);
  }
  return r.ok ? 0 : 1;
}

process.exitCode = await main();
