import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "./errors.js";
import { tinyDocument } from "./fixtures/tiny.js";
import type { RestApiDefinition } from "./rules.js";
import { startRestMock, type RunningMock } from "./server.js";
import { call, postJson } from "./test-support.js";

let nowMs = Date.UTC(2024, 7, 30);
const api: RestApiDefinition = {
  name: "tiny",
  document: tinyDocument,
  dereferenced: tinyDocument,
  headerAliases: { "x-old-key": "x-new-key" },
  rules: () => ({
    listThings: ({ query }) => ({
      list: { length: 25, at: (i) => ({ n: i, colour: query.colour ?? "any" }) },
    }),
    getThing: ({ path, headers }) => {
      if (path.id === "404") throw new HttpError(404, `thing ${path.id} not found`);
      return { status: 200, body: { n: Number(path.id), key: headers["x-new-key"] ?? null } };
    },
  }),
};

let mock: RunningMock;
beforeAll(async () => {
  mock = await startRestMock(api, { port: 0, clock: () => nowMs, seed: "s1" });
});
afterAll(() => mock.close());

describe("REST machinery on a tiny document", () => {
  it("binds 127.0.0.1 on a free port and answers readiness", async () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const r = await call(mock.url, "/__avaspec/ready");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ready: true });
  });

  it("pages a listing to its end without repeats, honouring pageSize", async () => {
    const seen: number[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const r = await call(mock.url, `/v1/things?pageSize=7${token ? `&pageToken=${encodeURIComponent(token)}` : ""}`);
      expect(r.status).toBe(200);
      expect(r.body.things.length).toBeLessThanOrEqual(7);
      seen.push(...r.body.things.map((t: { n: number }) => t.n));
      token = r.body.nextPageToken;
      pages++;
    } while (token && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });

  it("rejects unknown, altered, foreign and expired tokens with 400", async () => {
    const first = await call(mock.url, "/v1/things?pageSize=5");
    const token = first.body.nextPageToken as string;
    expect((await call(mock.url, `/v1/things?pageSize=5&pageToken=${encodeURIComponent(token)}`)).status).toBe(200);
    // bound to the page size too (and to every other parameter)
    const resized = await call(mock.url, `/v1/things?pageSize=6&pageToken=${encodeURIComponent(token)}`);
    expect(resized.body.message[0]).toMatch(/another request/);
    const unknown = await call(mock.url, "/v1/things?pageToken=abc");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message[0]).toMatch(/pageToken is unknown/);
    const altered = token.slice(0, -2) + (token.endsWith("A") ? "BB" : "AA");
    expect((await call(mock.url, `/v1/things?pageToken=${encodeURIComponent(altered)}`)).status).toBe(400);
    const foreign = await call(mock.url, `/v1/things?colour=red&pageToken=${encodeURIComponent(token)}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message[0]).toMatch(/another request/);
    nowMs += 3601 * 1000; // the fixture's TTL is 3600 s
    try {
      const expired = await call(mock.url, `/v1/things?pageSize=5&pageToken=${encodeURIComponent(token)}`);
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ statusCode: 400, error: "Bad Request" });
      expect(expired.body.message[0]).toMatch(/expired/);
    } finally {
      nowMs -= 3601 * 1000;
    }
  });

  it("a token from a server with another seed is unknown", async () => {
    const other = await startRestMock(api, { port: 0, clock: () => nowMs, seed: "s2" });
    try {
      const first = await call(mock.url, "/v1/things?pageSize=5");
      const r = await call(other.url, `/v1/things?pageToken=${encodeURIComponent(first.body.nextPageToken)}`);
      expect(r.status).toBe(400);
    } finally {
      await other.close();
    }
  });

  it("answers invalid requests with 400 and messages built from the violations", async () => {
    const r = await call(mock.url, "/v1/things?pageSize=99&colour=green");
    expect(r.status).toBe(400);
    expect(r.headers.get("content-type")).toBe("application/json");
    expect(r.body.statusCode).toBe(400);
    expect(r.body.error).toBe("Bad Request");
    expect(r.body.message).toEqual(
      expect.arrayContaining([
        "pageSize must not be greater than 50",
        "colour must be one of the following values: red, blue",
      ]),
    );
    expect(r.text).not.toContain("example text");
    const wrongType = await call(mock.url, "/v1/things?pageSize=abc");
    expect(wrongType.body.message).toEqual(["pageSize must be an integer number"]);
    const path = await call(mock.url, "/v1/things/abc");
    expect(path.status).toBe(400);
    expect(path.body.message[0]).toMatch(/^id must match pattern/);
  });

  it("validates bodies: missing, wrong type, extra property, wrong content type, malformed JSON", async () => {
    const missing = await call(mock.url, "/v1/things", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(["request body is required"]);
    const bad = await call(mock.url, "/v1/things", postJson({ name: 1, size: 11, extra: true }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([
        "body must not have the property 'extra'",
        "body.name must be a string",
        "body.size must not be greater than 10",
      ]),
    );
    const text = await call(mock.url, "/v1/things", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hi",
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toEqual(["Content-Type must be application/json"]);
    const malformed = await call(mock.url, "/v1/things", postJson("{nope"));
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/not valid JSON/);
    const ok = await call(mock.url, "/v1/things", postJson({ name: "x" }));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ made: true });
  });

  it("refuses hostile bodies: too deep, __proto__, oversize", async () => {
    const deep = await call(mock.url, "/v1/things", postJson("[".repeat(5000) + "]".repeat(5000)));
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/deeper than 64/);
    const proto = await call(mock.url, "/v1/things", postJson('{"name":"x","__proto__":{"polluted":true}}'));
    expect(proto.status).toBe(400);
    expect(proto.body.message).toMatch(/__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const big = await call(mock.url, "/v1/things", postJson({ name: "x".repeat(1024 * 1024 + 10) }));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ statusCode: 413, error: "Payload Too Large" });
    expect((await call(mock.url, "/__avaspec/ready")).status).toBe(200);
  });

  it("answers unknown paths with 404 and unknown methods with 405, in the contract's error body", async () => {
    const nf = await call(mock.url, "/v1/nothing");
    expect(nf.status).toBe(404);
    expect(nf.headers.get("content-type")).toBe("application/json");
    expect(nf.body).toEqual({ message: "Cannot GET /v1/nothing", statusCode: 404, error: "Not Found" });
    const head = await fetch(`${mock.url}/v1/things/5`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/json");
    expect(await head.text()).toBe("");
    const na = await call(mock.url, "/v1/things", { method: "DELETE" });
    expect(na.status).toBe(405);
    expect(na.headers.get("allow")).toBe("GET, POST");
    expect(na.body.error).toBe("Method Not Allowed");
  });

  it("runs the rule unless the client forces a scenario with Prefer", async () => {
    const ruled = await call(mock.url, "/v1/things/12");
    expect(ruled.body).toEqual({ n: 12, key: null });
    const notFound = await call(mock.url, "/v1/things/404");
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ message: "thing 404 not found", statusCode: 404, error: "Not Found" });
    const example = await call(mock.url, "/v1/things/12", { headers: { prefer: "code=200" } });
    expect(example.body).toEqual({ n: 7 });
    const code = await call(mock.url, "/v1/things/12", { headers: { prefer: "code=404" } });
    expect(code.status).toBe(404);
    // the fixture's only error example says statusCode 400: not shown under 404
    expect(code.body).toEqual({
      message: "Not Found (scenario asked for with Prefer; the document has no example for 404)",
      statusCode: 404,
      error: "Not Found",
    });
    const badRequest = await call(mock.url, "/v1/things/12", { headers: { prefer: "code=400" } });
    expect(badRequest.body.message).toBe("example text");
    const named = await call(mock.url, "/v1/things", { headers: { prefer: "example=empty" } });
    expect(named.body).toEqual({ things: [] });
    const dynamic = await call(mock.url, "/v1/things", { headers: { prefer: "dynamic=true" } });
    expect(dynamic.status).toBe(200);
    expect(Array.isArray(dynamic.body.things)).toBe(true);
    const undeclared = await call(mock.url, "/v1/things/12", { headers: { prefer: "code=418" } });
    expect(undeclared.status).toBe(400);
    expect(undeclared.body.message).toMatch(/418/);
    const garbage = await call(mock.url, "/v1/things/12", { headers: { prefer: "code=abc" } });
    expect(garbage.status).toBe(400);
    const query = await call(mock.url, "/v1/things/12?__code=404");
    expect(query.status).toBe(404);
  });

  it("answers CORS preflights and marks answers for browsers", async () => {
    const pre = await fetch(`${mock.url}/v1/things`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:3000",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(pre.headers.get("access-control-allow-methods")).toBe("GET, POST");
    const r = await call(mock.url, "/v1/things/3", { headers: { origin: "http://localhost:3000" } });
    expect(r.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    const plain = await call(mock.url, "/v1/things", { method: "OPTIONS" });
    expect(plain.status).toBe(405);
  });

  it("copies header aliases", async () => {
    const r = await call(mock.url, "/v1/things/3", { headers: { "x-old-key": "k" } });
    expect(r.body).toEqual({ n: 3, key: "k" });
  });

  it("refuses a rule for an operation the document lacks", async () => {
    await expect(startRestMock({ ...api, rules: () => ({ nope: () => ({ status: 200, body: {} }) }) })).rejects.toThrow(
      /nope/,
    );
  });
});
