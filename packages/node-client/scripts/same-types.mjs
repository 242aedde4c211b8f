#!/usr/bin/env node
// check:same-types: after a change to the generator, proves that the generated client's public types did not change,
// whatever the file's form: every type the base version of src/generated/node.ts exports is exported by the working
// tree's and the same (identical, and each assignable to the other), with and without exactOptionalPropertyTypes.
// Usage: node scripts/same-types.mjs [--base <git-ref>] (default main) | --old <file> --new <file>
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import ts from "typescript";

const pkg = fileURLToPath(new URL("..", import.meta.url));
const GENERATED = "packages/node-client/src/generated/node.ts";

/** @param {string} text @returns {string[]} the names a module exports as types or interfaces */
const exportedTypes = (text) => [...text.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => String(m[1]));

/**
 * @param {string} oldText @param {string} newText the two versions of the generated module
 * @returns {string[]} what differs: a type gone, or a type no longer identical (empty: the same types)
 */
export function typeDifferences(oldText, newText) {
  const dir = mkdtempSync(join(pkg, "src/.same-types-"));
  try {
    writeFileSync(join(dir, "old.ts"), oldText);
    writeFileSync(join(dir, "new.ts"), newText);
    const fresh = new Set(exportedTypes(newText));
    const names = exportedTypes(oldText);
    const gone = names.filter((n) => !fresh.has(n)).map((n) => `${n}: no longer exported`);
    const lines = [
      'import type * as Old from "./old.js";',
      'import type * as New from "./new.js";',
      "type Identical<X, Y> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? true : false;",
      // identity takes `a?: T` and `a?: T | undefined` as one; assignability tells them apart (exactOptional...)
      "type Mutual<X, Y> = [X] extends [Y] ? ([Y] extends [X] ? true : false) : false;",
      "type Same<X, Y> = Identical<X, Y> extends true ? Mutual<X, Y> : false;",
      "type Holds<T extends true> = T;",
      ...names.filter((n) => fresh.has(n)).map((n) => `export type _${n} = Holds<Same<Old.${n}, New.${n}>>;`),
    ];
    writeFileSync(join(dir, "same.ts"), lines.join("\n"));
    /** @type {Set<string>} */
    const changed = new Set();
    for (const exactOptionalPropertyTypes of [false, true]) {
      const program = ts.createProgram([join(dir, "same.ts")], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2022,
        types: [],
        exactOptionalPropertyTypes,
      });
      for (const d of ts.getPreEmitDiagnostics(program)) {
        const name = d.file && d.start !== undefined ? /_(\w+) =/.exec(lineAt(d.file, d.start))?.[1] : undefined;
        changed.add(name ? `${name}: not the same type` : ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      }
    }
    return [...gone, ...changed];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {import("typescript").SourceFile} file @param {number} at */
function lineAt(file, at) {
  const { line } = file.getLineAndCharacterOfPosition(at);
  return file.text.split("\n")[line] ?? "";
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { base: { type: "string" }, old: { type: "string" }, new: { type: "string" } },
  });
  const oldText = values.old
    ? readFileSync(values.old, "utf8")
    : execFileSync("git", ["show", `${values.base ?? "main"}:${GENERATED}`], { cwd: pkg, encoding: "utf8" });
  const newText = readFileSync(values.new ?? join(pkg, "src/generated/node.ts"), "utf8");
  const differences = typeDifferences(oldText, newText);
  if (differences.length) {
    console.error(
      `check:same-types FAILED: ${differences.length} public type(s) changed\n  ${differences.join("\n  ")}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`check:same-types ok: ${exportedTypes(oldText).length} public types, each the same`);
  }
}
