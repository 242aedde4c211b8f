// Verification against a long journal and a costly pattern: the scan yields to the server's other work, stops when
// its request is abandoned, and a pattern past the regex bound is refused before any scan.
import { beforeAll, describe, expect, it } from "vitest";
import { ControlPlane } from "./plane.js";
import { ControlInputError } from "./shape.js";
import { fakeEngine, fakeRequest } from "./test-support.js";
import { checkVerification, verify } from "./verify.js";
import { loadControlValidators } from "../schema/validators.js";

// the books are driven directly here: their validators load as a control request or start option loads them
beforeAll(() => loadControlValidators());

const ENTRIES = 20_000;

async function fullJournal() {
  const engine = fakeEngine("rest");
  const plane = new ControlPlane(() => engine, { journalSize: ENTRIES });
  const answer = (r: Parameters<typeof engine.answer>[0], route: Parameters<typeof engine.answer>[1]) =>
    engine.answer(r, route);
  for (let i = 0; i < ENTRIES; i++) {
    const path = `/v1/chains/${i}`;
    const request = fakeRequest({ path, rawUrl: path });
    await plane.layer(request, engine.identify(request), answer);
  }
  return { engine, plane };
}

describe("verify on a full journal", () => {
  it("yields to other work while it scans (a timer set as it starts fires before it ends)", async () => {
    const { engine, plane } = await fullJournal();
    // path parameters: every recorded request is routed again
    const input = checkVerification(engine, { operation: "getChain", match: { path: { chainId: "x" } } });
    let timerFired = false;
    let timerFiredFirst = false;
    setTimeout(() => {
      timerFired = true;
    }, 0);
    const result = await verify(engine, plane.journal, input).then((r) => {
      timerFiredFirst = timerFired;
      return r;
    });
    expect(result).toMatchObject({ held: false, count: 0 });
    expect(result.nearMisses).toHaveLength(5);
    expect(timerFiredFirst).toBe(true);
  });

  it("stops when its request is abandoned", async () => {
    const { engine, plane } = await fullJournal();
    const input = checkVerification(engine, { operation: "getChain", match: { path: { chainId: "x" } } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 0);
    await expect(verify(engine, plane.journal, input, controller.signal)).rejects.toThrow("abandoned");
  });
});

describe("a costly pattern", () => {
  it("more regular expressions than a server's rules may hold is refused before any scan", () => {
    const engine = fakeEngine("rest");
    const named = (prefix: string) =>
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`${prefix}${i}`, { matches: "^a" }]));
    const refusal = (() => {
      try {
        checkVerification(engine, {
          operation: "listChains",
          match: { query: named("q"), headers: named("h") },
          undeclared: true,
        });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ControlInputError);
    expect((refusal as Error).message).toContain('match: at most 100 regular expressions ("matches")');
  });
});
