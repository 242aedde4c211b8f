// The --control-token check, written once for every route under /__avaspec/ (the control plane's and the proxy's).
import { equalBytes, utf8Bytes } from "#crypto";
import type { ControlRoute, MockRequest, MockResponse } from "../server/exchange.js";
import { errorAnswer } from "../server/json.js";

/** The 401 a request gets without `Authorization: Bearer <token>`; undefined when it may pass (or no token is set). */
export function tokenRefusal(token: string | undefined, request: MockRequest): MockResponse | undefined {
  const given = utf8Bytes(request.headers.authorization ?? "");
  if (token === undefined || equalBytes(given, utf8Bytes(`Bearer ${token}`))) return undefined;
  return errorAnswer(401, "the control routes need Authorization: Bearer <the --control-token>", {
    "www-authenticate": 'Bearer realm="avaspec"',
  });
}

/** The routes, each answering 401 unless the request carries the token (all of them as they are without one). */
export function guardRoutes(token: string | undefined, routes: readonly ControlRoute[]): ControlRoute[] {
  if (!token) return [...routes];
  return routes.map((route) => ({
    ...route,
    handle: (request) => tokenRefusal(token, request) ?? route.handle(request),
  }));
}
