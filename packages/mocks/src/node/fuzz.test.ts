// Property-based fuzzing: thousands of generated valid and invalid requests. Every answer must be a JSON-RPC
// envelope whose result validates against the method's result schema, or whose error the spec declares;
// and the server must still serve afterwards.
import { afterAll, beforeAll, expect, test } from "vitest";
import fc from "fast-check";
import { Agent, fetch as undiciFetch } from "undici";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { createNodeMockHandler, type RunningNodeMock } from "./index.js";
import { nodeSpec, post, start } from "./test-support/client.js";
import { declaredErrorMatcher } from "./test-support/declared-errors.js";

let mock: RunningNodeMock;
let spec: Record<string, any>;
let subnet: string;
beforeAll(async () => {
  spec = await nodeSpec();
  mock = await start({ seed: "fuzz", spec });
  subnet = createNodeMockHandler({ seed: "fuzz", spec }).state.subnetEvmChainId;
});
afterAll(() => mock.close());

const RUNS = 4000;

test("every generated request gets a valid, declared answer", { timeout: 240_000 }, async () => {
  const ajv = new Ajv({ strict: false });
  (addFormats as unknown as { default: (a: Ajv) => void }).default(ajv);
  const methods: any[] = spec.methods;
  const resultValidators = new Map<string, ValidateFunction>(
    methods.map((m) => [m.name, ajv.compile(m.result?.schema ?? {})]),
  );
  const isDeclared = declaredErrorMatcher(spec);

  // Paths per endpoint kind, as the mock serves them.
  const endpoints = spec["x-avaspec-endpoints"];
  const pathsOf = (name: string): string[] => {
    const e = endpoints[name];
    if (name === "index") return e.instances.map((i: any) => `/ext/index/${i.chain}/${i.kind}`);
    if (e.path.includes("{blockchainId}")) return ["C", subnet].map((c) => e.path.replace("{blockchainId}", c));
    return [e.path];
  };
  const targets = Object.keys(endpoints).flatMap((name) =>
    pathsOf(name).map((path) => ({ name, path, batch: endpoints[name].batch === true })),
  );

  // Values seen in the spec's examples are the "valid" pool; fc.jsonValue() and edge cases are the invalid one.
  const examples = new Map<string, unknown[]>();
  for (const m of methods) {
    for (const ex of m.examples ?? []) {
      (ex.params ?? []).forEach((p: any, i: number) => {
        const key = `${m.name}#${m.paramStructure === "by-position" ? i : p.name}`;
        examples.set(key, [...(examples.get(key) ?? []), p.value]);
      });
    }
  }
  const edge = fc.constantFrom<unknown>(
    null,
    "",
    "hex",
    "HEX",
    "json",
    0,
    "0",
    -1,
    1.5,
    1e400,
    "18446744073709551616",
    1025,
    1024,
    "latest",
    "INFO",
    "debug",
    "C",
    "X",
    "nope",
    "a".repeat(600),
    [],
    {},
    JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
    "NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5",
    "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5",
    // the standard Ethereum methods' Go types: quantities, tags, hashes and addresses, good and bad
    "0x",
    "0x0",
    "0x00",
    "0x1",
    "0X1F",
    "0xzz",
    "0x8000000000000000",
    `0x1${"0".repeat(16)}`,
    `0x1${"0".repeat(64)}`,
    "pending",
    "earliest",
    "safe",
    "finalized",
    "accepted",
    "Latest",
    `0x${"ab".repeat(20)}`,
    `0x${"ab".repeat(19)}`,
    `0x${"ab".repeat(32)}`,
    `0x${"ab".repeat(31)}`,
    "ab".repeat(32),
    { blockNumber: "0x1" },
    { blockHash: `0x${"ab".repeat(32)}`, requireCanonical: true },
    { blockNumber: "0x1", blockHash: `0x${"ab".repeat(32)}` },
    { fromBlock: "0x10", toBlock: "0xf" },
    { fromBlock: "latest", toBlock: "0x1" },
    { fromBlock: "0x1", toBlock: "0x801" },
    { fromBlock: "pending" },
    { topics: [null, null, null, null, null] },
    { topics: [[null], "0x12"] },
    { address: [7] },
    { from: `0x${"ab".repeat(20)}`, to: `0x${"cd".repeat(20)}`, value: "0x1" },
    { to: `0x${"cd".repeat(20)}`, gas: "0x5207" },
    { gasPrice: "0x1", maxFeePerGas: "0x1" },
    { data: "0x01", input: "0x02" },
    { value: "1" },
    [25, 75],
    [75, 25],
    [101],
  );
  const valueFor = (m: any, key: string | number) => {
    const pool = examples.get(`${m.name}#${key}`) ?? [];
    return pool.length
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...pool) },
          { weight: 1, arbitrary: edge },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
        )
      : fc.oneof(edge, fc.jsonValue({ maxDepth: 2 }));
  };
  const paramsFor = (m: any): fc.Arbitrary<unknown> => {
    const declared: any[] = m.params ?? [];
    if (m.paramStructure === "by-position") {
      // a success example's params as they are: every positional argument valid at once
      const successes = (m.examples ?? [])
        .filter((ex: any) => ex.result !== undefined)
        .map((ex: any) => (ex.params ?? []).map((p: any) => p.value));
      return fc.oneof(
        ...(successes.length ? [{ weight: 2, arbitrary: fc.constantFrom<unknown>(...successes) }] : []),
        {
          weight: 4,
          arbitrary: fc
            .tuple(...declared.map((_p, i) => valueFor(m, i)))
            .chain((vals) => fc.integer({ min: 0, max: vals.length }).map((n) => vals.slice(0, n))),
        },
        { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, {}, "x", [1, 2, 3]) },
      );
    }
    const record = fc.record(Object.fromEntries(declared.map((p) => [p.name, valueFor(m, p.name)])), {
      requiredKeys: [],
    });
    return fc.oneof(
      { weight: 4, arbitrary: record },
      { weight: 1, arbitrary: record.map((r) => [r]) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, [], "x", 5, { extra: 1 }) },
    );
  };

  const methodsOf = (name: string) => methods.filter((m) => m["x-avaspec-endpoint"] === name);
  const call = (t: (typeof targets)[number]) =>
    fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .constantFrom(...methodsOf(t.name))
          .chain((m) => paramsFor(m).map((params) => ({ method: m.name as unknown, params }))),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          method: fc.oneof(fc.string(), fc.constantFrom("admin.Alias", "eth_nope", "index.foo", "a.b.c")),
          params: fc.jsonValue({ maxDepth: 2 }),
        }),
      },
    );
  const envelope = (t: (typeof targets)[number]) =>
    fc
      .tuple(
        call(t),
        fc.oneof(
          { weight: 6, arbitrary: fc.integer() },
          { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, "id", 1.5) },
        ),
        fc.constantFrom<unknown>("2.0", "2.0", "2.0", "2.0", "1.0", undefined),
      )
      .map(([c, id, jsonrpc]) => {
        const msg: Record<string, unknown> = { jsonrpc, method: c.method };
        if (id !== undefined) msg.id = id;
        if (c.params !== undefined) msg.params = c.params;
        return msg;
      });
  // each endpoint as often as it has methods (the chain's rpc endpoint serves most of them)
  const target = fc.oneof(
    ...targets.map((t) => ({ weight: Math.max(1, methodsOf(t.name).length), arbitrary: fc.constant(t) })),
  );
  const request = target.chain((t) =>
    fc.oneof(
      { weight: 10, arbitrary: envelope(t).map((m) => ({ t, body: JSON.stringify(m), parsed: m as unknown })) },
      {
        weight: t.batch ? 2 : 1,
        arbitrary: fc
          .array(envelope(t), { maxLength: 5 })
          .map((b) => ({ t, body: JSON.stringify(b), parsed: b as unknown })),
      },
      { weight: 1, arbitrary: fc.string().map((s) => ({ t, body: s, parsed: undefined as unknown })) },
      { weight: 1, arbitrary: fc.jsonValue().map((v) => ({ t, body: JSON.stringify(v) ?? "null", parsed: v })) },
    ),
  );

  const seen = { results: 0, errors: 0, empty: 0, methods: new Set<string>() };
  const checkAnswer = (t: (typeof targets)[number], msg: any, a: any) => {
    expect(a && typeof a === "object" && !Array.isArray(a)).toBe(true);
    expect(a.jsonrpc).toBe("2.0");
    expect("id" in a).toBe(true);
    expect("result" in a !== "error" in a).toBe(true);
    const method = msg && typeof msg === "object" ? msg.method : undefined;
    if ("result" in a) {
      const validate = resultValidators.get(method);
      expect(validate, `result for unknown method ${String(method)}`).toBeDefined();
      seen.results++;
      seen.methods.add(method);
      if (!validate!(a.result))
        throw new Error(
          `${method} result fails its schema: ${ajv.errorsText(validate!.errors)}\n` +
            JSON.stringify(a.result).slice(0, 500),
        );
      expect(a.id).toEqual(msg.id);
    } else {
      seen.errors++;
      expect(Number.isInteger(a.error.code)).toBe(true);
      expect(typeof a.error.message).toBe("string");
      // gorilla: data null on every error but parse errors
      if (!t.batch && a.error.code !== -32700) expect(a.error.data).toBeNull();
      if (!isDeclared(typeof method === "string" ? method : undefined, a.error.code, a.error.message, t.name)) {
        throw new Error(
          `undeclared error ${a.error.code} ${JSON.stringify(a.error.message)} ` +
            `for ${JSON.stringify(msg)?.slice(0, 300)}`,
        );
      }
    }
  };

  let sent = 0;
  await fc.assert(
    fc.asyncProperty(request, async ({ t, body, parsed }) => {
      sent++;
      const r = await post(mock.url, t.path, body);
      expect(r.status).toBe(200);
      if (r.text === "") {
        seen.empty++;
        return; // notifications only
      }
      expect(r.contentType).toMatch(/^application\/json/);
      const a = JSON.parse(r.text);
      if (Array.isArray(a)) {
        expect(t.batch && Array.isArray(parsed)).toBe(true);
        // geth answers in order, skipping notifications (valid calls without an id)
        const notification = (m: any) =>
          m &&
          typeof m === "object" &&
          !Array.isArray(m) &&
          m.jsonrpc === "2.0" &&
          typeof m.method === "string" &&
          m.method !== "" &&
          !("id" in m);
        const answered = (parsed as any[]).filter((m) => !notification(m));
        if (a.length === 1 && a[0].error?.message === "batch too large") return checkAnswer(t, undefined, a[0]);
        expect(a).toHaveLength(answered.length);
        a.forEach((entry: any, i: number) => checkAnswer(t, answered[i], entry));
      } else {
        checkAnswer(t, Array.isArray(parsed) ? undefined : parsed, a);
      }
    }),
    // the seed picks which draws each method gets (the spec's 57 methods): with it, each method the spec lets
    // succeed is seen succeeding
    { numRuns: RUNS, seed: 20261127 },
  );
  expect(sent).toBe(RUNS);
  // the generators reach every method with valid calls, and produce plenty of both outcomes
  expect(seen.results).toBeGreaterThan(500);
  expect(seen.errors).toBeGreaterThan(500);
  expect(seen.empty).toBeGreaterThan(50);
  // (methods whose every answer is an error, x-avaspec-error-only, excepted)
  expect([...seen.methods].sort()).toEqual(
    methods
      .filter((m) => m["x-avaspec-error-only"] === undefined)
      .map((m) => m.name)
      .sort(),
  );

  // no prototype pollution, and still serving
  expect(({} as any).polluted).toBeUndefined();
  const r = await post(mock.url, "/ext/bc/C/rpc", { jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] });
  expect(r.json.result.lastChangedAt).toBe(0);
});

test(
  "HTTP-level variations answer only the documented statuses, and the server keeps serving",
  { timeout: 60_000 },
  async () => {
    const paths = ["/ext/admin", "/ext/index/X/tx", "/ext/bc/C/rpc", `/ext/bc/${subnet}/validators`];
    const variation = fc.record({
      path: fc.oneof(
        fc.constantFrom(...paths),
        fc.constantFrom(...paths).chain((p) => fc.string({ maxLength: 8 }).map((x) => p + "/" + encodeURIComponent(x))),
        fc.webPath(),
      ),
      method: fc.constantFrom("GET", "PUT", "DELETE", "PATCH", "POST", "OPTIONS", "HEAD"),
      contentType: fc.option(
        fc.constantFrom(
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/json; charset=utf-8",
          "json",
          "",
        ),
        { nil: undefined },
      ),
      body: fc.oneof(
        fc.string(),
        fc.jsonValue().map((v) => JSON.stringify(v) ?? ""),
      ),
    });
    // Its own connections, dropped after 1 s idle (the server's keep-alive timeout is 5 s): no connection left idle
    // by the test before, and none reused as the server closes it (issue 29: ECONNRESET under load, when a stalled
    // process let the pool hand out a connection the server closed in that instant).
    const connections = new Agent({ keepAliveTimeout: 1000, keepAliveMaxTimeout: 1000 });
    await fc.assert(
      fc.asyncProperty(variation, async ({ path, method, contentType, body }) => {
        const headers: Record<string, string> = {};
        if (contentType !== undefined) headers["content-type"] = contentType;
        const res = await undiciFetch(mock.url + (path.startsWith("/") ? path : `/${path}`), {
          method,
          headers,
          body: method === "GET" || method === "HEAD" ? undefined : body,
          dispatcher: connections,
        });
        const text = await res.text();
        const known = paths.includes(path);
        if (res.status === 200) {
          // only a POST of JSON to a served path gets JSON-RPC
          expect(method).toBe("POST");
          expect(known).toBe(true);
          if (text) expect(JSON.parse(text).jsonrpc).toBe("2.0");
        } else {
          expect([404, 405, 415]).toContain(res.status);
          if (res.status === 404) expect(known).toBe(false);
          if (method !== "HEAD") expect(text.length).toBeGreaterThan(0);
          expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
        }
      }),
      { numRuns: 600, seed: 7 },
    );
    await connections.close();
    const r = await post(mock.url, "/ext/admin", { jsonrpc: "2.0", id: 1, method: "admin.lockProfile" });
    expect(r.json.result).toEqual({});
  },
);
