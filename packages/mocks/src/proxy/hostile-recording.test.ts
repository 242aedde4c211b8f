// Recording and replay under hostile input (issue 31, probes 7, 8, 11, 12), over real HTTP: fixture files grow
// linearly with what they record (sizes and times as ratios to a flat body of the same length, in the same run), a
// recording is bounded, keys never reach a fixture, a deep body never breaks the replay, and a hostile fixture file
// is named (fixture-corrupt) and skipped without stopping the start-up.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDataMock } from "../index.js";
import { UNKNOWN_METHODS } from "./record.js";
import { RECORDING_LIMITS, RecordingBudget } from "./recording-caps.js";
import {
  CHAIN,
  type RunningProxy,
  sendJson,
  startProxy,
  startUpstream,
  type Upstream,
} from "./test-support/servers.js";

const open: Array<RunningProxy | Upstream | { close(): Promise<void> }> = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "avaspec-hostile-rec-"));
  dirs.push(dir);
  return dir;
}
async function files(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(root, { withFileTypes: true, recursive: true }))
    if (e.isFile()) out.push(relative(root, join(e.parentPath, e.name)));
  return out.sort();
}
const post = (body: string): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body });
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
/** A JSON-RPC call whose params nest `depth` deep, padded to `length` characters. */
const deepCall = (depth: number, length: number) => {
  const head = `{"jsonrpc":"2.0","id":1,"method":"eth_feeConfig","params":[${nested(depth)}],"pad":"`;
  return `${head}${"p".repeat(Math.max(0, length - head.length - 2))}"}`;
};

/** An upstream that answers every JSON-RPC call with its own params as the result (so the answer is as deep). */
async function echoUpstream(): Promise<Upstream> {
  const upstream = await startUpstream((_req, body, res) => {
    const text = body.toString();
    const params = /"params":(.*),"pad"/s.exec(text)?.[1] ?? "null";
    sendJson(res, 200, `{"jsonrpc":"2.0","id":1,"result":${params}}`);
  });
  open.push(upstream);
  return upstream;
}

describe("fixture files grow linearly with the exchange (probe 12)", () => {
  it("a body nested ever deeper records in about the bytes and time of a flat body of its length", async () => {
    const upstream = await echoUpstream();
    const LENGTH = 18_000;
    const record = async (depth: number) => {
      const dir = await tempDir();
      const proxy = await startProxy("node", { upstream: new URL(upstream.url), record: dir });
      open.push(proxy);
      const t0 = performance.now();
      const res = await fetch(`${proxy.url}/ext/bc/C/rpc`, post(deepCall(depth, LENGTH)));
      await res.arrayBuffer();
      await proxy.installed.flush();
      const ms = performance.now() - t0;
      const list = await files(dir);
      expect(list, `depth ${depth}: ${proxy.lines.join("\n")}`).toHaveLength(1);
      return { bytes: (await stat(join(dir, list[0]!))).size, ms, status: res.status };
    };
    const flat = await record(1);
    const flatMs = Math.max(flat.ms, (await record(1)).ms);
    for (const depth of [64, 65, 1000, 9000]) {
      const deep = await record(depth);
      expect(deep.status).toBe(200);
      // before: pretty-printed, 9000 deep is hundreds of MB (or no file at all: the pretty printer overflowed)
      expect(deep.bytes / flat.bytes, `fixture bytes at depth ${depth}`).toBeLessThan(2);
      expect(deep.ms / flatMs, `recording time at depth ${depth}`).toBeLessThan(20);
    }
  });

  it("a fixture over its byte bound is not written, and one line says which bound", async () => {
    // control bytes are written escaped, six to one: 6 MB of them is a 36 MB fixture, over the 32 MiB bound
    const body = Buffer.alloc(6_000_000, 1);
    const upstream = await startUpstream((_req, _body, res) => {
      res.writeHead(200, { "content-type": "application/octet-stream", "content-length": body.length });
      res.end(body);
    });
    open.push(upstream);
    const dir = await tempDir();
    const proxy = await startProxy("data", { upstream: new URL(upstream.url), record: dir });
    open.push(proxy);
    for (let i = 0; i < 2; i++) await (await fetch(`${proxy.url}/v1/chains/4311${i}`)).arrayBuffer();
    await proxy.installed.flush();
    expect(await files(dir)).toEqual([]);
    const refusals = proxy.lines.map((l) => JSON.parse(l)).filter((e) => e.event === "fixture-not-written");
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ api: "data", operation: "getChain", bound: "fixtureBytes" });
  });
});

describe("a recording is bounded", () => {
  it("per folder, in all, and in bytes: each bound refuses the file past it, and names itself", () => {
    const budget = new RecordingBudget();
    for (let i = 0; i < RECORDING_LIMITS.fixturesPerFolder; i++)
      expect(budget.admit("a", `a/${i}`, 10)).toBeUndefined();
    expect(budget.admit("a", "a/new", 10)?.bound).toBe("fixturesPerFolder");
    // a file rewritten is not one more
    expect(budget.admit("a", "a/0", 10)).toBeUndefined();
    expect(budget.admit("b", "b/0", RECORDING_LIMITS.fixtureBytes + 1)?.bound).toBe("fixtureBytes");
    expect(budget.admit("b", "b/0", RECORDING_LIMITS.fixtureBytes)).toBeUndefined();
    const folders = Math.ceil(RECORDING_LIMITS.totalBytes / RECORDING_LIMITS.fixtureBytes);
    let refused: string | undefined;
    for (let i = 0; i < folders && !refused; i++)
      refused = budget.admit(`c${i}`, `c${i}/0`, RECORDING_LIMITS.fixtureBytes)?.bound;
    expect(refused).toBe("totalBytes");
    const many = new RecordingBudget();
    for (let i = 0; i < RECORDING_LIMITS.fixtures; i++) many.admit(`f${i % 100}`, `f${i}`, 1);
    expect(many.admit("g", "g/0", 1)?.bound).toBe("fixtures");
  });

  it("methods the spec lacks are recorded in one folder, not one folder each", async () => {
    const upstream = await startUpstream((_req, _body, res) =>
      sendJson(res, 200, { jsonrpc: "2.0", id: 1, error: { code: -32000, message: "rpc: can't find method" } }),
    );
    open.push(upstream);
    const dir = await tempDir();
    const proxy = await startProxy("node", { upstream: new URL(upstream.url), record: dir });
    open.push(proxy);
    for (let i = 0; i < 20; i++) {
      const body = JSON.stringify({ jsonrpc: "2.0", id: i, method: `random_${i}_${"x".repeat(i * 10)}`, params: [] });
      await (await fetch(`${proxy.url}/ext/bc/C/rpc`, post(body))).arrayBuffer();
    }
    await (await fetch(`${proxy.url}/ext/bc/C/rpc`, post('{"jsonrpc":"2.0","id":1,"method":"eth_feeConfig"}'))).text();
    await proxy.installed.flush();
    const folders = new Set((await files(dir)).map((f) => f.split("/").slice(0, 2).join("/")));
    expect([...folders].sort()).toEqual(["node/_unknown", "node/eth_feeConfig"]);
    expect(UNKNOWN_METHODS).toBe("_unknown");
  });
});

describe("keys never reach a fixture (probe 11)", () => {
  it("a key in the path, the query, a header or a body field is redacted, and the replay still finds it", async () => {
    const key = "sk-live-9f8e7d6c5b4a";
    const upstream = await startUpstream((_req, _body, res) => sendJson(res, 200, CHAIN));
    open.push(upstream);
    const dir = await tempDir();
    const proxy = await startProxy("data", { upstream: new URL(upstream.url), record: dir });
    open.push(proxy);
    const calls: Array<[string, RequestInit]> = [
      [`/v1/chains/${key}?x-data-api-key=${key}`, {}],
      [`/v1/chains/43114?x-glacier-api-key=${key}`, {}],
      [`/v1/chains/${key}`, { headers: { "x-data-api-key": key } }],
    ];
    for (const [path, init] of calls) await (await fetch(proxy.url + path, init)).arrayBuffer();
    await proxy.installed.flush();
    const texts = await Promise.all((await files(dir)).map((f) => readFile(join(dir, f), "utf8")));
    expect(texts).toHaveLength(3);
    expect(texts.join("\n")).not.toContain(key);
    expect(texts.join("\n")).toContain('"path": "/v1/chains/[redacted]"');
    // a key as the chain id breaks the path's pattern: stale, as the spec refuses it, so served only when allowed
    const replay = await startProxy("data", { replay: dir, replayOnly: true, allowInvalidFixtures: true });
    open.push(replay);
    expect(replay.lines.join("\n")).not.toContain(key);
    for (const [path, init] of calls) expect((await fetch(replay.url + path, init)).status).toBe(200);
  });
});

describe("keys in body fields never reach the violations", () => {
  it("a body field named as a key is redacted in the kept exchange, and so is its value echoed back", async () => {
    const key = "sk-body-1a2b3c4d5e6f";
    const upstream = await startUpstream((_req, body, res) => sendJson(res, 200, { echo: body.toString() }));
    open.push(upstream);
    const proxy = await startProxy("node", { upstream: new URL(upstream.url) });
    open.push(proxy);
    const call = { jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [], auth: { "X-Data-Api-Key": key } };
    await (await fetch(`${proxy.url}/ext/bc/C/rpc`, post(JSON.stringify(call)))).arrayBuffer();
    const kept = await (await fetch(`${proxy.url}/__avaspec/violations`)).text();
    expect(kept).toContain("eth_feeConfig");
    expect(kept).not.toContain(key);
    expect(proxy.lines.join("\n")).not.toContain(key);
  });
});

describe("the replay under hostile bodies (probe 7)", () => {
  let dir: string;
  let node: RunningProxy;
  let data: RunningProxy;
  beforeAll(async () => {
    dir = await tempDir();
    node = await startProxy("node", { replay: dir, replayOnly: true });
    data = await startProxy("data", { replay: dir, replayOnly: true });
  });
  afterAll(async () => {
    await Promise.all([node.close(), data.close()]);
  });

  /** The answer to a JSON-RPC body and a REST body, and how long the two took (the median of three rounds). */
  async function miss(params: string, restBody: string) {
    const times: number[] = [];
    let statuses: number[] = [];
    let rpcText = "";
    for (let round = 0; round < 3; round++) {
      const t0 = performance.now();
      const rpc = await fetch(
        `${node.url}/ext/bc/C/rpc`,
        post(`{"jsonrpc":"2.0","id":1,"method":"m","params":${params}}`),
      );
      rpcText = await rpc.text();
      const rest = await fetch(`${data.url}/v1/chains`, post(restBody));
      await rest.arrayBuffer();
      times.push(performance.now() - t0);
      statuses = [rpc.status, rest.status];
    }
    return { ms: times.sort((a, b) => a - b)[1]!, statuses, rpcText };
  }

  it.each([64, 65, 1000, 20_000, 100_000])("a body nested %i deep is a miss in about a flat body's time", async (d) => {
    // the baseline: flat bodies of the same length, in the same run
    const flat = await miss(`[${"0,".repeat(d - 1)}0]`, `{"x":[${"0,".repeat(d - 1)}0]}`);
    const deep = await miss(nested(d), `{"x":${nested(d)}}`);
    expect(deep.statuses).toEqual([404, 404]);
    expect(deep.rpcText).toMatch(/no recording matches POST \/ext\/bc\/C\/rpc/);
    expect(deep.ms / flat.ms, `replay miss at depth ${d}`).toBeLessThan(10);
  });
});

describe("hostile fixture files are named and skipped (probe 8)", () => {
  it("invalid JSON, 40 KB nested deep, a huge file, the wrong shape: the mock starts and reports each", async () => {
    const dir = await tempDir();
    // one good fixture, recorded
    const upstream = await startUpstream((_req, _body, res) => sendJson(res, 200, CHAIN));
    open.push(upstream);
    const recorder = await startProxy("data", { upstream: new URL(upstream.url), record: dir });
    await (await fetch(`${recorder.url}/v1/chains/43114`)).arrayBuffer();
    await recorder.close();
    const folder = join(dir, "data", "getChain");
    const [good] = await readdir(folder);
    const fixture = JSON.parse(await readFile(join(folder, good!), "utf8"));
    const hostile: Record<string, string> = {
      "invalid.json": "{ not json",
      "deep.json": nested(20_000),
      "deep-body.json": JSON.stringify({ ...fixture, response: { ...fixture.response, body: { json: 0 } } }).replace(
        '"json":0',
        `"json":${nested(19_000)}`,
      ),
      "shape.json": JSON.stringify({ ...fixture, response: { status: "ok" } }),
      "array.json": "[]",
    };
    for (const [name, text] of Object.entries(hostile)) await writeFile(join(folder, name), text);
    // the probe's file: the right shape, its request body (kept as text) JSON nested 19,000 deep. A recording of
    // such a request is written so (a body deeper than 64 is kept as text), so it loads, keyed on its bytes
    const deepText = { ...fixture, request: { ...fixture.request, body: { text: nested(19_000) } } };
    await writeFile(join(folder, "deep-text.json"), JSON.stringify(deepText));
    await writeFile(join(folder, "huge.json"), "");
    await truncate(join(folder, "huge.json"), RECORDING_LIMITS.fixtureBytes + 1);
    expect((await stat(join(folder, "deep.json"))).size).toBe(40_000);

    const proxy = await startProxy("data", { replay: dir, replayOnly: true });
    open.push(proxy);
    const corrupt = proxy.lines.map((l) => JSON.parse(l)).filter((e) => e.event === "fixture-corrupt");
    const names = [...Object.keys(hostile), "huge.json"].sort();
    expect(corrupt.map((e) => relative(folder, e.file)).sort()).toEqual(names);
    for (const line of corrupt) expect(line.code).toBe("fixture-corrupt");
    expect((await fetch(`${proxy.url}/v1/chains/43114`)).status).toBe(200);

    // the CLI's path: the mock starts, and its status route names them too
    const mock = await startDataMock({ port: 0, logLevel: "silent", replay: dir, replayOnly: true });
    open.push(mock);
    const report = await (await fetch(`${mock.url}/__avaspec/fixtures`)).json();
    expect(report.served + report.stale.length).toBe(2);
    expect(report.corrupt.map((c: { file: string }) => relative(folder, c.file)).sort()).toEqual(names);
    expect(report.corrupt.every((c: { code: string }) => c.code === "fixture-corrupt")).toBe(true);
  });

  it("a folder of hostile files is read in time linear in its bytes, never stopping at one", async () => {
    const dir = await tempDir();
    const folder = join(dir, "node", "eth_feeConfig");
    await mkdir(folder, { recursive: true });
    const load = async (text: string) => {
      await writeFile(join(folder, "f.json"), text);
      const t0 = performance.now();
      const proxy = await startProxy("node", { replay: dir, replayOnly: true });
      const ms = performance.now() - t0;
      await proxy.close();
      return { ms, corrupt: proxy.installed.fixtures?.corrupt.length };
    };
    for (const depth of [100, 10_000, 1_000_000]) {
      // the baseline: a flat array of the same bytes, read in the same run
      const flat = await load(`[${"0,".repeat(depth - 1)}0]`.padEnd(2 * depth, " "));
      const deep = await load(nested(depth));
      expect(deep.corrupt).toBe(1);
      expect(deep.ms / flat.ms, `start-up with a file ${depth} deep`).toBeLessThan(20);
    }
  });
});
