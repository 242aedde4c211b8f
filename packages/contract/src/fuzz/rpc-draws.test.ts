// The JSON-RPC requests drawn: the envelopes handed to the exchange checks in place of the body are what the server
// parses from it (JSON carries no undefined, -0 or NaN: a draw holding one would be checked as it is not sent).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadSpecs } from "../index.js";
import { rpcRequest, rpcTargets } from "./rpc-draws.js";

describe("JSON-RPC requests drawn from the node spec", () => {
  const targets = rpcTargets(loadSpecs().node);

  it("hand the checks what the server parses: the body's JSON, for every method", () => {
    let parsed = 0;
    for (const t of targets)
      for (const d of fc.sample(t.arbitrary, { numRuns: 60, seed: 13 })) {
        const request = rpcRequest(d);
        if (d.shape === "malformed") {
          expect(request.parsed).toBeUndefined();
          continue;
        }
        parsed++;
        expect(JSON.parse(request.body), `${t.method.name}: ${request.body.slice(0, 200)}`).toStrictEqual(
          request.parsed,
        );
      }
    expect(parsed).toBeGreaterThan(targets.length * 40);
  });

  it("the comparison above tells a value JSON does not carry from what the server parses", () => {
    for (const notJson of [{ a: -0 }, { a: undefined }, [Number.NaN]])
      expect(JSON.parse(JSON.stringify(notJson))).not.toStrictEqual(notJson);
  });
});
