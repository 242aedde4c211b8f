// Request validation, compiled from the document once, with Prism's semantics (Prism stays the oracle): the same
// schemas Prism's validator builds (parameters of one location as an object with lower-case property names,
// the body schema as declared), the same Ajv options, the same value deserialisation, the same violation texts.
// The happy path runs validators that stop at the first error; only a request that fails is validated again with
// every error collected, to write the 400.
import { parse as parseContentType } from "content-type";
import MIMEType from "whatwg-mimetype";
import type { JsonSchema, OperationInfo, ParameterInfo } from "./spec.js";

/** One of Prism's diagnostics (severity 0 = error), which violations.ts turns into the 400's lines. */
export interface Violation {
  path?: Array<string | number>;
  code?: string | number;
  message: string;
  severity: number;
}

export type Location = "path" | "query" | "header" | "body";

/** The schemas of one operation's request, as Prism's validator builds them. */
export interface OperationSchemas {
  path?: JsonSchema;
  query?: JsonSchema;
  header?: JsonSchema;
  body?: JsonSchema;
}

/** A validator in Ajv's form. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * A location's two validators: the first error only (the happy path), and every error (for the 400; undefined
 * until the engine loads them, with the first invalid request).
 */
interface ValidatorPair {
  readonly first: ValidateFunction;
  all: ValidateFunction | undefined;
}

export type OperationValidators = Partial<Record<Location, ValidatorPair>>;

/** Every operation's schemas, keyed by operationId (what the generator compiles and the engine fingerprints). */
export function requestSchemas(operations: readonly OperationInfo[]): Record<string, OperationSchemas> {
  const out: Record<string, OperationSchemas> = {};
  for (const op of operations) {
    const schemas: OperationSchemas = {};
    for (const where of ["path", "query", "header"] as const) {
      const params = op.parameters.filter((p) => p.in === where);
      for (const p of params) {
        // Prism deserialises array and object parameters by style and explode; only primitive ones occur today
        if (p.schema.type === "array" || p.schema.type === "object")
          throw new Error(`${op.operationId}: ${where} parameter ${p.name}: the compiled engine takes primitives only`);
      }
      if (params.length > 0) schemas[where] = parameterObjectSchema(params);
    }
    if (op.requestBodySchema) schemas.body = bodySchema(op);
    out[op.operationId] = schemas;
  }
  return out;
}

/** Prism's createJsonSchemaFromParams: one object whose properties are the parameters, names lower-cased. */
function parameterObjectSchema(params: readonly ParameterInfo[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const p of params) properties[p.name.toLowerCase()] = p.schema;
  const required = params.filter((p) => p.required).map((p) => p.name.toLowerCase());
  return { type: "object", properties, required };
}

function bodySchema(op: OperationInfo): JsonSchema {
  const schema = op.requestBodySchema!;
  if (op.requestBody && op.requestMediaTypes.length !== 1)
    throw new Error(`${op.operationId}: the compiled engine validates a request body of one media type`);
  // Prism merges allOf and strips readOnly properties before validating a request body; nothing in the documents
  // needs either today, so a document that would is refused rather than validated differently
  const text = JSON.stringify(schema);
  if (text.includes('"allOf"') || text.includes('"readOnly"')) {
    throw new Error(`${op.operationId}: the compiled engine does not merge allOf or strip readOnly in request bodies`);
  }
  return schema;
}

/** What validation reads from one request. */
export interface ValidationInput {
  op: OperationInfo;
  /** path parameters as received (percent-encoded), by template name */
  rawPathParams: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string | string[]>>;
  /** lower-case names */
  headers: Readonly<Record<string, string>>;
  /** the parsed JSON body, the text of another body, or undefined */
  body: unknown;
  /** bytes of the body (0 for methods whose bodies are ignored) */
  bodyLength: number;
}

/** A body's verdict when it is invalid and its every-error validator is not loaded yet. */
const NOT_LOADED = Symbol("every-error validator not loaded");

/**
 * The request's violations in Prism's order (body, headers, query, path); empty when it is valid. Undefined when it
 * is invalid and a location's every-error validator is not loaded yet: load them, then validate it again.
 */
export function validateRequest(validators: OperationValidators, input: ValidationInput): Violation[] | undefined {
  const out: Violation[] = [];
  const { op } = input;
  const body = bodyViolations(validators.body, input);
  if (body === NOT_LOADED) return undefined;
  if (body) out.push(...body);
  for (const where of ["header", "query", "path"] as const) {
    const pair = validators[where];
    if (!pair) continue;
    // validators coerce in place: a value the first run coerced is valid, so the second reports the same faults
    const values = parameterValues(op, where, input);
    if (pair.first(values)) continue;
    if (!pair.all) return undefined;
    pair.all(values);
    out.push(...convertAjvErrors(pair.all.errors ?? [], where));
  }
  return out;
}

function bodyViolations(
  pair: ValidatorPair | undefined,
  input: ValidationInput,
): Violation[] | undefined | typeof NOT_LOADED {
  const { op, body } = input;
  const requestBody = op.requestBody;
  if (requestBody?.required && !body) {
    return [{ code: "required", message: "Body parameter is required", severity: 0 }];
  }
  const mediaType = essenceOf(input.headers["content-type"]);
  if (input.bodyLength > 0 && !(requestBody && supported(mediaType, op.requestMediaTypes))) {
    const types = op.requestMediaTypes;
    const message =
      types.length > 0
        ? `Supported content types: ${types.join(",")}`
        : "No supported content types, but request included a non-empty body";
    return [{ message, code: 415, severity: 0 }];
  }
  if (body === undefined || body === null || !pair) return undefined;
  if (pair.first(body)) return undefined;
  if (!pair.all) return NOT_LOADED;
  pair.all(body);
  return convertAjvErrors(pair.all.errors ?? [], "body");
}

/** Whether a Content-Type header (when present) is one the whatwg parser reads; Prism fails on one it cannot. */
export function isReadableMediaType(header: string | undefined): boolean {
  if (header === undefined) return true;
  try {
    new MIMEType(header);
    return true;
  } catch {
    return false;
  }
}

function essenceOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  try {
    return new MIMEType(header).essence;
  } catch {
    return undefined;
  }
}

/** Prism's isMediaTypeSupportedInContents: no media type, or one that a declared type matches (wildcards too). */
function supported(mediaType: string | undefined, declared: readonly string[]): boolean {
  return mediaType === undefined || declared.some((d) => !d || wildcardMatch(mediaType, d));
}

const CONTENT_TYPE = /^(.+)\/(?:(.+)\+)?(.+)$/;

function parseType(text: string): { type: string; subtype: string } | undefined {
  try {
    const m = CONTENT_TYPE.exec(parseContentType(text).type.toLowerCase());
    return m ? { type: m[1]!, subtype: m[3]! } : undefined;
  } catch {
    return undefined;
  }
}

function wildcardMatch(a: string, b: string): boolean {
  const x = parseType(a);
  const y = parseType(b);
  if (!x || !y) return false;
  return (x.type === y.type || y.type === "*") && (x.subtype === y.subtype || y.subtype === "*");
}

/**
 * The values Prism validates for one location: names lower-cased (a later spelling of a name wins), each declared
 * parameter deserialised by its style (only primitive schemas occur: the value is taken as sent), empty values
 * dropped (lodash's pickBy). Path values are split on commas before decoding, as Prism's URI-template match does.
 */
function parameterValues(op: OperationInfo, where: "path" | "query" | "header", input: ValidationInput) {
  const values: Record<string, unknown> = {};
  if (where === "path") {
    for (const p of op.parameters) {
      if (p.in !== "path") continue;
      const raw = input.rawPathParams[p.name];
      if (raw) values[p.name.toLowerCase()] = templateValue(raw);
    }
    return values;
  }
  const wanted = declaredNames(op, where);
  const from = where === "query" ? input.query : input.headers;
  let empty = false;
  for (const key in from) {
    const lower = key.toLowerCase();
    if (!wanted.has(lower)) continue;
    const value = from[key]!;
    values[lower] = value;
    if (value === "") empty = true;
  }
  if (empty) for (const key in values) if (values[key] === "") delete values[key];
  return values;
}

const namesByOperation = new WeakMap<OperationInfo, Partial<Record<string, Set<string>>>>();

/** The lower-cased names an operation declares in one location (computed once per operation). */
function declaredNames(op: OperationInfo, where: string): Set<string> {
  let byLocation = namesByOperation.get(op);
  if (!byLocation) namesByOperation.set(op, (byLocation = {}));
  let names = byLocation[where];
  if (!names)
    byLocation[where] = names = new Set(op.parameters.filter((p) => p.in === where).map((p) => p.name.toLowerCase()));
  return names;
}

function templateValue(raw: string): string | string[] {
  if (!raw.includes(",") && !raw.includes("%")) return raw;
  const parts = raw.split(",").map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  return parts.length > 1 ? parts : parts[0]!;
}

/** Prism's convertAjvErrors: "Request query parameter pagesize must be <= 2160" and the like. */
function convertAjvErrors(errors: readonly AjvError[], prefix: Location): Violation[] {
  return errors.map((error) => {
    const params = error.params;
    const allowed = "allowedValues" in params ? `: ${(params.allowedValues as unknown[]).join(", ")}` : "";
    const additional = "additionalProperty" in params ? `; found '${String(params.additionalProperty)}'` : "";
    const unevaluated = "unevaluatedProperty" in params ? `: '${String(params.unevaluatedProperty)}'` : "";
    const errorPath = error.instancePath.split("/").filter((segment) => segment !== "");
    const kind = errorPath.length > 0 ? (prefix === "body" ? "property " : "parameter ") : "";
    const where = `Request ${prefix} ${kind}${errorPath.join(".").trim()}${errorPath.length > 0 ? " " : ""}`;
    return {
      path: [prefix, ...errorPath],
      code: error.keyword || "",
      message: `${where}${error.message ?? ""}${allowed}${additional}${unevaluated}`,
      severity: 0,
    };
  });
}
