// Lints the node OpenRPC contract (specs/node) and reports every problem at file:line:col of the source YAML.
// The split sources are assembled exactly as packages/specs/scripts/assemble-openrpc.mjs does (a test keeps the two
// equal), while every JSON pointer of the assembled document is mapped back to the YAML node it came from.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument } from "yaml";

const require = createRequire(import.meta.url);
const { validateOpenRPCDocument, getDocumentExtendedMetaSchema } = require("@open-rpc/schema-utils-js");
// schema-utils' own ajv 6 and JSON-Schema meta-schema, to list every meta-schema error (its validator stops at the first)
const utilsRequire = createRequire(require.resolve("@open-rpc/schema-utils-js"));
const Ajv6 = utilsRequire("ajv");
const jsonSchemaToolsMetaSchema = utilsRequire("@json-schema-tools/meta-schema").default;
const openrpcMetaSchema = require("@open-rpc/meta-schema").default;
const Ajv = require("ajv").default;
const addFormats = require("ajv-formats").default;

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, "..", "..", "..");
export const DEFAULT_ROOT_FILE = join(REPO_ROOT, "specs", "node", "openrpc.yaml");

/** Every rule this linter reports, with what it enforces (the README's table is checked against this). */
export const RULES = {
  "openrpc-meta-schema":
    "the assembled document validates against the OpenRPC meta-schema (schema-utils-js validateOpenRPCDocument), and `openrpc` is a version @open-rpc/meta-schema 1.14.9 accepts",
  "ref-resolves": "every `$ref` points into components/<kind>.yaml and names a component that exists",
  "method-has-example":
    "every method has example pairings, at least one of them a success (`result`) pairing when the method has a result",
  "example-params-valid":
    "each success pairing's params are the method's params (by name, or by position for by-position methods), required ones present, each value valid against its schema (ajv, ajv-formats)",
  "example-result-valid":
    "each pairing has exactly one of `result` and `x-avaspec-error`; a `result` value is valid against the method's result schema",
  "example-error-declared":
    "an `x-avaspec-error` pairing names a code and message the method declares in `errors` (a message may match the error's `x-avaspec-message-pattern`)",
  "schema-compiles": "every param and result schema compiles with ajv",
  "param-structure-declared": "every method declares `paramStructure`: `by-position` for `eth_*`, `by-name` otherwise",
  "method-name": "method names are `namespace.method` (lowercase first letter on both sides of the dot) or `eth_*`",
  "endpoint-declared": "every method's `x-avaspec-endpoint` is a key of the top-level `x-avaspec-endpoints`",
  "method-unique": "method names are unique",
  "required-param-order": "by-position methods have no required param after an optional one",
};

/** Files of components/ and the components.<kind> each fills (as in assemble-openrpc.mjs). */
export const COMPONENT_KINDS = {
  "schemas.yaml": "schemas",
  "errors.yaml": "errors",
  "content-descriptors.yaml": "contentDescriptors",
  "examples.yaml": "examples",
  "example-pairings.yaml": "examplePairingObjects",
  "tags.yaml": "tags",
};

/** The tree cannot be read at all (missing files, YAML syntax errors): the CLI exits 2. */
export class UnreadableTreeError extends Error {
  name = "UnreadableTreeError";
}

const escapeToken = (token) => String(token).replace(/~/g, "~0").replace(/\//g, "~1");
const unescapeToken = (token) => token.replace(/~1/g, "/").replace(/~0/g, "~");
export const pointerOf = (...tokens) => tokens.map((t) => `/${escapeToken(t)}`).join("");
const parentOf = (pointer) => pointer.slice(0, Math.max(0, pointer.lastIndexOf("/")));

function readYaml(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new UnreadableTreeError(`${file}: cannot read (${error.code ?? error.message})`);
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length) {
    const [error] = doc.errors;
    const { line, col } = lineCounter.linePos(error.pos[0]);
    throw new UnreadableTreeError(`${file}:${line}:${col}: YAML syntax error: ${error.message.split("\n")[0]}`);
  }
  return { doc, lineCounter, file, value: doc.toJS() };
}

/**
 * Records, for every node under `node`, where its key and value start: pointer → { file, key?, value }.
 * @param {Map<string, {file: string, key?: {line:number,col:number}, value?: {line:number,col:number}}>} positions
 */
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

/**
 * Assembles specs/node (openrpc.yaml + methods/*.yaml + components/<kind>.yaml) into one OpenRPC document, rewriting
 * relative refs to `#/components/<kind>/<Name>`, and maps every JSON pointer of it to its source position.
 * A ref that cannot be rewritten is kept as written and reported (rule ref-resolves) instead of thrown.
 * @param {string} rootFile path to openrpc.yaml
 */
export function assembleWithPositions(rootFile) {
  const root = resolve(rootFile);
  const dir = dirname(root);
  const componentsDir = join(dir, "components");
  const methodsDir = join(dir, "methods");
  for (const [what, path] of [
    ["root file", root],
    ["methods/ folder", methodsDir],
    ["components/ folder", componentsDir],
  ]) {
    if (!existsSync(path))
      throw new UnreadableTreeError(
        `${path}: ${what} not found (expected specs/node/{openrpc.yaml,methods/,components/})`,
      );
  }
  /** @type {Map<string, any>} */
  const positions = new Map();
  /** @type {{pointer: string, file: string, message: string}[]} */
  const refProblems = [];

  const rewriteRefs = (node, fromFile, pointer) => {
    if (Array.isArray(node)) return node.map((n, i) => rewriteRefs(n, fromFile, `${pointer}/${i}`));
    if (node === null || typeof node !== "object") return node;
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      const here = `${pointer}/${escapeToken(key)}`;
      if (key === "$ref" && typeof value === "string" && !value.startsWith("#")) {
        const [file, fragment = ""] = value.split("#");
        const target = resolve(dirname(fromFile), file);
        const kind = COMPONENT_KINDS[basename(target)];
        const name = fragment.replace(/^\//, "");
        if (!kind || dirname(target) !== componentsDir) {
          refProblems.push({
            pointer: here,
            message: `$ref ${value} must point into components/{${Object.keys(COMPONENT_KINDS).join(",")}}`,
          });
          out[key] = value;
        } else if (!name || name.includes("/")) {
          refProblems.push({ pointer: here, message: `$ref ${value} must name one component, e.g. #/Container` });
          out[key] = value;
        } else {
          out[key] = `#/components/${kind}/${name}`;
        }
      } else {
        out[key] = rewriteRefs(value, fromFile, here);
      }
    }
    return out;
  };

  const rootYaml = readYaml(root);
  indexPositions(rootYaml.doc.contents, "", rootYaml, positions);
  const doc = rewriteRefs(rootYaml.value, root, "");
  if (doc === null || typeof doc !== "object" || Array.isArray(doc))
    throw new UnreadableTreeError(`${root}: must be a YAML map (the OpenRPC document's top level)`);

  const methods = [...(doc.methods ?? [])];
  for (const file of readdirSync(methodsDir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()) {
    const path = join(methodsDir, file);
    const src = readYaml(path);
    const { value } = src;
    if (!Array.isArray(value)) throw new UnreadableTreeError(`${path}: must be a YAML list of methods`);
    const offset = methods.length;
    src.doc.contents.items.forEach((item, i) => indexPositions(item, `/methods/${offset + i}`, src, positions));
    value.forEach((method, i) => methods.push(rewriteRefs(method, path, `/methods/${offset + i}`)));
  }
  doc.methods = methods;
  doc.components ??= {};
  for (const file of readdirSync(componentsDir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()) {
    const path = join(componentsDir, file);
    const kind = COMPONENT_KINDS[file];
    if (!kind)
      throw new UnreadableTreeError(
        `${path}: unknown component file (expected one of ${Object.keys(COMPONENT_KINDS).join(", ")})`,
      );
    const src = readYaml(path);
    const { doc: yamlDoc, value } = src;
    if (value !== null && (typeof value !== "object" || Array.isArray(value)))
      throw new UnreadableTreeError(`${path}: must be a YAML map of ${kind} by name`);
    if (!positions.has(`/components/${kind}`))
      positions.set(`/components/${kind}`, { file: path, value: { line: 1, col: 1 } });
    for (const pair of isMap(yamlDoc.contents) ? yamlDoc.contents.items : []) {
      const key = isScalar(pair.key) ? pair.key.value : String(pair.key);
      indexPositions(pair.value, `/components/${kind}/${escapeToken(key)}`, src, positions, pair.key);
    }
    doc.components[kind] = {
      ...(doc.components[kind] ?? {}),
      ...rewriteRefs(value ?? {}, path, `/components/${kind}`),
    };
  }

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
  return { doc, locate, refProblems };
}

/** The value at an internal JSON pointer (`/a/0/b`), or undefined. */
export function getPointer(doc, pointer) {
  if (pointer === "") return doc;
  let node = doc;
  for (const token of pointer.slice(1).split("/").map(unescapeToken)) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, token)) return undefined;
    node = node[token];
  }
  return node;
}

/** Follows internal refs from (value, pointer) to the referenced value and its pointer; null if one is unresolvable. */
function follow(doc, value, pointer) {
  const seen = new Set();
  while (value && typeof value === "object" && typeof value.$ref === "string") {
    if (!value.$ref.startsWith("#") || seen.has(value.$ref)) return null;
    seen.add(value.$ref);
    pointer = decodeURIComponent(value.$ref.slice(1));
    value = getPointer(doc, pointer);
    if (value === undefined) return null;
  }
  return { value, pointer };
}

/** A copy of `node` with every internal `$ref` replaced by its target (a circular or broken ref becomes `{}`). */
export function dereference(doc, node = doc, stack = []) {
  if (Array.isArray(node)) return node.map((n) => dereference(doc, n, stack));
  if (node === null || typeof node !== "object") return node;
  if (typeof node.$ref === "string") {
    if (!node.$ref.startsWith("#") || stack.includes(node.$ref)) return {};
    const target = getPointer(doc, decodeURIComponent(node.$ref.slice(1)));
    return target === undefined ? {} : dereference(doc, target, [...stack, node.$ref]);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dereference(doc, v, stack)]));
}

/** ajv 6's `.methods[0]['x-a'].b` data path → JSON pointer. */
export function dataPathToPointer(dataPath) {
  let pointer = "";
  for (const m of dataPath.matchAll(/\.([^.[\]]+)|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]/g)) {
    pointer += `/${escapeToken(m[1] ?? m[2] ?? m[3].replace(/\\(.)/g, "$1"))}`;
  }
  return pointer;
}

/** The meta-schema's errors reduced to the specific ones (oneOf wrappers and reference-branch noise dropped). */
function metaSchemaProblems(doc) {
  /** @type {{pointer: string, message: string}[]} */
  const out = [];
  const allowed = openrpcMetaSchema.properties.openrpc.enum;
  const versionCheck = () => {
    if (!allowed.includes(doc.openrpc) && !out.some((p) => p.pointer === "/openrpc")) {
      out.push({
        pointer: "/openrpc",
        message: `openrpc ${JSON.stringify(doc.openrpc)} is not a version @open-rpc/meta-schema 1.14.9 accepts (${allowed.slice(0, 3).join(", ")}, …)`,
      });
    }
    return out;
  };
  let result;
  try {
    result = validateOpenRPCDocument(doc);
  } catch (error) {
    out.push({
      pointer: /version/i.test(error.message) ? "/openrpc" : "",
      message: String(error.message).split("\n")[0],
    });
    return versionCheck();
  }
  if (result === true) return versionCheck();
  /** @type {{keyword: string, dataPath: string, schemaPath: string, params: any, message: string}[]} */
  let errors;
  try {
    // validateOpenRPCDocument's verdict, but every error: the same meta-schema and ajv, with allErrors
    const ajv = new Ajv6({ allErrors: true });
    ajv.addSchema(jsonSchemaToolsMetaSchema, "https://meta.json-schema.tools");
    ajv.validate(getDocumentExtendedMetaSchema(doc), doc);
    errors = ajv.errors ?? JSON.parse(result.message.slice(result.message.indexOf("[")));
  } catch {
    out.push({ pointer: "", message: result.message });
    return versionCheck();
  }
  const withPointer = errors.map((e) => ({ ...e, pointer: dataPathToPointer(e.dataPath) }));
  const byPointer = new Map();
  for (const e of withPointer) byPointer.set(e.pointer, [...(byPointer.get(e.pointer) ?? []), e]);
  const messages = new Map();
  for (let [pointer, group] of byPointer) {
    // Most objects are `oneOf: [<object>, referenceObject]`. When a plain object (no $ref) fails, the reference branch
    // adds "required $ref" and an additionalProperties error for each of its keys; a key the real branch rejects is
    // thus reported twice, any other key once.
    const value = getPointer(doc, pointer);
    const isRefBranch = (e) => e.keyword === "required" && e.params.missingProperty === "$ref";
    if (group.some(isRefBranch) && value && typeof value === "object" && !("$ref" in value)) {
      const counts = new Map();
      for (const e of group)
        if (e.keyword === "additionalProperties")
          counts.set(e.params.additionalProperty, (counts.get(e.params.additionalProperty) ?? 0) + 1);
      group = group.filter(
        (e) => !isRefBranch(e) && (e.keyword !== "additionalProperties" || counts.get(e.params.additionalProperty) > 1),
      );
    }
    // oneOf/anyOf wrappers say nothing the branch errors (here or deeper) do not
    const explained = (e) =>
      withPointer.some(
        (o) =>
          !["oneOf", "anyOf"].includes(o.keyword) &&
          (o.pointer === e.pointer ? o !== e : o.pointer.startsWith(`${e.pointer}/`)),
      );
    group = group.filter((e) => !["oneOf", "anyOf"].includes(e.keyword) || !explained(e));
    // "should be boolean" on a schema object that fails deeper: the other branch of a schema-or-boolean
    const deeper = withPointer.some(
      (o) => o.pointer.startsWith(`${pointer}/`) && !["oneOf", "anyOf"].includes(o.keyword),
    );
    group = group.filter((e) => e.keyword !== "type" || !deeper);
    for (const e of group) {
      let at = pointer;
      let message;
      if (e.keyword === "additionalProperties") {
        const prop = e.params.additionalProperty;
        at = `${pointer}/${escapeToken(prop)}`;
        message = `property ${JSON.stringify(prop)} is not allowed here${prop.startsWith("x-") ? " (declare the extension in top-level x-extensions)" : ""}`;
      } else if (e.keyword === "enum") {
        const values = e.params.allowedValues ?? [];
        message = `${e.message}: ${values
          .slice(0, 5)
          .map((v) => JSON.stringify(v))
          .join(", ")}${values.length > 5 ? ", …" : ""}`;
      } else if (["format", "type", "pattern"].includes(e.keyword)) {
        message = `${e.message}, got ${JSON.stringify(value)?.slice(0, 80)}`;
      } else {
        message = e.message;
      }
      messages.set(`${at}\n${message}`, { pointer: at, message });
    }
  }
  out.push(...messages.values());
  return versionCheck();
}

const METHOD_NAME = /^(?:[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*|eth_[A-Za-z0-9]+)$/;

/**
 * @typedef {{ file: string, line: number, column: number, severity: "error", rule: string, message: string, pointer: string }} Problem
 */

/**
 * Lints the OpenRPC tree whose root is `rootFile` (specs/node/openrpc.yaml).
 * @param {string} [rootFile]
 * @returns {Problem[]} sorted by file, line, column; `file` is absolute
 * @throws {UnreadableTreeError} when the tree cannot be read or parsed
 */
export function lintOpenRpc(rootFile = DEFAULT_ROOT_FILE) {
  const { doc, locate, refProblems } = assembleWithPositions(rootFile);
  /** @type {Problem[]} */
  const problems = [];
  const report = (rule, pointer, message) =>
    problems.push({ ...locate(pointer), severity: "error", rule, message, pointer });

  for (const p of refProblems) report("ref-resolves", p.pointer, p.message);
  const walkRefs = (node, pointer) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walkRefs(n, `${pointer}/${i}`));
    if (node === null || typeof node !== "object") return;
    if (
      typeof node.$ref === "string" &&
      node.$ref.startsWith("#") &&
      getPointer(doc, decodeURIComponent(node.$ref.slice(1))) === undefined
    ) {
      const [, , kind, name] = node.$ref.split("/");
      report(
        "ref-resolves",
        `${pointer}/$ref`,
        `$ref ${node.$ref} names no component (no ${name} in components/${Object.keys(COMPONENT_KINDS).find((f) => COMPONENT_KINDS[f] === kind) ?? kind})`,
      );
    }
    for (const [k, v] of Object.entries(node)) walkRefs(v, `${pointer}/${escapeToken(k)}`);
  };
  walkRefs(doc, "");

  for (const p of metaSchemaProblems(doc)) report("openrpc-meta-schema", p.pointer, p.message);

  const endpoints = doc["x-avaspec-endpoints"];
  const endpointNames = endpoints && typeof endpoints === "object" ? Object.keys(endpoints) : [];
  if (!endpointNames.length) report("endpoint-declared", "", "top-level x-avaspec-endpoints is missing or empty");

  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  const compiled = new Map();
  /** Compiles the dereferenced schema at `pointer`, reporting (once) a schema that does not compile. */
  const validatorFor = (schema, pointer) => {
    if (!compiled.has(pointer)) {
      try {
        compiled.set(pointer, ajv.compile(dereference(doc, schema ?? {})));
      } catch (error) {
        report("schema-compiles", pointer, `schema does not compile: ${error.message}`);
        compiled.set(pointer, null);
      }
    }
    return compiled.get(pointer);
  };
  /** Reports each ajv error of `value` (at valuePointer) at the exact node it concerns. */
  const checkValue = (rule, validate, value, valuePointer, what) => {
    if (!validate || validate(value)) return;
    for (const e of validate.errors ?? []) {
      let pointer = `${valuePointer}${e.instancePath}`;
      let message = `${what}${e.instancePath} ${e.message}`;
      if (e.keyword === "additionalProperties") {
        pointer += `/${escapeToken(e.params.additionalProperty)}`;
        message = `${what}${e.instancePath} has unknown property ${JSON.stringify(e.params.additionalProperty)}`;
      } else if (e.keyword === "enum")
        message += `: ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
      else if (e.keyword === "maxLength" || e.keyword === "minLength")
        message += ` (it has ${[...String(getPointer(doc, pointer) ?? "")].length})`;
      report(rule, pointer, message);
    }
  };

  /** The error's x-avaspec-message-pattern as a whole-message RegExp; an invalid one is reported where it is written. */
  const patterns = new Map();
  const patternOf = (error) => {
    const source = error["x-avaspec-message-pattern"];
    if (typeof source !== "string") return null;
    if (!patterns.has(source)) {
      try {
        patterns.set(source, new RegExp(`^(?:${source})$`));
      } catch (e) {
        const name = Object.keys(doc.components?.errors ?? {}).find((k) => doc.components.errors[k] === error);
        report(
          "example-error-declared",
          name ? pointerOf("components", "errors", name, "x-avaspec-message-pattern") : "",
          `x-avaspec-message-pattern is not a valid regular expression: ${e.message}`,
        );
        patterns.set(source, null);
      }
    }
    return patterns.get(source);
  };

  const seen = new Map();
  (Array.isArray(doc.methods) ? doc.methods : []).forEach((rawMethod, m) => {
    const resolvedMethod = follow(doc, rawMethod, `/methods/${m}`);
    if (!resolvedMethod || !resolvedMethod.value || typeof resolvedMethod.value !== "object") return;
    const { value: method, pointer: mp } = resolvedMethod;
    const name = method.name;

    // method-name, method-unique
    if (typeof name === "string") {
      if (!METHOD_NAME.test(name))
        report(
          "method-name",
          `${mp}/name`,
          `method name ${JSON.stringify(name)} is neither namespace.method (lowercase first letters) nor eth_*`,
        );
      if (seen.has(name)) {
        const first = locate(seen.get(name));
        report(
          "method-unique",
          `${mp}/name`,
          `method ${name} is declared twice (first at ${relative(dirname(resolve(rootFile)), first.file)}:${first.line})`,
        );
      } else seen.set(name, `${mp}/name`);
    }

    // param-structure-declared
    const expected = typeof name === "string" && name.startsWith("eth_") ? "by-position" : "by-name";
    if (method.paramStructure === undefined)
      report("param-structure-declared", mp, `method ${name} declares no paramStructure (expected ${expected})`);
    else if (method.paramStructure !== expected)
      report(
        "param-structure-declared",
        `${mp}/paramStructure`,
        `method ${name} has paramStructure ${method.paramStructure}; expected ${expected}`,
      );
    const byPosition =
      method.paramStructure === "by-position" || (method.paramStructure !== "by-name" && expected === "by-position");

    // endpoint-declared
    const endpoint = method["x-avaspec-endpoint"];
    if (endpoint === undefined)
      report("endpoint-declared", mp, `method ${name} has no x-avaspec-endpoint (one of ${endpointNames.join(", ")})`);
    else if (!endpointNames.includes(endpoint))
      report(
        "endpoint-declared",
        `${mp}/x-avaspec-endpoint`,
        `x-avaspec-endpoint ${JSON.stringify(endpoint)} is not a key of x-avaspec-endpoints (${endpointNames.join(", ")})`,
      );

    // params (resolved), required-param-order
    const params = (Array.isArray(method.params) ? method.params : []).map((raw, i) => {
      const itemPointer = `${mp}/params/${i}`;
      const r = follow(doc, raw, itemPointer);
      return r?.value && typeof r.value === "object"
        ? { ...r, itemPointer, name: r.value.name, required: r.value.required === true }
        : null;
    });
    if (byPosition) {
      let optionalSeen = null;
      for (const p of params) {
        if (!p) continue;
        if (!p.required) optionalSeen ??= p;
        else if (optionalSeen)
          report(
            "required-param-order",
            p.itemPointer,
            `required param ${p.name} comes after optional param ${optionalSeen.name} in by-position method ${name}`,
          );
      }
    }

    // result and errors (resolved)
    const result = method.result === undefined ? null : follow(doc, method.result, `${mp}/result`);
    const errors = (Array.isArray(method.errors) ? method.errors : [])
      .map((raw, i) => follow(doc, raw, `${mp}/errors/${i}`)?.value)
      .filter((e) => e && typeof e === "object");

    // method-has-example
    const examples = Array.isArray(method.examples) ? method.examples : [];
    if (!examples.length) {
      report("method-has-example", mp, `method ${name} has no examples`);
      return;
    }
    const pairings = examples
      .map((raw, i) => follow(doc, raw, `${mp}/examples/${i}`))
      .filter((p) => p?.value && typeof p.value === "object");
    if (result && !pairings.some((p) => p.value.result !== undefined))
      report(
        "method-has-example",
        `${mp}/examples`,
        `method ${name} has no success example (every pairing is an x-avaspec-error)`,
      );

    for (const { value: pairing, pointer: pp } of pairings) {
      const label = `example ${JSON.stringify(pairing.name)}`;
      const error = pairing["x-avaspec-error"];
      const hasResult = pairing.result !== undefined;

      // example-result-valid
      if (hasResult && error !== undefined)
        report("example-result-valid", `${pp}/x-avaspec-error`, `${label} has both result and x-avaspec-error`);
      else if (!hasResult && error === undefined)
        report("example-result-valid", pp, `${label} has neither result nor x-avaspec-error`);
      if (hasResult) {
        const ex = follow(doc, pairing.result, `${pp}/result`);
        if (!result)
          report("example-result-valid", `${pp}/result`, `${label} has a result but method ${name} declares none`);
        else if (ex?.value && typeof ex.value === "object" && "value" in ex.value) {
          checkValue(
            "example-result-valid",
            validatorFor(result.value?.schema, `${result.pointer}/schema`),
            ex.value.value,
            `${ex.pointer}/value`,
            `${label} result`,
          );
        }
      }

      // example-error-declared
      if (error !== undefined) {
        const code = error?.code;
        const message = error?.message;
        const sameCode = errors.filter((e) => e.code === code);
        const matches = (e) => e.message === message || patternOf(e)?.test(String(message)) === true;
        if (!sameCode.length)
          report(
            "example-error-declared",
            `${pp}/x-avaspec-error/code`,
            `${label}: method ${name} declares no error with code ${code} (declared: ${errors.map((e) => e.code).join(", ") || "none"})`,
          );
        else if (!sameCode.some(matches))
          report(
            "example-error-declared",
            `${pp}/x-avaspec-error/message`,
            `${label}: message ${JSON.stringify(message)} matches no declared error with code ${code} (${sameCode.map((e) => JSON.stringify(e["x-avaspec-message-pattern"] ?? e.message)).join(", ")})`,
          );
        continue; // an error example's params are invalid on purpose
      }

      // example-params-valid
      const exampleParams = (Array.isArray(pairing.params) ? pairing.params : []).map(
        (raw, i) => follow(doc, raw, `${pp}/params/${i}`) ?? { value: undefined, pointer: `${pp}/params/${i}` },
      );
      const check = (param, ex) => {
        if (!ex.value || typeof ex.value !== "object" || !("value" in ex.value)) return;
        checkValue(
          "example-params-valid",
          validatorFor(param.value.schema, `${param.pointer}/schema`),
          ex.value.value,
          `${ex.pointer}/value`,
          `${label} param ${param.name}`,
        );
      };
      if (byPosition) {
        exampleParams.forEach((ex, i) => {
          const param = params[i];
          if (!param)
            report(
              "example-params-valid",
              ex.pointer,
              `${label} has ${exampleParams.length} params but method ${name} takes ${params.length}`,
            );
          else if (ex.value?.name !== undefined && ex.value.name !== param.name)
            report(
              "example-params-valid",
              `${ex.pointer}/name`,
              `${label} param #${i} is named ${JSON.stringify(ex.value.name)} but param #${i} of ${name} is ${param.name}`,
            );
          else check(param, ex);
        });
        params.slice(exampleParams.length).forEach((param) => {
          if (param?.required)
            report("example-params-valid", `${pp}/params`, `${label} lacks required param ${param.name}`);
        });
      } else {
        const given = new Map();
        for (const ex of exampleParams) {
          const exName = ex.value?.name;
          const param = params.find((p) => p && p.name === exName);
          if (!param)
            report(
              "example-params-valid",
              `${ex.pointer}/name`,
              `${label} passes ${JSON.stringify(exName)}, which method ${name} does not take (${params.map((p) => p?.name).join(", ") || "no params"})`,
            );
          else if (given.has(exName))
            report("example-params-valid", `${ex.pointer}/name`, `${label} passes ${exName} twice`);
          else {
            given.set(exName, ex);
            check(param, ex);
          }
        }
        for (const param of params) {
          if (param?.required && !given.has(param.name))
            report("example-params-valid", `${pp}/params`, `${label} lacks required param ${param.name}`);
        }
      }
    }
  });

  const unique = new Map(problems.map((p) => [`${p.file}:${p.line}:${p.column}:${p.rule}:${p.message}`, p]));
  return [...unique.values()].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule),
  );
}

/** One line per problem: `file:line:col  error  rule-id  message`, the file relative to `base`. */
export const formatProblem = (p, base = REPO_ROOT) =>
  `${relative(base, p.file) || p.file}:${p.line}:${p.column}  ${p.severity}  ${p.rule}  ${p.message}`;

/** Finds openrpc.yaml for `--root <dir>`: the dir itself holds it, or <dir>/specs/node does. */
export function rootFileFor(dir) {
  const abs = resolve(dir);
  if (existsSync(abs) && statSync(abs).isFile()) return abs;
  const direct = join(abs, "openrpc.yaml");
  return existsSync(direct) ? direct : join(abs, "specs", "node", "openrpc.yaml");
}
