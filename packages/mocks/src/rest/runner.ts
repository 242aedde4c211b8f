// Runs an operation's rule on a validated request: coerces the query, checks the page token, pages the listing the
// rule returns and issues the next token. Tokens are HMAC-signed with the seed and bound to the request they page.
import { HttpError } from "./errors.js";
import type { Rule } from "./rules.js";
import { coerce, type OperationInfo } from "./spec.js";
import { PageTokens, requestFingerprint } from "./tokens.js";

/** What a rule is run on: a routed, validated request. */
export interface RuleInput {
  /** percent-decoded */
  pathParams: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string | string[]>>;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
}

/** A rule's answer: status, headers, and the body as a value (serialised by the engine). */
export interface RuleAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
}

export type RuleRunner = (op: OperationInfo, rule: Rule, input: RuleInput) => RuleAnswer;

export function createRuleRunner(seed: string, clock: () => number): RuleRunner {
  const tokens = new PageTokens(seed);
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
    const outcome = rule({ op, path, query, headers: input.headers, body: input.body, now, signal: input.signal });
    if (!("list" in outcome)) {
      return {
        statusCode: outcome.status,
        headers: { ...outcome.headers, "content-type": "application/json" },
        body: outcome.body,
      };
    }
    if (!pagination)
      throw new Error(`${op.operationId}: a rule returned a listing for an operation that is not paginated`);
    const size = pagination.pageSize ? Number(query[pagination.pageSize.name] ?? pagination.pageSize.default) : 100;
    const end = Math.min(outcome.list.length, start + size);
    const items: unknown[] = [];
    for (let i = start; i < end; i++) {
      if (i % 1000 === 0) input.signal?.throwIfAborted();
      items.push(outcome.list.at(i));
    }
    const body: Record<string, unknown> = {};
    if (end < outcome.list.length) {
      body.nextPageToken = tokens.issue({ op: op.operationId, fp: fingerprint, at: end, now, iat: realNow });
    }
    Object.assign(body, outcome.envelope, { [pagination.itemsKey]: items });
    return { statusCode: 200, headers: { "content-type": "application/json" }, body };
  };
}

/** The query parameters the operation declares, coerced to their schema types; unsafe integers are refused. */
function coerceQuery(op: OperationInfo, raw: Readonly<Record<string, string | string[]>>): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const p of op.parameters) {
    if (p.in !== "query") continue;
    const value = coerce(p.schema, lookup(raw, p.name));
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

function lookup(query: Readonly<Record<string, string | string[]>>, name: string): string | string[] | undefined {
  const direct = query[name];
  if (direct !== undefined) return direct;
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(query)) if (k.toLowerCase() === lower) return v;
  return undefined;
}
