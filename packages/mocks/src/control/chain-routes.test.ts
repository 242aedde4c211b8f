// The node mock's /__avaspec/chain/ routes: the dev methods over HTTP and through the typed client, in local mode;
// 400s that name what is wrong, 404 for a chain the network lacks, 409 when the mock serves its generated chains.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNodeMock, startNodeMock } from "../node/index.js";
import { type ControlClient, ControlRequestError, createControlClient } from "./client.js";

const EWOQ = "0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC";
const STRANGER = "0x000000000000000000000000000000000000bEEF";

let local: RunningNodeMock;
let generated: RunningNodeMock;
let control: ControlClient<"node">;
beforeAll(async () => {
  [local, generated] = await Promise.all([startNodeMock({ port: 0, networkId: "local" }), startNodeMock({ port: 0 })]);
  control = createControlClient<"node">(local.url);
}, 60_000);
afterAll(() => Promise.all([local?.close(), generated?.close()]));

const rpc = async (chain: string, method: string, params: unknown[] = []) => {
  const response = await fetch(`${local.url}/ext/bc/${chain}/rpc`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await response.json()) as { result: any }).result;
};
const post = async (route: string, body?: unknown, base = local.url) => {
  const response = await fetch(`${base}/__avaspec/${route}`, {
    method: "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => (e instanceof ControlRequestError ? `${e.status} ${(e.body as { message: string }).message}` : e),
  );

describe("the chain routes over HTTP", () => {
  it("snapshot, mine, revert: the head moves and comes back", async () => {
    const before = Number(await rpc("C", "eth_blockNumber"));
    const snap = await post("chain/snapshot");
    expect(snap.status).toBe(200);
    const mined = await post("chain/mine", { timestamp: 4_000_000_000 });
    expect(mined.status).toBe(200);
    expect(mined.body).toMatchObject({ number: before + 1, timestamp: 4_000_000_000 });
    expect(Number(await rpc("C", "eth_blockNumber"))).toBe(before + 1);
    expect((await post("chain/revert", { id: snap.body.id })).body).toEqual({ reverted: true });
    expect(Number(await rpc("C", "eth_blockNumber"))).toBe(before);
  });

  it("sets a balance on the chain named by ?chain=, and only there", async () => {
    expect((await post("chain/balance?chain=l1", { address: STRANGER, wei: "12345" })).status).toBe(200);
    expect(BigInt(await rpc("l1", "eth_getBalance", [STRANGER, "latest"]))).toBe(12345n);
    expect(BigInt(await rpc("C", "eth_getBalance", [STRANGER, "latest"]))).toBe(0n);
  });

  it("moves time: increase, then the next block's timestamp", async () => {
    const increased = await post("chain/time", { increase: 3600 });
    expect(increased.status).toBe(200);
    expect(increased.body.offset).toBeGreaterThanOrEqual(3600);
    expect((await post("chain/time", { nextBlockTimestamp: 5_000_000_000 })).status).toBe(200);
    expect((await post("chain/mine")).body.timestamp).toBe(5_000_000_000);
  });

  it("refuses bad bodies with a 400 naming what is wrong", async () => {
    const cases: [string, unknown, string][] = [
      ["chain/balance", { address: "0x12", wei: "1" }, '"address" must be an address'],
      ["chain/balance", { address: STRANGER, wei: "-1" }, '"wei" must be a whole number of wei'],
      ["chain/balance", { address: STRANGER, wei: `0x1${"0".repeat(64)}` }, '"wei" must be a whole number of wei'],
      ["chain/balance", { address: STRANGER }, '"wei" is required'],
      ["chain/balance", { address: STRANGER, wei: "1", extra: 1 }, 'unknown field "extra"'],
      ["chain/balance", [STRANGER], "the body must be a JSON object"],
      ["chain/balance", "{not json", "the body is not valid JSON"],
      ["chain/time", {}, 'send one of "increase"'],
      ["chain/time", { increase: 1, nextBlockTimestamp: 2 }, 'send one of "increase"'],
      ["chain/time", { increase: 1.5 }, '"increase" must be a whole number of seconds'],
      ["chain/mine", { timestamp: "soon" }, '"timestamp" must be a whole number of seconds'],
      ["chain/revert", { id: "x" }, '"id" must be a snapshot\'s id'],
      ["chain/impersonate", { address: STRANGER, stop: "yes" }, '"stop" must be true or false'],
      ["chain/snapshot", { chain: "C" }, 'unknown field "chain"'],
    ];
    for (const [route, body, message] of cases) {
      const answer = await post(route, body);
      expect(answer.status, `${route} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.message, `${route} ${JSON.stringify(body)}`).toContain(message);
    }
    // the chain's own refusal, as a 400 with its text
    const past = await post("chain/time", { nextBlockTimestamp: 1 });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/^evm_setNextBlockTimestamp: /);
  });

  it("answers 404 for a chain the network lacks, and 409 when the mock serves its generated chains", async () => {
    const missing = await post("chain/snapshot?chain=X");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('no chain "X" in the local network; chain must be one of C, evm');
    const notLocal = await post("chain/snapshot", undefined, generated.url);
    expect(notLocal.status).toBe(409);
    expect(notLocal.body.message).toContain("--network-id local");
  });
});

describe("the chain routes through the control client", () => {
  it("lists the chains and drives the dev methods", async () => {
    const { networkId, chains } = await control.chain.list();
    expect(networkId).toBe(12345);
    expect(chains.map((c) => [c.aliases[0], c.chainId])).toEqual([
      ["C", 43112],
      ["l1", 99999],
    ]);
    const id = await control.chain.snapshot({ chain: "l1" });
    const head = await control.chain.mine({ chain: "l1" });
    expect(head.number).toBe(chains[1]!.head + 1);
    expect(await control.chain.revert(id, { chain: "l1" })).toBe(true);
    expect(await control.chain.revert(id, { chain: "l1" })).toBe(false); // a snapshot is used once
    await control.chain.setBalance(STRANGER, 10n ** 20n);
    expect(BigInt(await rpc("C", "eth_getBalance", [STRANGER, "latest"]))).toBe(10n ** 20n);
    expect(await control.chain.increaseTime(60)).toBeGreaterThanOrEqual(60);
  });

  it("impersonates an account: its transaction is taken without its key, until stopped", async () => {
    await control.chain.setBalance(STRANGER, 10n ** 20n);
    await control.chain.impersonate(STRANGER);
    const send = () => rpc("C", "eth_sendTransaction", [{ from: STRANGER, to: EWOQ, value: "0x1" }]);
    const hash = await send();
    expect((await rpc("C", "eth_getTransactionReceipt", [hash])).status).toBe("0x1");
    await control.chain.stopImpersonating(STRANGER);
    expect(await send()).toBeUndefined(); // an error now: unknown account
    expect(await refusal(createControlClient(generated.url).chain.snapshot())).toMatch(/^409 /);
  });
});
