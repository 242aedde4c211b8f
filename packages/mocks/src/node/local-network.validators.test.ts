// The validators API in local mode: the executing L1 serves /ext/bc/<its ID or alias>/validators, and its validators
// are the local network's five nodes (avalanche-cli's local network, which validates the L1s it deploys), each an
// L1 validator, active and connected, up since the network started. The generated L1s keep their own. The node has
// a logger named by the L1's ID, as for any L1 it runs.
import { LOCAL_L1_BLOCKCHAIN_ID } from "@avaspec/chain";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningNodeMock, startNodeMock } from "./index.js";
import { call } from "./test-support/client.js";

const LOCAL_NODES = [
  "NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg",
  "NodeID-MFrZFVCXPv5iCn6M9K6XduxGTYp891xXZ",
  "NodeID-NFBbbJ4qCmNaCzeW7sxErhvWqvEQMnYcN",
  "NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu",
  "NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5",
];

let node: RunningNodeMock;
let started: number;
beforeAll(async () => {
  started = Math.floor(Date.now() / 1000);
  node = await startNodeMock({ port: 0, networkId: "local" });
}, 60_000);
afterAll(() => node?.close());

const validatorsAt = (name: string, params: Record<string, unknown> = {}) =>
  call(node.url, `/ext/bc/${name}/validators`, "validators.getCurrentValidators", params);

/** Validators without their uptime in seconds (it grows with the clock between two calls). */
const withoutUptime = (validators: Array<Record<string, unknown>>) =>
  validators.map(({ uptimeSeconds: _uptime, ...rest }) => rest);

it("the L1's validators: the local network's five nodes, at its ID, its alias and an alias given to it", async () => {
  const { result } = await validatorsAt(LOCAL_L1_BLOCKCHAIN_ID);
  expect(result.validators.map((v: { nodeID: string }) => v.nodeID)).toEqual(LOCAL_NODES);
  for (const v of result.validators) {
    expect(v).toMatchObject({ isActive: true, isL1Validator: true, isConnected: true, weight: 20 });
    expect(v.startTimestamp).toBeGreaterThanOrEqual(started - 1);
    expect(v.uptimePercentage).toBe(100);
  }
  // the same validators at its alias; their uptime grows with the clock, so a second may pass between the two calls
  const again = (await validatorsAt("l1")).result;
  expect(withoutUptime(again.validators)).toEqual(withoutUptime(result.validators));
  await call(node.url, "/ext/admin", "admin.aliasChain", { chain: "l1", alias: "my-l1" });
  expect((await validatorsAt("my-l1")).result.validators).toHaveLength(5);
  // nodeIDs filter them, as on any chain
  const one = await validatorsAt("l1", { nodeIDs: [LOCAL_NODES[2]] });
  expect(one.result.validators.map((v: { nodeID: string }) => v.nodeID)).toEqual([LOCAL_NODES[2]]);
});

it("admin.getLoggerLevel names the L1's logger by its blockchain ID", async () => {
  const { result } = await call(node.url, "/ext/admin", "admin.getLoggerLevel", { loggerName: LOCAL_L1_BLOCKCHAIN_ID });
  expect(result.loggerLevels).toEqual({ [LOCAL_L1_BLOCKCHAIN_ID]: { logLevel: "INFO", displayLevel: "INFO" } });
});
