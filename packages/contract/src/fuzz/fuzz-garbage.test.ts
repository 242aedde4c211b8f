// Servers that answer garbage must not crash the fuzzer: non-JSON, bodies 10^5 deep, 16 MiB bodies, connections
// that hang or are reset. Each is a reported failure with its request (a curl command), never an internal error.
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { fuzzContract } from "../index.js";

type Mode = "not json" | "deep" | "16 MiB" | "hang" | "reset";

const DEEP = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
const HUGE = `"${"a".repeat(16 * 1024 * 1024 - 2)}"`;

function answer(socket: Socket, body: string) {
  socket.end(
    `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `connection: close\r\n\r\n${body}`,
  );
}

/** A raw TCP server that reads a request's head and answers it the garbage way. */
function garbageServer(mode: Mode): Promise<{ url: string; server: Server; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    socket.once("data", () => {
      if (mode === "hang") return;
      if (mode === "reset") return void socket.resetAndDestroy();
      answer(socket, mode === "not json" ? "<html>oops</html>" : mode === "deep" ? DEEP : HUGE);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, server, sockets });
    }),
  );
}

// (a server answering garbage with 200 to any method breaks unsupported_method too: the envelope is fuzzed as well)
const ANSWERS_GARBAGE = "response_schema_conformance|jsonrpc_envelope|negative_data_rejection|positive_data_acceptance";
const expected: Record<Mode, RegExp> = {
  "not json": /^(response_schema_conformance|content_type_conformance|negative_data_rejection|unsupported_method)$/,
  deep: new RegExp(`^(${ANSWERS_GARBAGE}|unsupported_method)$`),
  "16 MiB": new RegExp(`^(${ANSWERS_GARBAGE}|unsupported_method)$`),
  hang: /^transport$/,
  reset: /^transport$/,
};

describe("garbage servers: reported failures with their requests, never an internal error", () => {
  const open: { server: Server; sockets: Set<Socket> }[] = [];
  afterAll(async () => {
    for (const o of open) for (const s of o.sockets) s.destroy();
    await Promise.all(open.map((o) => new Promise((r) => o.server.close(r))));
  });

  for (const mode of Object.keys(expected) as Mode[])
    it(mode, async () => {
      const g = await garbageServer(mode);
      open.push(g);
      const report = await fuzzContract({
        urls: { metrics: g.url, node: g.url },
        seed: 1,
        runs: mode === "16 MiB" ? 1 : 3,
        // every shrinking step of a hung connection waits out the timeout: the budget ends it
        budgetMs: mode === "hang" ? 4000 : 60_000,
        // 16 MiB answers, each read and checked whole: two at a time, with time to spare on a loaded machine
        timeoutMs: mode === "hang" ? 300 : 30_000,
        concurrency: mode === "16 MiB" ? 2 : 8,
        grep: "getChain",
      });
      expect(report.summary.ok).toBe(false);
      const failed = report.results.filter((r) => r.status === "fail");
      // every target fails (a check may fail more than once: up to four distinct failures per target)
      expect([...new Set(failed.map((r) => r.target))].sort()).toEqual([
        "admin.getChainAliases",
        "eth_getChainConfig",
        "getChain",
        "getChainMetrics",
      ]);
      for (const r of failed) {
        expect(r.request, r.name).toMatch(/^curl -sS -i .*'http:\/\/127\.0\.0\.1:\d+\/[^']*'$/);
        for (const f of r.failures) {
          expect(f.check, f.message).toMatch(expected[mode]);
          expect(f.message.length).toBeLessThan(2048);
        }
      }
      expect(report.text).not.toMatch(/internal/);
      if (mode === "hang") expect(report.text).toMatch(/no complete answer within 300 ms/);
    }, 120_000);
});
