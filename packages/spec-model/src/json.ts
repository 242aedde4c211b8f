// Local $refs of an assembled document (refs kept) and the JSON types a schema allows: what every reader of the
// model needs to read a document whether its refs are kept or resolved.

/** A JSON object of a document, read loosely: the model checks the shapes it relies on. */
export type JsonObject = Record<string, any>;

/** Follows a local $ref (#/a/b) of `doc` from `node`, repeatedly; any other node is returned as it is. */
export function resolveRef(doc: unknown, node: any): any {
  const seen = new Set<string>();
  while (node && typeof node === "object" && typeof node.$ref === "string") {
    if (seen.has(node.$ref)) throw new Error(`circular $ref ${node.$ref}`);
    seen.add(node.$ref);
    if (!node.$ref.startsWith("#/")) throw new Error(`only local $refs are supported, got ${node.$ref}`);
    node = (node.$ref as string)
      .slice(2)
      .split("/")
      .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<any>((o, k) => o?.[k], doc);
    if (node === undefined) throw new Error(`unresolved $ref ${[...seen].pop()}`);
  }
  return node;
}

/** The name of the component a $ref points at (`#/components/errors/NotFound` → "NotFound"), if it is one. */
export const refName = (node: any): string | undefined =>
  typeof node?.$ref === "string" ? node.$ref.split("/").pop()?.replace(/~1/g, "/").replace(/~0/g, "~") : undefined;

const JSON_TYPES = new Set(["string", "number", "integer", "boolean", "array", "object", "null"]);

/**
 * The JSON types a schema allows, in the order it names them (undefined: it does not say). oneOf/anyOf without a
 * type: every branch's; allOf without a type: its first typed branch's. `number` covers one `integer`.
 */
export function schemaTypes(doc: unknown, schema: any): string[] | undefined {
  const s = resolveRef(doc, schema);
  if (!s || typeof s !== "object") return undefined;
  const branches = s.oneOf ?? s.anyOf;
  if (branches && !s.type) {
    const all = (branches as unknown[]).map((b) => schemaTypes(doc, b));
    return all.some((t) => t === undefined) ? undefined : [...new Set(all.flat() as string[])];
  }
  if (s.allOf && !s.type) return (s.allOf as unknown[]).map((b) => schemaTypes(doc, b)).find((t) => t !== undefined);
  const types: string[] = Array.isArray(s.type) ? [...s.type] : s.type ? [s.type] : [];
  if (s.nullable === true) types.push("null");
  let out = types.filter((t) => JSON_TYPES.has(t));
  if (out.includes("number")) {
    const i = out.indexOf("integer");
    if (i >= 0) out = [...out.slice(0, i), ...out.slice(i + 1)];
  }
  return out.length ? out : undefined;
}

/**
 * A copy of `doc` whose components/schemas each carry their name as `title` where they have none, so that a
 * schema's name survives dereferencing (a type emitter names its types by title).
 */
export function titledComponents(doc: JsonObject): JsonObject {
  const copy = structuredClone(doc);
  for (const [name, schema] of Object.entries<any>(copy.components?.schemas ?? {}))
    if (schema && typeof schema === "object" && schema.title === undefined) schema.title = name;
  return copy;
}
