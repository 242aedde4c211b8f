// The generator: what it reads from a spec, what it refuses, and that check:generated catches drift.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { apiKeyHeader, emitMeta, generate, readOperations, shapeOf } from "./generate.mjs";

const run = promisify(execFile);
const cli = fileURLToPath(new URL("cli.mjs", import.meta.url));

const page = (extra: Record<string, unknown> = {}) => ({
  type: "object",
  required: ["items"],
  properties: { nextPageToken: { type: "string" }, items: { type: "array", items: {} }, ...extra },
});
const op = (id: string, schema: unknown, params: unknown[] = [], more: Record<string, unknown> = {}) => ({
  operationId: id,
  parameters: params,
  ...more,
  responses: { 200: { description: "ok", content: { "application/json": { schema } } } },
});
const pageToken = { name: "pageToken", in: "query", schema: { type: "string" } };
const doc = (paths: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  servers: [{ url: "https://api.example.test/" }],
  paths,
  ...extra,
});

describe("readOperations", () => {
  it("finds paginated operations from the spec: nextPageToken in the 200 body AND a pageToken parameter", () => {
    const ops = readOperations(
      doc(
        {
          "/a": { get: op("listA", page(), [pageToken]) },
          "/b": { get: op("getB", page()) }, // nextPageToken but no pageToken
          // pageToken but no nextPageToken
          "/c": { get: op("getC", { type: "object", properties: { items: { type: "array" } } }, [pageToken]) },
          "/d": {
            post: op("queryD", { $ref: "#/components/schemas/P" }, [], {
              requestBody: {
                content: {
                  "application/json": { schema: { type: "object", properties: { pageToken: { type: "string" } } } },
                },
              },
            }),
          },
        },
        { components: { schemas: { P: page() } } },
      ),
    );
    const byId = (id: string) => ops.find((o) => o.id === id) ?? expect.unreachable(`no operation ${id}`);
    expect(byId("listA").page).toEqual({ items: "items", tokenIn: "query" });
    expect(byId("getB").page).toBeUndefined();
    expect(byId("getC").page).toBeUndefined();
    expect(byId("queryD").page).toEqual({ items: "items", tokenIn: "body" });
  });

  it("marks GET/PUT/DELETE idempotent, a POST only with x-avaspec-idempotent: true", () => {
    const ops = readOperations(
      doc({
        "/a": { get: op("a", {}), put: op("b", {}), delete: op("c", {}), post: op("d", {}), patch: op("e", {}) },
        "/q": { post: op("q", {}, [], { "x-avaspec-idempotent": true }) },
      }),
    );
    expect(Object.fromEntries(ops.map((o) => [o.id, o.idempotent]))).toEqual({
      a: true,
      b: true,
      c: true,
      d: false,
      e: false,
      q: true,
    });
  });

  it("refuses what it cannot generate well", () => {
    expect(() =>
      readOperations(doc({ "/a": { get: op("listA", page({ more: { type: "array" } }), [pageToken]) } })),
    ).toThrow(/listA: paginated .* 2 array properties \(items, more\)/);
    expect(() => readOperations(doc({ "/a": { get: op("List-A", {}) } }))).toThrow(/operationId must be camelCase/);
    expect(() => readOperations(doc({ "/a": { get: op("x", {}) }, "/b": { get: op("x", {}) } }))).toThrow(
      /operationId x is used twice/,
    );
    expect(() => readOperations(doc({ "/a": { get: op("x", { $ref: "#/components/schemas/Nope" }) } }))).toThrow(
      /unresolved \$ref/,
    );
    expect(() => emitMeta({ paths: {} }, [])).toThrow(/no servers/);
  });

  it("derives shapes and the API-key header from the spec", () => {
    expect(shapeOf({}, page())).toEqual({ nextPageToken: "?s", items: "a" });
    expect(
      shapeOf(
        {},
        {
          type: "object",
          required: ["m"],
          properties: { m: { oneOf: [{ type: "string" }, { type: "array" }] }, n: { type: ["integer", "null"] } },
        },
      ),
    ).toEqual({ m: "sa", n: "?iz" });
    expect(shapeOf({}, { type: "array" })).toBe("a");
    expect(shapeOf({}, {})).toBeUndefined();
    expect(
      apiKeyHeader({
        components: { securitySchemes: { k: { type: "apiKey", in: "header", name: "x-data-api-key" } } },
      }),
    ).toBe("x-data-api-key");
    expect(
      apiKeyHeader({ components: { securitySchemes: { k: { type: "http", scheme: "bearer" } } } }),
    ).toBeUndefined();
    expect(emitMeta(doc({}), [])).toContain('DEFAULT_BASE_URL = "https://api.example.test"');
  });
});

describe("check:generated", () => {
  const check = (out: string) =>
    run(process.execPath, [cli, "--api", "metrics", "--check", "--out", out]).then(
      (ok) => ({ ...ok, code: 0 }),
      (e) => e,
    );

  it("passes on freshly generated files and fails on an edited or an extra file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "drift-"));
    const out = join(dir, "src/generated");
    try {
      await generate({ api: "metrics", outDir: out });
      const fresh = readFileSync(join(out, "operations.ts"), "utf8");
      const ok = await check(out);
      expect(ok.code).toBe(0);
      expect(ok.stdout).toMatch(/src\/generated matches the spec/);
      writeFileSync(join(out, "operations.ts"), fresh.replace('"idempotent":true', '"idempotent":false'));
      const edited = await check(out);
      expect(edited?.code).toBe(1);
      expect(edited?.stderr).toMatch(/out of date with the spec \(operations\.ts\)/);
      writeFileSync(join(out, "operations.ts"), fresh);
      writeFileSync(join(out, "stale.ts"), "");
      const extra = await check(out);
      expect(extra?.stderr).toMatch(/stale\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000); // a hang guard: three CLI runs took over 30 s on a loaded two-core machine
});
