// JSON-RPC requests: the envelope, the method (served on this endpoint), and its params by name or by position.
import type { Method } from "@avaspec/spec-model";
import { excerpt, quoted } from "./limits.js";
import type { SchemaValidators } from "./schemas.js";
import type { Violation } from "./types.js";

export type RpcMethod = any;

const paramsSchemas = new WeakMap<object, object>();

/** The params schema of a method: an object by name, or an array by position (draft-07 tuple). Made once. */
export function paramsSchema(method: RpcMethod): object {
  let schema = paramsSchemas.get(method);
  if (!schema) paramsSchemas.set(method, (schema = makeParamsSchema(method)));
  return schema;
}

/**
 * A param's schema as the node decodes it: a null for an optional param is that param left out (Go's JSON decoding
 * leaves a field at its default for null, on the gorilla endpoints; geth reads a null optional argument as absent).
 */
function decodedAs(p: { schema?: unknown; required?: boolean }): unknown {
  const schema = p.schema ?? {};
  return p.required ? schema : { anyOf: [schema, { type: "null" }] };
}

function makeParamsSchema(method: RpcMethod): object {
  const params: { name: string; schema?: unknown; required?: boolean }[] = method.params ?? [];
  if (method.paramStructure === "by-position" && !params.length) return { type: "array", maxItems: 0 };
  if (method.paramStructure === "by-position")
    return {
      type: "array",
      items: params.map(decodedAs),
      additionalItems: false,
      minItems: params.filter((p) => p.required).length,
    };
  return {
    type: "object",
    properties: Object.fromEntries(params.map((p) => [p.name, decodedAs(p)])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

export interface RequestElement {
  /** The request's id ("id" in it), undefined for a notification. */
  id?: unknown;
  hasId: boolean;
  method?: string;
  /**
   * Not a request object (not an object, no method name, jsonrpc not "2.0", an id of no JSON-RPC type) and no id
   * to echo: a server answers it with an error whose id is null (JSON-RPC 2.0 §5), even in a batch.
   */
  unreadable?: boolean;
}

const isIdType = (id: unknown) => id === null || typeof id === "string" || typeof id === "number";

/** The request envelope: jsonrpc "2.0", an id of a JSON-RPC type. */
function envelopeViolations(r: Record<string, unknown>, element: RequestElement, where: string): Violation[] {
  const base = { side: "request" as const, ...(element.method !== undefined ? { operation: element.method } : {}) };
  const violations: Violation[] = [];
  if (r.jsonrpc !== "2.0")
    violations.push({
      ...base,
      rule: "jsonrpc-request",
      where: `${where}/jsonrpc`,
      expected: '"2.0"',
      actual: excerpt(r.jsonrpc),
      message: `request jsonrpc is ${quoted(r.jsonrpc)}, not "2.0"`,
    });
  if (element.hasId && !isIdType(r.id))
    violations.push({
      ...base,
      rule: "jsonrpc-request",
      where: `${where}/id`,
      expected: "a string, number or null",
      actual: excerpt(r.id),
      message: `request id ${excerpt(r.id)} is not a string, number or null`,
    });
  return violations;
}

/** Checks one request object; `at` is its pointer in the body ("" or "/3"). */
export function checkRpcRequest(
  validators: SchemaValidators,
  methods: ReadonlyMap<string, Method>,
  kind: string | undefined,
  value: unknown,
  at: string,
  maxSchemaErrors: number,
): { element: RequestElement; violations: Violation[] } {
  const base = { side: "request" as const };
  const where = `/body${at}`;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return {
      element: { hasId: false, unreadable: true },
      violations: [
        {
          ...base,
          rule: "jsonrpc-request",
          where,
          expected: "a JSON-RPC request object",
          actual: excerpt(value),
          message: `request is not a JSON-RPC object: ${excerpt(value)}`,
        },
      ],
    };
  const r = value as Record<string, unknown>;
  const element: RequestElement = {
    hasId: "id" in r,
    id: r.id,
    ...(typeof r.method === "string" ? { method: r.method } : {}),
  };
  const violations = envelopeViolations(r, element, where);
  const echoable = element.hasId && isIdType(r.id);
  if (!echoable && (element.method === undefined || r.jsonrpc !== "2.0" || element.hasId)) element.unreadable = true;
  const op = element.method !== undefined ? { operation: element.method } : {};
  if (element.method === undefined) {
    violations.push({
      ...base,
      rule: "jsonrpc-request",
      where: `${where}/method`,
      expected: "a method name (string)",
      actual: excerpt(r.method),
      message: "request has no method name",
    });
    return { element, violations };
  }
  const method = methods.get(element.method);
  const servedHere = method && (kind === undefined || (method.endpoint ?? kind) === kind);
  if (!servedHere) {
    violations.push({
      ...base,
      ...op,
      rule: "jsonrpc-method-unknown",
      where: `${where}/method`,
      expected: kind ? `a method of the ${kind} endpoint` : "a method of the spec",
      actual: element.method,
      message: `method ${element.method} is not ${kind ? `served on the ${kind} endpoint` : "in the spec"}`,
    });
    return { element, violations };
  }
  const params = r.params ?? (method.byPosition ? [] : {});
  const check = validators.check(paramsSchema(method.raw), params, maxSchemaErrors);
  for (const e of check?.errors ?? [])
    violations.push({
      ...base,
      ...op,
      rule: "jsonrpc-params",
      where: `${where}/params${e.where}`,
      expected: e.expected,
      ...(e.missing === undefined ? { actual: excerpt(e.data) } : {}),
      message: `params of ${element.method}: ${e.text}`,
    });
  return { element, violations };
}
