// A mock serving the shipped documents compiles no schema, so it never loads Ajv's compiler (about a third of a
// REST thread's start-up): its validators are generated ahead of time and need only Ajv's runtime helpers. The
// spec model's index exports its Ajv profiles too; the mocks import the model's parts that load no Ajv.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));

/** Starts the three mocks in process (the built package), answers one call each, and lists the Ajv files loaded. */
const SCRIPT = `
import { createRequire } from "node:module";
const { createMockFetch } = await import("@avaspec/mocks/fetch");
const mock = await createMockFetch({ journalSize: 0 });
const rpc = { method: "POST", headers: { "content-type": "application/json" },
  body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] }) };
const statuses = [
  (await mock(mock.baseUrls.metrics + "/v2/chains/43114/metrics/activeAddresses?timeInterval=day")).status,
  (await mock(mock.baseUrls.data + "/v1/chains/43114/blocks/49889407")).status,
  (await mock(mock.baseUrls.node + "/ext/bc/C/rpc", rpc)).status,
];
const loaded = Object.keys(createRequire(import.meta.url).cache).filter((f) => /[\\\\/]ajv(-formats)?[\\\\/]/.test(f));
console.log(JSON.stringify({ statuses, loaded }));
`;

describe("start-up", () => {
  it("loads none of Ajv's compiler, only the runtime helpers the generated validators require", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", SCRIPT], {
      cwd: PACKAGE,
    });
    const { statuses, loaded } = JSON.parse(stdout) as { statuses: number[]; loaded: string[] };
    expect(statuses).toEqual([200, 200, 200]);
    const compiler = loaded.filter(
      (f) => !/ajv[\\/]dist[\\/]runtime[\\/]|ajv-formats[\\/]dist[\\/]formats\.js$/.test(f),
    );
    expect(compiler).toEqual([]);
  });
});
