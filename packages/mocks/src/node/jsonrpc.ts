// The JSON-RPC wire as the node's Go servers read it: bodies parsed like Go's decoder (depth limit, trailing bytes),
// arguments decoded like gorilla's json2 (by name) and geth (by position), and each endpoint's methods bound to their
// behaviour. Shared by both dialects.
import { schemaTypes } from "@avaspec/spec-model/json";
import { bodyBytes, utf8Text } from "../server/bytes.js";
import { nestsDeeperThan } from "../server/json-scan.js";
import { ChainError, goQuote, unmarshalError } from "./errors.js";
import { goScan } from "./gojson.js";
import { copyNumberText, parseKeepingNumberText } from "./raw-numbers.js";
import { HANDLERS, PREPARE, type Handler, type Prepare } from "./methods.js";
import type { EndpointSpec, MethodSpec, NodeSpec } from "./spec.js";

/** Deepest JSON nesting Go's encoding/json decoder accepts (the node's limit); deeper is a parse error. */
const MAX_GO_JSON_DEPTH = 10000;

export interface Bound {
  spec: MethodSpec;
  handler: Handler;
  prepare?: Prepare;
}

/** Per endpoint: its methods by the name a request uses, plus gorilla's capitalised names. */
export interface EndpointMethods {
  byName: Map<string, Bound>;
  /** gorilla: "admin.GetLoggerLevel" → method */
  byGoName: Map<string, Bound>;
  services: Set<string>;
}

/** What a CallOverride returns to leave a call to the method's own behaviour. */
export const OWN_ANSWER: unique symbol = Symbol("the method's own answer");

/**
 * Stands in for a method's own behaviour (fault rules, scenarios): the result to answer, or throws the ChainError to
 * answer, or OWN_ANSWER for a call it does not replace. Called per JSON-RPC call (`call` is the element of the body)
 * once its method is resolved, before its params are read.
 */
export type CallOverride = (method: MethodSpec, call: object) => unknown;

export function goName(name: string): string {
  const dot = name.indexOf(".");
  if (dot < 0 || dot === name.length - 1) return name;
  const rest = name.slice(dot + 1);
  const first = String.fromCodePoint(rest.codePointAt(0)!);
  return `${name.slice(0, dot)}.${first.toUpperCase()}${rest.slice(first.length)}`;
}

export const UPPER = /^\p{Lu}/u;

/** Each endpoint's methods, bound to their behaviour; a spec method without one is a start-up error. */
export function bindEndpoints(spec: NodeSpec): Map<EndpointSpec, EndpointMethods> {
  const endpoints = new Map<EndpointSpec, EndpointMethods>();
  const missing: string[] = [];
  for (const endpoint of spec.endpoints.values()) {
    const methods: EndpointMethods = { byName: new Map(), byGoName: new Map(), services: new Set() };
    for (const m of spec.byEndpoint.get(endpoint.name)?.values() ?? []) {
      const handler = HANDLERS[m.name];
      if (!handler) {
        missing.push(m.name);
        continue;
      }
      const bound: Bound = { spec: m, handler, prepare: PREPARE[m.name] };
      methods.byName.set(m.name, bound);
      methods.byGoName.set(goName(m.name), bound);
      const dot = m.name.indexOf(".");
      if (dot > 0) methods.services.add(m.name.slice(0, dot));
    }
    endpoints.set(endpoint, methods);
  }
  if (missing.length)
    throw new Error(
      `node mock has no behaviour for spec method(s): ${missing.join(", ")}; ` +
        "give each one in packages/mocks/src/node/methods.ts (docs/changing-an-api.md, Rename a JSON-RPC method)",
    );

  return endpoints;
}

/** Frozen results (containers, constant answers) never change: their JSON is computed once. */
const frozenJson = new WeakMap<object, string>();
export function toJson(v: unknown): string {
  if (v === null || typeof v !== "object" || !Object.isFrozen(v)) return JSON.stringify(v);
  let json = frozenJson.get(v);
  if (json === undefined) frozenJson.set(v, (json = JSON.stringify(v)));
  return json;
}

/** A body Go's decoder would refuse, with the decoder's message. */
export class ParseFailure {
  constructor(readonly message: string) {}
}

export function parse(text: string): unknown {
  if (text.length > MAX_GO_JSON_DEPTH && nestsDeeperThan(text, MAX_GO_JSON_DEPTH))
    return new ParseFailure("exceeded max depth");
  try {
    return parseKeepingNumberText(text);
  } catch {
    // Not JSON as a whole. Go's stream decoder reads one value and ignores what follows, so a body with trailing
    // bytes after a complete value still decodes; otherwise the failure gets the decoder's own message.
    const scan = goScan(text, MAX_GO_JSON_DEPTH);
    if ("error" in scan) return new ParseFailure(scan.error);
    try {
      return JSON.parse(utf8Text(bodyBytes(text).subarray(0, scan.end)));
    } catch {
      return new ParseFailure("invalid character looking for beginning of value");
    }
  }
}

export function jsonKind(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "boolean") return "bool";
  return typeof v; // number, string, object
}

/** Normalises by-name params the way gorilla's json2 decodes them into the method's args struct. */
export function byNameArgs({ spec, prepare }: Bound, params: unknown): Record<string, unknown> {
  let p = params;
  if (Array.isArray(p)) p = p.length ? p[0] : undefined; // `[ {...} ]` is accepted; extra entries are dropped
  const args: Record<string, unknown> = {};
  if (p === undefined || p === null) {
    // all fields take their defaults
  } else if (typeof p !== "object" || Array.isArray(p)) {
    throw unmarshalError();
  } else {
    const o = p as Record<string, unknown>;
    for (const key of Object.keys(o)) {
      const v = o[key];
      if (v === null || v === undefined) continue;
      // Go matches JSON keys to fields case-insensitively (an exact match wins)
      const param =
        spec.params.find((x) => x.name === key) ?? spec.params.find((x) => x.name.toLowerCase() === key.toLowerCase());
      if (param && (param.name === key || !Object.hasOwn(o, param.name))) {
        args[param.name] = v;
        copyNumberText(o, key, args, param.name);
      }
    }
  }
  prepare?.(args);
  if (!spec.validateObject!(args)) throw unmarshalError();
  return args;
}

/** geth's parsePositionalArguments, validating each argument against its param schema. */
export function byPositionArgs(spec: MethodSpec, params: unknown): unknown[] {
  if (params === undefined || params === null) params = [];
  if (!Array.isArray(params)) throw new ChainError(-32602, "non-array args");
  const out: unknown[] = [];
  for (let i = 0; i < params.length; i++) {
    const param = spec.params[i];
    if (!param) throw new ChainError(-32602, `too many arguments, want at most ${spec.params.length}`);
    const v = params[i];
    if (v === null) {
      if (param.required) throw new ChainError(-32602, `missing value for required argument ${i}`);
      out.push(undefined);
      continue;
    }
    if (!param.validate(v)) throw new ChainError(-32602, `invalid argument ${i}: ${goUnmarshal(v, param.schema)}`);
    copyNumberText(params, i, out, out.length);
    out.push(v);
  }
  for (let i = params.length; i < spec.params.length; i++) {
    if (spec.params[i]!.required) throw new ChainError(-32602, `missing value for required argument ${i}`);
  }
  return out;
}

/** The text Go's encoding/json gives for a value its Go type cannot hold. */
function goUnmarshal(v: unknown, schema: unknown): string {
  // the document is dereferenced: the schema holds no $ref
  const types = new Set(schemaTypes(undefined, schema) ?? []);
  const goType = types.has("string")
    ? "string"
    : types.has("integer")
      ? "uint64"
      : types.has("number")
        ? "float64"
        : "interface {}";
  if (typeof v === "number") {
    if (goType === "string") return `json: cannot unmarshal number into Go value of type string`;
    return `json: cannot unmarshal number ${v} into Go value of type ${goType}`;
  }
  if (typeof v === "string" && goType === "string") return `invalid value ${goQuote(v)}`;
  return `json: cannot unmarshal ${jsonKind(v)} into Go value of type ${goType}`;
}
