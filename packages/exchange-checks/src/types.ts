// What the checkers take and give: one side of an exchange in, violations out.
import type { PrecompiledValidators, SchemaValidators } from "./schemas.js";

/** One departure from the contract, in one side of one exchange. */
export interface Violation {
  /** The rule broken, e.g. "status-declared", "body-schema", "request-parameter", "jsonrpc-error-code". */
  rule: string;
  /** operationId (REST) or JSON-RPC method, when known. */
  operation?: string;
  /**
   * JSON pointer into the side that broke the rule, seen as `{status, headers, body}` (response) or
   * `{path, query, headers, body}` (request): "/status", "/headers/content-type", "/body/results/0/value",
   * "/query/pageSize", "/body/1/error/code" (second element of a batch).
   */
  where: string;
  /** What the contract asks for there. */
  expected: string;
  /** What the exchange carries there (short; secrets never). */
  actual?: string;
  /** One readable sentence. */
  message: string;
  side: "request" | "response";
}

/** Header values as Node gives them (lower-case names); a repeated header may come as an array. */
export type HeaderValues = Readonly<Record<string, string | readonly string[] | undefined>>;
/** Raw body bytes or text; anything else is taken as already-parsed JSON. */
export type BodyInput = string | Uint8Array | undefined | unknown;

export interface RestRequestInput {
  /** Decoded pathname; given, its path parameters are checked too. */
  path?: string;
  /** Decoded query parameters (strings, coerced per schema); a repeated name gives an array. */
  query?: Readonly<Record<string, string | readonly string[] | undefined>>;
  headers?: HeaderValues;
  body?: BodyInput;
}

export interface HttpResponseInput {
  status: number;
  headers?: HeaderValues;
  body?: BodyInput;
}

export interface CheckerOptions {
  /** Violations kept per call (the rest are counted in a last "violations-capped" entry). Default 20. */
  maxViolations?: number;
  /** Schema errors reported per validated value. Default 4. */
  maxSchemaErrors?: number;
  /**
   * The validators to compile the document's schemas with (its dialect, without coercion): shared with a caller that
   * validates the same schemas too (a fuzzer confirming the invalid values it draws), each is compiled once.
   */
  validators?: SchemaValidators;
  /** Validators compiled ahead of time (see precompiled.ts): a schema found there is not compiled at run time. */
  precompiled?: PrecompiledValidators;
}
