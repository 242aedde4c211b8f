// The dev methods as plain requests: each runs the chain's own method on the chain named, and every bad field, an
// unknown chain and the chain's own refusal is a DevControlError with the status a server answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DevAction, DevControlError, describeNetwork, runDevControl } from "./dev-control.js";
import { createLocalNetwork, LOCAL_L1_BLOCKCHAIN_ID, type LocalNetwork } from "./local-network.js";

const STRANGER = "0x00000000000000000000000000000000000000aa";
let network: LocalNetwork;
beforeAll(async () => {
  network = await createLocalNetwork();
});
afterAll(() => network.close());

const refusal = (action: DevAction, body: unknown, chain?: unknown) =>
  runDevControl(network, action, chain, body).then(
    () => undefined,
    (error: unknown) => (error instanceof DevControlError ? `${error.status} ${error.message}` : error),
  );

describe("runDevControl", () => {
  it("mines, snapshots, reverts, moves time, sets balances and impersonates on the chain named", async () => {
    const { id } = await runDevControl(network, "snapshot", undefined, undefined);
    const mined = await runDevControl(network, "mine", "C", { timestamp: 4_000_000_000 });
    expect(mined).toMatchObject({ number: 1, timestamp: 4_000_000_000 });
    expect(network.cChainIndex.containers).toHaveLength(1); // the index follows, as after a JSON-RPC call
    expect(describeNetwork(network).chains.map((c) => c.head)).toEqual([1, 0]);
    expect(await runDevControl(network, "revert", "C", { id })).toEqual({ reverted: true });
    expect(describeNetwork(network).chains[0]!.head).toBe(0);

    expect(await runDevControl(network, "balance", "l1", { address: STRANGER, wei: "0x10" })).toEqual({
      address: STRANGER,
      wei: "16",
    });
    expect(await network.chainNamed(LOCAL_L1_BLOCKCHAIN_ID)!.chain.balance(STRANGER)).toBe(16n);
    expect(await network.chainNamed("C")!.chain.balance(STRANGER)).toBe(0n);
    expect(await runDevControl(network, "time", "C", { increase: 60 })).toMatchObject({ offset: 60 });
    expect(await runDevControl(network, "impersonate", "C", { address: STRANGER })).toEqual({
      address: STRANGER,
      impersonated: true,
    });
    expect(await runDevControl(network, "impersonate", "C", { address: STRANGER, stop: true })).toMatchObject({
      impersonated: false,
    });
  });

  it.each([
    ["balance", { address: "0x12", wei: "1" }, '400 "address" must be an address'],
    ["balance", { address: STRANGER, wei: "-1" }, '400 "wei" must be a whole number of wei'],
    ["balance", { address: STRANGER, wei: `0x1${"0".repeat(64)}` }, '400 "wei" must be a whole number of wei'],
    ["balance", { address: STRANGER }, '400 "wei" is required'],
    ["balance", undefined, '400 the body must be a JSON object with "address", "wei"'],
    ["balance", [STRANGER], "400 the body must be a JSON object"],
    ["snapshot", { chain: "C" }, '400 unknown field "chain"; allowed: '],
    ["time", {}, '400 send one of "increase"'],
    ["time", { increase: 1, nextBlockTimestamp: 2 }, '400 send one of "increase"'],
    ["time", { increase: 2 ** 53 }, '400 "increase" must be a whole number of seconds'],
    ["mine", { timestamp: "soon" }, '400 "timestamp" must be a whole number of seconds'],
    ["revert", { id: "x" }, '400 "id" must be a snapshot\'s id'],
    ["impersonate", { address: STRANGER, stop: "yes" }, '400 "stop" must be true or false'],
    ["time", { nextBlockTimestamp: 1 }, "400 evm_setNextBlockTimestamp: "],
  ] as const)("refuses %s %o", async (action, body, message) => {
    expect(await refusal(action, body)).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  });

  it("refuses a chain the network lacks (404, naming its chains) and a chain named twice (400)", async () => {
    expect(await refusal("snapshot", undefined, "X")).toBe(
      `404 no chain "X" in the local network; chain must be one of C, evm, ${network.chains[0]!.blockchainId}, l1, ` +
        LOCAL_L1_BLOCKCHAIN_ID,
    );
    expect(await refusal("snapshot", undefined, ["C", "l1"])).toBe("400 chain must be given once");
  });
});
