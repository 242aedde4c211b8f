// An upstream is untrusted input too: answers nested a million deep, echoed hostile ids, and answers at the size bound
// come back unchanged, are reported as violations of bounded size, and never crash the proxy (no 500).
import { afterEach, describe, expect, it } from "vitest";
import { MAX_RESPONSE_BYTES } from "./forward.js";
import { type RunningProxy, sendJson, startProxy, startUpstream, type Upstream } from "./test-support/servers.js";

const open: Array<RunningProxy | Upstream> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const DEPTHS = [1_000, 100_000, 1_000_000];
/** a reported violation is a short line, whatever the size of what it quotes */
const MAX_LINE_CHARS = 4096;

async function through(api: "data" | "node", answer: string) {
  const upstream = await startUpstream((_req, _body, res) => sendJson(res, 200, answer));
  const proxy = await startProxy(api, { upstream: new URL(upstream.url) });
  open.push(upstream, proxy);
  const res =
    api === "data"
      ? await fetch(`${proxy.url}/v1/chains/43114`)
      : await fetch(`${proxy.url}/ext/bc/C/rpc`, {
          method: "POST",
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] }),
        });
  return { status: res.status, body: await res.text(), lines: proxy.lines };
}

function expectReported(lines: string[], rule: string) {
  expect(lines.map((l) => JSON.parse(l).rule)).toContain(rule);
  for (const line of lines) expect(line.length).toBeLessThan(MAX_LINE_CHARS);
}

describe("hostile upstream answers", () => {
  it.each(DEPTHS)("REST: a value nested %i deep is reported, the answer passes unchanged", async (depth) => {
    const answer = `{"chainId":${nested(depth)},"networkToken":${nested(depth)}}`;
    const { status, body, lines } = await through("data", answer);
    expect(status).toBe(200);
    expect(body).toBe(answer);
    expectReported(lines, "body-schema");
  });

  it.each(DEPTHS)("node: a result nested %i deep is reported, the answer passes unchanged", async (depth) => {
    const answer = `{"jsonrpc":"2.0","id":1,"result":${nested(depth)}}`;
    const { status, body, lines } = await through("node", answer);
    expect(status).toBe(200);
    expect(body).toBe(answer);
    expectReported(lines, "jsonrpc-result-schema");
  });

  it("node: an id nested deep, and an error nested deep, are reported, not thrown", async () => {
    const deepId = await through("node", `{"jsonrpc":"2.0","id":${nested(100_000)},"result":{}}`);
    expect(deepId.status).toBe(200);
    expectReported(deepId.lines, "jsonrpc-envelope");
    const deepError = await through("node", `{"jsonrpc":"2.0","id":1,"error":${nested(100_000)}}`);
    expect(deepError.status).toBe(200);
    expectReported(deepError.lines, "jsonrpc-error-shape");
  });

  it("REST: an answer just under the size bound (16 MiB, one array) is checked with a bounded report", async () => {
    const items = Math.floor((MAX_RESPONSE_BYTES - 64) / 2);
    const answer = `{"chainId":[${"0,".repeat(items - 1)}0]}`;
    expect(answer.length).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
    const { status, body, lines } = await through("data", answer);
    expect(status).toBe(200);
    expect(body.length).toBe(answer.length);
    expectReported(lines, "body-schema");
  }, 60_000);
});
