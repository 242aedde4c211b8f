// The spec's own examples, replayed against the mock at each method's default server: every example that shows a
// result gets a result that validates against the method's schema (for the index API: the very containers shown),
// and every error example gets an error of the same code that the method declares.
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

let mock: RunningNodeMock;
beforeAll(async () => {
  mock = await start({ spec });
});
afterAll(() => mock.close());

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
    const r = await call(mock.url, defaultPath(method), method.name, params);
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
  });
});
