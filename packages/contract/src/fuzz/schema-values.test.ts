// The value generators against the real specs: every valid draw is valid for ajv (after the same text coercion the
// exchange checks apply), every invalid draw of a schema without alternatives is refused; the curl words replay in a
// shell byte for byte.
import { execFileSync } from "node:child_process";
import { paramsSchema, SchemaValidators } from "@avaspec/exchange-checks";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadSpecs } from "../index.js";
import { shellQuote } from "./curl.js";
import { asText } from "./rest-draws.js";
import {
  branchesAnywhere,
  confirmedInvalid,
  type DrawOptions,
  invalidValues,
  type Refusals,
  validValue,
} from "./schema-values.js";

const specs = loadSpecs();
const rest = new SchemaValidators("openapi-3.1");
const restText = new SchemaValidators("openapi-3.1", { coerce: true });
const rpc = new SchemaValidators("openrpc");

interface Subject {
  where: string;
  schema: unknown;
  o: DrawOptions;
  validators: SchemaValidators;
}

/** Every parameter (text) and request body (JSON) of the REST specs, every JSON-RPC method's params. */
function subjects(): Subject[] {
  const out: Subject[] = [];
  for (const api of ["metrics", "data"] as const)
    for (const [path, item] of Object.entries<any>(specs[api]?.paths ?? {}))
      for (const op of Object.values<any>(item)) {
        for (const p of op?.parameters ?? [])
          out.push({
            where: `${api} ${path} ${p.name}`,
            schema: p.schema,
            o: { carrier: "text", pathSegment: p.in === "path" },
            validators: restText,
          });
        const body = op?.requestBody?.content?.["application/json"]?.schema;
        if (body) out.push({ where: `${api} ${path} body`, schema: body, o: { carrier: "json" }, validators: rest });
      }
  for (const m of specs.node?.methods ?? [])
    out.push({ where: `node ${m.name}`, schema: paramsSchema(m), o: { carrier: "json" }, validators: rpc });
  return out;
}

const wrappers = new Map<unknown, object>();
function accepted(s: Subject, value: unknown): boolean {
  if (s.o.carrier === "json") return s.validators.check(s.schema, value) === null;
  let wrapped = wrappers.get(s.schema);
  if (!wrapped) wrappers.set(s.schema, (wrapped = { type: "object", properties: { x: s.schema } }));
  return s.validators.check(wrapped, { x: asText(value) }) === null;
}

describe("values drawn from the specs' schemas", () => {
  const all = subjects();
  it("covers every parameter, body and JSON-RPC method", () => {
    expect(all.length).toBeGreaterThan(60);
    expect(all.filter((s) => s.where.startsWith("node ")).length).toBe(specs.node?.methods.length);
  });

  it("every valid draw is valid for ajv", () => {
    for (const s of all) {
      const bad = fc.sample(validValue(s.schema, s.o), { numRuns: 40, seed: 42 }).filter((v) => !accepted(s, v));
      expect(bad.map((v) => `${s.where}: ${JSON.stringify(v)}`)).toEqual([]);
    }
  });

  it("every invalid draw of a schema without alternatives is refused by ajv", () => {
    let mutations = 0;
    for (const s of all.filter((x) => !branchesAnywhere(x.schema))) {
      for (const arb of invalidValues(s.schema, s.o)) {
        mutations++;
        const kept = fc.sample(arb, { numRuns: 20, seed: 7 }).filter((d) => accepted(s, d.value));
        expect(kept.map((d) => `${s.where} ${d.label}: ${JSON.stringify(d.value)}`)).toEqual([]);
      }
    }
    expect(mutations).toBeGreaterThan(50);
  });

  /** The subject's validator, for the subject's schema (as its values are carried) and for its parts (JSON). */
  const judgeOf = (s: Subject): Refusals => ({
    refuses: (schema, v) => (schema === s.schema ? !accepted(s, v) : s.validators.check(schema, v) !== null),
  });

  it("with alternatives, the constraints a validator confirms are kept, each one broken somewhere", () => {
    for (const s of all.filter((x) => branchesAnywhere(x.schema))) {
      const raw = invalidValues(s.schema, s.o);
      const kept = confirmedInvalid(s.schema, s.o, judgeOf(s));
      expect(kept.length, s.where).toBeGreaterThan(0);
      expect(kept.length, s.where).toBeLessThanOrEqual(raw.length);
      for (const arb of kept)
        expect(fc.sample(arb, { numRuns: 10, seed: 8 }).filter((d) => accepted(s, d.value))).toEqual([]);
    }
    // the composite query's sub-query params are broken where the `if` holds (type AllTimeNativeBalance)
    const composite = all.find((x) => x.where.endsWith("compositeQuery body")) as Subject;
    const labels = confirmedInvalid(composite.schema, composite.o, judgeOf(composite)).flatMap((arb) =>
      fc.sample(arb, { numRuns: 3, seed: 1 }).map((d) => d.label.replace(/\[\d+\]/, "[i]")),
    );
    expect(labels).toContain("queries: [i]: params: firstDate: wrong type (number)");
  });

  it("text values are carried as the specs define them: never blank, no / or dot segments in a path", () => {
    const o: DrawOptions = { carrier: "text", pathSegment: true };
    for (const v of fc.sample(validValue({ type: "string", minLength: 1 }, o), { numRuns: 500, seed: 3 })) {
      expect(typeof v === "string" && v.trim() !== "" && !v.includes("/") && v !== "." && v !== "..").toBe(true);
    }
  });

  it("integers reach past 2^31 and 2^32 (unusual timestamps), within the schema's bounds", () => {
    const draws = fc.sample(validValue({ type: "integer", minimum: 0 }, { carrier: "text" }), {
      numRuns: 300,
      seed: 1,
    });
    expect(draws.some((v) => (v as number) >= 2 ** 31)).toBe(true);
    expect(draws.every((v) => Number.isSafeInteger(v) && (v as number) >= 0)).toBe(true);
  });

  it("enum values that differ only in case are never drawn as invalid (servers compare them without case)", () => {
    const [arb] = invalidValues({ type: "string", enum: ["hex"] }, { carrier: "json" });
    const draws = fc.sample(arb as fc.Arbitrary<{ value: unknown }>, { numRuns: 300, seed: 9 });
    expect(draws.some((d) => String(d.value).toLowerCase() === "hex")).toBe(false);
  });
});

describe("curl commands", () => {
  it("quote any text so that a shell gives it back unchanged", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (s) => {
        const text = s.replace(/\0/g, "");
        expect(execFileSync("sh", ["-c", `printf %s ${shellQuote(text)}`], { encoding: "utf8" })).toBe(text);
      }),
      { numRuns: 40, seed: 11 },
    );
  });
});
