// @ts-check
// Compares the assembled specs at a git ref with the working tree and decides whether the gate passes.
import { assemble, DOCUMENTS, repoRoot, resolveRef } from "./assemble.mjs";
import { changesetsSince, SPECS_PACKAGE } from "./changesets.mjs";
import { diffOpenApi } from "./openapi-diff.mjs";
import { diffOpenRpc } from "./openrpc-diff.mjs";

export { diffOpenApi } from "./openapi-diff.mjs";
export { diffOpenRpc } from "./openrpc-diff.mjs";
export { parseChangeset, changesetsSince } from "./changesets.mjs";
export { assemble, repoRoot, resolveRef, DOCUMENTS } from "./assemble.mjs";

/**
 * @param {"openapi" | "openrpc"} kind
 * @param {any} base
 * @param {any} head
 */
export function diffDocuments(kind, base, head) {
  return kind === "openapi" ? diffOpenApi(base, head) : diffOpenRpc(base, head);
}

/**
 * @param {{ base: string, cwd?: string, mergeBase?: boolean }} options
 */
export async function runGate({ base, cwd = process.cwd(), mergeBase = true }) {
  const root = repoRoot(cwd);
  const baseCommit = resolveRef(root, base);
  let commit = baseCommit;
  if (mergeBase) {
    try {
      commit =
        (await import("node:child_process"))
          .execFileSync("git", ["merge-base", baseCommit, "HEAD"], { cwd: root, encoding: "utf8" })
          .trim() || baseCommit;
    } catch {
      commit = baseCommit; // unrelated histories or no HEAD: compare with the ref itself
    }
  }
  const [before, after] = await Promise.all([assemble(root, commit), assemble(root, null)]);
  const results = DOCUMENTS.map((d) => ({
    api: d.api,
    kind: d.kind,
    absentAtBase: before.absent.includes(d.api),
    absentInWorkingTree: after.absent.includes(d.api),
    changes: diffDocuments(d.kind, before.docs[d.api], after.docs[d.api]),
  }));
  const breaking = results.reduce((n, r) => n + r.changes.filter((c) => c.breaking).length, 0);
  const changesets = changesetsSince(root, commit);
  const majors = changesets.filter((c) => c.bumps[SPECS_PACKAGE] === "major").map((c) => c.file);
  return {
    root,
    base,
    baseCommit,
    commit,
    notes: [...before.notes, ...after.notes],
    results,
    breaking,
    changesets,
    majors,
    ok: breaking === 0 || majors.length > 0,
  };
}
