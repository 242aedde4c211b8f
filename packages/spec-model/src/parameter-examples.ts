// A parameter's example values. `parameterExamples`: each with where it comes from (the parameter's own `example` and
// `examples`, then its schema's `example`, `examples` and `default`), the same value given twice kept once: what a
// suite derives its cases from. `ownParameterExamples`: the parameter's own values only, as written (a fuzzer's draws).
import { type JsonObject, resolveRef } from "./json.js";
import type { Parameter } from "./rest.js";

export interface ParameterExample {
  /** "example", the key in `examples`, "schema example", "schema example <n>" (from 1) or "default" */
  label: string;
  value: unknown;
}

export function parameterExamples(p: Pick<Parameter, "raw" | "schema">): ParameterExample[] {
  const out: ParameterExample[] = [];
  const seen = new Set<string>();
  const add = (label: string, value: unknown) => {
    const key = JSON.stringify(value);
    if (value === undefined || seen.has(key)) return;
    seen.add(key);
    out.push({ label, value });
  };
  if (p.raw.example !== undefined) add("example", p.raw.example);
  for (const [name, example] of Object.entries<JsonObject>(p.raw.examples ?? {})) add(name, example?.value);
  const s = p.schema;
  if (s.example !== undefined) add("schema example", s.example);
  if (Array.isArray(s.examples)) s.examples.forEach((v: unknown, i: number) => add(`schema example ${i + 1}`, v));
  if (s.default !== undefined) add("default", s.default);
  return out;
}

/**
 * The parameter's `example`, then the value of each of its `examples` (a `$ref` followed in `doc` when given); none
 * of its schema's. Values left undefined are not examples.
 */
export function ownParameterExamples(p: Pick<Parameter, "raw">, doc?: JsonObject): unknown[] {
  const named: JsonObject = p.raw.examples && typeof p.raw.examples === "object" ? p.raw.examples : {};
  const values = Object.values(named).map((e) => (doc ? resolveRef(doc, e) : e)?.value);
  return [p.raw.example, ...values].filter((v) => v !== undefined);
}
