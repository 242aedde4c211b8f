// Assembles the split OpenRPC sources (specs/node) into one document, execution-apis style:
// openrpc.yaml holds info, servers and extensions; methods/*.yaml are YAML lists of methods;
// components/<kind>.yaml are maps merged into components.<kind>. Relative refs such as
// `../components/schemas.yaml#/Container` become `#/components/schemas/Container`.
import { readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { parse } from "yaml";

/** components/<file>.yaml → the components.<kind> it fills */
export const COMPONENT_KINDS = {
  "schemas.yaml": "schemas",
  "errors.yaml": "errors",
  "content-descriptors.yaml": "contentDescriptors",
  "examples.yaml": "examples",
  "example-pairings.yaml": "examplePairings",
  "tags.yaml": "tags",
};

const readYaml = (file) => parse(readFileSync(file, "utf8"));

/** Rewrites every relative $ref in `node` (read from `fromFile`) to an internal components ref. */
function rewriteRefs(node, fromFile, componentsDir) {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, fromFile, componentsDir));
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string" && !value.startsWith("#")) {
      const [file, pointer = ""] = value.split("#");
      const target = resolve(dirname(fromFile), file);
      const kind = COMPONENT_KINDS[basename(target)];
      if (!kind || dirname(target) !== componentsDir) {
        throw new Error(
          `${fromFile}: $ref ${value} must point into ${relative(process.cwd(), componentsDir)}/{${Object.keys(COMPONENT_KINDS).join(",")}}`,
        );
      }
      const name = pointer.replace(/^\//, "");
      if (!name || name.includes("/"))
        throw new Error(`${fromFile}: $ref ${value} must name one component, e.g. #/Container`);
      out[key] = `#/components/${kind}/${name}`;
    } else {
      out[key] = rewriteRefs(value, fromFile, componentsDir);
    }
  }
  return out;
}

/**
 * @param {string} rootFile path to specs/node/openrpc.yaml
 * @returns {object} the assembled OpenRPC document, refs kept as #/components/...
 */
export function assembleOpenRpc(rootFile) {
  const root = resolve(rootFile);
  const dir = dirname(root);
  const componentsDir = join(dir, "components");
  const doc = rewriteRefs(readYaml(root), root, componentsDir);
  const methodsDir = join(dir, "methods");
  const methods = [];
  for (const file of readdirSync(methodsDir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()) {
    const path = join(methodsDir, file);
    const list = readYaml(path);
    if (!Array.isArray(list)) throw new Error(`${path}: must be a YAML list of methods`);
    methods.push(...rewriteRefs(list, path, componentsDir));
  }
  doc.methods = [...(doc.methods ?? []), ...methods];
  doc.components ??= {};
  for (const file of readdirSync(componentsDir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()) {
    const kind = COMPONENT_KINDS[file];
    if (!kind)
      throw new Error(
        `${join(componentsDir, file)}: unknown component file (expected one of ${Object.keys(COMPONENT_KINDS).join(", ")})`,
      );
    const path = join(componentsDir, file);
    doc.components[kind] = {
      ...(doc.components[kind] ?? {}),
      ...rewriteRefs(readYaml(path) ?? {}, path, componentsDir),
    };
  }
  return doc;
}
