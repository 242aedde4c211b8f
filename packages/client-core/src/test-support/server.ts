// Test support, exported as @avaspec/client-core/testing: a real HTTP server on 127.0.0.1, port 0; each request is
// recorded and answered by `handler`. The client packages' tests share it.
/// <reference types="node" preserve="true" />
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  at: number;
}

export interface TestServer {
  url: string;
  requests: Seen[];
  close(): Promise<void>;
}

export async function startServer(
  handler: (req: Seen, res: ServerResponse, n: number) => void | Promise<void>,
): Promise<TestServer> {
  const requests: Seen[] = [];
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const seen: Seen = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body, at: Date.now() };
    requests.push(seen);
    await handler(seen, res, requests.length);
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

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

/** The services' error body for a status. */
export const errorBody = (status: number, message: string | string[] = `failure ${status}`) => ({
  message,
  statusCode: status,
  error: REASONS[status] ?? "Error",
});

/** A port on 127.0.0.1 with nothing listening (bound, then closed). */
export async function closedPort(): Promise<string> {
  const s = await startServer(() => {});
  await s.close();
  return s.url;
}
