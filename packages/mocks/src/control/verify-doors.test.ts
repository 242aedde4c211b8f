// Verification through the doors a test uses, on the real engines: the HTTP servers of startMocks (each in its
// worker thread, reached over HTTP) and createMockFetch (in process). MSW's door: tools/mocks-usage's examples.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMockFetch } from "../adapters/fetch.js";
import { type RunningMocks, startMocks } from "../index.js";
import { VerificationError } from "./verification-error.js";

const rpcInit = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

describe("startMocks: verify over HTTP, each server in its thread", () => {
  let mocks: RunningMocks;
  beforeAll(async () => {
    mocks = await startMocks({ ports: { metrics: 0, data: 0, node: 0 }, logLevel: "silent" });
  });
  afterAll(() => mocks?.close());

  it("REST: path parameters read by routing the recorded request again", async () => {
    await fetch(`${mocks.data.url}/v1/chains/43114`);
    await fetch(`${mocks.data.url}/v1/chains/43113`);
    await mocks.data.verify({ operation: "getChain", path: { chainId: "43114" } }, { times: 1 });
    const error = await mocks.data
      .verify({ operation: "getChain", path: { chainId: "43114" } }, { times: 2 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VerificationError);
    const { nearMisses } = (error as VerificationError).verification;
    expect(nearMisses[0]?.differences).toEqual([{ field: "path.chainId", expected: "43114", actual: "43113" }]);
    expect((error as Error).message).toContain('path.chainId: expected "43114", got "43113"');
  });

  it("node: a batch's calls, by method and params", async () => {
    await fetch(
      `${mocks.node.url}/ext/bc/C/rpc`,
      rpcInit([
        { jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: ["latest"] },
        { jsonrpc: "2.0", id: 2, method: "eth_chainId", params: [] },
      ]),
    );
    const result = await mocks.node.verify({ method: "eth_chainId" }, { times: 1 });
    expect(result.requests[0]?.operations).toEqual(["eth_feeConfig", "eth_chainId"]);
    const error = await mocks.node
      .verify({ method: "eth_feeConfig", params: { blk: "0x1" } }, { atLeast: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VerificationError);
    expect((error as VerificationError).verification.nearMisses[0]?.differences).toEqual([
      { field: "params.blk", expected: "0x1", actual: "latest" },
    ]);
  });
});

describe("createMockFetch: the same client, in process", () => {
  it("verifies what the application sent, and the rule that never matched says why", async () => {
    const mockFetch = await createMockFetch({ seed: "verify" });
    await mockFetch.metrics.faults.add({ operation: "getChain", match: { path: { chainId: "1" } }, status: 503 });
    await mockFetch("https://metrics.avax.network/v2/chains/43114");
    await mockFetch.metrics.verify({ operation: "getChain" }, { times: 1 });
    const [rule] = await mockFetch.metrics.faults.list();
    expect(rule?.nearMisses?.map((m) => m.differences)).toEqual([
      [{ field: "path.chainId", expected: "1", actual: "43114" }],
    ]);
  });
});
