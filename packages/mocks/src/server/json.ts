// The JSON the mock writes itself, on every server and whatever the transport: the contract's error body
// `{message, statusCode, error}` (REST answers, control routes, the proxy) and the JSON answer around it.
import type { MockResponse } from "./exchange.js";
import { reasonPhrase } from "./status.js";

export interface ErrorBody {
  message: string | string[];
  statusCode: number;
  error: string;
}

/** The contract's error body, with `error` the HTTP reason phrase of the status. */
export function errorBody(statusCode: number, message: string | string[]): ErrorBody {
  return { message, statusCode, error: reasonPhrase(statusCode) };
}

/** A JSON answer the mock makes itself (control routes, readiness): never cached, one line. */
export function jsonAnswer(status: number, value: unknown, headers: Record<string, string> = {}): MockResponse {
  return {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
    body: `${JSON.stringify(value)}\n`,
  };
}

/** `jsonAnswer` for JSON text the caller wrote itself (e.g. bounded as it was written). */
export function jsonTextAnswer(status: number, text: string): MockResponse {
  return { status, headers: { "content-type": "application/json", "cache-control": "no-store" }, body: text };
}

/** `jsonAnswer` with the contract's error body. */
export function errorAnswer(status: number, message: string, headers: Record<string, string> = {}): MockResponse {
  return jsonAnswer(status, errorBody(status, message), headers);
}
