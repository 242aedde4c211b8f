// Behind the validating proxy, the journal entry of an exchange carries the violations the proxy's checks found, so
// GET /__avaspec/requests (and the page at /__avaspec/ui) show them beside the request; a clean exchange has none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataMock } from "../apis.js";
import type { RunningMock } from "../rest/server.js";
import { CHAIN, sendJson, startUpstream, type Upstream } from "./test-support/servers.js";

describe("the journal behind the validating proxy", () => {
  let upstream: Upstream;
  let mock: RunningMock;
  beforeAll(async () => {
    // the C-Chain as it should be; any other chain with a number where the spec declares a string
    upstream = await startUpstream((req, _body, res) =>
      sendJson(res, 200, req.url?.endsWith("/43114") ? CHAIN : { ...CHAIN, chainId: 43113 }),
    );
    mock = await startDataMock({ port: 0, logLevel: "silent", proxy: { data: upstream.url } });
  });
  afterAll(async () => {
    await mock?.close();
    await upstream?.close();
  });

  it("keeps the proxy's findings with the exchange", async () => {
    await (await fetch(`${mock.url}/v1/chains/43113`)).text();
    const [entry] = await mock.requests({ limit: 1 });
    expect(entry?.path).toBe("/v1/chains/43113");
    expect(entry?.violations).toEqual([expect.stringMatching(/^\S+ at response .*chainId/)]);
  });

  it("has none for an exchange that keeps the contract", async () => {
    await (await fetch(`${mock.url}/v1/chains/43114`)).text();
    const [entry] = await mock.requests({ limit: 1 });
    expect([entry?.path, entry?.status, entry?.violations]).toEqual(["/v1/chains/43114", 200, undefined]);
  });
});
