// Node state caps: admin.alias / admin.aliasChain stop at documented mock limits with the node's application
// error (-32000) naming the limit, memory stays bounded, and reset() returns to the start state.
import { beforeAll, describe, expect, test } from "vitest";
import { HANDLERS, ChainError } from "./methods.js";
import { readNodeSpec, type NodeSpec } from "./spec.js";
import { NODE_STATE_LIMITS, NodeState } from "./state.js";
import { nodeSpec } from "./test-support/client.js";

let spec: NodeSpec;
beforeAll(async () => {
  spec = readNodeSpec(await nodeSpec());
});

const C_ID = "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5";

function call(state: NodeState, method: string, args: Record<string, unknown>): unknown {
  const target = state.router.full.get("/ext/admin")!;
  const methodSpec = spec.methods.get(method)!;
  try {
    return HANDLERS[method]!({ state, target, method: methodSpec }, args);
  } catch (error) {
    if (error instanceof ChainError) return { code: error.code, message: error.message };
    throw error;
  }
}

describe("node state limits", () => {
  test("aliases of one endpoint stop at the per-target limit with -32000 naming it", () => {
    const state = new NodeState(spec);
    const limit = NODE_STATE_LIMITS.aliasesPerTarget;
    let i = 0;
    for (; i < limit; i++) expect(call(state, "admin.alias", { endpoint: "admin", alias: `a${i}` })).toEqual({});
    const refused = call(state, "admin.alias", { endpoint: "admin", alias: `a${i}` }) as ChainError;
    expect(refused.code).toBe(-32000);
    expect(refused.message).toBe(
      `too many aliases of one endpoint: the mock keeps at most ${limit} ` +
        "(mock limit; POST /__avaspec/reset clears them)",
    );
    expect(state.router.full.has(`/ext/a${i}`)).toBe(false);
    expect(state.router.full.has(`/ext/a${i - 1}`)).toBe(true);
  });

  test("chain aliases stop at the per-chain limit (start-up aliases included)", () => {
    const state = new NodeState(spec);
    const limit = NODE_STATE_LIMITS.aliasesPerTarget;
    const start = state.aliasesOfChain.get(C_ID)!.length;
    for (let i = start; i < limit; i++)
      expect(call(state, "admin.aliasChain", { chain: "C", alias: `c${i}` })).toEqual({});
    const refused = call(state, "admin.aliasChain", { chain: "C", alias: "one-more" }) as ChainError;
    expect(refused).toMatchObject({ code: -32000, message: expect.stringMatching(/^too many aliases of one chain: /) });
    expect(state.chainByAlias.has("one-more")).toBe(false);
    expect(state.aliasesOfChain.get(C_ID)).toHaveLength(limit);
  });

  test("all aliases together stop at the total limit, whatever their targets", () => {
    const state = new NodeState(spec);
    const total = NODE_STATE_LIMITS.aliasesTotal;
    // admin.alias reserves a name for any base, served or not: spread the aliases over bases under the per-target cap
    for (let i = 0; i < total; i++) {
      expect(call(state, "admin.alias", { endpoint: `base${i >> 5}`, alias: `t${i}` }), `alias ${i}`).toEqual({});
    }
    const refused = call(state, "admin.aliasChain", { chain: "X", alias: "over" }) as ChainError;
    expect(refused).toMatchObject({
      code: -32000,
      message: expect.stringMatching(/^too many aliases: the mock keeps at most 1024 /),
    });
    expect((call(state, "admin.alias", { endpoint: "fresh", alias: "over" }) as ChainError).code).toBe(-32000);
  });

  test("reset() returns to the start state", () => {
    const state = new NodeState(spec, { seed: "limits" });
    const fresh = new NodeState(spec, { seed: "limits" });
    const snapshot = (s: NodeState) => ({
      routes: [...s.router.full.keys()].sort(),
      aliases: [...s.aliasesOfChain.entries()],
      loggers: [...s.loggers.entries()],
      cpu: s.cpuProfiling,
      loaded: [...s.loadedVMs],
      pending: s.pendingVMs,
      indexes: [...s.indexes.values()].map((ix) => [ix.key, ix.containers.length, ix.containers.at(-1)?.id]),
    });
    call(state, "admin.alias", { endpoint: "admin", alias: "adm" });
    call(state, "admin.aliasChain", { chain: "C", alias: "cee" });
    call(state, "admin.setLoggerLevel", { logLevel: "debug" });
    call(state, "admin.startCPUProfiler", {});
    call(state, "admin.loadVMs", {});
    expect(snapshot(state)).not.toEqual(snapshot(fresh));
    state.reset();
    expect(snapshot(state)).toEqual(snapshot(fresh));
    expect(state.addedAliases).toBe(0);
    // the limits count from zero again
    expect(call(state, "admin.alias", { endpoint: "admin", alias: "adm" })).toEqual({});
  });

  test("an index accepting containers over time stops at its limit", () => {
    let now = 1_000_000;
    const state = new NodeState(spec, { acceptEveryMs: 1, now: () => now });
    const ix = [...state.indexes.values()].find((x) => !x.historyOnly)!;
    now += NODE_STATE_LIMITS.acceptedPerIndex * 10;
    expect(state.current(ix).containers.length).toBe(ix.history + NODE_STATE_LIMITS.acceptedPerIndex);
  });
});
