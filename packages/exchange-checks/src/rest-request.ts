// REST requests: parameters (path, query, header) coerced from text per schema, and the body.
import { bodyText, excerpt, header, mediaType, parseJson, pointerToken } from "./limits.js";
import type { RestOperation } from "./routes.js";
import type { SchemaValidators } from "./schemas.js";
import type { RestRequestInput, Violation } from "./types.js";

const LOCATIONS = ["path", "query", "header"] as const;
type Location = (typeof LOCATIONS)[number];

/** One object schema per parameter location, so one ajv call checks (and coerces) every parameter there. */
export interface ParameterSchemas {
  byLocation: Partial<Record<Location, { schema: object; names: Map<string, string>; arrays: Set<string> }>>;
}

export function parameterSchemas(operation: RestOperation): ParameterSchemas {
  const byLocation: ParameterSchemas["byLocation"] = {};
  for (const where of LOCATIONS) {
    const params = operation.parameters.filter((p) => p?.in === where);
    if (!params.length) continue;
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    const names = new Map<string, string>();
    const arrays = new Set<string>();
    for (const p of params) {
      // Header names are case-insensitive: they are looked up and reported lower-case.
      const key = where === "header" ? String(p.name).toLowerCase() : String(p.name);
      names.set(key, String(p.name));
      const schema = p.schema ?? Object.values<any>(p.content ?? {})[0]?.schema ?? {};
      properties[key] = schema;
      if (p.required || where === "path") required.push(key);
      if (schema?.type === "array" && p.explode === false) arrays.add(key);
    }
    byLocation[where] = { schema: { type: "object", properties, required }, names, arrays };
  }
  return { byLocation };
}

function valuesAt(where: Location, input: RestRequestInput, pathParams: Record<string, string> | undefined) {
  if (where === "path") return pathParams;
  if (where === "query") return input.query;
  return input.headers;
}

/** Violations of the parameters of one location (values are coerced from strings, as a server would). */
export function checkParameters(
  operation: RestOperation,
  schemas: ParameterSchemas,
  coercing: SchemaValidators,
  input: RestRequestInput,
  pathParams: Record<string, string> | undefined,
  secrets: Set<string>,
  max: number,
): Violation[] {
  const out: Violation[] = [];
  for (const where of LOCATIONS) {
    const entry = schemas.byLocation[where];
    const given = valuesAt(where, input, pathParams);
    if (!entry || (where === "path" && !given)) continue;
    const values: Record<string, unknown> = {};
    for (const key of entry.names.keys()) {
      const raw = where === "header" ? header(input.headers, key) : (given as Record<string, unknown>)?.[key];
      if (raw === undefined) continue;
      values[key] = entry.arrays.has(key) && typeof raw === "string" ? raw.split(",") : raw;
    }
    const check = coercing.check(entry.schema, values, max);
    for (const e of check?.errors ?? []) {
      const key = e.missing ?? (e.where.split("/")[1] ?? "").replace(/~1/g, "/").replace(/~0/g, "~");
      const name = entry.names.get(key) ?? key;
      const hidden = where === "header" && secrets.has(key);
      const loc = where === "header" ? "headers" : where;
      if (e.missing !== undefined) {
        out.push({
          rule: "request-parameter",
          operation: operation.id,
          where: `/${loc}/${pointerToken(key)}`,
          expected: "present (required)",
          message: `${where} parameter ${name} is required by ${operation.id}`,
          side: "request",
        });
        continue;
      }
      const got = hidden ? "" : ` (got ${excerpt(e.data)})`;
      out.push({
        rule: "request-parameter",
        operation: operation.id,
        where: `/${loc}${e.where}`,
        expected: e.expected,
        ...(hidden ? {} : { actual: excerpt(e.data) }),
        message: `${where} parameter ${name}${e.where.slice(key.length + 1)} ${e.expected}${got}`,
        side: "request",
      });
    }
  }
  return out;
}

/** The request body: declared content type, required, JSON, schema. */
export function checkRequestBody(
  operation: RestOperation,
  validators: SchemaValidators,
  input: RestRequestInput,
  max: number,
): Violation[] {
  const declared = operation.op.requestBody;
  const body = bodyText(input.body);
  const base = { operation: operation.id, side: "request" as const };
  if (!declared) return [];
  if (!body.given) {
    if (!declared.required) return [];
    return [
      {
        ...base,
        rule: "request-body",
        where: "/body",
        expected: "a body (required)",
        message: `${operation.id} requires a body`,
      },
    ];
  }
  const content = (declared.content ?? {}) as Record<string, { schema?: unknown }>;
  const ct = header(input.headers, "content-type");
  const mt = mediaType(ct);
  const key =
    Object.keys(content).find((k) => k.toLowerCase() === mt) ??
    Object.keys(content).find((k) => k.endsWith("/*") && mt.startsWith(k.slice(0, -1)));
  if (body.text !== undefined && !key) {
    const expected = Object.keys(content).join(", ");
    return [
      {
        ...base,
        rule: "request-content-type",
        where: "/headers/content-type",
        expected,
        actual: ct ?? "(none)",
        message: `request content type "${ct ?? "(none)"}" is not declared for ${operation.id} (declared: ${expected})`,
      },
    ];
  }
  if (key && !/json/.test(key)) return [];
  let value = body.parsed;
  if (body.text !== undefined) {
    const parsed = parseJson(body.text);
    if (!parsed.ok)
      return [
        {
          ...base,
          rule: "request-body",
          where: "/body",
          expected: "JSON",
          actual: excerpt(body.text),
          message: `request body is not JSON: ${parsed.reason}`,
        },
      ];
    value = parsed.value;
  }
  const check = validators.check(key ? content[key]?.schema : undefined, value, max);
  return (check?.errors ?? []).map((e) => ({
    ...base,
    rule: "request-body",
    where: `/body${e.where}`,
    expected: e.expected,
    actual: excerpt(e.data),
    message: `request body ${e.text}`,
  }));
}
