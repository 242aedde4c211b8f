// Local mode of the node mock over real HTTP: the executing chains at their endpoints, the other node APIs as before,
// the C/block index over the chain's accepted blocks (held to eth_getBlockByNumber), reset to genesis, bad options.
import { LOCAL_L1_BLOCKCHAIN_ID } from "@avaspec/chain";
import { cb58Decode } from "@avaspec/spec-model";
import { bytesToHex, type Hex, hexToBytes } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMockCli, stopMockClis } from "../test-support/cli.js";
import { type RunningNodeMock, startNodeMock } from "./index.js";

const ewoq = privateKeyToAccount("0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027");
const BOB = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
let node: RunningNodeMock;

beforeAll(async () => {
  node = await startNodeMock({ port: 0, networkId: "local" });
}, 60_000);
afterAll(async () => {
  await node?.close();
  stopMockClis();
});

async function post(path: string, body: unknown): Promise<any> {
  const response = await fetch(`${node.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.json();
}
const rpc = (path: string, method: string, params: unknown[] = []) =>
  post(path, { jsonrpc: "2.0", id: 1, method, params });
const index = (method: string, params: Record<string, unknown> = {}) =>
  post("/ext/index/C/block", {
    jsonrpc: "2.0",
    id: 1,
    method: `index.${method}`,
    params: { encoding: "hex", ...params },
  });

const transfer = (nonce: number) =>
  ewoq.signTransaction({
    type: "eip1559",
    chainId: 43112,
    to: BOB,
    value: 1n,
    gas: 21_000n,
    nonce,
    maxFeePerGas: 100_000_000_000n,
    maxPriorityFeePerGas: 1n,
  });

describe("the node mock with networkId local", () => {
  it("serves the executing C-Chain at /ext/bc/C/rpc and the L1 at its blockchain ID and alias", async () => {
    expect((await rpc("/ext/bc/C/rpc", "eth_chainId")).result).toBe("0xa868");
    expect((await rpc("/ext/bc/evm/rpc", "eth_chainId")).result).toBe("0xa868");
    expect((await rpc(`/ext/bc/${LOCAL_L1_BLOCKCHAIN_ID}/rpc`, "eth_chainId")).result).toBe("0x1869f");
    expect((await rpc("/ext/bc/l1/rpc", "eth_chainId")).result).toBe("0x1869f");
    const balance = await rpc("/ext/bc/C/rpc", "eth_getBalance", [ewoq.address, "latest"]);
    expect(BigInt(balance.result)).toBe(10n ** 24n);
  });

  it("keeps the node's other APIs, methods and transport answers", async () => {
    const level = await post("/ext/admin", { jsonrpc: "2.0", id: 1, method: "admin.getLoggerLevel", params: {} });
    expect(level.result.loggerLevels.C).toBeDefined();
    // a batch mixing an executing method, a method of the spec's only, and an unknown one: each answered in order
    const batch = await post("/ext/bc/C/rpc", [
      { jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] },
      { jsonrpc: "2.0", id: 2, method: "eth_getChainConfig", params: [] },
      { jsonrpc: "2.0", id: 3, method: "eth_nothing", params: [] },
      [],
    ]);
    expect(batch.map((a: { id: unknown }) => a.id)).toEqual([1, 2, 3, null]);
    expect(batch[0].result).toMatch(/^0x/);
    expect(batch[1].result.chainId).toBeDefined();
    expect(batch[2].error).toEqual({ code: -32601, message: "the method eth_nothing does not exist/is not available" });
    expect(batch[3].error).toEqual({ code: -32600, message: "invalid request" });
    // a notification runs and gets no answer; a bad body the node's parse error
    const notify = await fetch(`${node.url}/ext/bc/l1/rpc`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", method: "eth_chainId", params: [] }),
    });
    expect(await notify.text()).toBe("");
    const broken = await fetch(`${node.url}/ext/bc/l1/rpc`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(await broken.json()).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "parse error" } });
    const get = await fetch(`${node.url}/ext/bc/l1/rpc`);
    expect([get.status, await get.text()]).toEqual([405, "method not allowed\n"]);
    expect((await fetch(`${node.url}/ext/bc/nowhere/rpc`, { method: "POST" })).status).toBe(404);
  });

  it("refuses a transaction signed for another chain with the node's text", async () => {
    const other = await ewoq.signTransaction({
      ...{ chainId: 43114, to: BOB, gas: 21_000n, nonce: 0 },
      gasPrice: 10n ** 11n,
    });
    const refused = await rpc("/ext/bc/C/rpc", "eth_sendRawTransaction", [other]);
    expect(refused.error).toEqual({
      code: -32000,
      message: "invalid sender: invalid chain id for signer: have 43114 want 43112",
    });
  });

  it("bounds an endless loop by gas: an out-of-gas answer, not a hang", async () => {
    // init code JUMPDEST PUSH1 0 JUMP: eth_call without `to` runs it until the gas cap
    const loop = await rpc("/ext/bc/C/rpc", "eth_call", [{ data: "0x5b600056", gas: "0x1e8480" }, "latest"]);
    expect(loop.error.code).toBe(-32000);
    expect(loop.error.message).toMatch(/out of gas/);
  });

  it("indexes the accepted C-Chain blocks: each container is the block eth_getBlockByNumber shows", async () => {
    expect((await index("getLastAccepted")).error.message).toBe("no containers have been accepted");
    for (const nonce of [0, 1]) {
      const sent = await rpc("/ext/bc/C/rpc", "eth_sendRawTransaction", [await transfer(nonce)]);
      expect(sent.error).toBeUndefined();
    }
    const last = (await index("getLastAccepted")).result;
    expect(last.index).toBe("1");
    const range = (await index("getContainerRange", { startIndex: 0, numToFetch: 10 })).result;
    expect(range.map((c: { index: string }) => c.index)).toEqual(["0", "1"]);
    expect(range[1]).toEqual(last);
    for (const [i, container] of range.entries()) {
      const block = (await rpc("/ext/bc/C/rpc", "eth_getBlockByNumber", [`0x${(i + 1).toString(16)}`, false])).result;
      expect(bytesToHex(cb58Decode(container.id)!)).toBe(block.hash);
      const bytes = hexToBytes(container.bytes as Hex);
      const rlp = bytes.subarray(0, bytes.length - 4);
      expect(rlp.length).toBe(Number(block.size));
      expect((await index("getIndex", { id: container.id })).result).toEqual({ index: String(i) });
      expect((await index("isAccepted", { id: container.id })).result).toEqual({ isAccepted: true });
      expect((await index("getContainerByID", { id: container.id })).result).toEqual(container);
      expect((await index("getContainerByIndex", { index: i })).result).toEqual(container);
      expect(Date.parse(container.timestamp)).toBeGreaterThan(Date.now() - 600_000);
    }
    // a block of the L1 is not on the C-Chain's index
    await rpc("/ext/bc/l1/rpc", "evm_mine");
    expect((await index("getLastAccepted")).result.index).toBe("1");
  });

  it("POST /__avaspec/reset returns the network to genesis and empties the index", async () => {
    const nonce = Number((await rpc("/ext/bc/C/rpc", "eth_getTransactionCount", [ewoq.address, "latest"])).result);
    expect((await rpc("/ext/bc/C/rpc", "eth_sendRawTransaction", [await transfer(nonce)])).error).toBeUndefined();
    expect((await rpc("/ext/bc/l1/rpc", "evm_mine")).error).toBeUndefined();
    expect((await index("getLastAccepted")).result).toBeDefined();
    expect(await node.reset()).toBeUndefined();
    expect((await rpc("/ext/bc/C/rpc", "eth_blockNumber")).result).toBe("0x0");
    expect((await rpc("/ext/bc/l1/rpc", "eth_blockNumber")).result).toBe("0x0");
    expect((await rpc("/ext/bc/C/rpc", "eth_getTransactionCount", [ewoq.address, "latest"])).result).toBe("0x0");
    expect((await index("getLastAccepted")).error.message).toBe("no containers have been accepted");
  });
});

describe("without networkId (the default)", () => {
  it("answers from the generated chains as before: the main C-Chain, transactions refused", async () => {
    const plain = await startNodeMock({ port: 0 });
    try {
      const call = (method: string, params: unknown[]) =>
        fetch(`${plain.url}/ext/bc/C/rpc`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
        }).then((r) => r.json());
      expect((await call("eth_chainId", [])).result).toBe("0xa86a");
      expect((await call("eth_sendRawTransaction", [await transfer(0)])).error.code).toBe(-32003);
    } finally {
      await plain.close();
    }
  });
});

describe("a bad network ID", () => {
  it("is refused by startNodeMock, listing the allowed values", async () => {
    await expect(startNodeMock({ port: 0, networkId: "fuji" as "local" })).rejects.toThrow(
      'networkId must be one of "local" (or left out for the generated chains); got "fuji"',
    );
  });

  it("is a usage error of the CLI, from the flag or AVASPEC_NETWORK_ID", async () => {
    for (const [args, env, text] of [
      [["--network-id", "fuji"], {}, '--network-id must be local (or left out for the generated chains), got "fuji"'],
      [
        [],
        { AVASPEC_NETWORK_ID: "12345" },
        'AVASPEC_NETWORK_ID must be local (or left out for the generated chains), got "12345"',
      ],
    ] as Array<[string[], Record<string, string>, string]>) {
      const run = runMockCli(args, env);
      expect(await run.exited).toBe(2);
      expect(run.output().stderr).toContain(text);
    }
  }, 30_000);
});
