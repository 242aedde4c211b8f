// @ts-check
// REST rules of the seeds, carried by the specs' extensions, as named cases: short-window metrics, day-only metrics,
// unknown chains and blocks, unknown or expired page tokens.
import { enumOf, findPartialObject, paramExamples, UNKNOWN_IDS, valid } from "./schema-utils.mjs";

/** @typedef {import("./rest-cases.mjs").RestOperation} RestOperation */

/**
 * Seed rule: short-window metrics (x-avaspec-short-window) carry only the always-present windows; every other metric
 * carries them all. The windows are the object of the 200 body whose required keys are a strict subset.
 * @param {RestOperation} o
 */
export function shortWindowRules(o) {
  const shortParam = o.params.find((p) => Array.isArray(p["x-avaspec-short-window"]));
  const okSchema = o.op.responses?.["200"]?.content?.["application/json"]?.schema;
  const windows = shortParam ? findPartialObject(okSchema, []) : undefined;
  if (!shortParam || !windows) return;
  const short = new Set(shortParam["x-avaspec-short-window"]);
  for (const metric of enumOf(shortParam.schema)) {
    const values = o.fix({ ...o.base, [shortParam.name]: metric });
    const only = short.has(metric);
    o.cases.push({
      api: o.api,
      operationId: o.operationId,
      kind: "rule",
      request: o.request(values),
      expect: { statuses: "2xx" },
      name: only
        ? `rule: short-window metric ${metric} → only ${windows.required.join(", ")}`
        : `rule: metric ${metric} → every window (${windows.all.join(", ")})`,
      bodyKeys: { at: windows.path, ...(only ? { only: windows.required } : { all: windows.all }) },
    });
  }
}

/** Seed rule: day-only metrics with any other interval are a 400. @param {RestOperation} o */
export function dayOnlyRules(o) {
  const { dayOnlyParam, intervalParam } = o;
  if (!dayOnlyParam || !intervalParam) return;
  for (const metric of o.dayOnly) {
    for (const interval of enumOf(intervalParam.schema).filter((i) => i !== "day")) {
      o.push(
        `rule: day-only metric ${dayOnlyParam.name}=${metric} with ${intervalParam.name}=${interval} → 400`,
        "rule",
        o.request({ ...o.base, [dayOnlyParam.name]: metric, [intervalParam.name]: interval }),
        o.badRequest,
      );
    }
  }
}

/**
 * Seed rule: an unknown chain or block is a 404 (a well-formed identifier that names nothing).
 * @param {RestOperation} o @param {any} p
 */
export function unknownIdRule(o, p) {
  if (p.in !== "path" || !/chain|block/i.test(p.name) || !o.has(404)) return;
  const s = p.schema ?? {};
  const known = new Set(paramExamples(p).map((e) => JSON.stringify(e.value)));
  const unknown = UNKNOWN_IDS.find((id) => valid(o.ajv, s, id) && !known.has(JSON.stringify(id)));
  if (unknown !== undefined)
    o.push(`rule: unknown ${p.name} (${unknown}) → 404`, "rule", o.request({ ...o.base, [p.name]: unknown }), [404]);
}

/**
 * The token lifetime extension: an unknown (or expired) page token is refused.
 * @param {RestOperation} o
 * @param {any} p
 */
export function pageTokenRule(o, p) {
  if (p["x-avaspec-page-token-ttl-seconds"] === undefined) return;
  o.push(
    `rule: ${p.name} unknown or expired → ${o.badRequest.join("/")}`,
    "rule",
    o.request({ ...o.base, [p.name]: "00000000-0000-4000-8000-000000000000" }),
    o.badRequest,
  );
}
