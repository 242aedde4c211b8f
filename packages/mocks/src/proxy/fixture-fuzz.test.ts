// fast-check over the fixture key, the stored body and the fixture reader with hostile input: bodies of any bytes
// and any depth, fixture files mutated from a good one (subtrees swapped for deep nesting, wrong types, random bytes).
// The key never throws and ignores what it must (JSON-RPC ids, key order); a stored body gives its bytes back in a
// file of linear size; the reader accounts for every file (served, stale or fixture-corrupt) and never throws.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { bodyBytes, FIXTURE_FORMAT, type Fixture, fixtureText, requestKey, storeBody } from "./fixture.js";
import { loadFixtures } from "./replay.js";

const nested = (depth: number, inner = "") => `${"[".repeat(depth)}${inner}${"]".repeat(depth)}`;

/** Bodies a client may send: JSON of any shape, JSON nested up to 50,000 deep, text, raw bytes. */
const hostileBody = fc.oneof(
  fc.json().map((text) => Buffer.from(text)),
  fc.tuple(fc.integer({ min: 1, max: 50_000 }), fc.json()).map(([depth, inner]) => Buffer.from(nested(depth, inner))),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => Buffer.from(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`)),
  fc.string({ unit: "binary" }).map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
);
const api = fc.constantFrom("metrics" as const, "data" as const, "node" as const);

describe("requestKey", () => {
  it("never throws, and is the same for the same request", () => {
    fc.assert(
      fc.property(api, hostileBody, (which, body) => {
        const request = { method: "POST", path: "/p", query: { b: ["2", "1"], a: "x" } };
        const key = requestKey(which, { ...request, body });
        expect(key).toMatch(/^[0-9a-f]{16}$/);
        expect(requestKey(which, { ...request, body: Buffer.from(body) })).toBe(key);
      }),
      { numRuns: 300 },
    );
  });

  it("ignores key order and, on the node, JSON-RPC ids; a body that differs is another key", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 })), fc.jsonValue(), (params, id) => {
        const call = { jsonrpc: "2.0", method: "m", params };
        const a = Buffer.from(JSON.stringify({ ...call, id }));
        const b = Buffer.from(JSON.stringify({ id: 7, params, method: "m", jsonrpc: "2.0" }));
        const request = { method: "POST", path: "/ext/bc/C/rpc", query: {} };
        expect(requestKey("node", { ...request, body: a })).toBe(requestKey("node", { ...request, body: b }));
        const other = Buffer.from(JSON.stringify({ ...call, method: "n", id }));
        expect(requestKey("node", { ...request, body: other })).not.toBe(requestKey("node", { ...request, body: a }));
      }),
      { numRuns: 200 },
    );
  });
});

describe("storeBody and fixtureText", () => {
  it("give back the exact bytes, in a file whose size is linear in them", () => {
    fc.assert(
      fc.property(hostileBody, (body) => {
        const stored = storeBody(body);
        expect(bodyBytes(stored).equals(body)).toBe(true);
        const fixture = {
          format: FIXTURE_FORMAT,
          api: "node",
          operation: "m",
          key: "0",
          recordedAt: "",
          request: { method: "POST", path: "/", query: {}, headers: {}, body: stored },
          response: { status: 200, headers: {}, body: stored },
        } satisfies Fixture;
        const text = fixtureText(fixture);
        // JSON escapes a control byte as six characters, base64 is 4/3: never more than 6 per byte, twice (both bodies)
        expect(text.length).toBeLessThanOrEqual(12 * body.length + 600);
        const read = JSON.parse(text) as Fixture;
        expect(bodyBytes(read.response.body).equals(body)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const GOOD: Fixture = {
  format: FIXTURE_FORMAT,
  api: "data",
  operation: "getChain",
  key: "0",
  recordedAt: "2026-11-27T00:00:00.000Z",
  request: { method: "GET", path: "/v1/chains/43114", query: {}, headers: {}, body: {} },
  response: { status: 200, headers: { "content-type": "application/json" }, body: { json: { chainId: "43114" } } },
};

/** A fixture file's text: a good fixture with one subtree swapped for something hostile, or not JSON at all. */
const hostileFile = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("request", "response", "request.body", "response.body", "request.query", "response.headers"),
      fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.integer({ min: 60, max: 30_000 }).map((depth) => ({ __deep: depth })),
        fc.constant({ json: { __deep: 70 } }),
        fc.constant({ text: nested(20_000) }),
      ),
    )
    .map(([where, value]) => {
      const fixture = structuredClone(GOOD) as unknown as Record<string, Record<string, unknown>>;
      const [top, inner] = where.split(".") as [string, string | undefined];
      if (inner) fixture[top]![inner] = value;
      else fixture[top] = value as Record<string, unknown>;
      // a deep subtree is written as text: a value that deep cannot be built with JSON.stringify
      return JSON.stringify(fixture).replace(/\{"__deep":(\d+)\}/g, (_, depth) => nested(Number(depth)));
    }),
  fc.json(),
  fc.string({ unit: "binary" }),
  fc.constant(JSON.stringify(GOOD)),
);

describe("loadFixtures", () => {
  it("accounts for every file, names each refused one as fixture-corrupt, and never throws", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostileFile, { minLength: 1, maxLength: 6 }), async (texts) => {
        const dir = await mkdtemp(join(tmpdir(), "avaspec-fixture-fuzz-"));
        dirs.push(dir);
        const folder = join(dir, "data", "getChain");
        await mkdir(folder, { recursive: true });
        await Promise.all(texts.map((text, i) => writeFile(join(folder, `${i}.json`), text)));
        const { byKey, report } = await loadFixtures({
          api: "data",
          dir,
          allowInvalid: true,
          validate: async () => [],
        });
        for (const problem of report.corrupt) expect(problem.code).toBe("fixture-corrupt");
        const corrupt = new Set(report.corrupt.map((c) => c.file));
        expect(corrupt.size).toBe(report.corrupt.length);
        // every file not refused is served under its request's key (several files of one request count once)
        for (const [i, text] of texts.entries()) {
          if (corrupt.has(join(folder, `${i}.json`))) continue;
          const { request } = JSON.parse(text) as Fixture;
          expect(byKey.has(requestKey("data", { ...request, body: bodyBytes(request.body) }))).toBe(true);
        }
        expect(report.served).toBe(byKey.size);
        for (const fixture of byKey.values()) expect(() => bodyBytes(fixture.response.body)).not.toThrow();
      }),
      { numRuns: 40 },
    );
  });
});
