// Test data read from an OpenAPI document: a valid input and a sample success body for each operation, and the
// error statuses it declares. Used by the client packages' tests so that every operation is exercised, with no hand
// list.
import { readOperations as modelOperations, resolveRef } from "@avaspec/spec-model";
import { readOperations } from "./generate.mjs";

/**
 * One operation with test data read from the document.
 * @typedef {import("./generate.mjs").Operation & {
 *   input: { path?: Record<string, unknown>, query?: Record<string, unknown>, body?: any },
 *   okBody: any,
 *   errorStatuses: number[],
 *   params: { name: string, in: string, required?: boolean, schema?: any }[],
 * }} OperationSample
 *   `input`: a valid input (path parameters, required query parameters, the body example); `okBody`: a sample
 *   success body (nextPageToken removed).
 */

function firstExample(doc, holder) {
  if (!holder) return undefined;
  if (holder.example !== undefined) return holder.example;
  const examples = Object.values(holder.examples ?? {}).map((e) => resolveRef(doc, e).value);
  return examples.find((v) => !(v && typeof v === "object" && "nextPageToken" in v)) ?? examples[0];
}

function valueFor(doc, param) {
  const schema = resolveRef(doc, param.schema ?? {});
  const v = firstExample(doc, param) ?? schema.example ?? schema.examples?.[0] ?? schema.enum?.[0] ?? schema.default;
  if (v !== undefined) return v;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  return type === "integer" || type === "number" ? Math.max(1, schema.minimum ?? 1) : type === "boolean" ? true : "x";
}

/** Every operation of `doc` with: a valid input ({path, query, body}), a sample 200 body, declared error statuses. */
/** @returns {OperationSample[]} */
export function operationSamples(doc) {
  const byId = new Map(readOperations(doc).map((o) => [o.id, o]));
  /** @type {OperationSample[]} */
  const out = [];
  for (const op of modelOperations(doc)) {
    const params = /** @type {OperationSample["params"]} */ (op.parameters.map((p) => p.raw));
    /** @type {OperationSample["input"]} */
    const input = {};
    for (const p of params) {
      if (p.in === "path" || (p.in === "query" && p.required)) (input[p.in] ??= {})[p.name] = valueFor(doc, p);
    }
    const requestBody = resolveRef(doc, op.raw.requestBody);
    if (requestBody) {
      const media = requestBody.content?.["application/json"];
      input.body = firstExample(doc, media) ?? resolveRef(doc, media?.schema)?.example;
    }
    const ok = resolveRef(doc, op.raw.responses["200"] ?? op.raw.responses["201"]);
    const media = ok?.content?.["application/json"];
    const body = structuredClone(firstExample(doc, media) ?? resolveRef(doc, media?.schema)?.example);
    if (body && typeof body === "object") delete body.nextPageToken;
    const errorStatuses = op.answers
      .map((a) => a.status)
      .filter((s) => /^[45]\d\d$/.test(s))
      .map(Number);
    const read = /** @type {import("./generate.mjs").Operation} */ (byId.get(op.id));
    out.push({ ...read, input, okBody: body, errorStatuses, params });
  }
  return out;
}

/** The path the client must request for `input` (path parameters filled in, percent-encoded). */
/** @param {OperationSample} sample */
export function expectedPath(sample) {
  return sample.path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(String(sample.input.path?.[name])));
}
