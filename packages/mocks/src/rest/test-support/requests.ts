// Generators of REST requests for the property tests (fuzz.test.ts, differential.test.ts): values valid against
// each parameter's schema, hostile values, bodies grown toward the mock limits, unknown paths and methods.
import fc from "fast-check";
import type { JsonSchema, OperationInfo, ParameterInfo } from "../spec.js";

/** A request as a client sends it: method, request target, headers, body text. */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** An arbitrary of values valid against a (simple) JSON schema. */
function valid(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  const examples = [
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    ...("example" in schema ? [schema.example] : []),
  ];
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if ("const" in schema) return fc.constant(schema.const);
  for (const k of ["anyOf", "oneOf"])
    if (Array.isArray(schema[k]))
      return fc.oneof(...(schema[k] as JsonSchema[]).map((s) => valid({ type: schema.type, ...s }, depth)));
  let arb: fc.Arbitrary<unknown>;
  switch (schema.type) {
    case "integer":
      arb = fc.integer({
        min: schema.minimum ?? -1e6,
        max: Math.min(schema.maximum ?? 2_000_000_000, Number.MAX_SAFE_INTEGER),
      });
      break;
    case "number":
      arb = fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
      break;
    case "boolean":
      arb = fc.boolean();
      break;
    case "string":
      arb = schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 80)
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(schema.minLength ?? 0, 20) });
      break;
    case "array":
      arb =
        depth > 3
          ? fc.constant([])
          : fc.array(valid(schema.items, depth + 1), {
              minLength: schema.minItems ?? 0,
              maxLength: Math.max(schema.minItems ?? 0, 3),
            });
      break;
    case "object": {
      if (depth > 3) return fc.constant({});
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      arb = fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, valid(s, depth + 1)])), {
        requiredKeys: required.filter((r) => r in props),
      });
      break;
    }
    default:
      arb = fc.jsonValue({ maxDepth: 2 });
  }
  return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), arb) : arb;
}

/** Hostile or wrong values for a parameter. */
const junk: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "",
    "-1",
    "0",
    "1e400",
    "99999999999999999999999",
    "NaN",
    "Infinity",
    "0x10",
    "1.5",
    "null",
    "[]",
    "{}",
    "%00",
    "../..",
    "__proto__",
    "constructor",
    "ü€😀",
    " ",
    "\t",
    "%ff",
    "%C3%28",
  ),
  fc.integer().map(String),
  fc.string({ minLength: 200, maxLength: 600 }),
);

function paramValue(p: ParameterInfo): fc.Arbitrary<string> {
  const fromSpec = [p.extensions["x-example"]].filter(Boolean);
  return fc.oneof(
    { weight: 6, arbitrary: valid(p.schema).map((v) => String(v)) },
    { weight: 1, arbitrary: junk },
    ...(fromSpec.length ? [{ weight: 2, arbitrary: fc.constantFrom(...fromSpec.map(String)) }] : []),
  );
}

export function requestFor(
  op: OperationInfo,
  examples: { path: Record<string, string[]>; body: unknown[] },
): fc.Arbitrary<RawRequest> {
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const queryParams = op.parameters.filter((p) => p.in === "query");
  const pathArb = fc.record(
    Object.fromEntries(
      pathParams.map((p) => {
        const ex = examples.path[p.name] ?? [];
        return [
          p.name,
          ex.length
            ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ex) }, { weight: 2, arbitrary: paramValue(p) })
            : paramValue(p),
        ];
      }),
    ),
  );
  const queryArb = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, paramValue(p)])), { requiredKeys: [] });
  const bodyArb: fc.Arbitrary<{ body?: string; contentType?: string }> = op.requestBodySchema
    ? fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .oneof(...(examples.body.length ? [fc.constantFrom(...examples.body)] : []), valid(op.requestBodySchema))
            .map((b) => ({ body: JSON.stringify(b), contentType: "application/json" })),
        },
        {
          weight: 1,
          arbitrary: fc
            .jsonValue({ maxDepth: 4 })
            .map((b) => ({ body: JSON.stringify(b), contentType: "application/json" })),
        },
        { weight: 1, arbitrary: fc.string().map((b) => ({ body: b, contentType: "application/json" })) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.string({ minLength: 1 }),
              fc.constantFrom(
                "text/plain",
                "application/xml",
                "multipart/form-data",
                "application/x-www-form-urlencoded",
              ),
            )
            .map(([b, contentType]) => ({ body: b, contentType })),
        },
        {
          weight: 1,
          arbitrary: fc
            .integer({ min: 60, max: 3000 })
            .map((n) => ({ body: "[".repeat(n) + "]".repeat(n), contentType: "application/json" })),
        },
        {
          // size-scaled: every array of a valid body grown toward and past the mock limit (issue 13)
          weight: 1,
          arbitrary: fc
            .tuple(valid(op.requestBodySchema), fc.integer({ min: 1, max: 400 }))
            .map(([b, n]) => ({ body: JSON.stringify(growArrays(b, n)), contentType: "application/json" })),
        },
        {
          weight: 1,
          arbitrary: fc.constant({
            body: '{"__proto__":{"polluted":1},"queries":[],"operator":"AND"}',
            contentType: "application/json",
          }),
        },
        { weight: 1, arbitrary: fc.constant({}) },
      )
    : fc.oneof(
        { weight: 5, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.jsonValue().map((b) => ({ body: JSON.stringify(b), contentType: "application/json" })),
        },
      );
  const headersArb = fc.record(
    {
      prefer: fc.oneof(
        fc.constantFrom(
          ...op.statuses.filter((s) => /^\d+$/.test(s)).map((s) => `code=${s}`),
          "dynamic=true",
          "example=nope",
          "code=abc",
          "code=418",
        ),
        fc.string({ maxLength: 20 }),
      ),
      "x-data-api-key": fc.string({ maxLength: 20 }).filter((s) => /^[\x21-\x7e]*$/.test(s)),
      accept: fc.constantFrom("text/html", "application/xml", "*/*"),
    },
    { requiredKeys: [] },
  );
  return fc
    .tuple(pathArb, queryArb, bodyArb, headersArb, fc.boolean())
    .map(([path, query, body, headers, preferRare]) => {
      let p = op.path;
      for (const [k, v] of Object.entries(path)) p = p.replace(`{${k}}`, encodeURIComponent(v as string) || "x");
      const qs = new URLSearchParams(query as Record<string, string>).toString();
      const h: Record<string, string> = {};
      for (const [k, v] of Object.entries(headers)) if (k !== "prefer" || preferRare) h[k] = v as string;
      if (body.contentType) h["content-type"] = body.contentType;
      return { method: op.method.toUpperCase(), path: qs ? `${p}?${qs}` : p, headers: h, body: body.body };
    });
}

/** Every array in `value` repeated up to `n` items (its first item copied), to scale a valid body. */
function growArrays(value: unknown, n: number): unknown {
  if (Array.isArray(value)) {
    const grown = value.map((v) => growArrays(v, n));
    return grown.length === 0 ? grown : Array.from({ length: n }, (_, i) => grown[i % grown.length]);
  }
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, growArrays(v, n)]));
}

/** A path whose percent-escapes do not decode: every server answers it 400 (issue 13). */
export function malformedEscape(path: string): boolean {
  try {
    decodeURIComponent(path.split("?")[0]!);
    return false;
  } catch {
    return true;
  }
}

export function strangeRequest(ops: OperationInfo[]): fc.Arbitrary<RawRequest> {
  const seg = fc.oneof(
    fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
    fc.constantFrom("v1", "v2", "chains", "..", "%2F", "%", "%zz", "__avaspec", "metrics"),
  );
  return fc.oneof(
    fc.array(seg, { minLength: 0, maxLength: 6 }).map((s) => ({ method: "GET", path: `/${s.join("/")}`, headers: {} })),
    fc
      .tuple(
        fc.constantFrom(...ops),
        fc.constantFrom("PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "TRACE", "PROPFIND", "POST", "GET"),
      )
      .map(([op, method]) => ({
        method,
        path: op.path.replace(/\{[^}]+\}/g, "1"),
        headers: {},
      })),
  );
}

export function examplesOf(doc: JsonSchema, op: OperationInfo) {
  const path: Record<string, string[]> = {};
  for (const p of op.parameters.filter((q) => q.in === "path")) {
    const raw =
      (doc.paths[op.path][op.method].parameters ?? []).find((q: JsonSchema) => q.name === p.name && q.in === "path") ??
      {};
    const values = [raw.example, ...Object.values<JsonSchema>(raw.examples ?? {}).map((e) => e.value)]
      .filter((v) => v !== undefined)
      .map(String);
    path[p.name] = values;
  }
  const media = doc.paths[op.path][op.method].requestBody?.content?.["application/json"];
  const body = [media?.example, ...Object.values<JsonSchema>(media?.examples ?? {}).map((e) => e.value)].filter(
    (v) => v !== undefined,
  );
  return { path, body };
}
