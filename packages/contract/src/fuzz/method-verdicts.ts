// What a server owes a request whose HTTP method the contract does not declare, under Schemathesis's
// `unsupported_method`: REST paths (405 with an Allow header naming the path's methods, or 404 as NestJS answers;
// HEAD as GET without content where GET is served), and the node's JSON-RPC endpoints (POST only).
import { bodyExcerpt } from "../checks.js";
import type { HttpAnswer } from "../http.js";
import type { Failure } from "../results.js";
import { errorBodyFailures } from "../values.js";

/** The text avalanchego's gorilla/rpc endpoints answer a method other than POST with (deployed-services §1). */
const gorillaNotPost = (verb: string) => `rpc: POST method required, received ${verb}`;

const shown = (a: HttpAnswer) => `HTTP ${a.status}${bodyExcerpt(a.text)}`;

/** A 405 must name what the path serves in an Allow header (RFC 9110 §15.5.6): every method it serves. */
function allowFailures(served: string[], answer: HttpAnswer): Failure[] {
  const allow = answer.headers.allow;
  const rule = "allow-header";
  if (allow === undefined)
    return [
      {
        check: "unsupported_method",
        rule,
        message: `HTTP 405 without an Allow header (RFC 9110 §15.5.6); the path serves ${served.join(", ")}`,
      },
    ];
  const listed = new Set(allow.split(",").map((m) => m.trim().toUpperCase()));
  const missing = served.filter((m) => !listed.has(m));
  return missing.length
    ? [{ check: "unsupported_method", rule, message: `Allow "${allow}" leaves out ${missing.join(", ")}, served here` }]
    : [];
}

/** A JSON error body is the contract's `{message, statusCode, error}` naming its own status. */
function errorBody(answer: HttpAnswer): Failure[] {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [];
  }
  return errorBodyFailures(answer.status, body).map((f) => ({
    check: "response_schema_conformance",
    rule: f.check,
    message: f.message,
  }));
}

/** A method the REST path does not serve: 405 with Allow (or 404, as the fixed run accepts), a seed error body. */
export function restUnsupportedFailures(served: string[], answer: HttpAnswer): Failure[] {
  if (answer.status !== 404 && answer.status !== 405)
    return [
      {
        check: "unsupported_method",
        rule: "status-expected",
        message: `expected HTTP 405 (or 404), got ${shown(answer)}`,
      },
    ];
  return [...(answer.status === 405 ? allowFailures(served, answer) : []), ...errorBody(answer)];
}

/**
 * HEAD where GET is served: answered as the GET would be, without content (RFC 9110 §9.3.2), so with a status the GET
 * declares; a server that does not serve HEAD answers 405 with Allow (or 404).
 */
export function headFailures(served: string[], declares: (status: number) => boolean, answer: HttpAnswer): Failure[] {
  const { status } = answer;
  if (status === 405) return allowFailures(served, answer);
  if (status === 404 || declares(status)) return [];
  return [
    {
      check: "status_code_conformance",
      rule: "status-declared",
      message: `HEAD answered HTTP ${status}, a status GET does not declare here`,
    },
  ];
}

/**
 * A JSON-RPC endpoint asked with another method than POST. avalanchego's gorilla/rpc endpoints (those without
 * batches) answer 405 with a fixed text (deployed-services §1; HEAD without it: no content). The geth-style endpoint
 * is not described there: 405 as the mocks answer, 415 as geth answers a PATCH without JSON, or geth's 200 with no
 * content to a GET without a body (its health check).
 */
export function rpcNotPostFailures(gorilla: boolean, verb: string, answer: HttpAnswer): Failure[] {
  const { status, text } = answer;
  const check = "unsupported_method";
  if (gorilla) {
    if (status !== 405)
      return [
        { check, rule: "http-status", message: `${verb} instead of POST: expected HTTP 405, got ${shown(answer)}` },
      ];
    const want = gorillaNotPost(verb);
    if (verb !== "HEAD" && text.trim() !== want)
      return [
        {
          check,
          rule: "http-text",
          message: `HTTP 405 with ${JSON.stringify(text.slice(0, 120))}: expected "${want}"`,
        },
      ];
    return [];
  }
  const healthCheck = verb === "GET" && status === 200 && text === "";
  if (status === 405 || status === 415 || healthCheck) return [];
  return [
    {
      check,
      rule: "http-status",
      message: `${verb} instead of POST: expected HTTP 405 (or 415; 200, empty, to a GET), got ${shown(answer)}`,
    },
  ];
}
