// REST rules of the source documents, carried by the specs' extensions (as the model reads them), as named cases:
// short-window metrics, day-only metrics, unknown chains and blocks, unknown or expired page tokens.
import { type AjvInstance, type JsonObject, type Parameter, parameterExamples } from "@avaspec/spec-model";
import type { ItemFilter } from "../types.js";
import type { DayOnly, Declared, Operation, Requests, Sink } from "./rest-operation.js";
import { enumOf, findPartialObject, UNKNOWN_IDS, valid } from "./schema.js";

/**
 * Contract rule: short-window metrics (x-avaspec-short-window) carry only the always-present windows; every other
 * metric carries them all. The windows are the object of the 200 body whose required keys are a strict subset.
 */
export function shortWindowRules(
  { api, operationId, okSchema, params, model }: Operation,
  { base, request }: Requests,
  fix: DayOnly["fix"],
  { cases }: Sink,
) {
  const shortParam = params.find((p) => p.name === model.shortWindow?.parameter);
  const windows = shortParam ? findPartialObject(okSchema, []) : undefined;
  if (!shortParam || !windows) return;
  const short = new Set<unknown>(model.shortWindow?.metrics ?? []);
  for (const metric of enumOf(shortParam.schema)) {
    const values = fix({ ...base, [shortParam.name]: metric });
    const only = short.has(metric);
    cases.push({
      api,
      operationId,
      kind: "rule",
      request: request(values),
      expect: { statuses: "2xx" },
      name: only
        ? `rule: short-window metric ${metric} → only ${windows.required.join(", ")}`
        : `rule: metric ${metric} → every window (${windows.all.join(", ")})`,
      bodyKeys: { at: windows.path, ...(only ? { only: windows.required } : { all: windows.all }) },
      // An average over a longer window may be smaller; a count, a sum or a maximum cannot (the metrics' meanings).
      ...(/^avg/i.test(String(metric)) ? {} : { nested: { at: windows.path, order: windows.all } }),
    });
  }
}

/**
 * Filters a request sets that the items of the 2xx body can show: an item field named like the parameter (equal to
 * its value or an alias the enum descriptions name), an array field named for it (includes the value), or a boolean
 * `is<Value>` field (true exactly for that value and its aliases).
 */
export function itemFilters({ okSchema: schema, params }: Operation, values: Record<string, unknown>): ItemFilter[] {
  const [items, list] =
    Object.entries<JsonObject>(schema?.properties ?? {}).find(([, s]) => s?.items?.properties) ?? ([] as undefined[]);
  if (!items || !list) return [];
  const props: JsonObject = list.items.properties;
  const out: ItemFilter[] = [];
  for (const p of params) {
    const value = values[p.name];
    if (p.in !== "query" || value === undefined || !enumOf(p.schema).length) continue;
    const same = aliasesOf(p.schema, value);
    const array = Object.keys(props).find(
      (k) => k.toLowerCase().includes(p.name.toLowerCase()) && props[k]?.type === "array",
    );
    const flag = Object.keys(props).find(
      (k) =>
        props[k]?.type === "boolean" &&
        enumOf(p.schema).some((v) => k.toLowerCase() === `is${String(v)}`.toLowerCase()),
    );
    if (props[p.name]) out.push({ param: p.name, items, field: p.name, match: "equals", values: same });
    else if (array) out.push({ param: p.name, items, field: array, match: "includes", values: same });
    else if (flag) {
      const named = flag.slice(2).toLowerCase();
      out.push({
        param: p.name,
        items,
        field: flag,
        match: "equals",
        values: [same.some((v) => String(v).toLowerCase() === named)],
      });
    }
  }
  return out;
}

/** A value and the enum values the schema's x-enumDescriptions call its aliases ("alias of fuji"). */
function aliasesOf(schema: JsonObject | undefined, value: unknown): unknown[] {
  const descriptions: Record<string, string> = schema?.["x-enumDescriptions"] ?? {};
  const out = new Set<unknown>([value]);
  for (const [v, text] of Object.entries(descriptions)) {
    const target = String(text).match(/alias of `?(\w+)`?/i)?.[1];
    if (target === undefined) continue;
    if (target === value) out.add(v);
    if (v === value) out.add(target);
  }
  return [...out];
}

/** Contract rule: day-only metrics with any other interval are a 400. */
export function dayOnlyRules(
  { metricParam, metrics, intervalParam }: DayOnly,
  { badRequest }: Declared,
  { base, request }: Requests,
  { push }: Sink,
) {
  if (!metricParam || !intervalParam) return;
  for (const metric of metrics) {
    for (const interval of enumOf(intervalParam.schema).filter((i) => i !== "day")) {
      push(
        `rule: day-only metric ${metricParam.name}=${metric} with ${intervalParam.name}=${interval} → 400`,
        "rule",
        request({ ...base, [metricParam.name]: metric, [intervalParam.name]: interval }),
        badRequest,
      );
    }
  }
}

/** Contract rule: an unknown chain or block is a 404 (a well-formed identifier that names nothing). */
export function unknownIdRule(
  p: Parameter,
  ajv: AjvInstance,
  { has }: Declared,
  { base, request }: Requests,
  { push }: Sink,
) {
  if (p.in !== "path" || !/chain|block/i.test(p.name) || !has(404)) return;
  const s = p.schema;
  const known = new Set(parameterExamples(p).map((e) => JSON.stringify(e.value)));
  const unknown = UNKNOWN_IDS.find((id) => valid(ajv, s, id) && !known.has(JSON.stringify(id)));
  if (unknown !== undefined)
    push(`rule: unknown ${p.name} (${unknown}) → 404`, "rule", request({ ...base, [p.name]: unknown }), [404]);
}

/** A page token with a lifetime: an unknown (or expired) one is refused. */
export function pageTokenRule(p: Parameter, { badRequest }: Declared, { base, request }: Requests, { push }: Sink) {
  if (p.pageTokenTtlSeconds === undefined) return;
  push(
    `rule: ${p.name} unknown or expired → ${badRequest.join("/")}`,
    "rule",
    request({ ...base, [p.name]: "00000000-0000-4000-8000-000000000000" }),
    badRequest,
  );
}
