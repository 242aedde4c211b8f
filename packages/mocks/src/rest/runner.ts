// Runs an operation's rule on a validated request: coerces the query, checks the page token, pages the listing the
// rule returns and issues the next token. Tokens are checksummed with the seed and bound to the request they page.
// The answer is held to its response schema (declared.ts): fields the spec dropped are left out, required ones it
// added are seeded.
import { Seeded } from "@avaspec/chain/world";
import { asDeclared } from "./declared.js";
import { HttpError } from "./errors.js";
import type { Rule, RuleRequest } from "./rules.js";
import { coerce, type OperationInfo } from "./spec.js";
import { PageTokens, requestFingerprint } from "./tokens.js";

/** What a rule is run on: a routed, validated request. */
interface RuleInput {
  /** percent-decoded */
  pathParams: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string | string[]>>;
  headers: Record<string, string>;
  body: unknown;
  /**
   * What carries the request's AbortSignal (the MockRequest), read only when a rule needs it: the host makes a
   * request's signal on first use
   */
  readonly abortable?: { readonly signal: AbortSignal };
}

/** A rule's answer: status, headers, and the body as a value (serialised by the engine). */
interface RuleAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
}

export type RuleRunner = (op: OperationInfo, rule: Rule, input: RuleInput) => RuleAnswer;

export function createRuleRunner(seed: string, clock: () => number): RuleRunner {
  const tokens = new PageTokens(seed);
  const seeded = new Seeded(`${seed}/declared-fields`);
  return (op, rule, input) => {
    const path = { ...input.pathParams };
    const query = coerceQuery(op, input.query);
    const realNow = Math.floor(clock() / 1000);
    let now = realNow;
    let start = 0;
    const pagination = op.pagination;
    let fingerprint = "";
    if (!pagination && typeof query.pageToken === "string") {
      // the operation takes a pageToken but never issues one (e.g. GET /v1/avg_tps): every token is unknown
      throw new HttpError(400, ["pageToken is unknown: this operation never issues page tokens"]);
    }
    if (pagination) {
      fingerprint = requestFingerprint(op.operationId, path, query, input.body);
      const token = query.pageToken;
      if (typeof token === "string") {
        const check = tokens.check(token, op.operationId, fingerprint, realNow, pagination.tokenTtlSeconds);
        if (!check.ok) throw new HttpError(400, [check.message]);
        now = check.state.now;
        start = check.state.at;
      }
    }
    const outcome = rule(new RuleCall(op, path, query, input.headers, input.body, now, input.abortable));
    const fill = { seeded, key: op.operationId };
    if (!("list" in outcome)) {
      return {
        statusCode: outcome.status,
        headers: { ...outcome.headers, "content-type": "application/json" },
        body: asDeclared(outcome.body, op.responseSchemas[String(outcome.status)], fill),
      };
    }
    if (!pagination)
      throw new Error(`${op.operationId}: a rule returned a listing for an operation that is not paginated`);
    const size = pagination.pageSize ? Number(query[pagination.pageSize.name] ?? pagination.pageSize.default) : 100;
    const end = Math.min(outcome.list.length, start + size);
    const items: unknown[] = [];
    for (let i = start; i < end; i++) {
      if (i > start && (i - start) % 1000 === 0) input.abortable?.signal.throwIfAborted();
      items.push(outcome.list.at(i));
    }
    const body: Record<string, unknown> = {};
    if (end < outcome.list.length) {
      body.nextPageToken = tokens.issue({ op: op.operationId, fp: fingerprint, at: end, now, iat: realNow });
    }
    Object.assign(body, outcome.envelope, { [pagination.itemsKey]: items });
    return {
      statusCode: 200,
      headers: { "content-type": "application/json" },
      body: asDeclared(body, op.responseSchemas["200"], fill),
    };
  };
}

/** The query parameters the operation declares, coerced to their schema types; unsafe integers are refused. */
function coerceQuery(op: OperationInfo, raw: Readonly<Record<string, string | string[]>>): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  let lowered: Map<string, string | string[]> | undefined;
  for (const p of op.parameters) {
    if (p.in !== "query") continue;
    let sent = raw[p.name];
    // another spelling of the name (the first one sent): looked up in a map made once, on the first miss
    if (sent === undefined) sent = (lowered ??= lowerCased(raw)).get(p.name.toLowerCase());
    const value = coerce(p.schema, sent);
    if (
      (p.schema.type === "integer" || p.schema.type === "number") &&
      value !== undefined &&
      !Number.isSafeInteger(value) &&
      !(p.schema.type === "number" && Number.isFinite(value))
    ) {
      throw new HttpError(400, [
        `${p.name} must be ${p.schema.type === "integer" ? "an integer number" : "a number"} within the safe range`,
      ]);
    }
    if (value !== undefined) query[p.name] = value;
  }
  return query;
}

/**
 * The request a rule computes its answer from. A class with the signal's accessor on its prototype: an object
 * literal with a getter, made per request, is allocated where the young generation cannot collect it.
 */
class RuleCall implements RuleRequest {
  constructor(
    readonly op: OperationInfo,
    readonly path: Record<string, string>,
    readonly query: Record<string, unknown>,
    readonly headers: Record<string, string>,
    readonly body: unknown,
    readonly now: number,
    readonly abortable: { readonly signal: AbortSignal } | undefined,
  ) {}
  get signal(): AbortSignal | undefined {
    return this.abortable?.signal;
  }
}

/** The query by lower-cased name; the first spelling sent wins. */
function lowerCased(query: Readonly<Record<string, string | string[]>>): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const key of Object.keys(query)) {
    const lower = key.toLowerCase();
    if (!out.has(lower)) out.set(lower, query[key]!);
  }
  return out;
}
