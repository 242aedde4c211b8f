// Puts the proxy, the recorder or the replayer on a host, from the options that startMocks, start*Mock and the CLI
// share (plain data, so they cross into worker threads). Bad options throw before the server listens.
import { timingSafeEqual } from "node:crypto";
import { mkdir, stat } from "node:fs/promises";
import { createRestChecker, createRpcChecker } from "@avaspec/exchange-checks";
import { loadSpec } from "@avaspec/specs";
import type { ApiName, ControlRoute, MockRequest, MockResponse } from "../server/exchange.js";
import { type Checkers, createProxyShared, type InstalledProxy, installProxy, type ProxyHost } from "./index.js";
import { parseUpstream, UpstreamUrlError } from "./upstream.js";

/** The proxy options of startMocks, start*Mock and the CLI flags of the same names. */
export interface ProxyStartOptions {
  /** per server, the upstream to forward to and validate (--proxy-metrics, --proxy-data, --proxy-node) */
  proxy?: Partial<Record<ApiName, string>>;
  /** a violating upstream answer becomes 502 with the violation list (--proxy-strict) */
  proxyStrict?: boolean;
  /** how long an upstream has for its answer, in ms (default 25 000) */
  proxyTimeoutMs?: number;
  /** write each upstream answer of a proxied server as a fixture under this folder (--record) */
  record?: string;
  /** serve fixtures from this folder (--replay) */
  replay?: string;
  /** with replay: a request no fixture matches is a 404 (--replay-only) */
  replayOnly?: boolean;
  /** with replay: serve fixtures that no longer validate against the spec (--allow-invalid-fixtures) */
  allowInvalidFixtures?: boolean;
}

export class ProxyOptionError extends Error {}

const FLAGS: Record<ApiName, string> = { metrics: "--proxy-metrics", data: "--proxy-data", node: "--proxy-node" };

/** Throws ProxyOptionError naming the flag at fault; the CLI answers it with exit code 2. */
export function checkProxyOptions(options: ProxyStartOptions): void {
  const upstreams = Object.entries(options.proxy ?? {}).filter(([, url]) => url !== undefined);
  for (const [api, url] of upstreams) {
    if (!(api in FLAGS)) throw new ProxyOptionError(`proxy: unknown server "${api}" (metrics, data or node)`);
    try {
      parseUpstream(FLAGS[api as ApiName], String(url));
    } catch (error) {
      if (error instanceof UpstreamUrlError) throw new ProxyOptionError(error.message);
      throw error;
    }
  }
  const proxied = upstreams.length > 0;
  if (options.proxyStrict && !proxied)
    throw new ProxyOptionError("--proxy-strict needs an upstream (--proxy-metrics, --proxy-data or --proxy-node)");
  if (options.record !== undefined && !proxied)
    throw new ProxyOptionError("--record needs an upstream to record (--proxy-metrics, --proxy-data or --proxy-node)");
  if (options.record !== undefined && options.replay !== undefined)
    throw new ProxyOptionError("--record and --replay cannot be used together: record first, then replay");
  if (options.replay === undefined && (options.replayOnly || options.allowInvalidFixtures))
    throw new ProxyOptionError(
      `${options.replayOnly ? "--replay-only" : "--allow-invalid-fixtures"} needs --replay <dir>`,
    );
  const t = options.proxyTimeoutMs;
  if (t !== undefined && (!Number.isInteger(t) || t < 1 || t > 600_000))
    throw new ProxyOptionError(`the proxy timeout must be a whole number of ms from 1 to 600000, got ${t}`);
}

/** Folders: the replay one must exist; the record one is created. */
async function checkFolders(options: ProxyStartOptions): Promise<void> {
  if (options.replay !== undefined) {
    const info = await stat(options.replay).catch(() => undefined);
    if (!info?.isDirectory()) throw new ProxyOptionError(`--replay: ${options.replay} is not a folder`);
  }
  if (options.record !== undefined) {
    await mkdir(options.record, { recursive: true }).catch((error: Error) => {
      throw new ProxyOptionError(`--record: cannot create ${options.record}: ${error.message}`);
    });
  }
}

export interface AttachProxyOptions extends ProxyStartOptions {
  /** the control routes' bearer token: the violations routes require it too */
  controlToken?: string;
  /** where violations and fixture reports go, one JSON line each; default stderr */
  write?: (line: string) => void;
}

/** Installs what the options ask for this host's API; undefined when they ask nothing of it. */
export async function attachProxy(host: ProxyHost, options: AttachProxyOptions): Promise<InstalledProxy | undefined> {
  const api = host.engine.api;
  const upstream = options.proxy?.[api];
  if (upstream === undefined && options.replay === undefined) return undefined;
  checkProxyOptions(options);
  await checkFolders(options);
  const documents = { metrics: loadSpec("metrics"), data: loadSpec("data"), node: loadSpec("node") };
  const shared = createProxyShared({ [api]: loadSpec(api, { dereferenced: true }) }, checkersFor, {
    write: options.write,
    secretsFrom: Object.values(documents),
  });
  const installed = await installProxy(host, shared, {
    upstream: upstream === undefined ? undefined : parseUpstream(FLAGS[api], upstream),
    strict: options.proxyStrict,
    record: upstream === undefined ? undefined : options.record,
    replay: options.replay,
    replayOnly: options.replayOnly,
    allowInvalidFixtures: options.allowInvalidFixtures,
    timeoutMs: options.proxyTimeoutMs,
  });
  host.addRoutes(guard(options.controlToken, [...shared.log.routes(), fixturesRoute(installed)]));
  return installed;
}

export function checkersFor(api: ApiName, document: object): Checkers {
  return api === "node"
    ? { kind: "jsonrpc", rpc: createRpcChecker(document) }
    : { kind: "rest", rest: createRestChecker(document) };
}

function fixturesRoute(installed: InstalledProxy): ControlRoute {
  return {
    method: "GET",
    path: "/__avaspec/fixtures",
    description: "the replayed fixtures: how many are served, which are stale, which files are corrupt",
    handle: () => json(200, installed.fixtures ?? { served: 0, stale: [], corrupt: [] }),
  };
}

/** The control routes' bearer token (when set) guards these routes too. */
function guard(token: string | undefined, routes: ControlRoute[]): ControlRoute[] {
  if (!token) return routes;
  const expected = Buffer.from(`Bearer ${token}`);
  return routes.map((route) => ({
    ...route,
    handle: (request: MockRequest) => {
      const given = Buffer.from(request.headers.authorization ?? "");
      if (given.length === expected.length && timingSafeEqual(given, expected)) return route.handle(request);
      const refused = json(401, {
        message: "the control routes need Authorization: Bearer <the --control-token>",
        statusCode: 401,
        error: "Unauthorized",
      });
      return { ...refused, headers: { ...refused.headers, "www-authenticate": 'Bearer realm="avaspec"' } };
    },
  }));
}

function json(status: number, body: unknown): MockResponse {
  return { status, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}
