import { beforeAll, describe, expect, it } from "vitest";
import { ScenarioBook } from "./scenario.js";
import { aimedAt, fakeEngine } from "./test-support.js";
import { loadControlValidators } from "../schema/validators.js";

// the books are driven directly here: their validators load as a control request or start option loads them
beforeAll(() => loadControlValidators());

const book = (kind: "rest" | "jsonrpc" = "rest") => new ScenarioBook(() => fakeEngine(kind));
const answers = (b: ScenarioBook, op: string, n: number) =>
  Array.from({ length: n }, () => {
    const d = b.next(...aimedAt([op]));
    if (!d) return "mock";
    const o = d.outcome;
    if (o.kind === "forced") return JSON.stringify(o.forced);
    return o.kind === "transport" ? o.action : o.kind;
  });

describe("scenario sequences", () => {
  it("getChain: 200, then 404, then 503 twice, then the mock's own answers", () => {
    const b = book();
    b.load({ getChain: [200, 404, { status: 503, times: 2 }] });
    expect(answers(b, "getChain", 6)).toEqual([
      '{"status":200}',
      '{"status":404}',
      '{"status":503}',
      '{"status":503}',
      "mock",
      "mock",
    ]);
    expect(b.next(...aimedAt(["listChains"]))).toBeUndefined();
  });

  it("after: repeat keeps the last step, loop starts over", () => {
    const b = book();
    b.load({
      getChain: { steps: ["cChain", { status: 429 }], after: "repeat" },
      listChains: { steps: [{ mock: true }, { example: "withNextPage", delayMs: 5 }], after: "loop" },
    });
    expect(answers(b, "getChain", 4)).toEqual([
      '{"example":"cChain"}',
      '{"status":429}',
      '{"status":429}',
      '{"status":429}',
    ]);
    expect(answers(b, "listChains", 4)).toEqual([
      "own",
      '{"example":"withNextPage"}',
      "own",
      '{"example":"withNextPage"}',
    ]);
    expect(b.describe().positions.getChain).toEqual({ step: 2, used: 0, done: true });
  });

  it("loading it again starts every sequence over; clear drops the scenario", () => {
    const b = book();
    b.load({ getChain: [404, 503] });
    b.next(...aimedAt(["getChain"]));
    b.load(b.describe().scenario);
    expect(answers(b, "getChain", 1)).toEqual(['{"status":404}']);
    b.clear();
    expect(b.next(...aimedAt(["getChain"]))).toBeUndefined();
  });

  it("node: JSON-RPC errors and transport faults by method; a batch advances the first method with a sequence", () => {
    const b = book("jsonrpc");
    b.load({
      "admin.alias": [{ error: { code: -32000, message: "alias already exists" } }, { reset: true }, { hang: true }],
    });
    expect(b.next(...aimedAt(["eth_feeConfig", "admin.alias"]))?.outcome).toEqual({
      kind: "forced",
      forced: { error: { code: -32000, message: "alias already exists" } },
    });
    expect(answers(b, "admin.alias", 2)).toEqual(["reset", "hang"]);
  });
});

describe("scenario checks", () => {
  it.each([
    [{ getChian: [200] }, 'getChian: unknown operation "getChian"; allowed: getChain, listChains'],
    [
      { listChains: [404] },
      "listChains[0].status: status 404 is not declared for listChains (declared: 200, 400, 503)",
    ],
    [
      { getChain: ["nope"] },
      'getChain[0].example: unknown example "nope" for getChain; ' +
        "allowed: cChain (200), chainNotFound (404), rateLimited (429)",
    ],
    [{ getChain: { steps: [200], after: "again" } }, 'getChain.after: must be one of "mock", "repeat", "loop"'],
    [{ getChain: [{ status: 200, example: "cChain" }] }, "a step gives one answer; it has status and example"],
    [{ getChain: [{ statsu: 200 }] }, "getChain[0].statsu: unknown field"],
    [{ getChain: [] }, "getChain: give at least one step"],
    [{ getChain: [{ times: 2 }] }, "a step answers with one of: status, example, error, mock"],
    [[200], "must be an object, got an array"],
  ])("refuses %j", (input, message) => {
    const b = book();
    b.load({ getChain: [503] });
    expect(() => b.load(input)).toThrow(message);
    expect(b.describe().scenario).toEqual({ getChain: [503] }); // the current one stays
  });

  it("node: an undeclared error code, an unknown method", () => {
    expect(() => book("jsonrpc").load({ "admin.alias": [{ error: { code: 1, message: "x" } }] })).toThrow(
      "admin.alias[0].error.code: error code 1 is not declared for admin.alias (declared: -32000)",
    );
    expect(() => book("jsonrpc").load({ eth_call: [{ mock: true }] })).toThrow('unknown method "eth_call"');
  });
});
