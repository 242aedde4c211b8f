// The browser build bundles the documents without their prose (@avaspec/specs' *.lean.json) and validators
// generated without it: held here to the same answers as the full documents Node reads, to the generated
// validators (a browser compiles none), and to a bundle without the prose.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dataApi, metricsApi } from "../apis.js";
import { GENERATED_VALIDATORS } from "../generated/rest-validators.js";
import { createNodeEngine } from "../node/engine.js";
import { createRestEngine } from "../rest/engine.js";
import { readOperations } from "../rest/spec.js";
import { examplesOf, type RawRequest, requestFor, strangeRequest } from "../rest/test-support/requests.js";
import { requestSchemas } from "../rest/validation.js";
import { schemasFingerprint } from "../rest/validators.js";
import { bodyBytes } from "../server/bytes.js";
import type { ApiEngine, MockRequest, MockResponse } from "../server/exchange.js";
import { onAbortOf } from "../server/exchange.js";
import { parseTarget } from "../server/host.js";
import * as inBrowser from "./documents.browser.js";
import * as inNode from "./documents.node.js";

const CLOCK = () => Date.UTC(2024, 8, 1, 12, 0, 0);
const NEVER_ABORTED = new AbortController().signal;
const lean = inBrowser.loadApiDocuments();
const full = inNode.loadApiDocuments();

function mockRequest(raw: RawRequest): MockRequest | undefined {
  const target = parseTarget(raw.path);
  if (typeof target === "string" || target.malformed) return undefined;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw.headers)) headers[k.toLowerCase()] = v;
  return {
    method: raw.method,
    rawUrl: raw.path,
    path: target.path,
    query: target.query,
    headers,
    body: raw.body === undefined ? new Uint8Array(0) : bodyBytes(raw.body),
    remoteAddress: "127.0.0.1",
    receivedAt: CLOCK(),
    signal: NEVER_ABORTED,
    onAbort: onAbortOf(NEVER_ABORTED),
  };
}

const answer = (engine: ApiEngine, request: MockRequest): Promise<MockResponse> =>
  engine.answer(request, engine.identify(request));
const text = (r: MockResponse) => (typeof r.body === "string" ? r.body : new TextDecoder().decode(r.body));
/** Status, headers and body, as one comparable value. */
const wire = (r: MockResponse) => ({ status: r.status, headers: r.headers, body: text(r) });
/** Methods whose result is a new filter's ID: random, as geth's rpc.NewID, so two engines never agree on it. */
const NEW_FILTER = new Set(["eth_newFilter", "eth_newBlockFilter", "eth_newPendingTransactionFilter"]);
/** A validator's uptime grows with the clock: two engines asked a second apart differ in it. */
const UPTIME = /"uptime(Seconds|Percentage)":[0-9.]+/g;
const comparable = (method: string, answer: ReturnType<typeof wire>) =>
  NEW_FILTER.has(method)
    ? { ...answer, body: answer.body.replace(/"result":"0x[0-9a-f]{1,32}"/, '"result":"<a filter ID>"') }
    : { ...answer, body: answer.body.replace(UPTIME, '"uptime$1":"<the uptime>"') };

describe("the lean documents a browser bundles", () => {
  it("are a tenth smaller at least (documents.test.ts: they are the full ones without their prose)", () => {
    for (const api of ["metrics", "data", "node"] as const)
      expect(JSON.stringify(lean[api]).length, api).toBeLessThan(JSON.stringify(full[api]).length * 0.9);
  });

  it.each([
    ["metrics", metricsApi],
    ["data", dataApi],
  ] as const)("give %s the request schemas its validators were generated for", (api, definition) => {
    const schemas = requestSchemas(readOperations(definition(lean).dereferenced));
    expect(schemasFingerprint(schemas)).toBe(GENERATED_VALIDATORS[api]?.fingerprint);
  });

  it("give the node the parameter schemas its validators were generated for", () => {
    const params = (doc: Record<string, any>) => doc.methods.map((m: any) => m.params.map((p: any) => p.schema));
    expect(params(lean.node)).toEqual(params(full.node));
  });

  it.each([
    ["metrics", metricsApi],
    ["data", dataApi],
  ] as const)("answer %s requests as the full documents do", async (_api, definition) => {
    const options = { seed: "lean", clock: CLOCK };
    const [ours, theirs] = await Promise.all([
      createRestEngine(definition(lean), options),
      createRestEngine(definition(full), options),
    ]);
    const api = definition(full);
    const ops = readOperations(api.dereferenced);
    const requests = fc.oneof(
      { weight: 8, arbitrary: fc.oneof(...ops.map((op) => requestFor(op, examplesOf(api.dereferenced, op)))) },
      { weight: 2, arbitrary: strangeRequest(ops) },
    );
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(requests, async (raw) => {
        const request = mockRequest(raw);
        if (!request) return;
        compared++;
        expect(wire(await answer(ours, request)), `${raw.method} ${raw.path}`).toEqual(
          wire(await answer(theirs, request)),
        );
      }),
      { numRuns: 400, seed: 20_261_127 },
    );
    expect(compared).toBeGreaterThan(300);
  });

  it("answer every example call of the node's methods, and bad calls, as the full document does", async () => {
    const ours = createNodeEngine({ seed: "lean", spec: lean.node });
    const theirs = createNodeEngine({ seed: "lean", spec: full.node });
    await Promise.all([ours.ready, theirs.ready]);
    const paths = new Map<string, string>(
      Object.values<any>(full.node["x-avaspec-endpoints"]).map((e) => [e.path, e.path.replace("{blockchainId}", "C")]),
    );
    let calls = 0;
    for (const method of full.node.methods) {
      const endpoint = full.node["x-avaspec-endpoints"][method["x-avaspec-endpoint"]];
      const path = (paths.get(endpoint.path) ?? "/").replace(/\{[^}]+\}/g, "x");
      const byName = method.paramStructure === "by-name";
      const bodies = (method.examples ?? []).map((ex: any) => {
        const params = byName
          ? Object.fromEntries(ex.params.map((p: any) => [p.name, p.value]))
          : ex.params.map((p: any) => p.value);
        return { jsonrpc: "2.0", id: 1, method: method.name, params };
      });
      // and a call with a wrong-typed argument: its error text names the parameter's type
      bodies.push({ jsonrpc: "2.0", id: 2, method: method.name, params: byName ? { x: [true] } : [[true], {}] });
      for (const body of bodies) {
        const raw = {
          method: "POST",
          path,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        };
        const request = mockRequest(raw)!;
        expect(comparable(method.name, wire(await answer(ours, request))), `${method.name} ${raw.body}`).toEqual(
          comparable(method.name, wire(await answer(theirs, request))),
        );
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(full.node.methods.length * 2);
  });
});

describe("the validators generated for a browser", () => {
  it("carry no schema prose (each schema is compiled without it)", () => {
    for (const file of ["rest-validators.js", "schema-validators.js"]) {
      const code = readFileSync(new URL(`../generated/${file}`, import.meta.url), "utf8");
      expect(code.match(/"(description|\$comment)":"/g) ?? [], file).toEqual([]);
      expect(code, file).toContain("const schema");
    }
  });
});
