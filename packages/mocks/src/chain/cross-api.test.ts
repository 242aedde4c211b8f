// One chain, two APIs: for every chain of the catalogue, the node mock's standard methods and the Data API mock's
// blocks agree (hashes, parents, timestamps, gas, base fees, transaction counts, fees spent, the head at the same
// clock), with the same seed and clock. Teeth: mutants in front of the node mock (another block hash, a head one block
// ahead) fail the check.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataMock } from "../apis.js";
import type { RunningNodeMock } from "../node/index.js";
import { start } from "../node/test-support/client.js";
import type { RunningMock } from "../rest/server.js";
import { crossApiViolations } from "./test-support/cross-api.js";
import { defaultWorlds } from "./worlds.js";

const SEED = "cross-api";
const NOW = Date.UTC(2025, 10, 21, 8, 30);
let data: RunningMock;
let node: RunningNodeMock;
beforeAll(async () => {
  [data, node] = await Promise.all([
    startDataMock({ port: 0, seed: SEED, clock: () => NOW }),
    start({ seed: SEED, now: () => NOW }),
  ]);
});
afterAll(() => Promise.all([data.close(), node.close()]));

const chains = defaultWorlds(SEED).catalogue.chains;

describe("every chain of the catalogue is one chain through both APIs", () => {
  it.each(chains.filter((c) => c.status === "OK").map((c) => [`${c.record.chainName} (${c.chainId})`, c] as const))(
    "%s",
    { timeout: 60_000 },
    async (_name, chain) => {
      const views = { nodeUrl: node.url, blockchainId: chain.blockchainId, dataUrl: data.url, chainId: chain.chainId };
      const samples = [0, 1, 1000, 1_234_567, ...(chain.pinned ? [Number(chain.pinned.blockNumber)] : [])];
      expect(await crossApiViolations(views, samples)).toEqual([]);
    },
  );

  it("a chain the Data API calls UNAVAILABLE (503) is not served by the node (404)", async () => {
    const down = chains.filter((c) => c.status !== "OK");
    expect(down.length).toBeGreaterThan(0);
    for (const c of down) {
      expect((await fetch(`${data.url}/v1/chains/${c.chainId}/blocks/1`)).status).toBe(503);
      const res = await fetch(`${node.url}/ext/bc/${c.blockchainId}/rpc`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      expect(res.status).toBe(404);
    }
  });
});

/** A node in front of the node mock that changes its answers (`mutate` gets the method and the parsed answer). */
async function mutant(mutate: (method: string, answer: any) => void): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString();
      const upstream = await fetch(`${node.url}${req.url}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      const answer = await upstream.json();
      mutate(JSON.parse(body).method, answer);
      res.writeHead(upstream.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("teeth", () => {
  const cChain = chains.find((c) => c.chainId === "43114")!;
  const check = (nodeUrl: string) =>
    crossApiViolations({ nodeUrl, blockchainId: "C", dataUrl: data.url, chainId: "43114" }, [1000], 1);

  it("a block hash that differs between the two APIs fails the check", async () => {
    const m = await mutant((method, answer) => {
      if (method === "eth_getBlockByNumber" && answer.result?.number === "0x3e8")
        answer.result.hash = `0x${"ee".repeat(32)}`;
    });
    try {
      const violations = await check(m.url);
      expect(violations).toContain(
        `43114 block 1000 hash: node 0x${"ee".repeat(32)}, ` +
          `Data API ${(await (await fetch(`${data.url}/v1/chains/43114/blocks/1000`)).json()).blockHash}`,
      );
    } finally {
      await m.close();
    }
    expect(cChain.blockchainId).toBe("2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5");
  });

  it("a head one block ahead of the Data API's, and receipts paying another price, fail the check", async () => {
    const m = await mutant((method, answer) => {
      if (method === "eth_blockNumber") answer.result = `0x${(Number(answer.result) + 1).toString(16)}`;
      if (method === "eth_getBlockReceipts") for (const r of answer.result ?? []) r.effectiveGasPrice = "0x1";
    });
    try {
      const violations = (await check(m.url)).join("\n");
      expect(violations).toMatch(/block at the node's head: node 200, Data API 404/);
      expect(violations).toMatch(/block 1000 fees spent \(receipts\)/);
    } finally {
      await m.close();
    }
  });
});
