// The READMEs' TypeScript blocks and app/*.ts compile as a strict application's code, with TypeScript 5.9 and 7; a
// planted wrong example is reported at its README file and line by both compilers.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { COMPILERS, checkReadmes, formatFindings, parseDiagnostics } from "./check.mjs";
import { defaultReadmes, strictPrograms } from "./cli.mjs";
import { extractBlocks } from "./extract.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const fixture = fileURLToPath(new URL("./fixtures/wrong-examples.md", import.meta.url));
const fixtureName = "tools/strict-app/fixtures/wrong-examples.md";

/** The 1-based line of the fixture that contains `text`. */
const lineOf = (text: string) =>
  readFileSync(fixture, "utf8")
    .split("\n")
    .findIndex((l) => l.includes(text)) + 1;

describe("extractBlocks", () => {
  const blocks = extractBlocks("x.md", readFileSync(fixture, "utf8"));

  it("takes ```ts blocks with their first code line, including indented ones, and skips fences inside fences", () => {
    expect(blocks.map((b) => [b.line, b.nocheck])).toEqual([
      [lineOf('import { createMetricsClient } from "@avaspec/metrics-client";'), false],
      [lineOf("const p = paginate"), true],
      [lineOf("const indented"), false],
    ]);
    expect(blocks[2]?.code).toBe(
      'const indented: number = "not a number"; // planted: an indented block is compiled too\n',
    );
    expect(blocks.some((b) => b.code.includes("this is not compiled"))).toBe(false);
  });
});

describe("parseDiagnostics", () => {
  it("places a diagnostic at its README line, keeps continuation lines, and never drops other output", () => {
    const blocks = [{ file: "README.md", line: 10 }];
    const output = [
      "src/b0.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      "  The expected type comes from here.",
      "tsconfig.json(1,1): error TS5023: Unknown compiler option 'x'.",
      "panic: the compiler crashed",
    ].join("\n");
    const findings = parseDiagnostics(output, "tsc 7", blocks);
    expect(findings).toMatchObject([
      { file: "README.md", line: 12, column: 7, code: "TS2322" },
      { file: "(project) tsconfig.json", line: 1, code: "TS5023" },
      { file: "(compiler)", message: "panic: the compiler crashed" },
    ]);
    expect(findings[0]?.message).toContain("The expected type comes from here.");
  });
});

describe("checkReadmes", () => {
  it("reports each planted error at its README line, with both compilers; nocheck blocks are counted", async () => {
    const { blocks, nocheck, findings } = await checkReadmes({ files: [fixture], root });
    expect(blocks).toBe(3);
    expect(nocheck).toEqual([{ file: fixtureName, line: lineOf("const p = paginate") }]);
    for (const compiler of COMPILERS) {
      const where = findings
        .filter((f) => f.compiler === compiler.name)
        .map((f) => `${f.file}:${f.line} ${f.code}`)
        .sort();
      expect(where, `${compiler.name}:\n${formatFindings(findings)}`).toEqual(
        [
          `${fixtureName}:${lineOf("planted: exactOptionalPropertyTypes")} TS2375`,
          `${fixtureName}:${lineOf("planted: noUncheckedIndexedAccess")} TS2322`,
          `${fixtureName}:${lineOf("planted: a wrong option type")} TS2322`,
          `${fixtureName}:${lineOf("planted: an indented block")} TS2322`,
        ].sort(),
      );
    }
  });

  it("compiles every README's TypeScript blocks and app/*.ts as a strict app's code, with both compilers", async () => {
    const files = defaultReadmes(root);
    expect(files.map((f) => f.slice(root.length))).toEqual(
      expect.arrayContaining(["README.md", "packages/metrics-client/README.md", "packages/data-client/README.md"]),
    );
    const { blocks, nocheck, findings } = await checkReadmes({ files, programs: strictPrograms(), root });
    expect(formatFindings(findings)).toBe("");
    expect(blocks - nocheck.length).toBeGreaterThanOrEqual(10);
    // the sketches with elisions, marked ```ts nocheck; a new one is a decision, seen here
    expect(nocheck.map((b) => b.file)).toEqual(["packages/mocks/README.md"]);
  });
});
