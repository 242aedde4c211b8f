import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ApiEngine } from "../server/exchange.js";
import { MockHost } from "../server/host.js";
import { attachControl } from "./attach.js";
import { fakeEngine } from "./test-support.js";
import { reloadOnChange } from "./watch.js";

const hosts: MockHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
});

/** An engine whose catalogue is read from a JSON file, as a spec would be: a broken file throws. */
function engineFrom(file: string): () => ApiEngine {
  return () => {
    const { ids } = JSON.parse(readFileSync(file, "utf8")) as { ids: string[] };
    return fakeEngine(
      "rest",
      ids.map((id) => ({ id, statuses: [200, 503], examples: {} })),
    );
  };
}

describe("--watch", () => {
  it("swaps the engine on the same port when the file changes; a broken file keeps the previous one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "avaspec-watch-"));
    const file = join(dir, "metrics.openapi.json");
    writeFileSync(file, JSON.stringify({ ids: ["getChain"] }));
    const create = engineFrom(file);
    const host = new MockHost(create());
    hosts.push(host);
    attachControl(host, {});
    await host.listen();
    const port = host.port;
    const lines: string[] = [];
    const watcher = reloadOnChange(host, [file], create, (level, line) => lines.push(`${level}: ${line}`), 20);
    const before = host.engine;

    writeFileSync(file, '{"ids": ["getChain", "listChains"');
    await new Promise((r) => setTimeout(r, 200));
    await watcher.settled();
    expect(host.engine).toBe(before);
    expect(lines).toEqual([
      expect.stringMatching(/^warn: metrics: the changed spec does not load, so the previous one stays: /),
    ]);

    writeFileSync(file, JSON.stringify({ ids: ["getChain", "listChains"] }));
    await new Promise((r) => setTimeout(r, 200));
    await watcher.settled();
    expect(host.engine).not.toBe(before);
    expect(host.engine.catalogue().map((e) => e.id)).toEqual(["getChain", "listChains"]);
    expect(lines.at(-1)).toBe("info: metrics: spec reloaded");
    expect(host.port).toBe(port);
    // the control plane checks rules against the new catalogue
    const res = await fetch(`${host.url}/__avaspec/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ operation: "listChains", status: 503 }),
    });
    expect(res.status).toBe(201);
    watcher.close();
  });
});
