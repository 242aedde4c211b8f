import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkTree, longLines, sourceFiles } from "./long-lines.mjs";

const line = (columns) => "x".repeat(columns);

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = "";
});

/** A small tree: `files` maps a relative path to its text; .gitignore ignores node_modules/ and dist/. */
function tree(files) {
  root = mkdtempSync(join(tmpdir(), "avaspec-long-lines-"));
  for (const [file, text] of Object.entries({ ".gitignore": "node_modules/\ndist/\n*.log\n", ...files })) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe("longLines", () => {
  it("finds the lines past the width, numbered from 1, counting code points, not bytes or UTF-16 units", () => {
    expect(longLines(`${line(120)}\n${line(121)}\n…${line(119)}\n😀${line(120)}`, 120)).toEqual([
      { line: 2, columns: 121 },
      { line: 4, columns: 121 },
    ]);
  });

  it("leaves out a generated file (its header within the first three lines)", () => {
    expect(longLines(`#!/usr/bin/env node\n// generated, do not edit\n${line(300)}`, 120)).toEqual([]);
    expect(longLines(`\n\n\n// generated, do not edit\n${line(300)}`, 120)).toEqual([{ line: 5, columns: 300 }]);
  });
});

describe("checkTree", () => {
  it("reads source files only, never in the folders .gitignore names", () => {
    tree({
      "a.ts": "",
      "b/c.mjs": "",
      "b/d.cjs": "",
      "e.md": "",
      "f.json": "",
      "node_modules/g.js": "",
      "p/dist/h.js": "",
    });
    expect(sourceFiles(root)).toEqual(["a.ts", "b/c.mjs", "b/d.cjs"]);
  });

  it("fails on each long line not allowed, and on an allowance larger than what is left", () => {
    tree({ "a.ts": `${line(121)}\n`, "b.ts": `${line(121)}\n${line(121)}\n`, "c.ts": `${line(121)}\n`, "d.ts": "" });
    const { problems, counts } = checkTree(root, 120, { "b.ts": 1, "c.ts": 1, "d.ts": 2 });
    expect(Object.fromEntries(counts)).toEqual({ "a.ts": 1, "b.ts": 2, "c.ts": 1 });
    expect(problems).toEqual([
      "a.ts:1: 121 columns (max 120)",
      "b.ts:1: 121 columns (max 120)",
      "b.ts:2: 121 columns (max 120)",
      "b.ts: 2 long lines, 1 allowed",
      "d.ts: 0 long lines, 2 allowed: lower the count in the config",
    ]);
  });
});
