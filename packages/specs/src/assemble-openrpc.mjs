// The one assembler of the node OpenRPC sources (specs/node), used by the build and by the OpenRPC linter.
// openrpc.yaml is a standard OpenRPC document whose `methods` are `$ref`s to items of methods/<group>.yaml lists
// (`methods/admin.yaml#/0`); components/<kind>.yaml are maps merged into components.<kind>. Relative refs such as
// `../components/schemas.yaml#/Container` become `#/components/schemas/Container`. Every JSON pointer of the
// assembled document is mapped back to the YAML node it came from, so the linter can name file, line and column.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";

/** components/<file>.yaml → the components.<kind> it fills (the keys of OpenRPC 1.3's Components Object). */
export const COMPONENT_KINDS = {
  "schemas.yaml": "schemas",
  "errors.yaml": "errors",
  "content-descriptors.yaml": "contentDescriptors",
  "examples.yaml": "examples",
  "example-pairings.yaml": "examplePairings",
  "tags.yaml": "tags",
};

/** The tree cannot be read at all (missing files, YAML syntax errors, wrong top-level shapes). */
export class SourceTreeError extends Error {
  name = "SourceTreeError";
}

const escapeToken = (token) => String(token).replace(/~/g, "~0").replace(/\//g, "~1");
const unescapeToken = (token) => token.replace(/~1/g, "/").replace(/~0/g, "~");
const parentOf = (pointer) => pointer.slice(0, Math.max(0, pointer.lastIndexOf("/")));

/** Parses one YAML source with line positions; throws SourceTreeError naming file:line:col on a syntax error. */
export function readYamlSource(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (caught) {
    const error = /** @type {NodeJS.ErrnoException} */ (caught);
    throw new SourceTreeError(`${file}: cannot read (${error.code ?? error.message})`);
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length) {
    const error = /** @type {import("yaml").YAMLError} */ (doc.errors[0]);
    const { line, col } = lineCounter.linePos(error.pos[0]);
    throw new SourceTreeError(`${file}:${line}:${col}: YAML syntax error: ${error.message.split("\n")[0]}`);
  }
  return { doc, lineCounter, file, text, value: doc.toJS() };
}

/** Records, for every node under `node`, where its key and value start: pointer → { file, key?, value }. */
function indexPositions(node, pointer, src, positions, keyNode, depth = 0) {
  const { file, lineCounter, doc } = src;
  const at = (n) => (n?.range ? lineCounter.linePos(n.range[0]) : undefined);
  positions.set(pointer, { file, key: at(keyNode), value: at(node) });
  if (isAlias(node)) {
    // `*anchor`: what lies inside is written at the anchor, so that is where its problems are reported
    const target = depth < 20 ? node.resolve(doc) : undefined;
    if (target) indexPositions(target, pointer, src, positions, keyNode, depth + 1);
    if (keyNode) positions.get(pointer).key = at(keyNode);
    return;
  }
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key?.toString();
      indexPositions(pair.value, `${pointer}/${escapeToken(key)}`, src, positions, pair.key, depth);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => indexPositions(item, `${pointer}/${i}`, src, positions, undefined, depth));
  }
}

/** The YAML node at `tokens` under `node` (aliases followed), or undefined. */
function yamlNodeAt(node, tokens, doc) {
  for (const token of tokens) {
    if (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) node = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : "") === token)?.value;
    else if (isSeq(node) && /^\d+$/.test(token)) node = node.items[Number(token)];
    else return undefined;
  }
  return isAlias(node) ? node.resolve(doc) : node;
}

/** Rewrites relative component refs under `node` (read from `fromFile`); bad refs are kept and reported. */
function makeRefRewriter(componentsDir, refProblems) {
  const rewrite = (node, fromFile, pointer) => {
    if (Array.isArray(node)) return node.map((n, i) => rewrite(n, fromFile, `${pointer}/${i}`));
    if (node === null || typeof node !== "object") return node;
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      const here = `${pointer}/${escapeToken(key)}`;
      if (key !== "$ref" || typeof value !== "string" || value.startsWith("#")) {
        out[key] = rewrite(value, fromFile, here);
        continue;
      }
      const [file = "", fragment = ""] = value.split("#");
      const target = resolve(dirname(fromFile), file);
      const kind = COMPONENT_KINDS[basename(target)];
      const name = fragment.replace(/^\//, "");
      out[key] = value;
      if (!kind || dirname(target) !== componentsDir) {
        const kinds = Object.keys(COMPONENT_KINDS).join(",");
        refProblems.push({ pointer: here, message: `$ref ${value} must point into components/{${kinds}}` });
      } else if (!name || name.includes("/")) {
        refProblems.push({ pointer: here, message: `$ref ${value} must name one component, e.g. #/Container` });
      } else {
        out[key] = `#/components/${kind}/${name}`;
      }
    }
    return out;
  };
  return rewrite;
}

/** Loads methods/<group>.yaml once: each must be a YAML list of methods. */
function makeGroupLoader() {
  const groups = new Map();
  return (file) => {
    if (!groups.has(file)) {
      const src = readYamlSource(file);
      if (!Array.isArray(src.value)) throw new SourceTreeError(`${file}: must be a YAML list of methods`);
      groups.set(file, src);
    }
    return groups.get(file);
  };
}

/**
 * Resolves the root's `methods` (each a `$ref` to `methods/<group>.yaml#/<index>`, or an inline method) into the
 * method objects, recording positions; a ref that does not resolve is kept as written and reported.
 */
function assembleMethods(root, rootMethods, ctx) {
  const { rewrite, positions, refProblems, loadGroup, listed } = ctx;
  return rootMethods.map((item, i) => {
    const pointer = `/methods/${i}`;
    const ref = item && typeof item === "object" ? item.$ref : undefined;
    if (typeof ref !== "string" || ref.startsWith("#")) return rewrite(item, root, pointer);
    const [path = "", fragment = ""] = ref.split("#");
    const file = resolve(dirname(root), path);
    if (!path || !existsSync(file)) {
      refProblems.push({ pointer: `${pointer}/$ref`, message: `$ref ${ref}: no file ${path || "(empty)"}` });
      return item;
    }
    const src = loadGroup(file);
    const tokens = fragment.replace(/^\//, "").split("/").filter(Boolean).map(unescapeToken);
    const node = yamlNodeAt(src.doc.contents, tokens, src.doc);
    if (tokens.length !== 1 || !isMap(node)) {
      const message = `$ref ${ref} must name one method of ${path}, as #/<index> (0 to ${src.value.length - 1})`;
      refProblems.push({ pointer: `${pointer}/$ref`, message });
      return item;
    }
    listed.push({ file, index: Number(tokens[0]), pointer });
    indexPositions(node, pointer, src, positions);
    return rewrite(src.value[Number(tokens[0])], file, pointer);
  });
}

/** Methods of methods/*.yaml that the root lists not once: unlisted (silently dropped) or listed twice. */
function listingProblems(methodsDir, listed, loadGroup) {
  const problems = [];
  const files = readdirSync(methodsDir).filter((f) => f.endsWith(".yaml"));
  for (const file of files.sort().map((f) => join(methodsDir, f))) {
    const src = loadGroup(file);
    src.value.forEach((method, index) => {
      const refs = listed.filter((l) => l.file === file && l.index === index);
      const at = src.lineCounter.linePos(src.doc.contents.items[index].range[0]);
      const name = JSON.stringify(method?.name);
      if (refs.length === 1) return;
      problems.push({
        file,
        line: at.line,
        column: at.col,
        message: refs.length
          ? `method ${name} (#/${index}) is listed ${refs.length} times in the root's methods`
          : `method ${name} (#/${index}) is not listed in the root's methods ` +
            `(add - $ref: methods/${basename(file)}#/${index})`,
      });
    });
  }
  return problems;
}

/** Merges components/<kind>.yaml into doc.components, recording positions. */
function assembleComponents(doc, componentsDir, { rewrite, positions }) {
  doc.components ??= {};
  for (const file of readdirSync(componentsDir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()) {
    const path = join(componentsDir, file);
    const kind = COMPONENT_KINDS[file];
    if (!kind) {
      const known = Object.keys(COMPONENT_KINDS).join(", ");
      throw new SourceTreeError(`${path}: unknown component file (expected one of ${known})`);
    }
    const src = readYamlSource(path);
    const { doc: yamlDoc, value } = src;
    if (value !== null && (typeof value !== "object" || Array.isArray(value)))
      throw new SourceTreeError(`${path}: must be a YAML map of ${kind} by name`);
    if (!positions.has(`/components/${kind}`))
      positions.set(`/components/${kind}`, { file: path, value: { line: 1, col: 1 } });
    for (const pair of isMap(yamlDoc.contents) ? yamlDoc.contents.items : []) {
      const key = isScalar(pair.key) ? pair.key.value : String(pair.key);
      indexPositions(pair.value, `/components/${kind}/${escapeToken(key)}`, src, positions, pair.key);
    }
    doc.components[kind] = { ...(doc.components[kind] ?? {}), ...rewrite(value ?? {}, path, `/components/${kind}`) };
  }
}

/**
 * Assembles specs/node into one OpenRPC document and maps every JSON pointer of it to its source position.
 * Problems that leave the tree readable (a bad `$ref`, a method listed not exactly once) are returned, not thrown.
 * @param {string} rootFile path to openrpc.yaml
 */
export function assembleOpenRpcWithPositions(rootFile) {
  const root = resolve(rootFile);
  const dir = dirname(root);
  const componentsDir = join(dir, "components");
  const methodsDir = join(dir, "methods");
  for (const [what, path] of /** @type {[string, string][]} */ ([
    ["root file", root],
    ["methods/ folder", methodsDir],
    ["components/ folder", componentsDir],
  ])) {
    if (!existsSync(path))
      throw new SourceTreeError(`${path}: ${what} not found (expected specs/node/{openrpc.yaml,methods/,components/})`);
  }
  /** @type {Map<string, {file: string, key?: {line: number, col: number}, value?: {line: number, col: number}}>} */
  const positions = new Map();
  /** @type {{pointer: string, message: string}[]} */
  const refProblems = [];
  const ctx = {
    positions,
    refProblems,
    rewrite: makeRefRewriter(componentsDir, refProblems),
    loadGroup: makeGroupLoader(),
    /** @type {{file: string, index: number, pointer: string}[]} */
    listed: [],
  };
  const rootSrc = readYamlSource(root);
  if (rootSrc.value === null || typeof rootSrc.value !== "object" || Array.isArray(rootSrc.value))
    throw new SourceTreeError(`${root}: must be a YAML map (the OpenRPC document's top level)`);
  indexPositions(rootSrc.doc.contents, "", rootSrc, positions);
  const rootMethods = rootSrc.value.methods;
  const doc = {};
  // key order kept: `methods` is filled in its place below
  for (const [key, value] of Object.entries(rootSrc.value))
    doc[key] = key === "methods" ? undefined : ctx.rewrite(value, root, `/${escapeToken(key)}`);
  doc.methods = assembleMethods(root, Array.isArray(rootMethods) ? rootMethods : [], ctx);
  assembleComponents(doc, componentsDir, ctx);
  const unlisted = listingProblems(methodsDir, ctx.listed, ctx.loadGroup);

  /** Source position of `pointer`, or of its nearest ancestor the sources hold (a missing key → its object). */
  const locate = (pointer) => {
    for (let p = pointer; ; p = parentOf(p)) {
      const hit = positions.get(p);
      if (hit) {
        const pos = hit.key ?? hit.value ?? { line: 1, col: 1 };
        return { file: hit.file, line: pos.line, column: pos.col };
      }
      if (p === "") return { file: root, line: 1, column: 1 };
    }
  };
  return { doc, locate, refProblems, listingProblems: unlisted, listed: ctx.listed };
}

/**
 * The assembled OpenRPC document (refs kept as #/components/...); throws on any problem the linter would report
 * as ref-resolves or method-listed, so the build never ships a document that silently lacks a method.
 * @param {string} rootFile path to specs/node/openrpc.yaml
 */
export function assembleOpenRpc(rootFile) {
  const { doc, locate, refProblems, listingProblems: listing } = assembleOpenRpcWithPositions(rootFile);
  const problems = [
    ...refProblems.map((p) => {
      const at = locate(p.pointer);
      return `${at.file}:${at.line}:${at.column}: ${p.message}`;
    }),
    ...listing.map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}`),
  ];
  if (problems.length) throw new SourceTreeError(problems.join("\n"));
  return doc;
}
