// Local mode's options through the in-process doors: createMockFetch and the MSW handlers take blockTime and (in
// Node) stateFile as startMocks does, checked the same way; close() stops the mining and writes the file.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setupServer } from "msw/node";
import { describe, expect, it, vi } from "vitest";
import { createMockFetch } from "./fetch.js";
import { createHandlers } from "./msw.js";

const call = async (doFetch: typeof fetch, url: string, method: string, params: unknown[] = []) => {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });
  const response = await doFetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
  return ((await response.json()) as { result: unknown }).result;
};

describe("local mode's options in process", () => {
  it("createMockFetch mines on blockTime's interval, and close() stops it", async () => {
    const mockFetch = await createMockFetch({ networkId: "local", blockTime: 0.1 });
    const rpc = `${mockFetch.baseUrls.node}/ext/bc/C/rpc`;
    try {
      // idle, the interval mines empty blocks
      await vi.waitFor(async () => expect(Number(await call(mockFetch, rpc, "eth_blockNumber"))).toBeGreaterThan(1), {
        timeout: 20_000,
        interval: 100,
      });
    } finally {
      await mockFetch.close();
    }
    const stopped = Number(await call(mockFetch, rpc, "eth_blockNumber"));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(Number(await call(mockFetch, rpc, "eth_blockNumber"))).toBe(stopped);
  }, 60_000);

  it("stateFile: close() writes the network, and the MSW handlers load it at start", async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), "avaspec-state-")), "local.json");
    const first = await createMockFetch({ networkId: "local", stateFile });
    const rpc = `${first.baseUrls.node}/ext/bc/C/rpc`;
    await call(first, rpc, "evm_mine");
    await call(first, rpc, "evm_mine");
    expect(existsSync(stateFile)).toBe(false);
    await first.close();
    expect(existsSync(stateFile)).toBe(true);

    const node = "http://127.0.0.1:19652";
    const handlers = await createHandlers({ networkId: "local", stateFile, baseUrls: { node } });
    const server = setupServer(...handlers);
    server.listen({ onUnhandledRequest: "error" });
    try {
      expect(await call(fetch, `${node}/ext/bc/C/rpc`, "eth_blockNumber")).toBe("0x2");
    } finally {
      server.close();
      await handlers.close();
    }
  }, 60_000);

  it.each([
    [{ blockTime: 1 }, /^blockTime needs networkId "local": the generated chains neither mine nor keep state$/],
    [{ stateFile: "state.json" }, /^stateFile needs networkId "local"/],
    [{ networkId: "local", blockTime: 0 }, /^blockTime must be a number of seconds from 0\.1 to 86400, got 0$/],
    [{ networkId: "local", blockTime: "1" }, /^blockTime must be a number of seconds/],
    [{ networkId: "local", stateFile: "" }, /^stateFile must be a file path$/],
  ] as const)("refuses %o", async (options, message) => {
    const given = options as { networkId?: "local"; blockTime?: number; stateFile?: string };
    await expect(createMockFetch(given)).rejects.toThrow(message);
    await expect(createHandlers(given)).rejects.toThrow(message);
  });

  it("a state file that does not load is refused at start, naming it", async () => {
    const missingFolder = join(tmpdir(), "avaspec-no-such-folder", "state.json");
    await expect(createMockFetch({ networkId: "local", stateFile: missingFolder })).rejects.toThrow(
      `cannot write the state file ${missingFolder}`,
    );
  }, 60_000);
});
