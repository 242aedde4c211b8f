// The request journal under hostile input (issue 31, probe 5): every field an entry keeps is bounded, a cut field says
// so, keys are redacted wherever they show, and `GET /__avaspec/requests` answers within a bounded size, never a 500.
// Memory is measured after a forced GC; times are ratios against a baseline measured in the same run.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataMock, startNodeMock } from "../index.js";
import { routeNaming } from "../server/exchange.js";
import { JOURNAL_LIMITS } from "./journal-caps.js";
import { JOURNAL_ANSWER_CHARS, Journal, REDACTED } from "./journal.js";
import { fakeRequest } from "./test-support.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
function retainedBytes(): number {
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

const MB = 1_000_000;
const rpc = (method: string, id = 1, pad = "") => JSON.stringify({ jsonrpc: "2.0", id, method, params: { pad } });
const post = (body: string): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body });

/**
 * A request at every field's bound: what the largest entry within the limits keeps. `char` fills the path, query
 * and methods: a control character is the largest listed (escaped six to one), one past Latin-1 the largest kept
 * (a string of it takes two bytes a character).
 */
function largestWithinBounds(i: number, char = "\u0001") {
  const headers: Record<string, string> = {};
  const perHeader = Math.floor(JOURNAL_LIMITS.headerChars / JOURNAL_LIMITS.headers) - 8;
  for (let h = 0; h < JOURNAL_LIMITS.headers; h++) headers[`x-h${String(h).padStart(4, "0")}`] = "v".repeat(perHeader);
  const query: Record<string, string> = {};
  const perValue = Math.floor(JOURNAL_LIMITS.queryChars / JOURNAL_LIMITS.queryValues) - 8;
  for (let q = 0; q < JOURNAL_LIMITS.queryValues; q++) query[`q${String(q).padStart(4, "0")}`] = char.repeat(perValue);
  const name = (n: number) =>
    `m${i}.${n}`.padEnd(Math.floor(JOURNAL_LIMITS.operationsChars / JOURNAL_LIMITS.operations), char);
  return {
    request: fakeRequest({
      method: "POST",
      path: `/p${i}/${char.repeat(JOURNAL_LIMITS.pathChars - 10)}`,
      headers,
      query,
      // control bytes: the body's JSON text is six times its bytes, the worst case
      body: Buffer.alloc(JOURNAL_LIMITS.bodyBytes, 1),
    }),
    route: routeNaming(Array.from({ length: JOURNAL_LIMITS.operations }, (_, n) => name(n))),
  };
}

describe("journal entries are bounded field by field", () => {
  it("a field past its bound is cut and says so; values past a count are counted in omitted", () => {
    const journal = new Journal(4, [], new Set());
    const query: Record<string, string[]> = { many: Array.from({ length: 500 }, (_, i) => `v${i}`) };
    const headers: Record<string, string> = { long: "h".repeat(100_000) };
    for (let i = 0; i < 300; i++) headers[`x-${i}`] = "1";
    journal
      .record(
        fakeRequest({ path: `/${"p".repeat(50_000)}`, query, headers }),
        routeNaming([`m${"x".repeat(MB)}`, ...Array.from({ length: 5000 }, () => "eth_call")]),
      )
      .finish(200, 1);
    const [entry] = journal.list();
    expect(entry!.path).toBe(`/${"p".repeat(JOURNAL_LIMITS.pathChars - 1)}…(truncated, 50001 chars)`);
    expect(entry!.headers.long).toBe(`${"h".repeat(JOURNAL_LIMITS.headerValueChars)}…(truncated, 100000 chars)`);
    expect(Object.keys(entry!.headers).length).toBeLessThanOrEqual(JOURNAL_LIMITS.headers);
    expect(entry!.query.many).toHaveLength(JOURNAL_LIMITS.queryValues);
    expect(entry!.operations[0]).toBe(`m${"x".repeat(JOURNAL_LIMITS.operationChars - 1)}…(truncated, 1000001 chars)`);
    expect(entry!.operations).toHaveLength(JOURNAL_LIMITS.operations);
    expect(entry!.omitted).toEqual({
      query: 500 - JOURNAL_LIMITS.queryValues,
      headers: 301 - JOURNAL_LIMITS.headers,
      operations: 5001 - JOURNAL_LIMITS.operations,
    });
  });

  it("a request within every bound is kept as it came, with no omitted", () => {
    const journal = new Journal(2, [], new Set());
    const { request, route } = largestWithinBounds(0);
    journal.record(request, route).finish(200, 1);
    const [entry] = journal.list();
    expect(entry!.path).toBe(request.path);
    expect(entry!.headers).toEqual(request.headers);
    expect(entry!.query).toEqual(request.query);
    expect(entry!.operations).toEqual(route.operations);
    expect(entry!.omitted).toBeUndefined();
  });

  it("the listing of a full journal at the worst case fits its bound; past the bound the oldest are counted", () => {
    const journal = new Journal(1000, [], new Set());
    // one request object shared by every entry: this measures the listing, not the test's own memory
    const { request, route } = largestWithinBounds(0);
    for (let i = 0; i < 1000; i++) journal.record(request, route).finish(200, 1);
    const text = journal.listText();
    const perEntry = JSON.stringify(journal.list({ limit: 1 })[0]).length;
    // measured: about 0.27 M characters per entry at every bound (control characters escaped six to one), so a full
    // journal of them would be about 270 M: the listing stops at its bound, the newest first
    expect(perEntry).toBeLessThan(300_000);
    expect(text.length).toBeLessThanOrEqual(JOURNAL_ANSWER_CHARS);
    console.info(`journal entry at every bound: ${perEntry} chars listed; a listing of 1000: ${text.length} chars`);
    const parsed = JSON.parse(text);
    expect(parsed.capacity).toBe(1000);
    expect(parsed.requests.length + (parsed.omitted ?? 0)).toBe(1000);
    const small = JSON.parse(journal.listText({}, 10 * perEntry));
    expect(small.requests).toHaveLength(9);
    expect(small.omitted).toBe(991);
    expect(small.requests.at(-1).seq).toBe(1000);
  });

  it("a full journal of entries at every bound keeps the memory documented per entry", () => {
    const before = retainedBytes();
    const journal = new Journal(1000, [], new Set());
    for (let i = 0; i < 1000; i++) {
      const { request, route } = largestWithinBounds(i, "\u0101");
      journal.record(request, route).finish(200, 1);
    }
    const perEntry = (retainedBytes() - before) / 1000;
    console.info(`journal: ${Math.round(perEntry / 1024)} KiB kept per entry at every bound (1000 entries)`);
    // README: at most about 150 KiB per entry (measured with strings of two bytes a character, the worst case)
    expect(perEntry).toBeLessThan(160 * 1024);
    expect(journal.size).toBe(1000);
    // the journal's own estimate, which its total bound counts, is near what the heap shows
    const estimated = journal.keptBytes / 1000;
    console.info(`journal: ${Math.round(estimated / 1024)} KiB estimated per entry`);
    expect(estimated / perEntry).toBeGreaterThan(0.7);
    expect(estimated / perEntry).toBeLessThan(1.5);
  });

  it("the whole journal keeps at most its bytes: past them the oldest entries go, the newest stays", () => {
    const maxBytes = 1024 * 1024;
    const journal = new Journal(1000, [], new Set(), maxBytes);
    const body = Buffer.alloc(JOURNAL_LIMITS.bodyBytes, 120);
    for (let i = 0; i < 1000; i++)
      journal.record(fakeRequest({ method: "POST", body }), routeNaming([])).finish(200, 1);
    expect(journal.keptBytes).toBeLessThanOrEqual(maxBytes);
    const seqs = journal.list().map((e) => e.seq);
    expect(seqs.length).toBeGreaterThan(40);
    expect(seqs.length).toBeLessThan(64);
    expect(seqs.at(-1)).toBe(1000);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs[0]).toBe(1000 - seqs.length + 1);
    // a single entry larger than the bound is still kept: the newest always stays
    const tiny = new Journal(10, [], new Set(), 100);
    tiny.record(fakeRequest({ method: "POST", body }), routeNaming([])).finish(200, 1);
    tiny.record(fakeRequest({ method: "POST", body }), routeNaming([])).finish(200, 1);
    expect(tiny.list().map((e) => e.seq)).toEqual([2]);
    tiny.clear();
    expect(tiny.keptBytes).toBe(0);
  });

  it("600 entries of a 1 MB method each list without an invalid string length (probe 5, in process)", () => {
    const journal = new Journal(1000, [], new Set());
    const method = "m".repeat(MB);
    for (let i = 0; i < 600; i++) journal.record(fakeRequest({ method: "POST" }), routeNaming([method])).finish(200, 1);
    expect(() => journal.listText()).not.toThrow();
    expect(journal.listText().length).toBeLessThan(600 * 2000);
  });
});

describe("keys never reach the journal", () => {
  it("a key in the query, in the path and in a body field is redacted wherever it shows", async () => {
    const key = "live-key-5f3a9c1d";
    const data = await startDataMock({ port: 0, logLevel: "silent" });
    try {
      await fetch(`${data.url}/v1/chains/${key}?x-data-api-key=${key}`);
      await fetch(`${data.url}/v1/chains/43114?x-glacier-api-key=${key}&network=${key}`);
      await fetch(`${data.url}/v1/chains/43114`, { headers: { "x-data-api-key": key, "x-other": `k=${key}` } });
      const listing = await (await fetch(`${data.url}/__avaspec/requests`)).text();
      expect(listing).not.toContain(key);
      const { requests } = JSON.parse(listing);
      expect(requests[0].path).toBe(`/v1/chains/${REDACTED}`);
      expect(requests[0].query).toEqual({ "x-data-api-key": REDACTED });
      expect(requests[1].query).toEqual({ "x-glacier-api-key": REDACTED, network: REDACTED });
      expect(requests[2].headers["x-other"]).toBe(`k=${REDACTED}`);
    } finally {
      await data.close();
    }
  });

  it("a body field named as a key is redacted with its value", () => {
    const journal = new Journal(2, [], new Set(["x-data-api-key"]));
    const body = Buffer.from(JSON.stringify({ deep: [{ "x-data-api-key": "body-key-0123" }], echo: "body-key-0123" }));
    journal.record(fakeRequest({ method: "POST", body }), routeNaming([])).finish(200, 1);
    expect(journal.list()[0]!.body).not.toContain("body-key-0123");
  });
});

describe("over HTTP: JSON-RPC calls with 1 MB method names (probe 5)", () => {
  let node: Awaited<ReturnType<typeof startNodeMock>>;
  beforeAll(async () => {
    node = await startNodeMock({ port: 0, journalSize: 1000 });
  });
  afterAll(async () => {
    await node.close();
  });

  /** Sends `count` calls with methods of `length` characters; the heap the journal kept, and the listing's time. */
  async function fill(count: number, length: number, pad = "") {
    await fetch(`${node.url}/__avaspec/requests`, { method: "DELETE" });
    const before = retainedBytes();
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${node.url}/ext/bc/C/rpc`, post(rpc(`${i}`.padEnd(length, "m"), i, pad)));
      await res.arrayBuffer();
    }
    const kept = retainedBytes() - before;
    const times: number[] = [];
    let listing = "";
    let status = 0;
    for (let round = 0; round < 3; round++) {
      const t0 = performance.now();
      const res = await fetch(`${node.url}/__avaspec/requests`);
      listing = await res.text();
      status = res.status;
      times.push(performance.now() - t0);
    }
    return { kept, ms: times.sort((a, b) => a - b)[1]!, chars: listing.length, status };
  }

  /** One round trip to the server (its readiness path), the median of several: the time unit of this run. */
  async function roundTrip(): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      await (await fetch(`${node.url}/__avaspec/ready`)).text();
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b)[3]!;
  }

  it("memory and listing stay those of methods at the bound, as method names grow to 1 MB", async () => {
    const count = 50;
    const unit = await roundTrip();
    // the baseline's bodies are past the body bound too, so its entries are the largest a call within bounds makes
    const baseline = await fill(count, JOURNAL_LIMITS.operationChars, "p".repeat(JOURNAL_LIMITS.bodyBytes));
    for (const length of [100_000, MB]) {
      const grown = await fill(count, length);
      expect(grown.status).toBe(200);
      // before the bound: 50 MB kept and a 50 MB listing for the 1 MB names
      expect(grown.chars, `listing for ${length}-char names`).toBeLessThan(2 * baseline.chars);
      expect(grown.kept, `heap kept for ${length}-char names`).toBeLessThan(baseline.kept + 8 * MB);
      expect(grown.ms, `listing time for ${length}-char names`).toBeLessThan(5 * baseline.ms + 20 * unit);
    }
  });
});
