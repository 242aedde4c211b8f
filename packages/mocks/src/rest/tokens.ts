// Page tokens: stateless, signed with the seed, carrying their issue time, so that every server started with the
// same seed accepts them, a forged or altered token is rejected, and expiry (a TTL read from the spec) is testable
// with an injected clock.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export interface TokenState {
  /** operationId the token belongs to */
  op: string;
  /** fingerprint of the request (path and query without paging, and body) */
  fp: string;
  /** offset of the next item in the listing */
  at: number;
  /** the "now" (Unix seconds) the listing was computed for, so later pages see the same data */
  now: number;
  /** issue time, Unix seconds */
  iat: number;
}

export type TokenCheck =
  | { ok: true; state: TokenState }
  | { ok: false; reason: "unknown" | "expired" | "mismatch"; message: string };

const MAC_BYTES = 16;

export class PageTokens {
  readonly #key: Buffer;
  constructor(seed: string) {
    this.#key = createHmac("sha256", "avaspec-mock-page-token").update(seed).digest();
  }

  issue(state: TokenState): string {
    const payload = Buffer.from(JSON.stringify([state.op, state.fp, state.at, state.now, state.iat]), "utf8");
    return `${payload.toString("base64url")}.${this.#mac(payload).toString("base64url")}`;
  }

  /** Checks a token sent with a request for `op` and fingerprint `fp` at time `nowSeconds`. */
  check(token: string, op: string, fp: string, nowSeconds: number, ttlSeconds: number): TokenCheck {
    const unknown = {
      ok: false as const,
      reason: "unknown" as const,
      message:
        "pageToken is unknown: send the nextPageToken of the previous page of the same request, or restart from the first page",
    };
    if (token.length > 2048) return unknown;
    const dot = token.indexOf(".");
    if (dot <= 0) return unknown;
    const payload = Buffer.from(token.slice(0, dot), "base64url");
    const mac = Buffer.from(token.slice(dot + 1), "base64url");
    if (mac.length !== MAC_BYTES || !timingSafeEqual(mac, this.#mac(payload))) return unknown;
    let parts: unknown;
    try {
      parts = JSON.parse(payload.toString("utf8"));
    } catch {
      return unknown;
    }
    if (!Array.isArray(parts) || parts.length !== 5) return unknown;
    const [tOp, tFp, at, now, iat] = parts as [unknown, unknown, unknown, unknown, unknown];
    if (typeof tOp !== "string" || typeof tFp !== "string" || !isCount(at) || !isCount(now) || !isCount(iat))
      return unknown;
    if (tOp !== op || tFp !== fp) {
      return {
        ok: false,
        reason: "mismatch",
        message:
          "pageToken belongs to another request: send it with the same path, parameters and body as the page it came from",
      };
    }
    if (nowSeconds - iat > ttlSeconds) {
      return {
        ok: false,
        reason: "expired",
        message: `pageToken has expired: it was issued at ${iat} and is valid for ${ttlSeconds} seconds; restart from the first page`,
      };
    }
    return { ok: true, state: { op: tOp, fp: tFp, at, now, iat } };
  }

  #mac(payload: Buffer): Buffer {
    return createHmac("sha256", this.#key).update(payload).digest().subarray(0, MAC_BYTES);
  }
}

function isCount(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}

/**
 * What a page token is bound to: the operation, its path parameters, every query parameter but the token itself
 * (the page size included: a token answers only the listing it came from) and the body.
 */
export function requestFingerprint(
  operationId: string,
  path: Record<string, string>,
  query: Record<string, unknown>,
  body: unknown,
): string {
  const q = Object.entries(query)
    .filter(([k]) => k !== "pageToken")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify([operationId, path, q, body ?? null]))
    .digest("base64url")
    .slice(0, 16);
}
