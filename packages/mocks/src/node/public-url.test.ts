// --node-public-url: the node's URL as clients reach it, which the Data API's rpcUrl names in local mode (a container
// bound to 0.0.0.0 listens on an address no client outside it can use). Stated by the user, never read from a request's
// Host header, which a hostile page could steer.
import { LOCAL_C_CHAIN_BLOCKCHAIN_ID } from "@avaspec/chain/views";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningMocks, startMocks } from "../index.js";
import { runMockCli, stopMockClis } from "../test-support/cli.js";
import { announcedNodeUrl, checkLocalOptions } from "./local-options.js";

const RPC_PATH = `/ext/bc/${LOCAL_C_CHAIN_BLOCKCHAIN_ID}/rpc`;

async function rpcUrlOf(dataUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${dataUrl.replace("//0.0.0.0:", "//127.0.0.1:")}/v1/chains/43112`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { rpcUrl: string }).rpcUrl;
}

let mocks: RunningMocks | undefined;
afterEach(async () => {
  stopMockClis();
  await mocks?.close();
  mocks = undefined;
});

describe("the node's public URL in local mode", () => {
  it("--host 0.0.0.0 --node-public-url: the Data API's rpcUrl names it, whatever the Host header", async () => {
    const ports = ["--metrics-port", "0", "--data-port", "0", "--node-port", "0"];
    const run = runMockCli(
      [
        ...["--network-id", "local", "--host", "0.0.0.0", ...ports],
        ...["--node-public-url", "http://mocks.example:19650"],
      ],
      { AVASPEC_CONTROL_TOKEN: "a-token-of-16-or-more" },
    );
    const { data } = await run.ready;
    expect(await rpcUrlOf(data!)).toBe(`http://mocks.example:19650${RPC_PATH}`);
    expect(await rpcUrlOf(data!, { host: "evil.example:9650" })).toBe(`http://mocks.example:19650${RPC_PATH}`);
  }, 90_000);

  it("startMocks' nodePublicUrl crosses to the threads; a path prefix is kept, a trailing slash dropped", async () => {
    mocks = await startMocks({
      networkId: "local",
      ports: { metrics: 0, data: 0, node: 0 },
      nodePublicUrl: "https://gateway.example/avalanche/",
    });
    expect(await rpcUrlOf(mocks.data.url)).toBe(`https://gateway.example/avalanche${RPC_PATH}`);
  }, 90_000);

  it("without it, the URL the node listens on, an unspecified address named as loopback", () => {
    expect(announcedNodeUrl("http://0.0.0.0:9650", undefined)).toBe("http://127.0.0.1:9650");
    expect(announcedNodeUrl("http://[::]:9650", undefined)).toBe("http://[::1]:9650");
    expect(announcedNodeUrl("http://127.0.0.1:9650", undefined)).toBe("http://127.0.0.1:9650");
    expect(announcedNodeUrl("http://0.0.0.0:9650", "http://localhost:19650")).toBe("http://localhost:19650");
  });

  it.each([
    ["mocks.example/node", "nodePublicUrl must be an absolute URL"],
    ["mocks.example:9650", "nodePublicUrl must be an http or https URL"],
    ["ftp://mocks.example", "nodePublicUrl must be an http or https URL"],
    ["http://user:secret@mocks.example", "nodePublicUrl must be a URL without credentials, query or fragment"],
    ["http://mocks.example/?chain=C", "nodePublicUrl must be a URL without credentials, query or fragment"],
    ["http://mocks.example/#top", "nodePublicUrl must be a URL without credentials, query or fragment"],
  ])("refuses %s", (nodePublicUrl, message) => {
    expect(() => checkLocalOptions({ networkId: "local", nodePublicUrl })).toThrow(message);
  });

  it("is refused without local mode, and when not a URL, with exit code 2", async () => {
    const refusals: [string[], Record<string, string>, string][] = [
      [["--node-public-url", "http://mocks.example:9650"], {}, "--node-public-url needs --network-id local"],
      [[], { AVASPEC_NODE_PUBLIC_URL: "http://x" }, "AVASPEC_NODE_PUBLIC_URL needs --network-id local"],
      [["--network-id", "local", "--node-public-url", "mocks/node"], {}, "--node-public-url must be an absolute URL"],
    ];
    for (const [args, env, text] of refusals) {
      const run = runMockCli(args, env);
      expect(await run.exited).toBe(2);
      expect(run.output().stderr).toContain(text);
    }
    await expect(startMocks({ nodePublicUrl: "http://mocks.example" })).rejects.toThrow(
      'nodePublicUrl needs networkId "local"',
    );
  }, 30_000);
});
