import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { MockStartError, startMocks } from "./index.js";

describe("startMocks", () => {
  it("starts the three mocks on free ports, each ready, and closes them", async () => {
    const mocks = await startMocks({ ports: { metrics: 0, data: 0, node: 0 }, seed: "index" });
    try {
      for (const m of [mocks.metrics, mocks.data, mocks.node]) {
        const r = await fetch(`${m.url}/__avaspec/ready`);
        expect(r.status).toBe(200);
        expect(await r.json()).toEqual({ ready: true });
      }
    } finally {
      await mocks.close();
    }
    await expect(fetch(`${mocks.metrics.url}/__avaspec/ready`)).rejects.toThrow();
  });

  it("rejects when a port is taken and leaves nothing listening", async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, "127.0.0.1", r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const refused = startMocks({ ports: { metrics: 0, data: port, node: 0 } });
      await expect(refused).rejects.toBeInstanceOf(MockStartError);
      await expect(refused).rejects.toMatchObject({ code: "EADDRINUSE", api: "data", port });
      await expect(refused).rejects.toThrow(
        `cannot start the data mock: port ${port} on 127.0.0.1 is already in use; choose another with ports.data`,
      );
    } finally {
      await new Promise<void>((r) => blocker.close(() => r()));
    }
  });

  it('engine "prism" sends REST requests through Prism (P1 tells the paths apart); a bad one throws', async () => {
    // P1: a literal segment sent percent-encoded is routed by both, but Prism then finds no path parameter
    const path = "/v1/address/0x71C7656EC7ab88b098defB751B7401B5f6d8976F/%63hains";
    const statusOf = async (engine: "compiled" | "prism") => {
      const mocks = await startMocks({ ports: { metrics: 0, data: 0, node: 0 }, seed: "index", engine });
      try {
        const plain = await fetch(`${mocks.data.url}/v1/chains/43114`);
        expect(plain.status).toBe(200);
        return (await fetch(`${mocks.data.url}${path}`)).status;
      } finally {
        await mocks.close();
      }
    };
    expect(await statusOf("compiled")).toBe(200);
    expect(await statusOf("prism")).toBe(400);
    await expect(
      startMocks({ ports: { metrics: 0, data: 0, node: 0 }, engine: "fast" as "prism", isolation: "none" }),
    ).rejects.toThrow('engine must be one of compiled, prism; got "fast"');
  }, 60_000);
});
