// The control plane's start-up settings as the CLI and startMocks take them: parsed and checked once, with messages
// that name the flag, the value given and the form expected (the CLI turns them into exit code 2).
import { isIP, statSync } from "#system";
import type { ApiName } from "../server/exchange.js";
import { MAX_DELAY_MS } from "./answer.js";
import type { FaultRuleInput } from "./faults.js";
import type { ScenarioInput } from "./scenario.js";
import type { ResetGroup } from "./siblings.js";

/** A bad control-plane setting; `message` names the flag and what it accepts. */
export class ControlOptionError extends Error {
  override readonly name = "ControlOptionError";
}

/** Uniform latency in [minMs, maxMs] added to every answer (min = max: a fixed delay). */
export interface LatencyRange {
  minMs: number;
  maxMs: number;
}

/** `n` requests per `windowMs` per client address. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export const DEFAULT_JOURNAL_SIZE = 1000;
/** Largest journal: 100,000 entries (each keeps at most JOURNAL_BODY_BYTES of body). */
export const MAX_JOURNAL_SIZE = 100_000;

const whole = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : Number.NaN);

/** `50` or `50-200` (milliseconds). `source` names the flag or variable in messages. */
export function parseLatency(text: string, source = "--latency"): LatencyRange {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text);
  const minMs = match ? whole(match[1]!) : Number.NaN;
  const maxMs = match?.[2] !== undefined ? whole(match[2]) : minMs;
  if (!Number.isInteger(minMs) || !Number.isInteger(maxMs)) {
    throw new ControlOptionError(
      `${source} must be milliseconds, "<ms>" or "<min>-<max>" (e.g. 50 or 50-200), got "${text}"`,
    );
  }
  if (minMs > maxMs) throw new ControlOptionError(`${source}: the minimum ${minMs} is above the maximum ${maxMs}`);
  if (maxMs > MAX_DELAY_MS) throw new ControlOptionError(`${source} must be at most ${MAX_DELAY_MS} ms, got "${text}"`);
  return { minMs, maxMs };
}

/** `<n>/<seconds>`, e.g. `100/60`: at most n requests per client address in each window of that many seconds. */
export function parseRateLimit(text: string, source = "--rate-limit"): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const limit = match ? whole(match[1]!) : Number.NaN;
  const seconds = match ? whole(match[2]!) : Number.NaN;
  if (!(limit >= 1) || !(seconds >= 1) || seconds > 86_400) {
    throw new ControlOptionError(
      `${source} must be "<requests>/<seconds>" with both at least 1 and at most 86400 seconds (e.g. 100/60), ` +
        `got "${text}"`,
    );
  }
  return { limit, windowMs: seconds * 1000 };
}

export function parseJournalSize(text: string, source = "--journal-size"): number {
  const size = whole(text.trim());
  if (!Number.isInteger(size) || size > MAX_JOURNAL_SIZE) {
    throw new ControlOptionError(
      `${source} must be a whole number from 0 (journal off) to ${MAX_JOURNAL_SIZE}, got "${text}"`,
    );
  }
  return size;
}

/** True for 127.0.0.0/8, ::1, localhost and IPv4-mapped loopback: only this machine can reach the control routes. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  if (h === "localhost" || h.endsWith(".localhost")) return true;
  if (isIP(h) === 4) return h.startsWith("127.");
  if (isIP(h) === 6) return h === "::1" || /^(0{0,4}:){5}ffff:127\./.test(h) || /^::ffff:127\./.test(h);
  return false;
}

/**
 * A control token is required when the control routes can be reached from other machines; a given token must be
 * usable as a bearer token (RFC 6750 b64token characters, 16 or more of them).
 */
export function checkControlToken(host: string, token: string | undefined): void {
  if (token === undefined || token === "") {
    if (isLoopbackHost(host)) return;
    throw new ControlOptionError(
      `--host ${host} is not a loopback address, so the control routes under /__avaspec/ (faults, scenarios, the ` +
        `request journal, reset) would be open to the network. Give --control-token <secret> (or ` +
        `AVASPEC_CONTROL_TOKEN; at least 16 characters) and send it as "Authorization: Bearer <secret>", or bind ` +
        `--host 127.0.0.1`,
    );
  }
  if (!/^[A-Za-z0-9\-._~+/]+=*$/.test(token) || token.length < 16) {
    throw new ControlOptionError(
      "--control-token must be at least 16 characters of A-Z a-z 0-9 - . _ ~ + / (optionally ending in =), " +
        "as a bearer token is",
    );
  }
}

/** `--allowed-host all`: every Host may reach the control routes (the check is off). */
export const ALL_HOSTS = "all";

/** `--control-origin`: an http(s) origin (scheme, host, optional port; no path), in its normal form. */
export function parseControlOrigin(text: string, source = "--control-origin"): string {
  const url = URL.canParse(text.trim()) ? new URL(text.trim()) : undefined;
  const bare = url && (url.protocol === "http:" || url.protocol === "https:") && `${url.origin}/` === url.href;
  if (!url || !bare) {
    throw new ControlOptionError(
      `${source} must be an origin, "http(s)://<host>[:<port>]" with no path (e.g. https://app.example:8443), ` +
        `got "${text}"`,
    );
  }
  return url.origin;
}

/** `--allowed-host`: a host name, `.name` (it and its subdomains), an IP address, or "all". */
export function parseAllowedHost(text: string, source = "--allowed-host"): string {
  const name = text.trim().toLowerCase();
  const bare = name.replace(/^\[|\]$/g, "");
  if (name === ALL_HOSTS || isIP(bare) !== 0 || /^\.?[a-z0-9_-]+(\.[a-z0-9_-]+)*$/.test(name)) return bare;
  throw new ControlOptionError(
    `${source} must be a host name (mocks.internal), .name for it and its subdomains, an IP address, or "all", ` +
      `got "${text}"`,
  );
}

/** Per server: `{ metrics: …, node: … }`. */
export type PerServer<T> = { [api in ApiName]?: T | undefined };

/** The control-plane options of startMocks, start*Mock and the CLI flags of the same names. */
export interface ControlOptions {
  /** false: no /__avaspec/ control routes and no layer (the plain mock). Default true */
  control?: boolean | undefined;
  /** added to every answer: `50`, `"50-200"` (ms, uniform) or a range */
  latency?: number | string | LatencyRange | undefined;
  /** `"100/60"`: per client address, at most 100 requests in each 60 s window, then 429 with Retry-After */
  rateLimit?: string | RateLimit | undefined;
  /** entries the request journal keeps; 0 turns it off. Default 1000 */
  journalSize?: number | undefined;
  /** bearer token the control routes require; required when the host is not a loopback address */
  controlToken?: string | undefined;
  /** origins (`https://app.example:8443`) whose pages may call the control routes, besides the loopback ones */
  controlOrigins?: string[] | undefined;
  /**
   * Host names the control routes answer besides loopback names, IP addresses and the bound address (`.name`: it and
   * its subdomains; "all": any)
   */
  allowedHosts?: string[] | undefined;
  /** a --faults file (YAML or JSON, one section per server), or the rules per server */
  faults?: string | PerServer<FaultRuleInput[]> | undefined;
  /** a --scenario file (YAML or JSON, one section per server), or the scenario per server */
  scenario?: string | PerServer<ScenarioInput> | undefined;
  /** reload the spec when the assembled documents of @avaspec/specs change (same process, same port) */
  watch?: boolean | undefined;
  /**
   * The servers started together, which `POST /__avaspec/reset?all=true` on any of them resets (startMocks and the
   * CLI give all three the same random id; plain data, so it crosses into their worker threads)
   */
  resetGroup?: ResetGroup | undefined;
}

const KEYS = [
  "control",
  "latency",
  "rateLimit",
  "journalSize",
  "controlToken",
  "controlOrigins",
  "allowedHosts",
  "faults",
  "scenario",
  "watch",
  "resetGroup",
] as const satisfies ReadonlyArray<keyof ControlOptions>;

/** Only the control options, those given (plain data: they cross into a server's worker thread). */
export function controlOptionsOf(options: ControlOptions): ControlOptions {
  const out: Record<string, unknown> = {};
  for (const key of KEYS) if (options[key] !== undefined) out[key] = options[key];
  return out as ControlOptions;
}

/**
 * The checks that need no spec, done before any server starts (the CLI answers them with exit code 2): the
 * token against the host, latency, rate limit, journal size, and that the files can be read. What a file says
 * is checked by each server against its own catalogue.
 */
export function checkControlOptions(options: ControlOptions & { host?: string | undefined }): void {
  if (options.control === false) return;
  checkControlToken(options.host ?? "127.0.0.1", options.controlToken);
  const latency = options.latency;
  if (latency !== undefined) {
    parseLatency(typeof latency === "object" ? `${latency.minMs}-${latency.maxMs}` : String(latency), "--latency");
  }
  const rate = options.rateLimit;
  if (rate !== undefined) {
    parseRateLimit(typeof rate === "string" ? rate : `${rate.limit}/${rate.windowMs / 1000}`, "--rate-limit");
  }
  if (options.journalSize !== undefined) parseJournalSize(String(options.journalSize));
  for (const origin of options.controlOrigins ?? []) parseControlOrigin(origin);
  for (const name of options.allowedHosts ?? []) parseAllowedHost(name);
  for (const kind of ["faults", "scenario"] as const) {
    const file = options[kind];
    if (typeof file !== "string") continue;
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) throw new ControlOptionError(`--${kind} ${file}: ${stat ? "is not a file" : "no such file"}`);
  }
}
