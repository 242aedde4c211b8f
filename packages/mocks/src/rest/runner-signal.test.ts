// Work for a client that has gone away is abandoned: the runner hands the request's signal to the rule and stops
// paging a listing once it is aborted.
import { describe, expect, it } from "vitest";
import { onAbortOf } from "../server/exchange.js";
import type { RuleRequest } from "./rules.js";
import { createRuleRunner } from "./runner.js";
import { readOperations } from "./spec.js";

const op = readOperations({
  paths: {
    "/v1/things": {
      get: {
        operationId: "listThings",
        parameters: [
          { name: "pageToken", in: "query", schema: { type: "string" } },
          { name: "pageSize", in: "query", schema: { type: "integer", maximum: 5000, default: 5000 } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { nextPageToken: { type: "string" }, things: { type: "array" } },
                },
              },
            },
          },
        },
      },
    },
  },
})[0]!;

describe("rule runner and the request signal", () => {
  const run = createRuleRunner("signal", () => Date.UTC(2024, 8, 1));
  it("passes the signal to the rule", () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const rule = (req: RuleRequest) => {
      seen = req.signal;
      return { status: 200, body: {} };
    };
    run(op, rule, { pathParams: {}, query: {}, headers: {}, body: undefined, abortable: controller });
    expect(seen).toBe(controller.signal);
  });
  it("stops paging once the request is aborted", () => {
    const controller = new AbortController();
    let computed = 0;
    const rule = () => ({
      list: {
        length: 5000,
        at: (i: number) => {
          computed++;
          if (i === 1500) controller.abort(new Error("client went away"));
          return i;
        },
      },
    });
    const input = { pathParams: {}, query: {}, headers: {}, body: undefined, abortable: controller };
    expect(() => run(op, rule, input)).toThrow("client went away");
    expect(computed).toBeLessThanOrEqual(2001);
  });
});

describe("an abandoned request on the REST engine", () => {
  it("stops the composite query and logs no failure", async () => {
    const { createRestEngine } = await import("./engine.js");
    const { metricsApi } = await import("../apis.js");
    const lines: string[] = [];
    const engine = await createRestEngine(metricsApi(), {
      seed: "abandon",
      log: (level, m) => lines.push(`${level} ${m}`),
    });
    const controller = new AbortController();
    controller.abort(new Error("client went away"));
    const queries = Array.from({ length: 3 }, (_, i) => ({ id: `q${i}`, type: "Other", params: { i } }));
    const request = {
      method: "POST",
      rawUrl: "/v2/lookingGlass/compositeQuery",
      path: "/v2/lookingGlass/compositeQuery",
      query: {},
      headers: { "content-type": "application/json" },
      body: Buffer.from(JSON.stringify({ queries, operator: "OR" })),
      remoteAddress: "127.0.0.1",
      receivedAt: Date.now(),
      signal: controller.signal,
      onAbort: onAbortOf(controller.signal),
    };
    const response = await engine.answer(request, engine.identify(request));
    expect(response.status).toBe(503);
    expect(lines.filter((l) => l.startsWith("error"))).toEqual([]);
  });
});
