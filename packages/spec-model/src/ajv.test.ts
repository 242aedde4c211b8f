import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { AJV_PROFILES, type AjvProfile, ajvOf, schemaDigest, standaloneFunction, withoutIds } from "./ajv.js";

const schema = { type: "object", properties: { n: { type: "integer" }, at: { type: "string", format: "date-time" } } };

describe("Ajv profiles", () => {
  it.each([
    ["openapi-3.1", { n: "1" }, false],
    ["openapi-3.1+coerce", { n: "1" }, true],
    ["openrpc", { n: 1, at: "yesterday" }, false],
    ["openrpc", { n: 1, at: "2025-11-20T00:00:00Z" }, true],
    ["openapi-3.1-first", { at: "yesterday" }, false],
    ["openrpc-first", { n: 1 }, true],
    ["prism-coerce-first", { n: "1" }, true],
    ["prism-plain-all", { n: "1" }, false],
    // Prism's validator checks no formats
    ["prism-plain-first", { at: "yesterday" }, true],
    // a tool's own file: its shape, not its formats
    ["tool-first", { n: 1, at: "yesterday" }, true],
    ["tool-first", { n: "1" }, false],
  ] as [AjvProfile, object, boolean][])("%s on %j: %s", (profile, value, valid) => {
    expect(ajvOf(profile).validate(schema, value)).toBe(valid);
  });
  it("2020-12 for OpenAPI 3.1 (prefixItems), draft-07 elsewhere", () => {
    const tuple = { prefixItems: [{ type: "string" }], items: false };
    expect(ajvOf("openapi-3.1").validate(tuple, ["a", "b"])).toBe(false);
    expect(AJV_PROFILES.openrpc.draft).toBe("07");
  });
});

describe("schemaDigest", () => {
  it("is sha256 in base64url, as node:crypto writes it", () => {
    for (const text of ["", withoutIds({ $id: "x", type: "string", title: "é ✓" })])
      expect(schemaDigest(text)).toBe(createHash("sha256").update(text).digest("base64url"));
    expect(withoutIds({ $id: "x", $schema: "y", a: { $id: "z", b: 1 } })).toBe('{"a":{"b":1}}');
  });
});

describe("standaloneFunction", () => {
  it("emits validators that run with Ajv's runtime modules only", () => {
    const source = standaloneFunction("openrpc", "testValidators", [["k", schema]]);
    expect(source.startsWith("function testValidators() {")).toBe(true);
    const require = createRequire(import.meta.url);
    const validators = new Function("require", `${source}\nreturn testValidators();`)(require);
    expect(validators.k({ n: 1, at: "2025-11-20T00:00:00Z" })).toBe(true);
    expect(validators.k({ n: 1.5 })).toBe(false);
  });
});
