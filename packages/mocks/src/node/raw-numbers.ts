// The text of the JSON numbers JSON.parse cannot give back: Go decodes a uint64 from the number's own text, so
// `1e3` is refused ("invalid syntax") and 18446744073709551616 is out of range, where JavaScript reads 1000 and
// 2^64 (which is also what 18446744073709551615 reads as). Only a body holding such a number pays for this: its
// numbers are read in order beside JSON.parse's reviver, and the text of each one that a double does not keep
// exactly (a fraction, an exponent, 16 or more digits) is kept by its holder object and key.
import { opensString, stringEnd } from "../server/json-scan.js";

const RAW = new WeakMap<object, Map<string, string>>();

/**
 * After `:`, `,` or `[`, digits then `.`, `e` or `E`, or 16 digits: a number a double may not keep as written (rarely,
 * a string that looks so). Hex strings (`"0x1e…"`) follow a quote, so the node's usual bodies stay on JSON.parse.
 */
const MAY_COLLAPSE = /[:,[]\s*-?[0-9]+(?:[.eE]|[0-9]{15})/;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const EXACT = /^-?[0-9]{1,15}$/;

/** The number tokens of JSON text, outside strings, in order. */
function numberTokens(text: string): string[] {
  const tokens: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (opensString(c)) i = stringEnd(text, i);
    else if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(text);
      if (match === null) continue;
      tokens.push(match[0]);
      i += match[0].length - 1;
    }
  }
  return tokens;
}

/** JSON.parse, keeping the text of the numbers a double does not keep as written. Throws as JSON.parse does. */
export function parseKeepingNumberText(text: string): unknown {
  if (!MAY_COLLAPSE.test(text)) return JSON.parse(text);
  const tokens = numberTokens(text);
  const kept: Array<[object, string, string]> = [];
  let next = 0;
  let aligned = true;
  const value: unknown = JSON.parse(text, function (this: object, key, v: unknown) {
    if (typeof v !== "number") return v;
    const raw = tokens[next++];
    // the reviver visits in property order, which puts integer-like keys first and drops a repeated key: a token
    // that does not read as this value means the order differs, and nothing is kept
    if (raw === undefined || Number(raw) !== v) aligned = false;
    else if (!EXACT.test(raw)) kept.push([this, key, raw]);
    return v;
  });
  if (aligned && next === tokens.length) for (const [holder, key, raw] of kept) textsOf(holder).set(key, raw);
  return value;
}

function textsOf(holder: object): Map<string, string> {
  let texts = RAW.get(holder);
  if (texts === undefined) RAW.set(holder, (texts = new Map()));
  return texts;
}

/** The number's text as sent, when a double may not keep it (else undefined: the value is exact). */
export function numberText(holder: object, key: string | number): string | undefined {
  return RAW.get(holder)?.get(String(key));
}

/** Carries a number's text to the object the args are copied into. */
export function copyNumberText(from: object, fromKey: string | number, to: object, toKey: string | number): void {
  const raw = numberText(from, fromKey);
  if (raw !== undefined) textsOf(to).set(String(toKey), raw);
}
