// The operations as the mocks take them: the spec model's `Operation` (parameters, pagination, the x-avaspec-* metric
// rules, answers) with what the engine looks up per request kept at hand: the declared statuses, each answer's JSON
// schema, the request body's schema and media types. The documents are read by @avaspec/spec-model alone.
import type { JsonObject } from "@avaspec/spec-model/json";
import { jsonSchemaOf, type Operation, readOperations as readModelOperations } from "@avaspec/spec-model/rest";

export type JsonSchema = JsonObject;
export type { Parameter as ParameterInfo } from "@avaspec/spec-model/rest";

export interface OperationInfo extends Operation {
  /** every operation the mocks serve has one: rules and validators are keyed by it */
  operationId: string;
  /** declared response status codes, as strings ("200", "400", … or "default") */
  statuses: string[];
  /** schema of the application/json body of each declared response */
  responseSchemas: Record<string, JsonSchema | undefined>;
  requestBodySchema?: JsonSchema;
  /** the request body's declared media types ([] without a request body) */
  requestMediaTypes: string[];
}

/**
 * The operations of an assembled document (dereferenced), in document order. The mocks serve only what they can:
 * an operation without an operationId, or a paginated one whose page the model cannot find, is a start-up error.
 */
export function readOperations(document: JsonSchema): OperationInfo[] {
  return readModelOperations(document).map((op) => {
    if (op.operationId === undefined) throw new Error(`${op.id} has no operationId`);
    const paged = pagedByQuery(op);
    const [problem] = op.problems;
    if (paged && problem !== undefined) throw new Error(problem);
    const responseSchemas: Record<string, JsonSchema | undefined> = {};
    for (const answer of op.answers) responseSchemas[answer.status] = jsonSchemaOf(document, answer.content);
    const requestBodySchema = jsonSchemaOf(document, op.requestBody?.content);
    const info: OperationInfo = {
      ...op,
      operationId: op.operationId,
      statuses: op.answers.map((a) => a.status),
      responseSchemas,
      ...(requestBodySchema ? { requestBodySchema } : {}),
      requestMediaTypes: op.requestBody?.content.map((c) => c.mediaType) ?? [],
    };
    if (!paged) delete info.pagination;
    return info;
  });
}

/**
 * Whether the runner can page the operation: its token is a `pageToken` query parameter and its page a 200 body.
 * A token the model finds in a request body, or a page under 201, is not one the runner reads or fills.
 */
const pagedByQuery = (op: Operation): boolean =>
  op.parameters.some((p) => p.in === "query" && p.name === "pageToken") && op.answers.some((a) => a.status === "200");

/** Enum values of a parameter's schema (also inside anyOf/oneOf), or [] */
export function enumValues(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (Array.isArray(schema.enum)) return schema.enum.map(String);
  const out: string[] = [];
  for (const k of ["anyOf", "oneOf", "allOf"])
    for (const s of (schema[k] ?? []) as JsonSchema[]) out.push(...enumValues(s));
  if (schema.items) out.push(...enumValues(schema.items));
  return out;
}

/**
 * Coerces a raw query/path value to the parameter's schema type (values were validated already). An empty
 * value (`pageSize=`) counts as absent, as Prism's validator treats it: the schema's default applies (DEVIATIONS).
 */
export function coerce(schema: JsonSchema, raw: string | string[] | undefined): unknown {
  const present = Array.isArray(raw) ? raw.filter((v) => v !== "") : raw === "" ? undefined : raw;
  if (present === undefined || (Array.isArray(present) && present.length === 0)) return schema.default;
  const type = schema.type;
  if (type === "array") {
    const list = Array.isArray(present) ? present : present.split(",");
    return list.map((v) => coerce(schema.items ?? {}, v));
  }
  const one = Array.isArray(present) ? present[present.length - 1]! : present;
  // Prism's validator coerces a blank value (" ") to 0; NaN makes the runner answer 400 instead
  if (type === "integer" || type === "number") return one.trim() === "" ? Number.NaN : Number(one);
  if (type === "boolean") return one === "true";
  return one;
}
