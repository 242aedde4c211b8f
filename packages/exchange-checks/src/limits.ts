// Shared helpers: bounded output (violations, excerpts), header and body reading.
import type { BodyInput, CheckerOptions, HeaderValues, Violation } from "./types.js";

export const DEFAULT_MAX_VIOLATIONS = 20;
export const DEFAULT_MAX_SCHEMA_ERRORS = 4;

export function limitsOf(options: CheckerOptions | undefined) {
  return {
    maxViolations: Math.max(1, options?.maxViolations ?? DEFAULT_MAX_VIOLATIONS),
    maxSchemaErrors: Math.max(1, options?.maxSchemaErrors ?? DEFAULT_MAX_SCHEMA_ERRORS),
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

/** A short, single-line excerpt of a value, for `actual`. */
export function excerpt(value: unknown, max = 120): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

export function header(headers: HeaderValues | undefined, name: string): string | undefined {
  const v = headers?.[name.toLowerCase()];
  if (v === undefined) return undefined;
  return typeof v === "string" ? v : v.join(", ");
}

export function mediaType(contentType: string | undefined): string {
  return contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
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
