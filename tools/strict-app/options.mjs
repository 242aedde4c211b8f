// Every optional property an application writes (in an input type of a package's public declarations) must also
// take `undefined`: under exactOptionalPropertyTypes, `name?: T` refuses the `undefined` a strict app passes for a
// setting it does not have (TS2379, TS2375). Read from the built .d.ts files, so a new option is held to it too.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

/** Types an application fills in, by name; any type written inline as a parameter's is one too. */
const INPUT_TYPE = /(Options|Config|Init|Input|Filter)$/;
const TAKES_UNDEFINED = new Set([
  ts.SyntaxKind.UndefinedKeyword,
  ts.SyntaxKind.AnyKeyword,
  ts.SyntaxKind.UnknownKeyword,
  ts.SyntaxKind.NeverKeyword, // "no such part": nothing, not even undefined, is expected there
]);

/** @typedef {{ file: string, line: number, property: string, owner: string }} OptionFinding */

/** True when the property's declared type already takes undefined. */
function takesUndefined(/** @type {ts.TypeNode | undefined} */ type) {
  if (!type) return true; // no annotation: any
  if (TAKES_UNDEFINED.has(type.kind)) return true;
  if (ts.isParenthesizedTypeNode(type)) return takesUndefined(type.type);
  return ts.isUnionTypeNode(type) && type.types.some((t) => takesUndefined(t));
}

/** The input type a property belongs to (a named *Options-like declaration, or a parameter), or undefined. */
function inputOwner(/** @type {ts.Node} */ node) {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isParameter(at)) return `parameter ${at.name.getText()}`;
    if ((ts.isInterfaceDeclaration(at) || ts.isTypeAliasDeclaration(at)) && INPUT_TYPE.test(at.name.text))
      return at.name.text;
  }
  return undefined;
}

/**
 * The optional properties of input types that refuse undefined, in one declaration (or source) text.
 * @param {string} file reported as is
 * @param {string} text
 * @returns {OptionFinding[]}
 */
export function optionalsRefusingUndefined(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @type {OptionFinding[]} */
  const findings = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isPropertySignature(node) && node.questionToken && !takesUndefined(node.type)) {
      const owner = inputOwner(node);
      if (owner) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        findings.push({ file, line, property: node.name.getText(source), owner });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** Every .d.ts file under `dir`, recursively. */
function declarationFiles(/** @type {string} */ dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".d.ts"))
    .map((f) => join(dir, f));
}

const REEXPORT = /^export\s[^;]*?\sfrom\s+"(\.{1,2}\/[^"]+)\.js";/gm;

/**
 * The declaration files of a package's public surface: its entry points and every module they re-export from
 * (`export … from "./x.js"`), followed through re-exports of re-exports. What an application can name.
 * @param {string} packageDir absolute
 * @param {string[]} entries relative to `packageDir`, e.g. `dist/index.d.ts`
 * @returns {string[]} absolute paths
 */
export function publicDeclarations(packageDir, entries) {
  const seen = new Set(entries.map((e) => join(packageDir, e)));
  const queue = [...seen];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    for (const [, target] of readFileSync(path, "utf8").matchAll(REEXPORT)) {
      const next = join(dirname(path), `${target}.d.ts`);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen].sort();
}

/**
 * Checks the built declarations of the given packages (`dist/`), of the listed files within a package, or of the
 * public surface of its entry points (`entries`: see publicDeclarations).
 * @param {{ root: string, packages: { dir: string, files?: string[], entries?: string[] }[] }} options `dir`
 *   relative to `root`
 * @returns {OptionFinding[]}
 */
export function checkOptionTypes({ root, packages }) {
  return packages.flatMap(({ dir, files, entries }) => {
    const paths = files
      ? files.map((f) => join(root, dir, f))
      : entries
        ? publicDeclarations(join(root, dir), entries)
        : declarationFiles(join(root, dir, "dist"));
    return paths.flatMap((path) => optionalsRefusingUndefined(relative(root, path), readFileSync(path, "utf8")));
  });
}
