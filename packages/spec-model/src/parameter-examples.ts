// A parameter's own examples (OpenAPI `example` and the values of `examples`), for readers that send realistic
// requests (the contract's fuzzer) without reading the parameter object themselves.
import { type JsonObject, resolveRef } from "./json.js";
import type { Parameter } from "./rest.js";

/**
 * The parameter's `example`, then the value of each of its `examples` (a `$ref` followed in `doc` when given); none
 * of its schema's. Values left undefined are not examples.
 */
export function parameterExamples(p: Pick<Parameter, "raw">, doc?: JsonObject): unknown[] {
  const named: JsonObject = p.raw.examples && typeof p.raw.examples === "object" ? p.raw.examples : {};
  const values = Object.values(named).map((e) => (doc ? resolveRef(doc, e) : e)?.value);
  return [p.raw.example, ...values].filter((v) => v !== undefined);
}
