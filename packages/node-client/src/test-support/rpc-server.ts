// A real JSON-RPC test server on 127.0.0.1, port 0. It records every request and answers through `handler`;
// the default handler echoes `{path, method, params}` as the result (arrays get one answer per call).
import type { IncomingHttpHeaders } from "node:http";
import { startServer } from "@avaspec/client-core/testing";

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** a string is sent as is; anything else as JSON */
  body?: unknown;
  /** delay before answering, ms (for timeout and abort tests) */
  delayMs?: number;
}
export type Handler = (req: Recorded) => Reply | undefined | Promise<Reply | undefined>;

type Call = { id?: unknown; method?: string; params?: unknown };
const echo = (path: string, call: Call) => ({
  jsonrpc: "2.0",
  id: call.id,
  result: { path, method: call.method, params: call.params },
});

export async function startRpcServer(handler: Handler = () => undefined) {
  const requests: Recorded[] = [];
  // the listening, recording and closing are client-core's test server; this adds JSON-RPC bodies and replies
  const server = await startServer(async (seen, res) => {
    let body: unknown = seen.body;
    try {
      body = JSON.parse(seen.body);
    } catch {}
    const rec: Recorded = { method: seen.method, path: seen.url, headers: seen.headers, body };
    requests.push(rec);
    const reply = (await handler(rec)) ?? {
      body: Array.isArray(body) ? body.map((c: Call) => echo(rec.path, c)) : echo(rec.path, body as Call),
    };
    const send = () => {
      if (res.destroyed) return;
      const payload = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body ?? null);
      res.writeHead(reply.status ?? 200, { "content-type": "application/json; charset=utf-8", ...reply.headers });
      res.end(payload);
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
    else send();
  });
  return { url: server.url, requests, close: server.close };
}
