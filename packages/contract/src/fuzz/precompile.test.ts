// The validators compiled ahead of time (src/generated/validators.js): one for every schema the fuzz run's checkers
// compile, each answering as ajv compiling the schema at run time answers, errors and all.
import {
  type PrecompiledSchema,
  type PrecompiledValidators,
  restCheckerSchemas,
  rpcCheckerSchemas,
  SchemaValidators,
} from "@avaspec/exchange-checks";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRECOMPILED_VALIDATORS } from "../generated/validators.js";
import { loadSpecs } from "../index.js";
import { restTargets } from "./rest-draws.js";
import { rpcTargets } from "./rpc-draws.js";
import { invalidValues, validValue } from "./schema-values.js";

const specs = loadSpecs();
const schemas: PrecompiledSchema[] = [
  ...restCheckerSchemas(specs.metrics),
  ...restCheckerSchemas(specs.data),
  ...rpcCheckerSchemas(specs.node),
];

const validatorsOf = (s: PrecompiledSchema, precompiled?: PrecompiledValidators) =>
  new SchemaValidators(s.dialect, { coerce: s.coerce === true, precompiled });

/** The precompiled validators, each wrapped so that a check shows whether it ran one (their errors are not kept). */
const spiedOn = (ran: () => void) =>
  Object.fromEntries(
    Object.entries(PRECOMPILED_VALIDATORS).map(([flavour, byDigest]) => [
      flavour,
      Object.fromEntries(
        Object.entries(byDigest ?? {}).map(([digest, validate]) => [
          digest,
          Object.assign((data: unknown) => (ran(), validate(data)), { errors: null }),
        ]),
      ),
    ]),
  ) as unknown as PrecompiledValidators;

describe("validators compiled ahead of time", () => {
  it("cover every schema the checkers of the specs compile (none is compiled at run time)", () => {
    let ran = 0;
    const spied = spiedOn(() => ran++);
    expect(schemas.length).toBeGreaterThan(100);
    const missing = schemas.filter((s) => {
      const before = ran;
      validatorsOf(s, spied).check(s.schema, {});
      return ran === before;
    });
    expect(missing.map((s) => JSON.stringify(s.schema).slice(0, 120))).toEqual([]);
  });

  it("cover what the draws check their values with (none is compiled at run time)", () => {
    let ran = 0;
    const spied = spiedOn(() => ran++);
    const missed: string[] = [];
    class Counting extends SchemaValidators {
      override check(schema: unknown, value: unknown, max?: number) {
        const before = ran;
        const answer = super.check(schema, value, max);
        if (typeof schema === "object" && schema !== null && ran === before)
          missed.push(JSON.stringify(schema).slice(0, 120));
        return answer;
      }
    }
    const targets = [
      ...restTargets("metrics", specs.metrics, undefined, new Counting("openapi-3.1", { precompiled: spied })),
      ...restTargets("data", specs.data, undefined, new Counting("openapi-3.1", { precompiled: spied })),
      ...rpcTargets(specs.node, undefined, new Counting("openrpc", { precompiled: spied })),
    ];
    for (const t of targets) fc.sample(t.arbitrary as fc.Arbitrary<unknown>, { numRuns: 150, seed: 21 });
    expect(ran).toBeGreaterThan(1000);
    expect([...new Set(missed)]).toEqual([]);
  });

  it("answer as the same schema compiled at run time, on valid and invalid values alike", () => {
    let compared = 0;
    let refused = 0;
    for (const s of schemas) {
      const ahead = validatorsOf(s, PRECOMPILED_VALIDATORS);
      const atRunTime = validatorsOf(s);
      const o = { carrier: s.coerce ? ("text" as const) : ("json" as const) };
      const values = [
        ...fc.sample(validValue(s.schema, o), { numRuns: 5, seed: 3 }),
        ...invalidValues(s.schema, o).flatMap((arb) => fc.sample(arb, { numRuns: 2, seed: 4 }).map((b) => b.value)),
      ];
      for (const v of values) {
        // coercing validators change the value in place: each gets its own copy
        const answer = ahead.check(s.schema, structuredClone(v), 10);
        expect(answer).toEqual(atRunTime.check(s.schema, structuredClone(v), 10));
        compared++;
        if (answer) refused++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(300);
  });
});
