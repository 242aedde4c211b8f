// Test servers for the proxy: upstreams whose answers a test writes (deliberately broken ones included), and the
// proxy itself on a mock host, its log lines captured.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { loadDocument } from "#documents";
import { errorBody } from "../../server/json.js";
import { MockHost } from "../../server/host.js";
import type { ApiEngine, ApiName, MockResponse } from "../../server/exchange.js";
import { checkersFor } from "../install.js";
import {
  createProxyShared,
  type InstalledProxy,
  installProxy,
  type ProxyOptions,
  type ProxyShared,
  violationRoutes,
} from "../index.js";
import { NO_ROUTE } from "../../server/exchange.js";

export type Handler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void;

export interface Upstream {
  url: string;
  /** every request the upstream received, with its headers */
  seen: Array<{ method: string; url: string; headers: IncomingMessage["headers"]; body: string }>;
  handle: Handler;
  close(): Promise<void>;
}

/** An upstream on 127.0.0.1 that answers with `handle` (swap it between calls). */
export async function startUpstream(handle: Handler): Promise<Upstream> {
  const upstream = { seen: [], handle } as unknown as Upstream;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      upstream.seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: body.toString() });
      upstream.handle(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return upstream;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

/**
 * A URL nothing listens on. Port 1 (tcpmux, unused on any machine this runs on) is checked and taken: a port taken
 * and given back could be handed straight to the next server of the test (the proxy itself), which then forwards to
 * itself until its time budget runs out.
 */
export async function refusedUrl(): Promise<string> {
  const refused = await new Promise<boolean>((resolve) => {
    const socket = connect(1, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
  if (!refused) throw new Error("something listens on 127.0.0.1:1; the refused-upstream tests need it free");
  return "http://127.0.0.1:1";
}

/** An engine standing in for the mock: answers `{"mock":true}`; transport errors in the API's own form. */
export function standInEngine(api: ApiName): ApiEngine {
  const transportError = (status: number, message: string): MockResponse =>
    api === "node"
      ? { status, headers: { "content-type": "text/plain; charset=utf-8" }, body: `${message}\n` }
      : { status, headers: { "content-type": "application/json" }, body: JSON.stringify(errorBody(status, message)) };
  return {
    api,
    kind: api === "node" ? "jsonrpc" : "rest",
    identify: () => NO_ROUTE,
    answer: async () => ({ status: 200, headers: { "content-type": "application/json" }, body: '{"mock":true}' }),
    catalogue: () => [],
    transportError,
    maxBodyBytes: 1024 * 1024,
    reset: () => {},
  };
}

const documents = {
  metrics: loadDocument("metrics", true) as object,
  data: loadDocument("data", true) as object,
  node: loadDocument("node", true) as object,
};

export interface RunningProxy {
  url: string;
  host: MockHost;
  shared: ProxyShared;
  installed: InstalledProxy;
  /** every line written to the proxy's log (stderr in production) */
  lines: string[];
  close(): Promise<void>;
}

/** The proxy for `api` on its own host (port 0), in front of `options.upstream`. */
export async function startProxy(
  api: ApiName,
  options: ProxyOptions,
  engine: ApiEngine = standInEngine(api),
): Promise<RunningProxy> {
  const lines: string[] = [];
  const shared = createProxyShared(documents, checkersFor, { write: (line) => lines.push(line) });
  const host = new MockHost(engine);
  host.addRoutes(violationRoutes(shared));
  const installed = await installProxy(host, shared, options);
  await host.listen();
  return {
    url: host.url,
    host,
    shared,
    installed,
    lines,
    close: async () => {
      await installed.close();
      await host.close();
    },
  };
}

/** A valid Data API chain record (the C-Chain), as an upstream would answer it. */
export const CHAIN = {
  chainId: "43114",
  status: "OK",
  chainName: "Avalanche (C-Chain)",
  description: "The Contract Chain on Avalanche's Primary Network.",
  vmName: "EVM",
  rpcUrl: "https://api.avax.network/ext/bc/C/rpc",
  isTestnet: false,
  networkToken: { name: "Avalanche", symbol: "AVAX", decimals: 18 },
};
