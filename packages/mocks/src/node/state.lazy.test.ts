// A generated chain's validators are drawn when the validators API first asks (start-up skips their hashed IDs), and
// are the same as if drawn at start: the same draws of the chain's stream, measured against the head at start.
import { beforeAll, describe, expect, test } from "vitest";
import { readNodeSpec, type NodeSpec } from "./spec.js";
import { NodeState } from "./state.js";
import { nodeSpec } from "./test-support/client.js";

let spec: NodeSpec;
beforeAll(async () => {
  spec = readNodeSpec(await nodeSpec());
});

const START = Date.parse("2025-11-20T00:00:00Z");
const DAY_MS = 86_400_000;

const evmChains = (state: NodeState) => [...state.chains.values()].flatMap((c) => (c.evm ? [c.evm] : []));

describe("a generated chain's validators", () => {
  test("are not drawn at start", () => {
    const state = new NodeState(spec, { now: () => START });
    expect(evmChains(state).length).toBeGreaterThan(2);
    for (const evm of evmChains(state)) {
      expect(Object.getOwnPropertyDescriptor(evm, "validators")?.get).toBeTypeOf("function");
    }
  });

  test("drawn a day later are those of a state read at once, and stay the same", () => {
    let now = START;
    const late = new NodeState(spec, { now: () => now });
    const atOnce = new NodeState(spec, { now: () => START });
    const expected = evmChains(atOnce).map((evm) => evm.validators);
    now += DAY_MS;
    const drawn = evmChains(late).map((evm) => evm.validators);
    expect(drawn).toEqual(expected);
    for (const [i, evm] of evmChains(late).entries()) expect(evm.validators).toBe(drawn[i]);
    expect(drawn.flat().length).toBeGreaterThan(8);
  });
});
