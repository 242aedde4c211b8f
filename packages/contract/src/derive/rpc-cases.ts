// JSON-RPC cases of one method: its example pairings (results and errors), derived values, each param made invalid in
// turn.
import type { AjvInstance, JsonObject, Method, RpcExample } from "@avaspec/spec-model";
import type { CaseKind, OperationInfo, RpcExpect } from "../types.js";
import { baseParams, exampleValues, type RpcContext, shapeFor } from "./rpc-context.js";
import { boundOf, enumOf, fmt, typesOf, valid, WRONG_TYPE_VALUES } from "./schema.js";

interface CaseExtra {
  path?: string;
  repeatBefore?: number;
}
type PushCase = (name: string, kind: CaseKind, params: unknown, expect: RpcExpect, extra?: CaseExtra) => void;

/** Every case of one method; its coverage entry. */
export function methodCases(ctx: RpcContext, m: Method): OperationInfo {
  const kind = m.endpoint as string;
  const examples = [...m.examples].sort((a, b) => Number(Boolean(a.error)) - Number(Boolean(b.error)));
  // Examples name things of one instance (a transaction ID of X/tx, say): they run at the method's own server.
  // Every instance is exercised by the flows (index lookups) and the endpoint-level cases.
  const path = ctx.defaultPathOf(kind, m) ?? "/";
  const push = methodPusher(ctx, m, kind, path);
  const base = baseParams(m);
  ctx.exampleParams.set(m.name, base);
  exampleCases(ctx, m, examples, path, push);
  // a method whose every answer is an error (x-avaspec-error-only: say, a send the server refuses) has no success
  if (m.errorOnly === undefined) derivedCases(m, base, examples, push);
  invalidParamCases(ctx, m, base, push);
  return {
    api: "node",
    id: m.name,
    path: ctx.endpoints[kind]?.path as string,
    declared: [...new Set(m.errors.map((e) => String(e.code)))],
    mutates: m.mutates,
    errorCases: examples.filter((e) => e.error).map((e) => e.name),
  };
}

function methodPusher(ctx: RpcContext, m: Method, kind: string, path: string): PushCase {
  const mutates = m.mutates;
  const declaredErrors = m.errors.map(ctx.errSpec);
  // Names a successful call takes for good (an alias): made unique per run, so that the suite can run again.
  const taken = declaredErrors.some((e) => /already|in use/i.test(`${e.message ?? ""} ${e.pattern ?? ""}`));
  const uniqueParams: string[] =
    mutates && taken && !m.byPosition ? m.params.filter((p) => /alias/i.test(p.name)).map((p) => p.name) : [];
  return (name, kind_, p, expect, extra = {}) => {
    const { id, body } = ctx.envelope(m.name, p);
    const unique = "result" in expect && uniqueParams.length ? { uniqueParams } : {};
    ctx.cases.push({
      api: "node",
      method: m.name,
      endpoint: kind,
      path: extra.path ?? path,
      name,
      kind: kind_,
      body,
      methods: [m.name],
      id,
      mutates,
      ...(extra.repeatBefore ? { repeatBefore: extra.repeatBefore } : {}),
      ...unique,
      expect,
    });
  };
}

/** Every example pairing. */
function exampleCases(ctx: RpcContext, m: Method, examples: RpcExample[], path: string, push: PushCase) {
  const paths = [path];
  for (const ex of examples) {
    const values = exampleValues(ex);
    const err = ex.error;
    if (err) {
      // A mutating method without parameters fails only from a state: reach it by calling once before.
      const repeatBefore = m.mutates && m.params.length === 0 ? 1 : 0;
      const expect = { error: [ctx.matchDeclared(err, m.errors)] };
      push(`example: ${ex.name} → error ${err.code}`, "example", shapeFor(m, values), expect, { repeatBefore });
    } else {
      for (const pth of paths)
        push(
          `example: ${ex.name}${paths.length > 1 ? ` at ${pth}` : ""}`,
          "example",
          shapeFor(m, values),
          { result: true },
          { path: pth },
        );
    }
  }
}

/** Derived: required parameters only, and every enum value. */
function derivedCases(m: Method, base: Record<string, unknown>, examples: RpcExample[], push: PushCase) {
  const mutates = m.mutates;
  const params = m.params;
  const requiredOnly: Record<string, unknown> = {};
  for (const p of params) if (p.required && base[p.name] !== undefined) requiredOnly[p.name] = base[p.name];
  // Only when it differs from the examples; not for a state-changing method whose optional params are all it has
  // (with none of them it is the "neither" error case, e.g. setLoggerLevel).
  const differs = !examples.some((e) => !e.error) || Object.keys(requiredOnly).length < Object.keys(base).length;
  const meaningful = !mutates || params.some((p) => p.required) || params.length === 0;
  if (differs && meaningful)
    push("derived: required parameters only", "derived", shapeFor(m, requiredOnly), { result: true });
  if (mutates) return;
  // an enum value that an error pairing shows failing with the other params as in the base (eth_feeHistory ending
  // at `earliest`, past the node's history) is not expected to succeed
  const failing = new Set(examples.filter((e) => e.error).map((e) => JSON.stringify(shapeFor(m, exampleValues(e)))));
  for (const p of params)
    for (const v of enumOf(p.schema)) {
      const values = shapeFor(m, { ...base, [p.name]: v });
      if (v !== base[p.name] && !failing.has(JSON.stringify(values)))
        push(`derived: ${p.name}=${fmt(v)} (enum value)`, "derived", values, { result: true });
    }
}

/** Negative: each parameter in turn. */
function invalidParamCases(ctx: RpcContext, m: Method, base: Record<string, unknown>, push: PushCase) {
  const kind = m.endpoint;
  const declaredErrors = m.errors.map(ctx.errSpec);
  const invalidParamErrors = declaredErrors.length
    ? declaredErrors
    : ctx.errorsLike(/unmarshal|invalid argument|non-array/i, kind);
  // A value that does not decode (wrong type, not in the enum) gets the endpoint's decoding error when the method
  // declares one; a value that decodes but breaks a rule (range, length, missing) may get any declared error.
  const decoding = declaredErrors.filter((e) =>
    /unmarshal|invalid argument/i.test(`${e.message ?? ""} ${e.pattern ?? ""}`),
  );
  const decodeErrors = decoding.length ? decoding : invalidParamErrors;
  const params = m.params;
  for (const p of params) {
    for (const [label, value] of invalidValues(ctx.ajv, p.schema)) {
      // a "wrong type" value of a type the schema takes (a string its pattern refuses) decodes: a server may refuse it
      // after decoding, with any declared error (coreth decodes eth_getStorageAt's key inside the method)
      const decodes =
        !/wrong type|not in enum/.test(label) || (/wrong type/.test(label) && typeAllowed(p.schema, value));
      push(`${p.name}: ${label} → error`, "negative", shapeFor(m, { ...base, [p.name]: value }), {
        error: decodes ? invalidParamErrors : decodeErrors,
      });
    }
    if (p.required && !m.byPosition) {
      const values = { ...base };
      delete values[p.name];
      push(`${p.name}: missing (required) → error`, "negative", shapeFor(m, values), { error: invalidParamErrors });
    }
  }
  if (m.byPosition && params.length) {
    const nonArray = ctx.errorsLike(/non-array/i, kind);
    push(
      "params: an object where a positional array is required → error",
      "negative",
      { not: "an array" },
      { error: nonArray.length ? nonArray : invalidParamErrors },
    );
  }
}

/** Whether the schema takes values of v's JSON type (its `type`s, over every branch; none said: any). */
function typeAllowed(schema: JsonObject | undefined, v: unknown): boolean {
  const types = typesOf(schema ?? {});
  if (types.size === 0) return true;
  const t = Array.isArray(v)
    ? "array"
    : v === null
      ? "null"
      : typeof v === "number"
        ? Number.isInteger(v)
          ? "integer"
          : "number"
        : typeof v;
  return types.has(t) || (t === "integer" && types.has("number"));
}

/** Values the param's schema refuses (ajv confirms each). */
function invalidValues(ajv: AjvInstance, s: JsonObject): [string, unknown][] {
  const bad: [string, unknown][] = [];
  const wrong = WRONG_TYPE_VALUES.find((v) => !valid(ajv, s, v));
  if (wrong !== undefined) bad.push([`wrong type (${fmt(wrong)})`, wrong]);
  const min = boundOf(s, "minimum");
  const max = boundOf(s, "maximum");
  if (min !== undefined) bad.push([`just below minimum (${min - 1})`, min - 1]);
  if (max !== undefined) bad.push([`just above maximum (${max + 1})`, max + 1]);
  if (enumOf(s).length) bad.push(["not in enum", "notInEnum"]);
  const maxLen = boundOf(s, "maxLength");
  if (maxLen !== undefined) bad.push([`longer than maxLength (${maxLen + 1} characters)`, "a".repeat(maxLen + 1)]);
  return bad.filter(([, value]) => !valid(ajv, s, value));
}
