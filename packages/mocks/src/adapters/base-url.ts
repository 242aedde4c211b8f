// Where each API is reached in process: a base URL per API (origin and an optional path prefix), checked once, and
// the lookup of a request URL to its API and its target under that base.
import { ControlOptionError } from "../control/options.js";
import type { ApiName } from "../server/exchange.js";

export interface BaseUrl {
  /** as shown in messages and handed to control clients: origin + prefix, no trailing slash */
  href: string;
  origin: string;
  /** the path prefix without a trailing slash ("" for none) */
  prefix: string;
}

const NAMES: readonly ApiName[] = ["metrics", "data", "node"];

/** The first server URL of each document: the deployed services (metrics, data) and the node's default address. */
function defaultBase(document: unknown, name: ApiName): string {
  const url = (document as { servers?: Array<{ url?: unknown }> })?.servers?.[0]?.url;
  if (typeof url !== "string") throw new Error(`the ${name} document declares no server URL`);
  return url;
}

function parseBaseUrl(text: unknown, name: ApiName): BaseUrl {
  const where = `baseUrls.${name}`;
  if (typeof text !== "string") throw new ControlOptionError(`${where} must be a URL string, got ${typeof text}`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ControlOptionError(
      `${where} must be an absolute http(s) URL such as https://example.test, got "${text}"`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ControlOptionError(`${where} must be an http or https URL, got "${text}"`);
  if (url.username || url.password) throw new ControlOptionError(`${where} must not carry credentials`);
  if (url.search || url.hash)
    throw new ControlOptionError(`${where} must not have a query or a fragment, got "${text}"`);
  const prefix = url.pathname.replace(/\/+$/, "");
  return { href: `${url.origin}${prefix}`, origin: url.origin, prefix };
}

export function parseBaseUrls(
  given: { [api in ApiName]?: string | undefined } | undefined,
  documents: Record<ApiName, unknown>,
): Record<ApiName, BaseUrl> {
  if (given !== undefined && (typeof given !== "object" || given === null))
    throw new ControlOptionError(`baseUrls must be an object { metrics?, data?, node? }`);
  for (const key of Object.keys(given ?? {})) {
    if (!(NAMES as readonly string[]).includes(key))
      throw new ControlOptionError(`baseUrls: unknown API "${key}"; allowed: ${NAMES.join(", ")}`);
  }
  const out = {} as Record<ApiName, BaseUrl>;
  for (const name of NAMES) out[name] = parseBaseUrl(given?.[name] ?? defaultBase(documents[name], name), name);
  for (const a of NAMES) {
    for (const b of NAMES) {
      if (a < b && out[a].href === out[b].href)
        throw new ControlOptionError(
          `baseUrls.${a} and baseUrls.${b} are the same (${out[a].href}): give each API its own`,
        );
    }
  }
  return out;
}

/** The request target under `base` (path from the prefix on, and the query), or undefined when outside it. */
export function targetUnder(base: BaseUrl, url: URL): string | undefined {
  if (url.origin !== base.origin) return undefined;
  const path = url.pathname;
  if (base.prefix === "") return path + url.search;
  if (path === base.prefix) return `/${url.search}`;
  if (!path.startsWith(base.prefix) || path[base.prefix.length] !== "/") return undefined;
  return path.slice(base.prefix.length) + url.search;
}

/** The API whose base holds `url` (the longest prefix wins), with the target under it. */
export function locate<T extends { base: BaseUrl }>(
  apis: readonly T[],
  url: URL,
): { api: T; target: string } | undefined {
  let found: { api: T; target: string } | undefined;
  for (const api of apis) {
    const target = targetUnder(api.base, url);
    if (target !== undefined && (!found || api.base.prefix.length > found.api.base.prefix.length))
      found = { api, target };
  }
  return found;
}
