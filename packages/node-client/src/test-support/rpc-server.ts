// A real JSON-RPC test server on 127.0.0.1, port 0. It records every request and answers through `handler`;
// the default handler echoes `{path, method, params}` as the result (arrays get one answer per call).
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** a string is sent as is; anything else as JSON */
  body?: unknown;
  /** delay before answering, ms (for timeout and abort tests) */
  delayMs?: number;
}
export type Handler = (req: Recorded) => Reply | undefined | Promise<Reply | undefined>;

type Call = { id?: unknown; method?: string; params?: unknown };
export const echo = (path: string, call: Call) => ({
  jsonrpc: "2.0",
  id: call.id,
  result: { path, method: call.method, params: call.params },
});

export async function startRpcServer(handler: Handler = () => undefined) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      const rec: Recorded = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
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
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
