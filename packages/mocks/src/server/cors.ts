// CORS as `prism mock` answers it, for every route of the mocks that speaks the seeds' JSON (the REST APIs and the
// /__avaspec/ control routes): any origin is reflected, credentials allowed, and a preflight is answered 204.
import type { MockRequest, MockResponse } from "./exchange.js";

/** The CORS headers of an answer to `request`; undefined when it has no Origin (not from a browser page). */
export function corsHeaders(request: MockRequest): Record<string, string> | undefined {
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  return {
    "access-control-allow-origin": origin || "*",
    "access-control-allow-credentials": "true",
    "access-control-expose-headers": "*",
  };
}

/** A browser's preflight: OPTIONS asking, with Access-Control-Request-Method, whether it may send the request. */
export function isPreflight(request: MockRequest): boolean {
  return request.method === "OPTIONS" && Boolean(request.headers["access-control-request-method"]);
}

/** 204 allowing `allowed` methods and the headers the page asked for (no token: browsers send none on a preflight). */
export function preflight(
  cors: Record<string, string>,
  request: MockRequest,
  allowed: readonly string[],
): MockResponse {
  cors["access-control-allow-methods"] = allowed.join(", ") || "GET, POST";
  cors["access-control-allow-headers"] = request.headers["access-control-request-headers"] ?? "*";
  cors.vary = "origin";
  return { status: 204, headers: { ...cors, "content-length": "0" }, body: "" };
}
