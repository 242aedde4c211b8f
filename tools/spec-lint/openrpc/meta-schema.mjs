// The openrpc-meta-schema rule's engine: validateOpenRPCDocument's verdict, with every error (its ajv 6 stops at the
// first) reduced to the specific ones and mapped from ajv's data paths to JSON pointers.
import { createRequire } from "node:module";
import { escapeToken, getPointer } from "./pointers.mjs";

const require = createRequire(import.meta.url);
const { validateOpenRPCDocument, getDocumentExtendedMetaSchema } = require("@open-rpc/schema-utils-js");
// schema-utils' own ajv 6 and JSON-Schema meta-schema, to list every meta-schema error
const utilsRequire = createRequire(require.resolve("@open-rpc/schema-utils-js"));
const Ajv6 = utilsRequire("ajv");
const jsonSchemaToolsMetaSchema = utilsRequire("@json-schema-tools/meta-schema").default;
const openrpcMetaSchema = require("@open-rpc/meta-schema").default;

/** ajv 6's `.methods[0]['x-a'].b` data path → JSON pointer. */
export function dataPathToPointer(dataPath) {
  let pointer = "";
  for (const m of dataPath.matchAll(/\.([^.[\]]+)|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]/g)) {
    pointer += `/${escapeToken(m[1] ?? m[2] ?? m[3].replace(/\\(.)/g, "$1"))}`;
  }
  return pointer;
}

/** The `openrpc` version problem, unless one is reported at /openrpc already. */
function versionProblem(doc, out) {
  const allowed = openrpcMetaSchema.properties.openrpc.enum;
  if (allowed.includes(doc.openrpc) || out.some((p) => p.pointer === "/openrpc")) return [];
  const examples = allowed.slice(0, 3).join(", ");
  const version = JSON.stringify(doc.openrpc);
  const message = `openrpc ${version} is not a version @open-rpc/meta-schema 1.14.9 accepts (${examples}, …)`;
  return [{ pointer: "/openrpc", message }];
}

/** Most objects are `oneOf: [<object>, referenceObject]`: drops the reference branch's noise from one group. */
function dropReferenceBranch(doc, pointer, group) {
  // When a plain object (no $ref) fails, the reference branch adds "required $ref" and an additionalProperties
  // error for each of its keys; a key the real branch rejects is thus reported twice, any other key once.
  const value = getPointer(doc, pointer);
  const isRefBranch = (e) => e.keyword === "required" && e.params.missingProperty === "$ref";
  if (!group.some(isRefBranch) || !value || typeof value !== "object" || "$ref" in value) return group;
  const counts = new Map();
  for (const e of group)
    if (e.keyword === "additionalProperties")
      counts.set(e.params.additionalProperty, (counts.get(e.params.additionalProperty) ?? 0) + 1);
  return group.filter(
    (e) => !isRefBranch(e) && (e.keyword !== "additionalProperties" || counts.get(e.params.additionalProperty) > 1),
  );
}

/** Drops oneOf/anyOf wrappers the branch errors explain, and "should be boolean" on a schema failing deeper. */
function dropWrappers(pointer, group, all) {
  const wrapper = (e) => ["oneOf", "anyOf"].includes(e.keyword);
  const explained = (e) =>
    all.some((o) => !wrapper(o) && (o.pointer === e.pointer ? o !== e : o.pointer.startsWith(`${e.pointer}/`)));
  const deeper = all.some((o) => o.pointer.startsWith(`${pointer}/`) && !wrapper(o));
  return group.filter((e) => (!wrapper(e) || !explained(e)) && (e.keyword !== "type" || !deeper));
}

/** One ajv error as { pointer, message }. */
function describe(doc, pointer, e) {
  const value = getPointer(doc, pointer);
  if (e.keyword === "additionalProperties") {
    const prop = e.params.additionalProperty;
    const hint = prop.startsWith("x-") ? " (declare the extension in top-level x-extensions)" : "";
    return {
      pointer: `${pointer}/${escapeToken(prop)}`,
      message: `property ${JSON.stringify(prop)} is not allowed here${hint}`,
    };
  }
  if (e.keyword === "enum") {
    const values = e.params.allowedValues ?? [];
    const listed = values.slice(0, 5).map((v) => JSON.stringify(v));
    return { pointer, message: `${e.message}: ${listed.join(", ")}${values.length > 5 ? ", …" : ""}` };
  }
  if (["format", "type", "pattern"].includes(e.keyword))
    return { pointer, message: `${e.message}, got ${JSON.stringify(value)?.slice(0, 80)}` };
  return { pointer, message: e.message };
}

/** Every meta-schema error of `doc` (ajv 6, allErrors), or null when they cannot be listed. */
function allErrors(doc, result) {
  try {
    const ajv = new Ajv6({ allErrors: true });
    ajv.addSchema(jsonSchemaToolsMetaSchema, "https://meta.json-schema.tools");
    ajv.validate(getDocumentExtendedMetaSchema(doc), doc);
    return ajv.errors ?? JSON.parse(result.message.slice(result.message.indexOf("[")));
  } catch {
    return null;
  }
}

/**
 * The meta-schema's errors reduced to the specific ones (oneOf wrappers and reference-branch noise dropped).
 * @returns {{pointer: string, message: string}[]}
 */
export function metaSchemaProblems(doc) {
  const out = [];
  let result;
  try {
    result = validateOpenRPCDocument(doc);
  } catch (caught) {
    const error = /** @type {Error} */ (caught);
    const message = String(error.message).split("\n")[0] ?? "";
    out.push({ pointer: /version/i.test(error.message) ? "/openrpc" : "", message });
    return [...out, ...versionProblem(doc, out)];
  }
  if (result === true) return versionProblem(doc, out);
  const errors = allErrors(doc, result);
  if (!errors) return [{ pointer: "", message: result.message }, ...versionProblem(doc, out)];
  const withPointer = errors.map((e) => ({ ...e, pointer: dataPathToPointer(e.dataPath) }));
  const byPointer = new Map();
  for (const e of withPointer) byPointer.set(e.pointer, [...(byPointer.get(e.pointer) ?? []), e]);
  const messages = new Map();
  for (const [pointer, group] of byPointer) {
    for (const e of dropWrappers(pointer, dropReferenceBranch(doc, pointer, group), withPointer)) {
      const problem = describe(doc, pointer, e);
      messages.set(`${problem.pointer}\n${problem.message}`, problem);
    }
  }
  out.push(...messages.values());
  return [...out, ...versionProblem(doc, out)];
}
