// Compiles README blocks as a strict application would: each block a module of its own in a scratch project whose
// node_modules is this tool's (the workspace packages' built types, msw, vitest, viem), under `strict`,
// `exactOptionalPropertyTypes`, `noUncheckedIndexedAccess` and `verbatimModuleSyntax`, with each compiler in turn.
// A diagnostic is reported at its README's file and line.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { extractBlocks } from "./extract.mjs";

const run = promisify(execFile);
const here = fileURLToPath(new URL(".", import.meta.url));

/** @typedef {{ name: string, tsc: string }} Compiler */
/**
 * @typedef {{ compiler: string, file: string, line: number, column: number, code: string, message: string }} Finding
 */

/** TypeScript 5.9 (the repository's) and TypeScript 7 (the native compiler, npm typescript@7 aliased). */
export const COMPILERS = /** @type {Compiler[]} */ ([
  { name: "tsc 5.9", tsc: join(here, "node_modules/typescript/bin/tsc") },
  { name: "tsc 7", tsc: join(here, "node_modules/typescript-7/bin/tsc") },
]);

/** The compiler options of a strict application (what `tsc --init` suggests, and the two flags that bite). */
const STRICT_OPTIONS = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  verbatimModuleSyntax: true,
  module: "NodeNext",
  moduleResolution: "NodeNext",
  target: "ES2022",
  lib: ["ES2022", "DOM", "DOM.Iterable"],
  types: ["node"],
  skipLibCheck: true,
  noEmit: true,
};

/** One compiler's run is bounded: a hang is a failure, not a stuck test suite. */
const COMPILE_TIMEOUT_MS = 240_000;

/**
 * Compiles the ```ts blocks of the given Markdown files, and whole TypeScript files beside them, with each compiler.
 * @param {{ files: string[], programs?: string[], root: string, compilers?: Compiler[] }} options `files` (Markdown)
 *   and `programs` (.ts) absolute paths, reported relative to `root`
 * @returns {Promise<{ blocks: number, nocheck: { file: string, line: number }[], findings: Finding[] }>}
 */
export async function checkReadmes({ files, programs = /** @type {string[]} */ ([]), root, compilers = COMPILERS }) {
  const blocks = files.flatMap((file) => extractBlocks(relative(root, file), readFileSync(file, "utf8")));
  const wholeFiles = programs.map((file) => ({
    file: relative(root, file),
    line: 1,
    code: readFileSync(file, "utf8"),
  }));
  const checked = [...blocks.filter((b) => !b.nocheck), ...wholeFiles];
  const nocheck = blocks.filter((b) => b.nocheck).map(({ file, line }) => ({ file, line }));
  const project = writeProject(checked.map((b) => b.code));
  try {
    /** @type {Finding[]} */
    const findings = [];
    for (const compiler of compilers) {
      const output = await compile(compiler, project);
      findings.push(...parseDiagnostics(output, compiler.name, checked));
    }
    return { blocks: blocks.length, nocheck, findings };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** A scratch project: b0.ts, b1.ts, … beside a strict tsconfig, resolving packages through this tool's node_modules. */
function writeProject(/** @type {string[]} */ sources) {
  const dir = mkdtempSync(join(tmpdir(), "avaspec-strict-app-"));
  mkdirSync(join(dir, "src"));
  symlinkSync(join(here, "node_modules"), join(dir, "node_modules"), "dir");
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ type: "module", private: true })}\n`);
  const tsconfig = { compilerOptions: STRICT_OPTIONS, include: ["src/*.ts"] };
  writeFileSync(join(dir, "tsconfig.json"), `${JSON.stringify(tsconfig, null, 2)}\n`);
  sources.forEach((code, i) => {
    // a block without import or export is a script, whose names would clash with other blocks': make it a module
    // (on a line after the code, so line numbers stay the README's)
    const module = /^\s*(import|export)\s/m.test(code) ? code : `${code}export {};\n`;
    writeFileSync(join(dir, "src", `b${i}.ts`), module);
  });
  return dir;
}

/** The compiler's output; a non-zero exit is the normal way of reporting errors, so only a crash or timeout throws. */
async function compile(/** @type {Compiler} */ compiler, /** @type {string} */ project) {
  const args = [compiler.tsc, "-p", join(project, "tsconfig.json"), "--pretty", "false"];
  try {
    await run(process.execPath, args, { cwd: project, timeout: COMPILE_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
    return "";
  } catch (error) {
    const failed = /** @type {{ stdout?: string, stderr?: string, killed?: boolean, code?: unknown }} */ (error);
    if (failed.killed) throw new Error(`${compiler.name} did not finish in ${COMPILE_TIMEOUT_MS / 1000} s`);
    if (typeof failed.code !== "number") throw error;
    return `${failed.stdout ?? ""}${failed.stderr ?? ""}`;
  }
}

const DIAGNOSTIC = /^(?:(.+?)\((\d+),(\d+)\): )?error (TS\d+): (.*)$/;
const BLOCK_FILE = /^(?:src\/)?b(\d+)\.ts$/;

/**
 * Diagnostics in `--pretty false` form (`src/b3.ts(5,10): error TS2379: …`, continuation lines indented), each placed
 * at its README line. Output that is not a diagnostic (a crash) is kept as one finding, so it is never lost.
 * @param {string} output
 * @param {string} compiler
 * @param {{ file: string, line: number }[]} blocks
 * @returns {Finding[]}
 */
export function parseDiagnostics(output, compiler, blocks) {
  /** @type {Finding[]} */
  const findings = [];
  for (const text of output.split("\n")) {
    if (!text.trim()) continue;
    const match = DIAGNOSTIC.exec(text.trim());
    const last = findings.at(-1);
    if (!match && last && /^\s/.test(text)) {
      last.message += `\n${text.trim()}`;
      continue;
    }
    if (!match) {
      findings.push({ compiler, file: "(compiler)", line: 0, column: 0, code: "", message: text.trim() });
      continue;
    }
    const [, path, line, column, code = "", message = ""] = match;
    const index = path === undefined ? undefined : BLOCK_FILE.exec(path)?.[1];
    const block = index === undefined ? undefined : blocks[Number(index)];
    findings.push({
      compiler,
      file: block?.file ?? `(project)${path ? ` ${path}` : ""}`,
      line: block ? block.line + Number(line) - 1 : Number(line ?? 0),
      column: Number(column ?? 0),
      code,
      message,
    });
  }
  return findings;
}

/** `file:line:col compiler TSxxxx message`, one per finding. */
export function formatFindings(/** @type {Finding[]} */ findings) {
  return findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.compiler} ${f.code} ${f.message}`).join("\n");
}
