// The rule contract: what an API module (metrics, data) gives the REST engine. A rule computes the answer of one
// operation from the validated request; a listing is paged by the engine, which issues and checks the page tokens.
import type { JsonSchema, OperationInfo } from "./spec.js";

/** A list the mock pages through: `length` items, item `i` computed on demand. */
export interface Listing<T = unknown> {
  length: number;
  at(index: number): T;
}

export interface RuleRequest {
  op: OperationInfo;
  path: Record<string, string>;
  /** query parameters coerced to their schema types, defaults applied */
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
  /** Unix seconds the answer is computed for (fixed across the pages of one listing) */
  now: number;
  /** aborted when the client has gone away or the request's budget ran out: a long rule stops */
  signal?: AbortSignal;
}

export type RuleOutcome =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { list: Listing; envelope?: Record<string, unknown> };

export type Rule = (request: RuleRequest) => RuleOutcome;

export interface RuleContext {
  seed: string;
  operations: OperationInfo[];
  document: JsonSchema;
  clock: () => number;
}

export interface RestApiDefinition {
  name: string;
  /** assembled document, refs kept (what Prism loads) */
  document: JsonSchema;
  /** the same document, dereferenced (what the rules read) */
  dereferenced: JsonSchema;
  /** rules by operationId */
  rules(context: RuleContext): Record<string, Rule>;
  /** request headers copied to another name when that one is absent (e.g. x-glacier-api-key → x-data-api-key) */
  headerAliases?: Record<string, string>;
  /** error `message` as an array of strings (Metrics API, default) or one string (Data API) */
  messageStyle?: "array" | "string";
  /**
   * local mode: what an answer waits for first, when anything (blocks the node in this thread mines after answering
   * their sends: a read after such an answer sees the block)
   */
  settled?: () => Promise<void> | undefined;
}
