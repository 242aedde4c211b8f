// JSON-RPC requests drawn from a method's OpenRPC params: valid params by name or by position (optional ones in every
// combination), one constraint broken at a time, ids of every kind (number, string, null), envelopes broken
// (jsonrpc, method name, malformed JSON), and batches where the endpoint takes them (x-avaspec-endpoints). Methods,
// endpoints and their paths are all read from the document, so methods added to it are fuzzed without a change here.
import { paramsSchema, SchemaValidators } from "@avaspec/exchange-checks";
import {
  endpointPaths,
  type JsonObject,
  type Method,
  type RpcModel,
  type RpcParam,
  readRpc,
} from "@avaspec/spec-model";
import fc from "fast-check";
import { internedPart } from "./interned.js";
import { mixedBatches, NOT_POST, sizedBatches } from "./rpc-envelopes.js";
import type { RpcCallDraw, RpcDraw } from "./rpc-types.js";
import { refusalsOf } from "./refusals.js";
import { confirmedInvalid, namedValues, type Refusals, validValue } from "./schema-values.js";

/** What confirms invalid params (as the exchange checks read them: absent or null params are the defaults). */
const asParams = new SchemaValidators("openrpc");

/** `jsonrpc` left out of the envelope. */
const MISSING = "(missing)";

export interface RpcTarget {
  method: Method;
  /** Endpoint kind (a key of x-avaspec-endpoints). */
  kind: string;
  mutates: boolean;
  arbitrary: fc.Arbitrary<RpcDraw>;
}

const ids: fc.Arbitrary<string | number | null> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 10_000 }) },
  // past 2^53 (echoed as the same double), and fractions
  { weight: 1, arbitrary: fc.constantFrom(2 ** 53 + 2, 2 ** 63, 1e20, 1.5, -0.25) },
  { weight: 1, arbitrary: fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }) },
  { weight: 3, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Method names no endpoint serves, near the real one: a suffix, a capital after the dot, no dot, another service. */
function unknownNames(name: string): string[] {
  const dot = name.indexOf(".");
  if (dot < 0) return [`${name}_doesNotExist`, `zz${name}`];
  const service = name.slice(0, dot);
  const rest = name.slice(dot + 1);
  return [
    `${name}DoesNotExist`,
    `${service}.${rest.charAt(0).toUpperCase()}${rest.slice(1)}`,
    `${service}${rest}`,
    `zz${service}.${rest}`,
  ];
}

/** A param's values in the method's successful example pairings. */
function exampleValues(method: Method, name: string): unknown[] {
  const out: unknown[] = [];
  for (const ex of method.examples)
    if (!ex.error) for (const p of ex.params) if (p?.name === name && p.value !== undefined) out.push(p.value);
  return out;
}

/** Labels of by-position params name the param ("[0]: …" → "timestamp: …"). */
function named(method: Method, label: string): string {
  const m = label.match(/^\[(\d+)\]: ([\s\S]*)$/);
  const p = m ? method.params[Number(m[1])] : undefined;
  return p ? `${p.name}: ${m?.[2]}` : label;
}

/**
 * The methods of a document (those `wanted`) as fuzz targets; invalid params are confirmed with `validators` (of
 * the document's dialect, as the exchange checks read params: absent or null params are the defaults).
 */
export function rpcTargets(
  doc: JsonObject | undefined,
  wanted: (name: string) => boolean = () => true,
  validators: SchemaValidators = asParams,
): RpcTarget[] {
  if (!doc) return [];
  const judge = refusalsOf(validators);
  const model = readRpc(doc);
  return model.methodList.filter((m) => wanted(String(m.name))).map((m) => rpcTarget(doc, model, m, judge));
}

/** The params schema of a method as the node reads it (exchange-checks' paramsSchema): an object or a tuple. */
interface ParamsSchema {
  items?: JsonObject[];
  properties?: Record<string, JsonObject>;
}

function rpcTarget(doc: JsonObject, model: RpcModel, method: Method, paramsJudge: Refusals): RpcTarget {
  const kind = method.endpoint ?? "";
  const endpoint = model.endpoints.get(kind);
  const paths = endpoint ? endpointPaths(doc, endpoint, method) : [];
  const path = paths.length ? fc.constantFrom(...paths) : fc.constant("/");
  // interned with the document: a param of the same schema in another method is the same part, its values built once
  const schema: ParamsSchema = internedPart(doc, paramsSchema(method.raw));
  const byPosition = method.byPosition;
  const noParamsRequired = !method.params.some((p) => p.required);

  const call = (params: unknown, id: string | number | null): RpcCallDraw => ({
    aim: "valid",
    method: method.name,
    ...(params !== undefined ? { params } : {}),
    id,
    jsonrpc: "2.0",
  });
  const params = method.params;
  /** Params by name, or by position (a left-out optional param in the middle is null; trailing ones are dropped). */
  const shape = (r: Record<string, unknown>): unknown => {
    if (!byPosition) return r;
    const arr = params.map((p) => (p.name in r ? r[p.name] : null));
    while (arr.length && !((params[arr.length - 1] as RpcParam).name in r)) arr.pop();
    return arr;
  };
  const record = namedValues(
    params.map((p) => {
      const values = validValue(p.schema, { carrier: "json" });
      return {
        name: String(p.name),
        required: p.required === true,
        // a null optional param is that param left out: drawn now and then
        values: p.required
          ? values
          : fc.oneof({ weight: 7, arbitrary: values }, { weight: 1, arbitrary: fc.constant(null) }),
        examples: exampleValues(method, p.name),
      };
    }),
  );
  // params may be left out when nothing is required (the node then takes the defaults)
  const validParams = noParamsRequired
    ? fc.oneof({ weight: 6, arbitrary: record.map(shape) }, { weight: 1, arbitrary: fc.constant(undefined) })
    : record.map(shape);
  const valid = fc.tuple(validParams, ids).map(([p, id]) => call(p, id));
  const broken = (b: fc.Arbitrary<{ value: unknown; label: string }>) =>
    fc
      .tuple(b, ids)
      .map(([x, id]): RpcCallDraw => ({ ...call(x.value, id), aim: "invalid", broke: named(method, x.label) }));
  const invalidParams = [
    // one param broken (or a required one left out) in otherwise ordinary params
    ...params.flatMap((p, i) => {
      // the param's schema as the node reads it (an optional one may be null: left out), a part of the whole
      const own = (byPosition ? schema.items?.[i] : schema.properties?.[p.name]) ?? {};
      const one = confirmedInvalid(own, { carrier: "json" }, paramsJudge).map((b) =>
        broken(
          fc
            .tuple(record, b)
            .map(([r, x]) => ({ value: shape({ ...r, [p.name]: x.value }), label: `${p.name}: ${x.label}` })),
        ),
      );
      if (p.required)
        one.push(
          broken(
            record.map((r) => {
              const { [p.name]: _gone, ...rest } = r;
              return { value: shape(rest), label: `${p.name}: missing (required)` };
            }),
          ),
        );
      return one;
    }),
    // the params as a whole: of the wrong structure, too many positions
    ...confirmedInvalid(schema, { carrier: "json" }, paramsJudge, (v) => v ?? (byPosition ? [] : {})).map(broken),
  ];
  const envelope = fc.oneof(
    fc
      .tuple(valid, fc.constantFrom<unknown>("1.0", "2", 2, null, MISSING))
      .map(
        ([c, jsonrpc]): RpcCallDraw => ({ ...c, jsonrpc, aim: "invalid", broke: `jsonrpc ${JSON.stringify(jsonrpc)}` }),
      ),
    fc
      .tuple(valid, fc.constantFrom(...unknownNames(method.name)))
      .map(([c, name]): RpcCallDraw => ({ ...c, method: name, aim: "invalid", broke: `unknown method ${name}` })),
  );
  const oneCall = invalidParams.length
    ? fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: fc.oneof(...invalidParams) })
    : valid;
  /** Draws at one of the paths (with one path, as fast-check draws a constant: no tuple to draw through). */
  const at = <T>(arb: fc.Arbitrary<T>, draw: (p: string, x: T) => RpcDraw): fc.Arbitrary<RpcDraw> => {
    const only = paths.length === 1 ? (paths[0] as string) : paths.length === 0 ? "/" : undefined;
    return only !== undefined ? arb.map((x) => draw(only, x)) : fc.tuple(path, arb).map(([p, x]) => draw(p, x));
  };
  const single = (p: string, call: RpcCallDraw): RpcDraw => ({ shape: "single", path: p, call });
  const arms: { weight: number; arbitrary: fc.Arbitrary<RpcDraw> }[] = [
    { weight: 5, arbitrary: at(valid, single) },
    { weight: 1, arbitrary: at(envelope, single) },
    {
      weight: 1,
      arbitrary: at(fc.tuple(valid, fc.nat()), (p, [call, cut]) => ({ shape: "malformed", path: p, call, cut })),
    },
  ];
  if (invalidParams.length) arms.push({ weight: 4, arbitrary: at(fc.oneof(...invalidParams), single) });
  const batch = fc.uniqueArray(oneCall, { minLength: 1, maxLength: 4, selector: (c) => JSON.stringify(c.id) });
  // batches where the endpoint takes them (a small one, in any mix; an empty one); elsewhere one that must be refused
  const batchAt = (p: string, calls: RpcCallDraw[]): RpcDraw => ({ shape: "batch", path: p, calls });
  if (endpoint?.batch === true)
    arms.push(
      { weight: 3, arbitrary: at(batch, batchAt) },
      { weight: 1, arbitrary: path.map((p): RpcDraw => ({ shape: "batch", path: p, calls: [] })) },
    );
  else arms.push({ weight: 1, arbitrary: at(batch, batchAt) });
  // the envelope explored: sizes up to maxBatch and past it, members of every kind, repeated and odd ids
  if (endpoint?.batch === true) {
    const others = [envelope, ...(invalidParams.length ? [fc.oneof(...invalidParams)] : [])];
    arms.push(
      { weight: 1, arbitrary: at(sizedBatches(valid, endpoint.maxBatch), batchAt) },
      { weight: 2, arbitrary: at(mixedBatches(valid, others), batchAt) },
    );
  }
  // and HTTP methods other than POST, with the call as the body where the method carries one
  const verbs = fc.tuple(valid, fc.constantFrom(...NOT_POST));
  arms.push({
    weight: 1,
    arbitrary: at(verbs, (p, [call, verb]): RpcDraw => ({ shape: "verb", path: p, call, verb })),
  });
  return {
    method,
    kind,
    mutates: method.mutates,
    arbitrary: fc.oneof(...arms),
  };
}

/** The envelope of one call, as sent (a member that is not a request object: its value). */
function envelopeOf(c: RpcCallDraw): unknown {
  if (c.notRequest) return c.notRequest.value;
  const env: Record<string, unknown> = {};
  if (c.jsonrpc !== MISSING) env.jsonrpc = c.jsonrpc;
  if (!c.notification) env.id = c.id;
  env.method = c.method;
  if (c.params !== undefined) env.params = c.params;
  return env;
}

export interface RpcRequest {
  /** The request body. */
  body: string;
  /**
   * The body as the server parses it, when it is JSON: the envelopes it was written from, which hold only what JSON
   * carries (no undefined, no -0, no NaN; rpc-draws.test.ts holds them to that), so the checks need not parse it.
   */
  parsed?: unknown;
}

/** The request of a draw. */
export function rpcRequest(d: RpcDraw): RpcRequest {
  if (d.shape === "batch") {
    const envelopes = d.calls.map(envelopeOf);
    return { body: JSON.stringify(envelopes), parsed: envelopes };
  }
  const envelope = envelopeOf(d.call);
  const text = JSON.stringify(envelope);
  if (d.shape === "single" || d.shape === "verb") return { body: text, parsed: envelope };
  return { body: text.slice(0, 1 + (d.cut % Math.max(1, text.length - 1))) };
}
