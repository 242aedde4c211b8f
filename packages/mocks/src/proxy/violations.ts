// Where violations go: one JSON line each on stderr, the exchange kept in a bounded ring for
// GET /__avaspec/violations, and counts by operation and rule for GET /__avaspec/violations/summary.
import type { ApiName, ControlRoute } from "../server/exchange.js";
import { errorAnswer, jsonAnswer } from "../server/json.js";
import type { Violation } from "./checker.js";
import { utf8Text } from "../server/bytes.js";

/** Exchanges kept for GET /__avaspec/violations; older ones are dropped (and counted). */
const DEFAULT_CAPACITY = 500;
/** Violations kept per exchange; the rest are counted. */
const MAX_VIOLATIONS_PER_EXCHANGE = 50;
/** Characters of a body kept with an exchange. */
const BODY_EXCERPT_CHARS = 2048;
const ACTUAL_CHARS = 200;

/** The exchange as kept: secrets already redacted by the caller, bodies cut to an excerpt. */
export interface ExchangeRecord {
  api: ApiName;
  /** operationId, or the JSON-RPC method(s); absent for a request no operation matches */
  operation?: string;
  request: {
    method: string;
    path: string;
    query: Record<string, string | string[]>;
    headers: Record<string, string>;
    body: string;
  };
  response: { status: number; headers: Record<string, string>; body: string };
}

export interface KeptExchange extends ExchangeRecord {
  id: number;
  at: string;
  violations: Violation[];
  /** violations past the per-exchange bound */
  moreViolations: number;
}

export interface ViolationLogOptions {
  capacity?: number | undefined;
  /** where the JSON lines go; default stderr */
  write?: ((line: string) => void) | undefined;
}

export class ViolationLog {
  private readonly ring: KeptExchange[] = [];
  private readonly counts = new Map<string, Map<string, number>>();
  private nextId = 1;
  private total = 0;
  private dropped = 0;
  private readonly capacity: number;
  private readonly write: (line: string) => void;

  constructor(options: ViolationLogOptions = {}) {
    this.capacity = Math.max(1, options.capacity ?? DEFAULT_CAPACITY);
    this.write = options.write ?? ((line) => process.stderr.write(`${line}\n`));
  }

  /** Logs and keeps one exchange's violations (none: nothing happens). */
  report(exchange: ExchangeRecord, violations: readonly Violation[]): void {
    if (violations.length === 0) return;
    const at = new Date().toISOString();
    for (const v of violations) {
      this.total++;
      const operation = `${exchange.api} ${v.operation ?? exchange.operation ?? "(no operation)"}`;
      let byRule = this.counts.get(operation);
      if (!byRule) this.counts.set(operation, (byRule = new Map()));
      byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + 1);
      this.write(logLine(at, exchange, v));
    }
    this.ring.push({
      id: this.nextId++,
      at,
      ...exchange,
      violations: violations.slice(0, MAX_VIOLATIONS_PER_EXCHANGE).map(bounded),
      moreViolations: Math.max(0, violations.length - MAX_VIOLATIONS_PER_EXCHANGE),
    });
    if (this.ring.length > this.capacity) {
      this.ring.shift();
      this.dropped++;
    }
  }

  list(limit = this.capacity): { total: number; dropped: number; exchanges: KeptExchange[] } {
    return { total: this.total, dropped: this.dropped, exchanges: this.ring.slice(-Math.max(0, limit)) };
  }

  summary(): { total: number; byOperation: Record<string, Record<string, number>>; byRule: Record<string, number> } {
    const byOperation: Record<string, Record<string, number>> = {};
    const byRule: Record<string, number> = {};
    for (const [operation, rules] of [...this.counts].sort(([a], [b]) => a.localeCompare(b))) {
      byOperation[operation] = Object.fromEntries([...rules].sort(([a], [b]) => a.localeCompare(b)));
      for (const [rule, n] of rules) byRule[rule] = (byRule[rule] ?? 0) + n;
    }
    return { total: this.total, byOperation, byRule };
  }

  clear(): void {
    this.ring.length = 0;
    this.counts.clear();
    this.total = 0;
    this.dropped = 0;
  }

  routes(): ControlRoute[] {
    return [
      {
        method: "GET",
        path: "/__avaspec/violations",
        description: "contract violations the proxy saw, newest last, each with its exchange (?limit=N)",
        handle: (request) => {
          const raw = [request.query.limit].flat()[0];
          const limit = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
          if (raw !== undefined && limit === undefined)
            return errorAnswer(400, `limit must be a whole number, got "${raw}"`);
          return jsonAnswer(200, this.list(limit));
        },
      },
      {
        method: "GET",
        path: "/__avaspec/violations/summary",
        description: "violation counts by operation (or method) and rule",
        handle: () => jsonAnswer(200, this.summary()),
      },
      {
        method: "DELETE",
        path: "/__avaspec/violations",
        description: "forget the violations seen so far",
        handle: () => {
          this.clear();
          return { status: 204, headers: {}, body: "" };
        },
      },
    ];
  }
}

function bounded(v: Violation): Violation {
  if (v.actual === undefined) return v;
  const text = JSON.stringify(v.actual) ?? "";
  return text.length <= ACTUAL_CHARS ? v : { ...v, actual: `${text.slice(0, ACTUAL_CHARS - 1)}…` };
}

function logLine(at: string, exchange: ExchangeRecord, v: Violation): string {
  const b = bounded(v);
  return JSON.stringify({
    at,
    event: "contract-violation",
    api: exchange.api,
    operation: v.operation ?? exchange.operation ?? null,
    method: exchange.request.method,
    path: exchange.request.path,
    status: exchange.response.status,
    side: v.side,
    rule: v.rule,
    where: v.where,
    expected: v.expected,
    ...(b.actual === undefined ? {} : { actual: b.actual }),
    message: v.message,
  });
}

/** A body as kept with an exchange: text, cut to BODY_EXCERPT_CHARS. */
export function excerpt(body: Uint8Array | string): string {
  const text = typeof body === "string" ? body : utf8Text(body.subarray(0, BODY_EXCERPT_CHARS * 4));
  return text.length <= BODY_EXCERPT_CHARS ? text : `${text.slice(0, BODY_EXCERPT_CHARS - 1)}…`;
}
