// The spec's own examples, replayed against the mock at each method's default server: every example that shows a
// result gets a result that validates against the method's schema (for the index API: the very containers shown; for
// the standard Ethereum methods, tag `eth`: the very answer, from a mock at the examples' clock), and every error
// example gets an error of the same code that the method declares.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import type { RunningNodeMock } from "./index.js";
import { call, nodeSpec, start } from "./test-support/client.js";
import { declaredErrorMatcher } from "./test-support/declared-errors.js";

const spec = await nodeSpec();
const ajv = new Ajv({ strict: false });
(addFormats as unknown as { default: (a: Ajv) => void }).default(ajv);
const declared = declaredErrorMatcher(spec);

/** The method's server URL with every variable at its default, as a path. */
function defaultPath(method: any): string {
  const server = method.servers?.[0];
  const url = String(server?.url ?? "").replace(/\{(\w+)\}/g, (_: string, k: string) =>
    String(server.variables?.[k]?.default ?? ""),
  );
  return new URL(url).pathname;
}

const readOnly: any[] = spec.methods.filter(
  (m: any) => m["x-avaspec-mutates"] !== true && (m.examples ?? []).length > 0,
);

/** The clock the standard methods' examples were answered at (those about the chain head move with it). */
const EXAMPLES_CLOCK = Date.UTC(2025, 10, 20);
const isStandard = (method: any) => (method.tags ?? []).some((t: any) => t.name === "eth");

let mock: RunningNodeMock;
let atExamplesClock: RunningNodeMock;
let dayLater: RunningNodeMock;
beforeAll(async () => {
  mock = await start({ spec });
  atExamplesClock = await start({ spec, now: () => EXAMPLES_CLOCK });
  dayLater = await start({ spec, now: () => EXAMPLES_CLOCK + 86_400_000 });
});
afterAll(() => Promise.all([mock.close(), atExamplesClock.close(), dayLater.close()]));

const clockFree: string[] = [];

test("there are read-only methods with examples to replay", () => {
  expect(readOnly.length).toBeGreaterThan(10);
});

const cases: Array<[string, any]> = readOnly.map((m) => [m.name, m]);
describe.each(cases)("%s", (_name: string, method: any) => {
  const validate = ajv.compile(method.result?.schema ?? {});
  const examples: Array<[string, any]> = method.examples.map((ex: any) => [ex.name, ex]);
  test.each(examples)("example: %s", async (_exName: string, ex: any) => {
    const params =
      method.paramStructure === "by-position"
        ? (ex.params ?? []).map((p: any) => p.value)
        : Object.fromEntries((ex.params ?? []).map((p: any) => [p.name, p.value]));
    const standard = isStandard(method);
    const r = await call((standard ? atExamplesClock : mock).url, defaultPath(method), method.name, params);
    if (ex["x-avaspec-error"]) {
      expect(r.error?.code).toBe(ex["x-avaspec-error"].code);
      expect(declared(method.name, r.error.code, r.error.message)).toBe(true);
      return;
    }
    expect(r.error).toBeUndefined();
    expect(validate(r.result), ajv.errorsText(validate.errors)).toBe(true);
    // index examples show containers the mock really holds (getLastAccepted's "last" moves with the seeded chain)
    if (method["x-avaspec-endpoint"] === "index" && method.name !== "index.getLastAccepted") {
      expect(r.result).toEqual(ex.result.value);
    }
    if (standard) {
      expect(r.result).toEqual(ex.result.value);
      const later = await call(dayLater.url, defaultPath(method), method.name, params);
      if (JSON.stringify(later.result) === JSON.stringify(r.result)) clockFree.push(`${method.name}: ${ex.name}`);
    }
  });
});

test("most standard-method examples do not depend on the clock (they show the spec's block 49889407)", () => {
  // the head, gas price, priority fee, next base fee and the latest blocks' fee history move with the clock
  expect(clockFree.length).toBeGreaterThan(30);
});
