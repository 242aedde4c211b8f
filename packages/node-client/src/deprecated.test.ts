// Editors must flag deprecated API at the call site: TypeScript's "is deprecated" suggestions (6385/6387) come from
// the generated @deprecated JSDoc on deprecated methods and on history-only index instances, and from nothing else.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { expect, it } from "vitest";
import { endpoints } from "./index.js";

const src = fileURLToPath(new URL(".", import.meta.url));
// The usage file is never written: the language service reads it from memory (a file in src/ would race with the
// lint of the tree, which runs beside the tests), and resolves its imports from where it would stand.
const file = join(src, ".deprecated-check", "usage.ts");

function deprecatedAt(code: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
    noEmit: true,
  };
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => "1",
    getScriptSnapshot: (f) =>
      f === file
        ? ts.ScriptSnapshot.fromString(code)
        : ts.sys.fileExists(f)
          ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f)!)
          : undefined,
    getCurrentDirectory: () => dirname(file),
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (f) => f === file || ts.sys.fileExists(f),
    readFile: (f) => (f === file ? code : ts.sys.readFile(f)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: (d) => d === dirname(file) || ts.sys.directoryExists(d),
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host);
  const errors = service.getSemanticDiagnostics(file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  expect(errors).toEqual([]);
  return service
    .getSuggestionDiagnostics(file)
    .filter((d) => d.reportsDeprecated)
    .map((d) => code.slice(d.start!, d.start! + d.length!));
}

it("flags the history-only index instance and deprecated methods, and nothing else", () => {
  const historyOnly = endpoints.flatMap((e) => (e.name === "index" ? (e.instances ?? []) : [])).map((i) => i.join("/"));
  expect(historyOnly).toContain("X/vtx");
  const flagged = deprecatedAt(`
import { createNodeClient } from "../index.js";
const node = createNodeClient();
export const a = node.index("X", "vtx");
export const b = node.index("X", "tx");
export const c = node.index("C", "block");
export const d = node.chain("C").getActivePrecompilesAt();
export const e = node.chain("C").feeConfig();
export const f = node.admin.alias({ endpoint: "a", alias: "b" });
`);
  expect(flagged).toEqual(["index", "getActivePrecompilesAt"]);
}, 30_000);
