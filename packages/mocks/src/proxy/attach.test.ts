// The options of startMocks / the CLI: bad URLs and combinations are refused with a message naming the flag; the
// routes honour the control token; a server the options do not concern is left alone.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MockHost } from "../server/host.js";
import { attachProxy, checkProxyOptions, ProxyOptionError, type ProxyStartOptions } from "./attach.js";
import { sendJson, standInEngine, startUpstream } from "./test-support/servers.js";

describe("checkProxyOptions", () => {
  it.each<[ProxyStartOptions, RegExp]>([
    [
      { proxy: { data: "not a url" } },
      /^--proxy-data must be an http:\/\/ or https:\/\/ URL \(not a URL\), got "not a url"$/,
    ],
    [{ proxy: { node: "ftp://x" } }, /--proxy-node .*scheme ftp: is not supported/],
    [{ proxy: { metrics: "http://h/?q=1" } }, /--proxy-metrics .*no query or fragment/],
    [{ proxy: { data: "https://user:sk-123@h/" } }, /credentials in the URL are refused.*"https:\/\/\[redacted\]@h\/"/],
    [{ proxyStrict: true }, /--proxy-strict needs an upstream/],
    [{ record: "/tmp/x" }, /--record needs an upstream/],
    [{ proxy: { data: "http://h" }, record: "a", replay: "b" }, /cannot be used together/],
    [{ replayOnly: true }, /--replay-only needs --replay/],
    [{ allowInvalidFixtures: true }, /--allow-invalid-fixtures needs --replay/],
    [{ proxy: { data: "http://h" }, proxyTimeoutMs: 0 }, /timeout must be a whole number/],
  ])("%j → %s", (options, message) => {
    expect(() => checkProxyOptions(options)).toThrow(ProxyOptionError);
    expect(() => checkProxyOptions(options)).toThrow(message);
  });

  it("accepts any subset of upstreams", () => {
    expect(() => checkProxyOptions({ proxy: { node: "http://127.0.0.1:9650" } })).not.toThrow();
    expect(() => checkProxyOptions({ proxy: { data: "https://glacier-api.avax.network" }, record: "f" })).not.toThrow();
    expect(() => checkProxyOptions({ replay: tmpdir(), replayOnly: true, allowInvalidFixtures: true })).not.toThrow();
  });
});

describe("attachProxy", () => {
  it("leaves a server the options do not name alone", async () => {
    const host = new MockHost(standInEngine("metrics"));
    expect(await attachProxy(host, { proxy: { data: "http://127.0.0.1:1" } })).toBeUndefined();
  });

  it("a --replay folder that does not exist is refused before listening", async () => {
    const host = new MockHost(standInEngine("data"));
    await expect(attachProxy(host, { replay: join(tmpdir(), "avaspec-no-such-folder") })).rejects.toThrow(
      /--replay: .*avaspec-no-such-folder is not a folder/,
    );
  });

  it("forwards, and its routes take the control token when one is set", async () => {
    const upstream = await startUpstream((_req, _body, res) => sendJson(res, 200, { chains: "nope" }));
    const dir = await mkdtemp(join(tmpdir(), "avaspec-attach-"));
    const host = new MockHost(standInEngine("data"));
    const lines: string[] = [];
    const installed = await attachProxy(host, {
      proxy: { data: upstream.url },
      record: join(dir, "new", "folder"),
      controlToken: "t0k3n-abc",
      write: (line) => lines.push(line),
    });
    await host.listen();
    try {
      expect((await fetch(`${host.url}/v1/chains`)).status).toBe(200);
      await installed?.flush();
      expect(lines.map((l) => JSON.parse(l).rule)).toEqual(["body-schema"]);
      expect((await fetch(`${host.url}/__avaspec/violations`)).status).toBe(401);
      const auth = { headers: { authorization: "Bearer t0k3n-abc" } };
      const summary = await (await fetch(`${host.url}/__avaspec/violations/summary`, auth)).json();
      expect(summary).toMatchObject({ total: 1, byOperation: { "data listChains": { "body-schema": 1 } } });
    } finally {
      await installed?.close();
      await Promise.all([host.close(), upstream.close()]);
      await rm(dir, { recursive: true, force: true });
    }
  });
});
