// createRestChecker: one OpenAPI document in; identify, checkRequest and checkResponse out.
import { cap, limitsOf } from "./limits.js";
import { checkParameters, checkRequestBody, parameterSchemas, type ParameterSchemas } from "./rest-request.js";
import { checkRestResponse, type ResponseCheck } from "./rest-response.js";
import { RouteTable } from "@avaspec/spec-model";
import { operationsOf, type RestOperation } from "./routes.js";
import type { PrecompiledSchema } from "./precompiled.js";
import { documentValidators, SchemaValidators } from "./schemas.js";
import type { CheckerOptions, HttpResponseInput, RestRequestInput, Violation } from "./types.js";

export interface RestChecker {
  /** The operationId (or "METHOD /path") a request is aimed at; undefined when no operation matches. */
  identify(method: string, path: string): string | undefined;
  /** Parameters (coerced from strings per schema; path ones when `path` is given) and body. */
  checkRequest(operation: string, request: RestRequestInput): Violation[];
  /** Status declared, content type declared, JSON, body schema, required headers. */
  checkResponse(operation: string, response: HttpResponseInput): Violation[];
  /** As checkResponse, with the parsed body (for callers that go on to check values). */
  inspectResponse(operation: string, response: HttpResponseInput): ResponseCheck;
  /** Every operation of the document, by id. */
  readonly operations: ReadonlyMap<string, RestOperation>;
}

const unknownOperation = (operation: string, side: "request" | "response"): Violation => ({
  rule: "operation-unknown",
  operation,
  where: "",
  expected: "an operation of the spec",
  actual: operation,
  message: `operation ${operation} is not in the spec`,
  side,
});

/** Header names that carry secrets (apiKey security schemes in headers): their values are never echoed. */
function secretHeaders(doc: any): Set<string> {
  const out = new Set(["authorization", "cookie", "proxy-authorization"]);
  for (const s of Object.values<any>(doc?.components?.securitySchemes ?? {}))
    if (s?.type === "apiKey" && s.in === "header" && typeof s.name === "string") out.add(s.name.toLowerCase());
  return out;
}

/** JSON bodies of a request body or response object: their schemas. */
const jsonSchemas = (content: Record<string, { schema?: unknown }> | undefined): object[] =>
  Object.entries(content ?? {})
    .filter(([type, c]) => /json/.test(type) && typeof c?.schema === "object" && c.schema !== null)
    .map(([, c]) => c.schema as object);

/** The schemas a checker of the document compiles (to compile them ahead of time, see precompiled.ts). */
export function restCheckerSchemas(doc: any): PrecompiledSchema[] {
  const out: PrecompiledSchema[] = [];
  for (const op of operationsOf(doc).values()) {
    for (const { schema } of Object.values(parameterSchemas(op).byLocation))
      out.push({ dialect: "openapi-3.1", coerce: true, schema });
    for (const schema of jsonSchemas(op.op.requestBody?.content)) out.push({ dialect: "openapi-3.1", schema });
    for (const response of Object.values<any>(op.op.responses ?? {}))
      for (const schema of jsonSchemas(response?.content)) out.push({ dialect: "openapi-3.1", schema });
  }
  return out;
}

/**
 * A checker for one dereferenced OpenAPI 3.1 document. Each schema is compiled once, on first use (or found among
 * the precompiled validators given).
 */
export function createRestChecker(doc: any, options?: CheckerOptions): RestChecker {
  const { maxViolations, maxSchemaErrors, maxRequestSchemaErrors } = limitsOf(options);
  const operations = operationsOf(doc);
  const routes = new RouteTable(operations.values());
  // callers give decoded paths: segments are compared as they are
  const match = (method: string, path: string) => {
    const m = routes.matchDecoded(method, path);
    return m.kind === "operation" ? m : undefined;
  };
  const validators = documentValidators("openapi-3.1", options?.validators, options?.precompiled);
  const coercing = new SchemaValidators("openapi-3.1", { coerce: true, precompiled: options?.precompiled });
  const secrets = secretHeaders(doc);
  const params = new Map<string, ParameterSchemas>();
  const paramsOf = (op: RestOperation) => {
    let p = params.get(op.id);
    if (!p) params.set(op.id, (p = parameterSchemas(op)));
    return p;
  };
  const inspectResponse = (operation: string, response: HttpResponseInput): ResponseCheck => {
    const op = operations.get(operation);
    if (!op) return { violations: [unknownOperation(operation, "response")] };
    const checked = checkRestResponse(op, validators, response, maxSchemaErrors);
    return { ...checked, violations: cap(checked.violations, maxViolations) };
  };
  return {
    operations,
    identify: (method, path) => match(method, path)?.op.id,
    checkRequest(operation, request) {
      const op = operations.get(operation);
      if (!op) return [unknownOperation(operation, "request")];
      let pathParams: Record<string, string> | undefined;
      if (request.path !== undefined) {
        const m = match(op.method, request.path);
        pathParams = m?.op === op ? m.pathParams : undefined;
      }
      const violations = [
        ...checkParameters(op, paramsOf(op), coercing, request, pathParams, secrets, maxRequestSchemaErrors),
        ...checkRequestBody(op, validators, request, maxRequestSchemaErrors),
      ];
      return cap(violations, maxViolations);
    },
    checkResponse: (operation, response) => inspectResponse(operation, response).violations,
    inspectResponse,
  };
}
