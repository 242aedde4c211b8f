// One JSON-RPC answer: HTTP status, content type and JSON first, then each envelope (jsonrpc, id, result xor error).
import { bodyText, excerpt, header, jsonPrefix, mediaType, parseJson, quoted } from "./limits.js";
import { errorMismatch, type RpcErrorSpec } from "./rpc-errors.js";
import type { SchemaValidators } from "./schemas.js";
import type { HttpResponseInput, Violation } from "./types.js";

const CARRYING_ERROR = " carrying a JSON-RPC error (JSON-RPC errors come with HTTP 200)";

/** HTTP status 200, content type application/json, a JSON body; the parsed body when there is one. */
export function checkRpcHttp(input: HttpResponseInput): { violations: Violation[]; body?: unknown } {
  const violations: Violation[] = [];
  const raw = bodyText(input.body);
  let body = raw.parsed;
  if (body === undefined && raw.text !== undefined) {
    const parsed = parseJson(raw.text);
    if (parsed.ok) body = parsed.value;
  }
  const base = { side: "response" as const };
  const shown = raw.text !== undefined ? `: ${excerpt(raw.text, 160)}` : "";
  if (input.status !== 200) {
    const isRpcError = typeof body === "object" && body !== null && "error" in body;
    violations.push({
      ...base,
      rule: "jsonrpc-http-status",
      where: "/status",
      expected: "200",
      actual: String(input.status),
      message: `HTTP ${input.status}${isRpcError ? CARRYING_ERROR : " (JSON-RPC answers come with HTTP 200)"}${shown}`,
    });
  }
  const ct = header(input.headers, "content-type") ?? "";
  if (mediaType(ct) !== "application/json")
    violations.push({
      ...base,
      rule: "content-type",
      where: "/headers/content-type",
      expected: "application/json",
      actual: ct || "(none)",
      message: `content type "${ct || "(none)"}" is not application/json`,
    });
  if (body === undefined) {
    violations.push({
      ...base,
      rule: "body-json",
      where: "/body",
      expected: "JSON",
      actual: excerpt(raw.text ?? "(empty)"),
      message: `body is not JSON${shown || " (empty)"}`,
    });
    return { violations };
  }
  return { violations, body };
}

export interface EnvelopeExpectation {
  /** The request's id: the answer must echo it. */
  id: unknown;
  /** The method called: its result is checked against the method's result schema. */
  method?: string;
  /** The method's result schema, when known. */
  resultSchema?: unknown;
  /** Errors the spec allows here; an error outside them is a violation (empty: not checked). */
  allowedErrors?: readonly RpcErrorSpec[];
  /** JSON pointer of this envelope in the body ("" for a single answer, "/2" in a batch). */
  at?: string;
}

export interface EnvelopeCheck {
  violations: Violation[];
  /** "result" or the error code: what the server answered. */
  seen: string[];
  result?: unknown;
  error?: { code: number; message: string };
}

/** Checks one JSON-RPC envelope (not a batch) against what its request asks for. */
export function checkEnvelope(
  validators: SchemaValidators,
  env: unknown,
  expect: EnvelopeExpectation,
  maxSchemaErrors = 4,
): EnvelopeCheck {
  const at = `/body${expect.at ?? ""}`;
  const v = (rule: string, where: string, expected: string, message: string, actual?: string): Violation => ({
    rule,
    ...(expect.method ? { operation: expect.method } : {}),
    where: `${at}${where}`,
    expected,
    ...(actual !== undefined ? { actual } : {}),
    message,
    side: "response",
  });
  if (typeof env !== "object" || env === null || Array.isArray(env))
    return {
      violations: [
        v(
          "jsonrpc-envelope",
          "",
          "a JSON-RPC object",
          `answer is not a JSON-RPC object: ${excerpt(env)}`,
          excerpt(env),
        ),
      ],
      seen: [],
    };
  const e = env as Record<string, unknown>;
  const violations: Violation[] = [];
  if (e.jsonrpc !== "2.0")
    violations.push(
      v("jsonrpc-envelope", "/jsonrpc", '"2.0"', `jsonrpc is ${quoted(e.jsonrpc)}, not "2.0"`, excerpt(e.jsonrpc)),
    );
  if (!("id" in e) || !sameId(e.id, expect.id))
    violations.push(
      v(
        "jsonrpc-envelope",
        "/id",
        expect.id === undefined ? "null" : quoted(expect.id),
        `id ${quoted(e.id)} does not echo the request's id ${quoted(expect.id)}`,
        excerpt(e.id),
      ),
    );
  const hasResult = "result" in e;
  if (hasResult === "error" in e) {
    const what = hasResult ? "both result and error present" : "neither result nor error present";
    violations.push(v("jsonrpc-envelope", "", "exactly one of result and error", what));
    return { violations, seen: [] };
  }
  if (!hasResult) return errorEnvelope(e.error, expect, violations, v);
  const check = validators.check(expect.resultSchema, e.result, maxSchemaErrors);
  for (const err of check?.errors ?? [])
    violations.push(
      v(
        "jsonrpc-result-schema",
        `/result${err.where}`,
        err.expected,
        `result of ${expect.method} ${err.text}`,
        err.missing === undefined ? excerpt(err.data) : undefined,
      ),
    );
  return { violations, seen: ["result"], result: e.result };
}

type Make = (rule: string, where: string, expected: string, message: string, actual?: string) => Violation;

function errorEnvelope(raw: unknown, expect: EnvelopeExpectation, violations: Violation[], v: Make): EnvelopeCheck {
  const err = raw as Record<string, unknown> | null;
  if (typeof err !== "object" || err === null || !Number.isInteger(err.code) || typeof err.message !== "string") {
    violations.push(
      v(
        "jsonrpc-error-shape",
        "/error",
        "{code: integer, message: string}",
        `error is not {code: integer, message: string}: ${excerpt(err, 160)}`,
        excerpt(err),
      ),
    );
    return { violations, seen: [] };
  }
  const error = { code: err.code as number, message: err.message as string };
  const mismatch = errorMismatch(error, expect.allowedErrors ?? []);
  if (mismatch) {
    const where = mismatch.rule === "jsonrpc-error-code" ? "/error/code" : "/error/message";
    const actual = mismatch.rule === "jsonrpc-error-code" ? String(error.code) : excerpt(error.message);
    violations.push(v(mismatch.rule, where, mismatch.expected, mismatch.message, actual));
  }
  return { violations, seen: [String(error.code)], error };
}

/** Ids are strings, numbers or null; anything else (a broken request echoed) is compared on a bounded prefix. */
export function sameId(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return Object.is(a, b);
  return idKey(a) === idKey(b);
}

const ID_COMPARED_CHARS = 4096;

/** A map key for an id: its JSON (bounded: a hostile id may be deep or huge); "" for none. */
export function idKey(id: unknown): string {
  return id === undefined ? "" : jsonPrefix(id, ID_COMPARED_CHARS);
}
