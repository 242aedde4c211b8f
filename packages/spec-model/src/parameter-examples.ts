// A parameter's example values, each with where it comes from: the parameter's own `example` and `examples`, then its
// schema's `example`, `examples` and `default`; the same value given twice is kept once.
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
  for (const [name, example] of Object.entries<any>(p.raw.examples ?? {})) add(name, example?.value);
  const s = p.schema;
  if (s.example !== undefined) add("schema example", s.example);
  if (Array.isArray(s.examples)) s.examples.forEach((v: unknown, i: number) => add(`schema example ${i + 1}`, v));
  if (s.default !== undefined) add("default", s.default);
  return out;
}
