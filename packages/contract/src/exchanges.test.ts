// A failed case keeps its last exchanges (what send() sent and got), a passing one none; cases running at once keep
// their own; a refused connection is recorded as the failure it was.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepExchanges, MAX_TEXT_KEPT, withExchanges } from "./exchanges.js";
import { send } from "./http.js";
import type { CaseResult } from "./results.js";

let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => res.writeHead(200, { "content-type": "text/plain" }).end(`you asked ${req.url}`));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A case sending `paths` one after the other, failing or not. */
const caseOf = (paths: string[], fails: boolean) => async (): Promise<CaseResult> => {
  for (const p of paths) await send({ method: "POST", url: `${base}${p}`, body: `{"p":"${p}"}`, timeoutMs: 5000 });
  return {
    api: "data",
    target: "t",
    name: paths.join(","),
    kind: "flow",
    status: fails ? "fail" : "pass",
    failures: fails ? [{ check: "x", message: "y" }] : [],
    seen: [],
    ms: 0,
  };
};

describe("the exchanges of a case", () => {
  it("a failed case keeps its last three exchanges, a passing one none, each case its own", async () => {
    const [failed, passed] = await Promise.all([
      withExchanges(caseOf(["/1", "/2", "/3", "/4", "/5"], true)),
      withExchanges(caseOf(["/a", "/b"], false)),
    ]);
    expect(passed.exchanges).toBeUndefined();
    expect(failed.exchanges?.map((x) => [x.method, x.url.slice(base.length), x.body])).toEqual([
      ["POST", "/3", '{"p":"/3"}'],
      ["POST", "/4", '{"p":"/4"}'],
      ["POST", "/5", '{"p":"/5"}'],
    ]);
    expect(failed.exchanges?.[2]?.answer).toMatchObject({ status: 200, text: "you asked /5" });
  });

  it("a failed case keeps 8192 characters of a large body and its length, a string of its own", async () => {
    const big = `${"é".repeat(MAX_TEXT_KEPT)}tail`;
    const [kept] = keepExchanges([
      { method: "POST", url: base, body: big, answer: { status: 200, headers: {}, text: big } },
    ]);
    const cut = `${"é".repeat(MAX_TEXT_KEPT)}… (${big.length} characters in all)`;
    expect(kept?.body).toBe(cut);
    expect(kept?.answer).toEqual({ status: 200, headers: {}, text: cut });
  });

  it("a connection refused is recorded as its failure", async () => {
    const down = createServer();
    await new Promise<void>((resolve) => down.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(down.address() as AddressInfo).port}/x`;
    await new Promise<void>((resolve) => down.close(() => resolve()));
    const result = await withExchanges(async () => {
      const out = await send({ method: "GET", url, timeoutMs: 5000 });
      return { ...(await caseOf([], true)()), failures: [{ check: "transport", message: out.ok ? "" : out.reason }] };
    });
    expect(result.exchanges).toEqual([{ method: "GET", url, answer: { failure: "request failed: ECONNREFUSED" } }]);
  });
});
