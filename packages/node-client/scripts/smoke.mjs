#!/usr/bin/env node
// Runs the built client (dist/) against a node:http JSON-RPC server on 127.0.0.1 under whatever Node runs this
// file; the Node 22 / 24 test starts it with `npx --yes -p node@22 node scripts/smoke.mjs`. Prints "ok <version>".
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { createNodeClient, JsonRpcError, NotFoundError, TimeoutError, AbortError } from "../dist/index.js";

const seen = [];
const server = createServer((req, res) => {
  let text = "";
  req.on("data", (c) => (text += c));
  req.on("end", () => {
    const body = JSON.parse(text);
    seen.push({ path: req.url, body });
    const reply = (b, status = 200, type = "application/json") => {
      res.writeHead(status, { "content-type": type });
      res.end(typeof b === "string" ? b : JSON.stringify(b));
    };
    if (req.url === "/ext/index/X/vtx") return reply("404 page not found", 404, "text/plain");
    if (req.url === "/ext/slow")
      return setTimeout(() => reply({ jsonrpc: "2.0", id: body.id, result: {} }), 2000).unref();
    if (Array.isArray(body)) return reply(body.map((c) => ({ jsonrpc: "2.0", id: c.id, result: c.method })).reverse());
    if (body.method === "admin.alias" && body.params.alias.length > 512)
      return reply({
        jsonrpc: "2.0",
        id: body.id,
        error: { code: -32000, message: "alias length is too long", data: null },
      });
    reply({ jsonrpc: "2.0", id: body.id, result: { method: body.method, params: body.params } });
  });
});
await new Promise((r) => server.listen(0, "127.0.0.1", () => r(undefined)));
const baseUrl = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
try {
  const node = createNodeClient({ baseUrl, retry: false });
  assert.deepEqual(await node.admin.alias({ endpoint: "bc/X", alias: "myX" }), {
    method: "admin.alias",
    params: { endpoint: "bc/X", alias: "myX" },
  });
  assert.deepEqual(await node.index("X", "tx").getContainerByIndex({ index: 1, encoding: "hex" }), {
    method: "index.getContainerByIndex",
    params: { index: 1, encoding: "hex" },
  });
  assert.deepEqual(await node.chain("C").feeConfig("latest"), { method: "eth_feeConfig", params: ["latest"] });
  assert.deepEqual(await node.chain("C").validators.getCurrentValidators(), {
    method: "validators.getCurrentValidators",
    params: {},
  });
  assert.deepEqual(await node.chain("C").batch([{ method: "eth_feeConfig" }, { method: "eth_getChainConfig" }]), [
    { ok: true, result: "eth_feeConfig" },
    { ok: true, result: "eth_getChainConfig" },
  ]);
  await assert.rejects(
    node.admin.alias({ endpoint: "bc/X", alias: "x".repeat(513) }),
    (e) => e instanceof JsonRpcError && e.code === -32000 && e.method === "admin.alias",
  );
  await assert.rejects(
    node.index("X", "vtx").getContainerByIndex({ index: 0, encoding: "hex" }),
    (e) => e instanceof NotFoundError && e.status === 404,
  );
  await assert.rejects(
    node.alias("slow", "admin").startCPUProfiler(undefined, { timeoutMs: 50 }),
    (e) => e instanceof TimeoutError,
  );
  await assert.rejects(
    node.alias("slow", "admin").startCPUProfiler(undefined, { signal: AbortSignal.timeout(30) }),
    (e) => e instanceof AbortError,
  );
  assert.deepEqual(
    seen.slice(0, 4).map((s) => s.path),
    ["/ext/admin", "/ext/index/X/tx", "/ext/bc/C/rpc", "/ext/bc/C/validators"],
  );
  console.log(`ok ${process.version}`);
} finally {
  server.closeAllConnections();
  server.close();
}
