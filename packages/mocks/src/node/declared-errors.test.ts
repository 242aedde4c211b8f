// The fuzz test's judge must itself reject what is not declared.
import { expect, test } from "vitest";
import { declaredErrorMatcher, templateToRegExp } from "./test-support/declared-errors.js";

test("templates match values, not other texts", () => {
  expect(
    templateToRegExp("start index (S) > last accepted index (L)").test("start index (9) > last accepted index (4)"),
  ).toBe(true);
  expect(
    templateToRegExp("start index (S) > last accepted index (L)").test("start index 9 > last accepted index 4"),
  ).toBe(false);
  expect(templateToRegExp('logger with name "<name>" not found').test('logger with name "x" not found')).toBe(true);
  expect(templateToRegExp("invalid argument 0: …").test("invalid argument 0: bad")).toBe(true);
  expect(templateToRegExp("not found").test("not found!")).toBe(false);
});

test("matcher: per-method errors, the catalogue, patterns; rejects the rest", () => {
  const spec = {
    components: { errors: { parse: { code: -32700, message: "parse error" } } },
    methods: [{ name: "a.b", errors: [{ code: -32000, message: "x 1", "x-avaspec-message-pattern": "^x \\d+$" }] }],
  };
  const ok = declaredErrorMatcher(spec);
  expect(ok("a.b", -32000, "x 42")).toBe(true);
  expect(ok("a.b", -32000, "x y")).toBe(false);
  expect(ok("a.b", -32001, "x 42")).toBe(false);
  expect(ok(undefined, -32700, "parse error")).toBe(true);
  expect(ok("a.b", -32700, "parse error")).toBe(true);
  expect(ok(undefined, -32000, "x 42")).toBe(false);
});

test("matcher: a transport error only where its x-avaspec-error-endpoints says", () => {
  const spec = {
    components: { errors: { e: { code: -32600, message: "empty batch", "x-avaspec-error-endpoints": ["rpc"] } } },
    methods: [],
  };
  const ok = declaredErrorMatcher(spec);
  expect(ok(undefined, -32600, "empty batch", "rpc")).toBe(true);
  expect(ok(undefined, -32600, "empty batch", "admin")).toBe(false);
});
