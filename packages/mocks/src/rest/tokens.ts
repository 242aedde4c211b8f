// Page tokens: stateless, checksummed with the seed, carrying their issue time, so that every server started with
// the same seed accepts them, an unknown, altered or foreign token is rejected, and expiry (a TTL read from the spec)
// is testable with an injected clock. Plain JavaScript (no node:crypto): the same bytes in Node and in a browser.
import { hashString, keyedHash64 } from "@avaspec/chain/world";

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

/** A token's checksum: 64 bits of a hash keyed by the seed (it detects alteration; the seed is no secret). */
const MAC_CHARS = 16;

export class PageTokens {
  readonly #keys: readonly [number, number];
  constructor(seed: string) {
    this.#keys = [hashString(`avaspec-mock-page-token/${seed}`), hashString(`${seed}/avaspec-mock-page-token`)];
  }

  issue(state: TokenState): string {
    const payload = toBase64Url(JSON.stringify([state.op, state.fp, state.at, state.now, state.iat]));
    return `${payload}.${this.#mac(payload)}`;
  }

  /** Checks a token sent with a request for `op` and fingerprint `fp` at time `nowSeconds`. */
  check(token: string, op: string, fp: string, nowSeconds: number, ttlSeconds: number): TokenCheck {
    const unknown = {
      ok: false as const,
      reason: "unknown" as const,
      message:
        "pageToken is unknown: send the nextPageToken of the previous page of the same request, " +
        "or restart from the first page",
    };
    if (token.length > 2048) return unknown;
    const dot = token.indexOf(".");
    if (dot <= 0) return unknown;
    const payload = token.slice(0, dot);
    if (token.length - dot - 1 !== MAC_CHARS || token.slice(dot + 1) !== this.#mac(payload)) return unknown;
    let parts: unknown;
    try {
      parts = JSON.parse(fromBase64Url(payload));
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
          "pageToken belongs to another request: " +
          "send it with the same path, parameters and body as the page it came from",
      };
    }
    if (nowSeconds - iat > ttlSeconds) {
      return {
        ok: false,
        reason: "expired",
        message:
          `pageToken has expired: it was issued at ${iat} and is valid for ${ttlSeconds} seconds; ` +
          "restart from the first page",
      };
    }
    return { ok: true, state: { op: tOp, fp: tFp, at, now, iat } };
  }

  #mac(payload: string): string {
    return keyedHash64(payload, this.#keys[0], this.#keys[1]);
  }
}

/** Base64url of the UTF-8 of `text` (an operationId outside ASCII is encoded too). */
function toBase64Url(text: string): string {
  const binary = /^[\x00-\x7f]*$/.test(text) ? text : String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The text of a base64url payload; throws on one that is not base64url or not UTF-8. */
function fromBase64Url(payload: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(payload)) throw new Error("not base64url");
  const binary = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
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
  const q: Array<[string, unknown]> = [];
  for (const k of Object.keys(query).sort()) if (k !== "pageToken") q.push([k, query[k]]);
  return keyedHash64(JSON.stringify([operationId, path, q, body ?? null]), 0x811c9dc5, 0x9747b28c);
}
