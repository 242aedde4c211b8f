// Test servers: correct implementations of the fixture specs, and a proxy that corrupts answers (mutants).
import { encodedContainer } from "./encodings.js";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";

export interface Running {
  url: string;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<Running> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

const REASONS: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  500: "Internal Server Error",
};
function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}
/** A method the path does not serve: 405 naming what it serves (RFC 9110 §15.5.6). */
function notAllowed(res: ServerResponse, allow: string) {
  json(res, 405, { message: "method not allowed", statusCode: 405, error: REASONS[405] ?? "Error" }, { allow });
}
function err(res: ServerResponse, status: number, message: string) {
  json(res, status, { message, statusCode: status, error: REASONS[status] ?? "Error" });
}

const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

/** A correct server for restFixture. */
export function startRestFixture(): Promise<Running> {
  const tokens = new Map<string, { key: string; offset: number }>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const q = url.searchParams;
    const parts = url.pathname.split("/").filter(Boolean);
    const int = (name: string, min: number, max: number, dflt: number): number | string => {
      const v = q.get(name);
      if (v === null) return dflt;
      if (!/^-?\d+$/.test(v)) return `${name} must be an integer`;
      const n = Number(v);
      return n < min || n > max ? `${name} must be within [${min}, ${max}]` : n;
    };
    let m: RegExpMatchArray | null;
    if ((m = url.pathname.match(/^\/v2\/chains\/([^/]+)\/metrics\/([^/]+)$/))) {
      if (req.method !== "GET") return notAllowed(res, "GET");
      const [, chainId, metric] = m as unknown as [string, string, string];
      if (!/^[0-9]+$/.test(chainId)) return err(res, 400, "chainId must be a number");
      if (!["txCount", "avgTps", "cumulativeTxCount"].includes(metric)) return err(res, 400, "unknown metric");
      const interval = q.get("timeInterval") ?? "day";
      if (!["hour", "day"].includes(interval)) return err(res, 400, "bad timeInterval");
      if (metric !== "txCount" && interval !== "day")
        return err(res, 400, `timeInterval must be day for metric ${metric}`);
      const start = int("startTimestamp", 0, Number.MAX_SAFE_INTEGER, 0);
      const end = int("endTimestamp", 0, Number.MAX_SAFE_INTEGER, 1725148800);
      const size = int("pageSize", 1, 10, 5);
      for (const v of [start, end, size]) if (typeof v === "string") return err(res, 400, v);
      if (chainId !== "43114") return err(res, 404, `chain ${chainId} not found`);
      const key = `${metric}|${interval}|${start}|${end}|${size}`;
      let offset = 0;
      const token = q.get("pageToken");
      if (token !== null) {
        const t = tokens.get(token);
        if (!t || t.key !== key) return err(res, 400, "Invalid pageToken");
        offset = t.offset;
      }
      const step = interval === "day" ? 86400 : 3600;
      const all: { timestamp: number; value: number }[] = [];
      for (let ts = 1725148800 - step; ts >= 1722470400 - 40 * 86400; ts -= step)
        if (ts >= (start as number) && ts < (end as number)) all.push({ timestamp: ts, value: ts % 1000 });
      const page = all.slice(offset, offset + (size as number));
      const body: Record<string, unknown> = { results: page };
      if (offset + (size as number) < all.length) {
        const next = randomUUID();
        tokens.set(next, { key, offset: offset + (size as number) });
        body.nextPageToken = next;
      }
      return json(res, 200, body);
    }
    if ((m = url.pathname.match(/^\/v1\/chains\/([^/]+)\/blocks\/([^/]+)$/))) {
      if (req.method !== "GET") return notAllowed(res, "GET");
      const [, chainId, blockId] = m as unknown as [string, string, string];
      if (!/^[0-9]+$/.test(chainId) || !/^([0-9]+|0x[0-9a-f]{64})$/.test(blockId)) return err(res, 400, "bad id");
      if (chainId !== "43114") return err(res, 404, "chain not found");
      const n = blockId.startsWith("0x") ? parseInt(blockId.slice(2), 16) : Number(blockId);
      if (!(n >= 0 && n <= 200)) return err(res, 404, "block not found");
      return json(res, 200, {
        blockNumber: String(n),
        blockHash: hash(n),
        parentHash: hash(Math.max(n - 1, 0)),
        txCount: n % 7,
      });
    }
    if (url.pathname === "/v2/query") {
      if (req.method !== "POST") return notAllowed(res, "POST");
      let body: any;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return err(res, 400, "malformed JSON");
      }
      if (!body || !["AND", "OR"].includes(body.operator) || !Array.isArray(body.queries) || !body.queries.length)
        return err(res, 400, "bad body");
      res.setHeader("x-query-id", randomUUID());
      return json(res, 200, { total: body.queries.length });
    }
    void parts;
    return err(res, 404, "no such path");
  });
  return listen(server);
}

// ------------------------------------------------------------------ node

const UNMARSHAL =
  "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. " +
  "See documentation for example calls";
const LEVELS = ["VERBO", "DEBUG", "TRACE", "INFO", "WARN", "ERROR", "FATAL", "OFF"];
class RpcErr extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
const app = (m: string) => new RpcErr(-32000, m);

/** A correct server for rpcFixture. */
export function startNodeFixture(): Promise<Running> {
  const containers = Array.from({ length: 5 }, (_, i) => ({
    ...encodedContainer(Buffer.from([i + 10])),
    timestamp: "2021-04-02T15:34:00.262979-07:00",
    encoding: "hex",
    index: String(i),
  }));
  const loggers: Record<string, { logLevel: string; displayLevel: string }> = {
    C: { logLevel: "INFO", displayLevel: "INFO" },
    P: { logLevel: "INFO", displayLevel: "INFO" },
  };
  const aliases = new Map<string, string>(); // alias → endpoint
  const chainAliases = new Map<string, string>(); // alias → chain
  const CHAIN = "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5";
  let profiling = false;

  const str = (v: unknown) => {
    if (typeof v !== "string") throw app(UNMARSHAL);
    return v;
  };
  const uint = (v: unknown) => {
    if (typeof v === "number" && Number.isInteger(v) && v >= 0) return v;
    if (typeof v === "string" && /^\d+$/.test(v)) return Number(v);
    throw app(UNMARSHAL);
  };
  const encodingOk = (p: any) => {
    if (
      p.encoding !== undefined &&
      p.encoding !== null &&
      (typeof p.encoding !== "string" || p.encoding.toLowerCase() !== "hex")
    )
      throw app(UNMARSHAL);
  };
  const levelOf = (v: unknown) => {
    if (v === undefined || v === null) return undefined;
    if (typeof v !== "string" || !LEVELS.includes(v.toUpperCase())) throw app(UNMARSHAL);
    return v.toUpperCase();
  };
  const admin: Record<string, (p: any) => unknown> = {
    "admin.alias": (p) => {
      const endpoint = str(p.endpoint);
      const alias = str(p.alias);
      if (alias.length > 512) throw app("alias length is too long");
      if (aliases.has(alias)) throw app(`route is either already aliased or already maps to a handle: /ext/${alias}`);
      aliases.set(alias, endpoint);
      return {};
    },
    "admin.aliasChain": (p) => {
      const chain = str(p.chain);
      const alias = str(p.alias);
      if (alias.length > 512) throw app("alias length is too long");
      if (chainAliases.has(alias)) throw app(`${alias} is already used as an alias for an ID`);
      chainAliases.set(alias, chain);
      return {};
    },
    "admin.getChainAliases": (p) => {
      const chain = str(p.chain);
      return { aliases: [...[...chainAliases].filter(([, c]) => c === chain).map(([a]) => a), "C"] };
    },
    "admin.getLoggerLevel": (p) => {
      if (p.loggerName === undefined || p.loggerName === null) return { loggerLevels: loggers };
      const name = str(p.loggerName);
      if (!loggers[name]) throw app(`logger with name ${JSON.stringify(name)} not found`);
      return { loggerLevels: { [name]: loggers[name] } };
    },
    "admin.setLoggerLevel": (p) => {
      const log = levelOf(p.logLevel);
      const display = levelOf(p.displayLevel);
      if (!log && !display) throw app("need to specify either displayLevel or logLevel");
      const names = p.loggerName === undefined || p.loggerName === null ? Object.keys(loggers) : [str(p.loggerName)];
      for (const n of names) {
        if (!loggers[n]) throw app(`logger with name ${JSON.stringify(n)} not found`);
        if (log) loggers[n].logLevel = log;
        if (display) loggers[n].displayLevel = display;
      }
      return {};
    },
    "admin.startCPUProfiler": () => {
      if (profiling) throw app("cpu profiler already running");
      profiling = true;
      return {};
    },
    "admin.stopCPUProfiler": () => {
      if (!profiling) throw app("cpu profiler doesn't exist");
      profiling = false;
      return {};
    },
  };
  const index: Record<string, (p: any) => unknown> = {
    "index.getLastAccepted": (p) => (encodingOk(p), containers[containers.length - 1]),
    "index.getContainerByID": (p) => {
      encodingOk(p);
      const c = containers.find((x) => x.id === str(p.id));
      if (!c) throw app("not found");
      return c;
    },
    "index.getIndex": (p) => {
      encodingOk(p);
      const c = containers.find((x) => x.id === str(p.id));
      if (!c) throw app("not found");
      return { index: c.index };
    },
    "index.getContainerByIndex": (p) => {
      encodingOk(p);
      const i = uint(p.index);
      if (i >= containers.length) throw app(`no container at index ${i}`);
      return containers[i];
    },
    "index.getContainerRange": (p) => {
      encodingOk(p);
      const start = uint(p.startIndex);
      const n = uint(p.numToFetch);
      if (n > 1024) throw app(`numToFetch must be in [0,1024] but is ${n}`);
      if (n === 0) return null;
      if (start > containers.length - 1)
        throw app(`start index (${start}) > last accepted index (${containers.length - 1})`);
      return containers.slice(start, start + n);
    },
  };
  const rpc: Record<string, (p: any) => unknown> = {
    eth_feeConfig: (p) => {
      if (p !== undefined && p !== null && !Array.isArray(p)) throw new RpcErr(-32602, "non-array args");
      const blk = (p ?? [])[0];
      if (blk !== undefined && (typeof blk !== "string" || !/^(latest|0x[0-9a-f]+)$/.test(blk)))
        throw new RpcErr(-32602, "invalid argument 0: bad block");
      return { feeConfig: { gasLimit: 8000000 }, lastChangedAt: 0 };
    },
  };

  const route = (
    path: string,
  ): { kind: "admin" | "index" | "rpc"; methods: Record<string, (p: any) => unknown> } | undefined => {
    if (path === "/ext/admin") return { kind: "admin", methods: admin };
    if (path === "/ext/index/C/block" || path === "/ext/index/X/tx") return { kind: "index", methods: index };
    const m = path.match(/^\/ext\/bc\/([^/]+)\/rpc$/);
    if (m && (m[1] === CHAIN || chainAliases.get(decodeURIComponent(m[1] as string)) === CHAIN))
      return { kind: "rpc", methods: rpc };
    const a = path.match(/^\/ext\/([^/]+)$/);
    const target = a ? aliases.get(decodeURIComponent(a[1] as string)) : undefined;
    if (target) return route(`/ext/${target}`);
    return undefined;
  };

  const handle = (kind: string, methods: Record<string, (p: any) => unknown>, req: any) => {
    const id = req?.id ?? null;
    const reply = (e: RpcErr) => ({ jsonrpc: "2.0", error: { code: e.code, message: e.message, data: null }, id });
    if (!req || typeof req !== "object" || req.jsonrpc !== "2.0")
      return reply(new RpcErr(-32600, kind === "rpc" ? "invalid request" : "jsonrpc must be 2.0"));
    const fn = methods[req.method];
    if (!fn)
      return reply(
        kind === "rpc"
          ? new RpcErr(-32601, `the method ${req.method} does not exist/is not available`)
          : app(`rpc: can't find method ${JSON.stringify(req.method)}`),
      );
    try {
      let params = req.params;
      if (kind !== "rpc") {
        if (Array.isArray(params)) params = params[0];
        if (params === undefined || params === null) params = {};
        if (typeof params !== "object") throw app(UNMARSHAL);
      }
      return { jsonrpc: "2.0", result: fn(params), id };
    } catch (e) {
      return reply(e instanceof RpcErr ? e : new RpcErr(-32000, String(e)));
    }
  };

  const server = createServer(async (req, res) => {
    const r = route(new URL(req.url ?? "/", "http://x").pathname);
    if (!r) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("404 page not found\n");
    }
    if (req.method !== "POST") {
      res.writeHead(405, { "content-type": "text/plain" });
      return res.end(`rpc: POST method required, received ${req.method}`);
    }
    const text = await readBody(req);
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      return json(res, 200, { jsonrpc: "2.0", error: { code: -32700, message: "parse error" }, id: null });
    }
    if (Array.isArray(body)) {
      if (r.kind !== "rpc")
        return json(res, 200, { jsonrpc: "2.0", error: { code: -32700, message: "batch not supported" }, id: null });
      if (!body.length)
        return json(res, 200, { jsonrpc: "2.0", error: { code: -32600, message: "empty batch" }, id: null });
      if (body.length > 3)
        return json(res, 200, { jsonrpc: "2.0", error: { code: -32600, message: "batch too large" }, id: null });
      return json(
        res,
        200,
        body.map((b) => handle(r.kind, r.methods, b)),
      );
    }
    return json(res, 200, handle(r.kind, r.methods, body));
  });
  return listen(server);
}

// ------------------------------------------------------------------ mutants

export interface Exchange {
  method: string;
  path: string;
  requestBody: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A proxy in front of a correct server that rewrites some answers.
 * `mutate` gets each exchange and returns it changed (or unchanged); "hang" never answers, "garbage" answers non-HTTP
 * bytes.
 */
export function startMutant(
  target: string,
  mutate: (x: Exchange) => Exchange | "hang" | "garbage",
  /** Changes what is forwarded upstream (the answer is still given to `mutate` with the original request). */
  forward: (x: { path: string; body: string }) => { path: string; body: string } = (x) => x,
): Promise<Running> {
  const server = createServer(async (req, res) => {
    const requestBody = await readBody(req);
    const fwd = forward({ path: req.url ?? "/", body: requestBody });
    const t = new URL(fwd.path, target);
    const upstream = await new Promise<{ status: number; headers: Record<string, string>; body: string }>(
      (resolve, reject) => {
        const headers = { ...req.headers, host: t.host };
        delete headers["content-length"];
        const up = httpRequest(t, { method: req.method, headers }, (r) => {
          const chunks: Buffer[] = [];
          r.on("data", (c) => chunks.push(c));
          r.on("end", () =>
            resolve({
              status: r.statusCode ?? 0,
              headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)])),
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        });
        up.on("error", reject);
        up.end(fwd.body);
      },
    ).catch((e: Error) => ({ status: 599, headers: {}, body: e.message }));
    const out = mutate({ method: req.method ?? "GET", path: req.url ?? "/", requestBody, ...upstream });
    if (out === "hang") return; // never answer
    if (out === "garbage") {
      req.socket.end("\u0000\u0001 this is not HTTP at all \r\n\r\n");
      return;
    }
    const headers = { ...out.headers };
    delete headers["content-length"];
    delete headers["transfer-encoding"];
    delete headers["connection"];
    delete headers["keep-alive"];
    res.writeHead(out.status, headers);
    res.end(out.body);
  });
  return listen(server);
}
