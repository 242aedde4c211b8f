// Local mode in this process: createMockFetch and the MSW handlers (setupServer, Node) take networkId "local" too.
import { setupServer } from "msw/node";
import { describe, expect, it } from "vitest";
import { createMockFetch } from "./fetch.js";
import { createHandlers } from "./msw.js";

const CHAIN_ID = { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] };
const post = (doFetch: typeof fetch, url: string) =>
  doFetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(CHAIN_ID) });

describe("networkId local in process", () => {
  it("createMockFetch answers from the executing C-Chain and L1", async () => {
    const mockFetch = await createMockFetch({ networkId: "local" });
    const node = mockFetch.baseUrls.node;
    expect((await (await post(mockFetch, `${node}/ext/bc/C/rpc`)).json()).result).toBe("0xa868");
    expect((await (await post(mockFetch, `${node}/ext/bc/l1/rpc`)).json()).result).toBe("0x1869f");
    const plain = await createMockFetch();
    expect((await (await post(plain, `${plain.baseUrls.node}/ext/bc/C/rpc`)).json()).result).toBe("0xa86a");
  }, 60_000);

  it("the MSW handlers in Node answer from it too", async () => {
    const node = "http://127.0.0.1:19651";
    const server = setupServer(...(await createHandlers({ networkId: "local", baseUrls: { node } })));
    server.listen({ onUnhandledRequest: "error" });
    try {
      expect((await (await post(fetch, `${node}/ext/bc/C/rpc`)).json()).result).toBe("0xa868");
    } finally {
      server.close();
    }
  }, 60_000);

  it("refuses another network ID, naming the allowed one", async () => {
    await expect(createMockFetch({ networkId: "fuji" as "local" })).rejects.toThrow(/networkId must be one of "local"/);
  });
});
