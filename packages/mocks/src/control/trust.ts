// Who may steer a server's /__avaspec/ control routes over HTTP (issue 31). Two checks, as Vite's dev server
// (CVE-2025-24010) and webpack-dev-server make them: the Origin of a browser page (CORS: loopback origins, the
// mock's own origin and the --control-origin ones), and the Host the request names (against DNS rebinding: loopback
// names, IP addresses, the bound address and the --allowed-host ones). Plain data in, an answer out: the node:http
// host builds one for its address; the in-process doors (fetch, MSW) have no network to guard and use none.
import { isIP } from "#system";
import { ALL_HOSTS, type ControlOptions, isLoopbackHost, parseAllowedHost, parseControlOrigin } from "./options.js";

/** What the host and the control routes ask of a trust policy. */
export interface ControlTrust {
  /** undefined when a request naming `host` (the Host header) may reach the control routes; else why it may not */
  hostRefusal(host: string | undefined): string | undefined;
  /** whether a page of `origin` may call the control routes of the server it reached as `host` */
  originAllowed(origin: string, host: string | undefined): boolean;
}

/** The name part of a Host header (`[::1]:4010` → `::1`, `Example.test:80` → `example.test`); "" when malformed. */
export function hostnameOf(host: string): string {
  const text = host.trim().toLowerCase();
  if (text.startsWith("[")) {
    const end = text.indexOf("]");
    return end < 0 ? "" : text.slice(1, end);
  }
  const colon = text.indexOf(":");
  return colon < 0 ? text : text.slice(0, colon);
}

/** The policy of a server bound to `bindHost`. */
export function controlTrust(
  bindHost: string,
  options: Pick<ControlOptions, "controlOrigins" | "allowedHosts"> = {},
): ControlTrust {
  const origins = new Set((options.controlOrigins ?? []).map((o) => parseControlOrigin(o)));
  const names = (options.allowedHosts ?? []).map((h) => parseAllowedHost(h));
  // bound to the network, the mock is reached by names no one can list (compose services, Kubernetes); there the
  // --control-token guards the routes. Bound to loopback, or given names, the Host is checked as Vite checks it.
  const checksHost = !names.includes(ALL_HOSTS) && (names.length > 0 || isLoopbackHost(bindHost));
  const bound = hostnameOf(isIP(bindHost) === 6 ? `[${bindHost}]` : bindHost);
  const hostAllowed = (hostname: string): boolean =>
    isIP(hostname) !== 0 ||
    isLoopbackHost(hostname) ||
    hostname === bound ||
    names.some((n) => n === hostname || (n.startsWith(".") && (hostname === n.slice(1) || hostname.endsWith(n))));
  return {
    hostRefusal(host) {
      if (!checksHost || host === undefined) return undefined;
      const hostname = hostnameOf(host);
      if (hostname !== "" && hostAllowed(hostname)) return undefined;
      const shown = JSON.stringify(hostname || host);
      return (
        `the control routes do not answer Host ${shown} (a name that is not loopback may be a DNS rebinding ` +
        `attack); reach the mock as localhost or by IP address, or start it with --allowed-host ${hostname || "<name>"}`
      );
    },
    originAllowed(origin, host) {
      const url = originUrl(origin);
      if (url === undefined) return false;
      if (isLoopbackHost(url.hostname) || origins.has(url.origin)) return true;
      // the mock's own origin: a page it served, or one the Host check let through
      return host !== undefined && originUrl(`${url.protocol}//${host}`)?.host === url.host;
    },
  };
}

/** An http(s) origin as a URL; undefined for `null`, other schemes or anything malformed. */
function originUrl(origin: string): URL | undefined {
  const url = URL.canParse(origin) ? new URL(origin) : undefined;
  return url?.protocol === "http:" || url?.protocol === "https:" ? url : undefined;
}

/** The message of a request refused for its Origin. */
export function foreignOriginMessage(origin: string): string {
  return (
    `the control routes do not answer pages of origin ${JSON.stringify(origin)}: only loopback origins ` +
    `(http://localhost, 127.x.x.x, [::1], any port) and the mock's own; start the mock with --control-origin ` +
    `${originUrl(origin)?.origin ?? "<origin>"} to allow it`
  );
}
