// Shared helpers: bounded output (violations, excerpts), header and body reading.
import type { BodyInput, CheckerOptions, HeaderValues, Violation } from "./types.js";

const DEFAULT_MAX_VIOLATIONS = 20;
const DEFAULT_MAX_SCHEMA_ERRORS = 4;

export function limitsOf(options: CheckerOptions | undefined) {
  return {
    maxViolations: Math.max(1, options?.maxViolations ?? DEFAULT_MAX_VIOLATIONS),
    maxSchemaErrors: Math.max(1, options?.maxSchemaErrors ?? DEFAULT_MAX_SCHEMA_ERRORS),
    maxRequestSchemaErrors: Math.max(
      1,
      options?.maxRequestSchemaErrors ?? options?.maxSchemaErrors ?? DEFAULT_MAX_SCHEMA_ERRORS,
    ),
  };
}

/** Keeps at most `max` violations; the rest become one "violations-capped" entry that says how many were dropped. */
export function cap(violations: Violation[], max: number): Violation[] {
  if (violations.length <= max) return violations;
  const kept = violations.slice(0, max);
  const last = kept[kept.length - 1] as Violation;
  kept.push({
    rule: "violations-capped",
    ...(last.operation !== undefined ? { operation: last.operation } : {}),
    where: "",
    expected: `at most ${max} violations reported per exchange`,
    actual: String(violations.length),
    message: `${violations.length - max} more violations not listed`,
    side: last.side,
  });
  return kept;
}

/**
 * A short, single-line excerpt of a value, for `actual`. The value may be anything an upstream or a client sent:
 * nested a million deep or megabytes long, so only what is shown is serialised (jsonPrefix), never the whole.
 */
export function excerpt(value: unknown, max = 120): string {
  // whitespace runs shrink to one space, so a few times `max` characters are enough to fill the excerpt
  const window = max * 8;
  const text = typeof value === "string" ? value.slice(0, window) : jsonPrefix(value, window);
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** A value as JSON, strings quoted, cut to `max` characters: for values quoted inside messages. */
export function quoted(value: unknown, max = 60): string {
  return excerpt(typeof value === "string" ? jsonPrefix(value, max * 8) : value, max);
}

/** Text written as it stands, beside the values still to serialise. */
class Raw {
  constructor(readonly text: string) {}
}

/**
 * The start of `JSON.stringify(value)`, at least `max` characters of it when it is longer: built without recursion
 * (a deep value cannot overflow the stack) and stopping once `max` is passed (a huge value costs no more than a small
 * one). Values JSON cannot write show as JSON.stringify shows them (`null` in arrays, left out of objects).
 */
export function jsonPrefix(value: unknown, max: number): string {
  if (value === undefined || typeof value === "function" || typeof value === "symbol") return String(value);
  let out = "";
  const pending: unknown[] = [value];
  while (pending.length > 0 && out.length <= max) {
    const next = pending.pop();
    if (next instanceof Raw) out += next.text;
    else out += openValue(next, pending, max);
  }
  return out;
}

/** Writes a scalar whole; for an array or object, writes its opening and queues its members (at most `max`). */
function openValue(value: unknown, pending: unknown[], max: number): string {
  if (value === null || value === undefined || typeof value === "function" || typeof value === "symbol") return "null";
  if (typeof value === "string") return JSON.stringify(value.length > max ? value.slice(0, max) : value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  if (typeof value === "bigint" || typeof value === "boolean") return String(value);
  const members: unknown[] = [];
  if (Array.isArray(value)) {
    const shown = Math.min(value.length, max);
    for (let i = 0; i < shown; i++) {
      if (i > 0) members.push(new Raw(","));
      members.push(value[i]);
    }
    queue(pending, members, value.length > shown ? "]…" : "]");
    return "[";
  }
  let count = 0;
  for (const key in value as Record<string, unknown>) {
    if (!Object.hasOwn(value as object, key)) continue;
    const member = (value as Record<string, unknown>)[key];
    if (member === undefined || typeof member === "function" || typeof member === "symbol") continue;
    if (count++ >= max) break;
    members.push(new Raw(`${count > 1 ? "," : ""}${JSON.stringify(key)}:`), member);
  }
  queue(pending, members, "}");
  return "{";
}

/** Queues members to be written in order, then the closing text. */
function queue(pending: unknown[], members: unknown[], close: string): void {
  pending.push(new Raw(close));
  for (let i = members.length - 1; i >= 0; i--) pending.push(members[i]);
}

export function header(headers: HeaderValues | undefined, name: string): string | undefined {
  const v = headers?.[name.toLowerCase()];
  if (v === undefined) return undefined;
  return typeof v === "string" ? v : v.join(", ");
}

const mediaTypes = new Map<string, string>();
/** "application/json" from `application/json; charset=utf-8`; servers send the same few, so each is read once. */
export function mediaType(contentType: string | undefined): string {
  if (contentType === undefined) return "";
  let type = mediaTypes.get(contentType);
  if (type === undefined) {
    type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
    // a checker reads what anyone sends: content types are kept up to a bound, not one per value ever sent
    if (mediaTypes.size < 64) mediaTypes.set(contentType, type);
  }
  return type;
}

/** The body as text: undefined when there is none. Non-text input (parsed JSON) gives `parsed`. */
export function bodyText(body: BodyInput): { text?: string; parsed?: unknown; given: boolean } {
  if (body === undefined || body === null) return { given: false };
  if (typeof body === "string") return body.length ? { text: body, given: true } : { given: false };
  if (body instanceof Uint8Array)
    return body.byteLength ? { text: Buffer.from(body).toString("utf8"), given: true } : { given: false };
  return { parsed: body, given: true };
}

export type Parsed = { ok: true; value: unknown } | { ok: false; reason: string };

export function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
}

/** Escapes one JSON-pointer token. */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, "~0").replace(/\//g, "~1");
}
