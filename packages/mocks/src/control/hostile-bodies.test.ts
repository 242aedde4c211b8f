// Size-scaled hostile control bodies (issue 31's probes): YAML and JSON growing toward each bound of the control
// plane and past it, error.data and statuses that once broke a server, and regex rules against a 15 KB header. Every
// answer must be a 2xx or a 400 naming the limit (never a 5xx, a crash or a stall), within a budget that is a ratio
// of work measured in the same run, and memory must come back.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseDocument } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataMock } from "../apis.js";
import { startNodeMock } from "../node/index.js";
import type { RunningMock } from "../rest/server.js";
import { CONTROL_BODY_LIMITS } from "./bounds.js";
import { parseControlText } from "./files.js";
import { loadYaml } from "./yaml.js";
import { retainedBytes } from "../test-support/memory.js";

/** A control body's budget: bare round trips, the same bytes read and JSON-parsed bare, and YAML parsing work. */
const UNIT_RATIO = 300;
const SAME_BYTES_RATIO = 25;
/** multiples of parsing a reference YAML document of a tenth of the token limit, in this process */
const YAML_RATIO = 25;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(url: string, init: RequestInit = {}): Promise<{ ms: number; status: number; text: string }> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  return { ms: performance.now() - t0, status: res.status, text };
}

function bareServer(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        // not JSON: answered all the same
      }
      res.end("{}");
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
const urlOf = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

const yaml = (body: string): RequestInit => ({ method: "POST", headers: { "content-type": "application/yaml" }, body });
const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

const flowNested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const blockNested = (depth: number) => Array.from({ length: depth }, (_, i) => `${" ".repeat(i)}k${i}:`).join("\n");
const flatKeys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}: 1`).join("\n");
/** an anchored list of `width` strings, and `aliases` references to it inside one error.data */
const aliasedData = (width: number, aliases: number) =>
  `eth_feeConfig:\n  - error:\n      code: -32000\n      message: m\n      data:\n        a: &a [${Array.from(
    { length: width },
    (_, i) => `"${"x".repeat(90)}${i}"`,
  ).join(", ")}]\n        b: [${Array(aliases).fill("*a").join(", ")}]\n`;
const deepData = (depth: number) =>
  `{"eth_feeConfig":[{"error":{"code":-32000,"message":"m","data":${flowNested(depth)}}}]}`;

interface Probe {
  name: string;
  path: "faults" | "scenario";
  init: RequestInit;
  /** 2xx: accepted; else the 400's message must match */
  expect: "accepted" | RegExp;
}

function probes(): Probe[] {
  const { depth, entries } = CONTROL_BODY_LIMITS;
  const out: Probe[] = [];
  for (const d of [10, 100, depth - 1, depth, depth + 1, 500_000]) {
    // a scenario nested d deep is refused by its schema below the bound and by the bound above it
    const expectation = d > depth ? /nested deeper than 64 levels/ : /./;
    out.push({ name: `YAML flow nested ${d}`, path: "scenario", init: yaml(flowNested(d)), expect: expectation });
    out.push({ name: `JSON nested ${d}`, path: "scenario", init: json(flowNested(d)), expect: expectation });
    if (d <= 1000)
      out.push({ name: `YAML block nested ${d}`, path: "scenario", init: yaml(blockNested(d)), expect: expectation });
  }
  for (const n of [1000, 5000, entries, 30_000, 80_000]) {
    const tooMany = n > 5000 ? /more than \d+ (YAML tokens|keys and items)/ : /must be an array or an object/;
    out.push({ name: `YAML ${n} keys`, path: "scenario", init: yaml(flatKeys(n)), expect: tooMany });
    const object = Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
    const jsonTooMany = n > entries ? /more than 10000 keys and items/ : /must be an array or an object/;
    out.push({ name: `JSON ${n} keys`, path: "scenario", init: json(object), expect: jsonTooMany });
  }
  for (const [width, aliases] of [
    [2, 10],
    [90, 99],
    [100, 101],
    [9000, 100],
  ] as const) {
    // the large one expands past the size or the count of items, whichever the walk meets first
    const expectation =
      aliases > 100
        ? /more than 100 YAML aliases/
        : (aliases + 1) * width * 95 > 8192
          ? /larger than|more than 10000 keys and items/
          : "accepted";
    out.push({
      name: `YAML ${aliases} aliases of ${width} items`,
      path: "scenario",
      init: yaml(aliasedData(width, aliases)),
      expect: expectation,
    });
  }
  // a billion laughs: each anchor holds two aliases of the one before; 50 levels are 100 aliases and 2^50 items
  const laughs = (levels: number) =>
    `a0: &a0 [x, x]\n${Array.from({ length: levels }, (_, i) => `a${i + 1}: &a${i + 1} [*a${i}, *a${i}]`).join("\n")}`;
  for (const levels of [5, 50]) {
    const expectation = levels > 10 ? /more than 10000 keys and items/ : /must be an object or a whole number/;
    out.push({
      name: `YAML billion laughs, ${levels} levels`,
      path: "scenario",
      init: yaml(laughs(levels)),
      expect: expectation,
    });
  }
  for (const d of [8, 32, 33, 20_000]) {
    const expectation =
      d <= 32 ? "accepted" : d > 64 ? /nested deeper than 64/ : /error\.data is nested deeper than 32/;
    out.push({ name: `error.data nested ${d}`, path: "scenario", init: json(deepData(d)), expect: expectation });
  }
  return out;
}

const slowest = (times: Array<[string, number]>) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
    .join(", ");

describe("hostile control bodies, growing toward each bound and past it", () => {
  let node: RunningMock;
  let data: RunningMock;
  let bare: Server;
  let unitMs = 0;
  let yamlRefMs = 0;

  beforeAll(async () => {
    node = await startNodeMock({ port: 0 });
    data = await startDataMock({ port: 0, logLevel: "silent" });
    bare = await bareServer();
    const tiny: number[] = [];
    for (let i = 0; i < 30; i++) tiny.push((await timed(`${urlOf(bare)}/x`)).ms);
    unitMs = median(tiny);
    const reference = flatKeys(CONTROL_BODY_LIMITS.yamlTokens / 70);
    const refs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      parseDocument(reference).toJS();
      refs.push(performance.now() - t0);
    }
    yamlRefMs = median(refs);
  });
  afterAll(async () => {
    await node?.close();
    await data?.close();
    await new Promise((r) => bare?.close(r));
  });

  it("answers each body with its success or a 400 naming the limit, within budget", async () => {
    const over: string[] = [];
    const times: Array<[string, number]> = [];
    for (const probe of probes()) {
      const url = `${node.url}/__avaspec/${probe.path}`;
      const answer = await timed(url, probe.init);
      const bareMs = (await timed(`${urlOf(bare)}/x`, probe.init)).ms;
      const limit = UNIT_RATIO * unitMs + SAME_BYTES_RATIO * bareMs + YAML_RATIO * yamlRefMs;
      times.push([probe.name, answer.ms]);
      if (answer.ms > limit) over.push(`${probe.name}: ${answer.ms.toFixed(0)} ms > ${limit.toFixed(0)} ms`);
      if (probe.expect === "accepted") expect(answer.status, `${probe.name}: ${answer.text.slice(0, 300)}`).toBe(200);
      else {
        expect(answer.status, `${probe.name}: ${answer.text.slice(0, 300)}`).toBe(400);
        expect(JSON.parse(answer.text).message, probe.name).toMatch(probe.expect);
      }
      expect(answer.text.length, probe.name).toBeLessThan(64 * 1024);
      // whatever came before, the scenario can be read back and the node answers
      expect((await timed(url)).status, probe.name).toBe(200);
    }
    console.log(`unit ${unitMs.toFixed(2)} ms, YAML reference ${yamlRefMs.toFixed(1)} ms; slowest: ${slowest(times)}`);
    expect(over).toEqual([]);
  }, 300_000);

  it("a refused scenario leaves the one in place; nothing stored breaks a later GET or call (defect 9)", async () => {
    const url = `${node.url}/__avaspec/scenario`;
    expect((await timed(url, json({ eth_feeConfig: [{ error: { code: -32000, message: "kept" } }] }))).status).toBe(
      200,
    );
    const refused = await timed(url, json(deepData(20_000)));
    expect(refused.status).toBe(400);
    const shown = await timed(url);
    expect(shown.status).toBe(200);
    expect(JSON.parse(shown.text).scenario.eth_feeConfig[0].error.message).toBe("kept");
    const call = await timed(
      `${node.url}/ext/bc/C/rpc`,
      json({ jsonrpc: "2.0", id: 7, method: "eth_feeConfig", params: [] }),
    );
    expect(JSON.parse(call.text)).toMatchObject({ id: 7, error: { code: -32000, message: "kept" } });
    await timed(url, { method: "DELETE" });
  });

  it("memory comes back after the heaviest bodies repeat", async () => {
    const heavy = [
      yaml(flowNested(500_000)),
      yaml(flatKeys(80_000)),
      yaml(aliasedData(9000, 100)),
      json(deepData(20_000)),
    ];
    const round = async () => {
      for (const init of heavy) await timed(`${node.url}/__avaspec/scenario`, init);
    };
    await round();
    const before = retainedBytes();
    for (let i = 0; i < 3; i++) await round();
    const grewMiB = (retainedBytes() - before) / 2 ** 20;
    // a ratio of the bodies themselves (about 1 MiB each): nothing of them may stay
    expect(grewMiB, `retained memory grew ${grewMiB.toFixed(1)} MiB`).toBeLessThan(4);
  }, 120_000);

  it("a --faults or --scenario file goes through the same bounds", async () => {
    await loadYaml();
    const deep = `node:\n  eth_feeConfig: ${flowNested(70)}`;
    expect(() => parseControlText(deep, "s.yaml", "scenario")).toThrow(
      /^s\.yaml: the file is nested deeper than 64 levels \(mock limit: at most 64\)$/,
    );
    expect(() => parseControlText(`node:\n${flatKeys(50_000)}`, "f.yaml", "faults")).toThrow(
      /f\.yaml: the file has more than 160000 YAML tokens/,
    );
    expect(() => parseControlText("a: 1\nb: 2\na: 3", "d.yaml", "faults")).toThrow(
      /^d\.yaml:3:1: Map keys must be unique$/,
    );
  });

  it("forced 1xx statuses are refused with the allowed range, undeclared or not (defect 10)", async () => {
    for (const status of [100, 101, 103, 199]) {
      const answer = await timed(
        `${data.url}/__avaspec/faults`,
        json({ operation: "getChain", status, undeclared: true }),
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text).message).toMatch(/a forced status is 200–599/);
      const step = await timed(`${data.url}/__avaspec/scenario`, json({ getChain: [status] }));
      expect(step.status).toBe(400);
    }
    const ok = await timed(
      `${data.url}/__avaspec/faults`,
      json({ operation: "getChain", status: 204, undeclared: true }),
    );
    expect(ok.status).toBe(201);
    const answered = await timed(`${data.url}/v1/chains/43114`);
    expect([answered.status, answered.text]).toEqual([204, ""]);
    await timed(`${data.url}/__avaspec/faults`, { method: "DELETE" });
  });

  it("a 400 lists at most 100 problems and counts the rest", async () => {
    const rules = Array.from({ length: 4000 }, () => ({ operation: "nope" }));
    const answer = await timed(`${data.url}/__avaspec/faults`, json(rules));
    expect(answer.status).toBe(400);
    const message = JSON.parse(answer.text).message as string;
    // 4000 unknown operations, and the rule cap
    expect(message).toMatch(/; and 3901 more faults \(the mock reports at most 100\)$/);
    expect(message.match(/unknown operation "nope"/g)).toHaveLength(100);
    expect(answer.text.length).toBeLessThan(200 * 1024);
  });
});
