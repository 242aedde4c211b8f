// Fixed bounds on what a control body, a control file or a programmatic rule or scenario may hold: nesting depth,
// keys and items, YAML aliases and the size after alias expansion, checked while the text is read (bounds-scan.ts),
// and, for values that arrive as objects, by a walk that stops at the first limit passed. Whatever passes costs
// well under a second to parse, check, store and write back out.
import { MAX_BODY_BYTES } from "../server/body-limit.js";
import { closesContainer, opensContainer, opensString, stringEnd } from "../server/json-scan.js";

export interface ValueLimits {
  /** containers nested at most this deep */
  depth: number;
  /** keys and array items at most this many, in all */
  entries: number;
  /** at most this many bytes when written as JSON (roughly: strings by their UTF-16 length) */
  bytes: number;
}

export interface TextLimits extends ValueLimits {
  /** YAML aliases (`*name`) at most this many */
  aliases: number;
  /** YAML tokens (scalars, indicators, comments, line breaks) at most this many: the YAML parser's cost */
  yamlTokens: number;
}

/** The limits of a control body (POST /__avaspec/faults, /__avaspec/scenario) and of a value given as an object. */
export const CONTROL_BODY_LIMITS: TextLimits = {
  depth: 64,
  entries: 10_000,
  bytes: MAX_BODY_BYTES,
  aliases: 100,
  yamlTokens: 40_000,
};

/** A --faults or --scenario file (read once, at start): the same depth and aliases, four times the rest. */
export const CONTROL_FILE_BYTES = 4 * 1024 * 1024;
export const CONTROL_FILE_LIMITS: TextLimits = {
  ...CONTROL_BODY_LIMITS,
  entries: 4 * CONTROL_BODY_LIMITS.entries,
  bytes: CONTROL_FILE_BYTES,
  yamlTokens: 4 * CONTROL_BODY_LIMITS.yamlTokens,
};

/**
 * The text scans guard the parser: they count cheaply, so a few constructs count twice (`? key`, an empty `[]`),
 * and they stop at twice the limits (plus two levels for the YAML indentation estimate). The parsed value is then
 * held to the limits exactly.
 */
export const scanLimitsOf = (limits: ValueLimits): ValueLimits => ({
  depth: limits.depth + 2,
  entries: 2 * limits.entries,
  bytes: limits.bytes,
});

/** A free-form value of a rule or step (`error.data`): what the mock writes back in an answer. */
export const FREE_FORM_LIMITS: ValueLimits = { depth: 32, entries: 1000, bytes: 8 * 1024 };

/** One fault rule as the server holds it: at most 1000 rules per server, so at most 16 MiB of rules. */
export const RULE_LIMITS: ValueLimits = { depth: CONTROL_BODY_LIMITS.depth, entries: 2000, bytes: 16 * 1024 };

/** A refusal for a body past one of the bounds; its message names the limit. */
export class BoundsError extends Error {
  override readonly name = "BoundsError";
}

export const tooDeep = (what: string, limit: number) =>
  `${what} is nested deeper than ${limit} levels (mock limit: at most ${limit})`;
export const tooManyEntries = (what: string, limit: number) =>
  `${what} has more than ${limit} keys and items (mock limit: at most ${limit})`;
const tooLarge = (what: string, limit: number) =>
  `${what} is larger than ${limit} bytes as JSON, aliases expanded (mock limit: at most ${limit})`;
export const tooManyAliases = (what: string, limit: number) =>
  `${what} has more than ${limit} YAML aliases (mock limit: at most ${limit})`;
export const tooManyTokens = (what: string, limit: number) =>
  `${what} has more than ${limit} YAML tokens (scalars, indicators, comments, line breaks; mock limit: at most ` +
  `${limit}; JSON has no such limit)`;

/** Rough JSON length of a scalar; strings by UTF-16 length, which is what a bound needs. */
function scalarBytes(value: unknown): number {
  if (typeof value === "string") return value.length + 2;
  if (typeof value === "number") return value === 0 ? 1 : Math.ceil(Math.log10(Math.abs(value) + 1)) + 2;
  if (typeof value === "boolean") return value ? 4 : 5;
  return 4;
}

/**
 * Why `value` is past `limits` (`what` names it in the message), or undefined. Iterative, and it stops at the first
 * limit passed, so its work is bounded by the limits, not by the value: a value shared through YAML aliases counts
 * every time it is reached, as it would when written out.
 */
export function exceededLimit(value: unknown, limits: ValueLimits, what: string): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  let entries = 0;
  let bytes = 0;
  while (stack.length > 0) {
    const { value: node, depth } = stack.pop()!;
    if (node === null || typeof node !== "object") {
      bytes += scalarBytes(node);
      if (bytes > limits.bytes) return tooLarge(what, limits.bytes);
      continue;
    }
    if (depth + 1 > limits.depth) return tooDeep(what, limits.depth);
    const keys = Array.isArray(node) ? undefined : Object.keys(node);
    const count = keys ? keys.length : (node as unknown[]).length;
    entries += count;
    bytes += 2 + count;
    if (entries > limits.entries) return tooManyEntries(what, limits.entries);
    if (keys) {
      for (const key of keys) {
        bytes += key.length + 3;
        stack.push({ value: (node as Record<string, unknown>)[key], depth: depth + 1 });
      }
    } else for (const item of node as unknown[]) stack.push({ value: item, depth: depth + 1 });
    if (bytes > limits.bytes) return tooLarge(what, limits.bytes);
  }
  return undefined;
}

/**
 * Checks JSON text before JSON.parse sees it: nesting depth and keys and items, in one pass over the characters
 * that stops at the first limit passed. Throws BoundsError naming the limit.
 */
function scanJsonText(text: string, limits: ValueLimits, what = "the body"): void {
  const scan = scanLimitsOf(limits);
  let depth = 0;
  let entries = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (opensString(c)) i = stringEnd(text, i);
    else if (opensContainer(c)) {
      if (++depth > scan.depth) throw new BoundsError(tooDeep(what, limits.depth));
      // a container's first entry, or (empty) one too many: counted with the commas, a container's entries
      if (++entries > scan.entries) throw new BoundsError(tooManyEntries(what, limits.entries));
    } else if (closesContainer(c)) depth--;
    else if (c === 0x2c /* , */ && ++entries > scan.entries) {
      throw new BoundsError(tooManyEntries(what, limits.entries));
    }
  }
}

/** JSON text parsed within `limits`; throws BoundsError for a limit, SyntaxError for broken JSON. */
export function parseBoundedJson(text: string, limits: ValueLimits, what = "the body"): unknown {
  scanJsonText(text, limits, what);
  const value: unknown = JSON.parse(text);
  const exceeded = exceededLimit(value, limits, what);
  if (exceeded) throw new BoundsError(exceeded);
  return value;
}
