// CORS as `prism mock` answers it, for every route of the mocks that speaks the REST contract's JSON (the REST APIs
// and the
// /__avaspec/ control routes): the origin is reflected, credentials allowed, and a preflight is answered 204. Which
// origins the control routes answer is the host's trust policy (control/trust.ts); here, what any of them refuses.
import type { MockRequest, MockResponse } from "./exchange.js";
import { errorAnswer } from "./json.js";

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

/** Methods of a control request that changes the mock's state. */
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The body types a page may send anywhere without a preflight (the Fetch standard's CORS-safelisted ones). */
const SIMPLE_BODY_TYPES = new Set(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]);

/** Whether `method` changes state (a control request that does is held to the checks below). */
export function changesState(method: string): boolean {
  return STATE_CHANGING.has(method);
}

/**
 * The 415 of a state-changing control request any web page could send without a preflight: a form's or
 * `fetch(…, {mode: "no-cors"})`'s body type, or a body with no type at all. Undefined when it is not such a request
 * (JSON or YAML bodies need a preflight; a request with no body and no type is checked by its Origin).
 */
export function simpleRequestRefusal(request: MockRequest): MockResponse | undefined {
  if (!STATE_CHANGING.has(request.method)) return undefined;
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  const simple = type === "" ? request.body.length > 0 : SIMPLE_BODY_TYPES.has(type);
  if (!simple) return undefined;
  const given = type === "" ? "none, with a body" : `"${type}"`;
  return errorAnswer(
    415,
    `Content-Type must be application/json or application/yaml, got ${given}: ${request.method} ${request.path} ` +
      "does not take a type any web page may send unasked (a request with no body needs no Content-Type)",
  );
}
