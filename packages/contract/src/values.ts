// Checks of what answers mean, beyond their shape: timestamps aligned to their interval, rolling windows nested,
// filters honoured by every item, error bodies naming their own status, container IDs and bytes with valid checksums.
import { quoted } from "@avaspec/exchange-checks";
import { base58Decode } from "@avaspec/spec-model";
import { RLP } from "@ethereumjs/rlp";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { createHash } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Failure } from "./results.js";
import type { ItemFilter } from "./types.js";

const HOUR = 3600;
const DAY = 86_400;

/** A Unix timestamp is aligned to its interval: the hour; 00:00 UTC; Monday 00:00 UTC; the 1st of the month. */
export function aligned(ts: number, interval: string): boolean {
  switch (interval) {
    case "hour":
      return ts % HOUR === 0;
    case "day":
      return ts % DAY === 0;
    case "week":
      // 1970-01-01 was a Thursday: Mondays are the days d with d % 7 === 4.
      return ts % DAY === 0 && (ts / DAY) % 7 === 4;
    case "month":
      return ts % DAY === 0 && new Date(ts * 1000).getUTCDate() === 1;
    default:
      return true;
  }
}

const at = (body: unknown, path: string[]): unknown => {
  let v = body;
  for (const k of path) v = v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined;
  return v;
};

/** Values along `order` (those present) never decrease: a longer window holds the shorter one. */
export function nestingFailures(body: unknown, nested: { at: string[]; order: string[] }): Failure[] {
  const obj = at(body, nested.at);
  if (!obj || typeof obj !== "object") return [];
  const values = nested.order
    .map((k) => [k, (obj as Record<string, unknown>)[k]] as const)
    .filter((e): e is readonly [string, number] => typeof e[1] === "number");
  for (let i = 1; i < values.length; i++) {
    const [shortKey, shortValue] = values[i - 1] as readonly [string, number];
    const [longKey, longValue] = values[i] as readonly [string, number];
    if (longValue < shortValue)
      return [
        {
          check: "window-nesting",
          message: `${longKey} ${longValue} < ${shortKey} ${shortValue}: a longer window cannot hold less`,
        },
      ];
  }
  return [];
}

/** Every item honours every filter the request set. */
export function filterFailures(body: unknown, filters: ItemFilter[]): Failure[] {
  const out: Failure[] = [];
  for (const f of filters) {
    const items = at(body, [f.items]);
    if (!Array.isArray(items)) continue;
    const bad = items.findIndex((item) => {
      const v = (item as Record<string, unknown> | null)?.[f.field];
      return f.match === "equals" ? !f.values.includes(v) : !(Array.isArray(v) && f.values.some((x) => v.includes(x)));
    });
    if (bad >= 0) {
      const value = quoted((items[bad] as Record<string, unknown>)?.[f.field]);
      const want =
        f.match === "equals" ? `one of ${JSON.stringify(f.values)}` : `to include ${JSON.stringify(f.values)}`;
      out.push({
        check: "filter-honoured",
        message: `${f.items}/${bad}/${f.field} is ${value} with ${f.param} set: expected ${want}`,
      });
    }
  }
  return out;
}

/** An error body names its own status: `statusCode` equal to it, `error` its reason phrase (the contract's table). */
export function errorBodyFailures(status: number, body: unknown): Failure[] {
  if (status < 400 || !body || typeof body !== "object" || Array.isArray(body)) return [];
  const b = body as Record<string, unknown>;
  const out: Failure[] = [];
  if ("statusCode" in b && b.statusCode !== status)
    out.push({
      check: "error-body",
      message: `statusCode ${quoted(b.statusCode)} in the body of an HTTP ${status}`,
    });
  const phrase = STATUS_CODES[status];
  if (typeof b.error === "string" && phrase && b.error !== phrase)
    out.push({
      check: "error-body",
      message: `error "${b.error}" in the body of an HTTP ${status}: expected "${phrase}"`,
    });
  return out;
}

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest();

/** CB58: base58 of the bytes followed by the last 4 bytes of their SHA-256; the bytes, or why not. */
function decodeCb58(text: string): { bytes: Buffer } | { error: string } {
  const raw = base58Decode(text);
  if (!raw || raw.length < 5) return { error: "not base58, or too short" };
  const bytes = Buffer.from(raw.subarray(0, raw.length - 4));
  return sha256(bytes).subarray(-4).equals(raw.subarray(-4)) ? { bytes } : { error: "checksum does not match" };
}

/** A container's `bytes` (0x + hex(payload) + last 4 bytes of sha256(payload)) and `id` (CB58 of sha256(payload)). */
export function containerFailures(container: unknown, fields: { id: string; bytes: string }): Failure[] {
  const c = container as Record<string, unknown> | null;
  const hex = c?.[fields.bytes];
  const id = c?.[fields.id];
  if (typeof hex !== "string" || typeof id !== "string") return [];
  const raw = Buffer.from(hex.replace(/^0x/, ""), "hex");
  const payload = raw.subarray(0, raw.length - 4);
  if (raw.length < 4 || !sha256(payload).subarray(-4).equals(raw.subarray(-4)))
    return [
      {
        check: "hex-checksum",
        message: `${fields.bytes} ${hex.slice(0, 24)}… does not end in the sha256 checksum of its payload`,
      },
    ];
  const decoded = decodeCb58(id);
  if ("error" in decoded) return [{ check: "cb58", message: `${fields.id} ${id} is not CB58: ${decoded.error}` }];
  if (!decoded.bytes.equals(sha256(payload)) && !decoded.bytes.equals(evmBlockId(payload) ?? Buffer.alloc(0)))
    return [
      {
        check: "container-id",
        message:
          `${fields.id} ${id} is neither the CB58 of the sha256 of the container's bytes nor, for an EVM block, ` +
          "the Keccak-256 of its header",
      },
    ];
  return [];
}

/**
 * An EVM block's ID as coreth gives it (`ids.ID(ethBlock.Hash())`, the C-Chain index's container IDs): the Keccak-256
 * of the header, the first item of the block's RLP; undefined when the bytes are not an RLP list opening with one.
 */
function evmBlockId(payload: Uint8Array): Buffer | undefined {
  let block: Uint8Array | RLPInput[];
  try {
    block = RLP.decode(payload) as Uint8Array | RLPInput[];
  } catch {
    return undefined;
  }
  const header = Array.isArray(block) ? block[0] : undefined;
  return Array.isArray(header) ? Buffer.from(keccak_256(RLP.encode(header))) : undefined;
}
type RLPInput = Uint8Array | RLPInput[];
