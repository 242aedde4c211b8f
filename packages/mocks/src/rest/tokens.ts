// Page tokens: stateless, signed with the seed, carrying their issue time, so that every server started with the
// same seed accepts them, a forged or altered token is rejected, and expiry (a TTL read from the spec) is testable
// with an injected clock.
import { utf8Text } from "../server/bytes.js";
import { base64url, equalBytes, fromBase64url, hmacSha256, sha256, utf8Bytes } from "#crypto";

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
  readonly #key: Uint8Array;
  constructor(seed: string) {
    this.#key = hmacSha256("avaspec-mock-page-token", seed);
  }

  issue(state: TokenState): string {
    const payload = utf8Bytes(JSON.stringify([state.op, state.fp, state.at, state.now, state.iat]));
    return `${base64url(payload)}.${base64url(this.#mac(payload))}`;
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
    const payload = fromBase64url(token.slice(0, dot));
    const mac = fromBase64url(token.slice(dot + 1));
    if (!payload || mac?.length !== MAC_BYTES || !equalBytes(mac, this.#mac(payload))) return unknown;
    let parts: unknown;
    try {
      parts = JSON.parse(utf8Text(payload));
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

  #mac(payload: Uint8Array): Uint8Array {
    return hmacSha256(this.#key, payload).subarray(0, MAC_BYTES);
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
  return base64url(sha256(JSON.stringify([operationId, path, q, body ?? null]))).slice(0, 16);
}
