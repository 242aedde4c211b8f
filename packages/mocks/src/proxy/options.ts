// The proxy options of startMocks, start*Mock and the CLI (plain data: they cross into worker threads), and their
// check. Kept light (no spec, no checker) so that the CLI answers bad flags at once.
import { statSync } from "node:fs";
import type { ApiName } from "../server/exchange.js";
import { parseUpstream, UpstreamUrlError } from "./upstream.js";

/** The proxy options of startMocks, start*Mock and the CLI flags of the same names. */
export interface ProxyStartOptions {
  /** per server, the upstream to forward to and validate (--proxy-metrics, --proxy-data, --proxy-node) */
  proxy?: Partial<Record<ApiName, string>> | undefined;
  /** a violating upstream answer becomes 502 with the violation list (--proxy-strict) */
  proxyStrict?: boolean | undefined;
  /** how long an upstream has for its answer, in ms (default 25 000) */
  proxyTimeoutMs?: number | undefined;
  /** write each upstream answer of a proxied server as a fixture under this folder (--record) */
  record?: string | undefined;
  /** serve fixtures from this folder (--replay) */
  replay?: string | undefined;
  /** with replay: a request no fixture matches is a 404 (--replay-only) */
  replayOnly?: boolean | undefined;
  /** with replay: serve fixtures that no longer validate against the spec (--allow-invalid-fixtures) */
  allowInvalidFixtures?: boolean | undefined;
}

export class ProxyOptionError extends Error {}

export const FLAGS: Record<ApiName, string> = {
  metrics: "--proxy-metrics",
  data: "--proxy-data",
  node: "--proxy-node",
};

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
  if (options.replay !== undefined && !statSync(options.replay, { throwIfNoEntry: false })?.isDirectory())
    throw new ProxyOptionError(`--replay: ${options.replay} is not a folder`);
  const t = options.proxyTimeoutMs;
  if (t !== undefined && (!Number.isInteger(t) || t < 1 || t > 600_000))
    throw new ProxyOptionError(`the proxy timeout must be a whole number of ms from 1 to 600000, got ${t}`);
}

const KEYS = [
  "proxy",
  "proxyStrict",
  "proxyTimeoutMs",
  "record",
  "replay",
  "replayOnly",
  "allowInvalidFixtures",
] as const satisfies ReadonlyArray<keyof ProxyStartOptions>;

/** Only the proxy options, those given (to hand one server's starter, in this thread or a worker). */
export function proxyOptionsOf(options: ProxyStartOptions): ProxyStartOptions {
  const out: Record<string, unknown> = {};
  for (const key of KEYS) if (options[key] !== undefined) out[key] = options[key];
  return out as ProxyStartOptions;
}

/** What a host is given to put a proxy on it: the proxy options, and what its routes and reports need. */
export interface AttachProxyOptions extends ProxyStartOptions {
  /** the control routes' bearer token: the violations routes require it too */
  controlToken?: string | undefined;
  /** where violations and fixture reports go, one JSON line each; default stderr */
  write?: ((line: string) => void) | undefined;
}
