// The page's rendering, as text: near misses (shown when GET /__avaspec/faults gives them), rules, the scenario,
// journal rows and the polling window. The DOM around it is tested in Chromium (tools/mocks-usage/mock-ui.test.ts).
import { describe, expect, it } from "vitest";
import { answerText, entryCells, nearMissLines, nextSince, ruleLine, scenarioLines, shownBy } from "./page-script.js";

const entry = (over: Record<string, unknown> = {}) => ({
  seq: 7,
  receivedAt: Date.UTC(2026, 10, 27, 9, 30, 1, 250),
  method: "GET",
  path: "/v2/chains/1",
  query: { pageSize: "10" },
  body: "",
  operations: ["getChain"],
  status: 503,
  durationMs: 1.5,
  cause: "fault:2",
  ...over,
});

describe("the page's text", () => {
  it("writes each near miss: the request, and each field with what was expected and what it had", () => {
    const lines = nearMissLines([
      {
        request: { seq: 3, method: "GET", path: "/v2/chains/1" },
        differences: [
          { field: "path.chainId", expected: "43114", actual: "1" },
          { field: "query.pageSize", expected: 10, actual: undefined },
        ],
      },
      {
        request: { seq: 2, method: "GET", path: "/v2/chains" },
        differences: [{ field: "operation", expected: "getChain", actual: "listChains" }],
      },
    ]);
    expect(lines).toEqual([
      "#3 GET /v2/chains/1 — path.chainId: expected 43114, got 1; query.pageSize: expected 10, got (absent)",
      "#2 GET /v2/chains — operation: expected getChain, got listChains",
    ]);
  });

  it("writes a rule with its target, match, answer and counts", () => {
    const rule = { id: 4, name: "flaky", operation: "getChain", match: { path: { chainId: "43114" } }, status: 503 };
    expect(ruleLine({ ...rule, matched: 0, fired: 0, remaining: 2 })).toBe(
      '#4 flaky: getChain where {"path":{"chainId":"43114"}} → status 503 · matched 0, fired 0, 2 left',
    );
    expect(ruleLine({ id: 1, matched: 3, fired: 3, delayMs: 200 })).toBe(
      "#1: every request → the next answer, after 200 ms · matched 3, fired 3",
    );
    expect(answerText({ malformed: true })).toBe("malformed (truncated)");
    expect(answerText({ error: { code: -32000, message: "x" } })).toBe("error -32000");
  });

  it("writes where each scenario sequence stands", () => {
    const state = {
      scenario: { getChain: [503, 200], listChains: { steps: [{ status: 503 }] } },
      positions: { getChain: { step: 1, used: 0, done: false }, listChains: { step: 1, used: 0, done: true } },
    };
    expect(scenarioLines(state)).toEqual([
      "getChain: 2 step(s); step 2, 0 request(s) into it",
      "listChains: 1 step(s); done",
    ]);
  });

  it("writes a journal row, hostile text as it came (the DOM gets it as textContent)", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const cells = entryCells(entry({ path: `/v2/chains/${hostile}`, body: hostile, violations: ["status 418 …"] }));
    expect(cells).toEqual([
      "09:30:01.250",
      "GET",
      `/v2/chains/${hostile}?pageSize=10`,
      "getChain",
      "503",
      "1.5",
      "fault:2",
      "status 418 …",
      hostile,
    ]);
    expect(entryCells(entry({ status: null, durationMs: null, action: "reset" }))[4]).toBe("reset");
    expect(entryCells(entry({ status: null, durationMs: null }))[4]).toBe("…");
  });

  it("filters by operation or method, and polls from the oldest pending entry, else the newest", () => {
    expect(shownBy("", ["getChain"])).toBe(true);
    expect(shownBy("getChain", ["listChains"])).toBe(false);
    expect(shownBy("eth_chainId", ["eth_blockNumber", "eth_chainId"])).toBe(true);
    const done = entry({ seq: 1, receivedAt: 100 });
    const pending = entry({ seq: 2, receivedAt: 200, status: null });
    const newest = entry({ seq: 3, receivedAt: 300 });
    expect(nextSince([done, newest])).toBe(300);
    expect(nextSince([done, pending, newest])).toBe(200);
    expect(nextSince([])).toBeUndefined();
  });
});
