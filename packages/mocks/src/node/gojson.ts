// Go's encoding/json stream decoder, for the one thing JSON.parse cannot tell us: what Go would say about a body
// that does not parse. Runs only on bodies JSON.parse rejected. Returns either Go's error text or, when Go would
// have decoded a first value and stopped (a json.Decoder ignores what follows), where that value ends.

export type GoScan = { error: string } | { end: number };

import { goQuote } from "./errors.js";

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** Go's quoteChar: the offending byte (as the rune U+00XX) in single quotes, escaped like strconv.Quote. */
function quoteChar(c: number): string {
  if (c === 0x27) return "'\\''";
  if (c === 0x22) return "'\"'";
  return `'${goQuote(String.fromCharCode(c)).slice(1, -1)}'`;
}

const invalid = (c: number, context: string): GoScan => ({ error: `invalid character ${quoteChar(c)} ${context}` });

const UTF8 = new TextEncoder();

/** Scans one JSON value from `text` (UTF-8 bytes) like Go's json.Decoder. */
export function goScan(text: string, maxDepth = 10000): GoScan {
  const b = UTF8.encode(text);
  let i = 0;
  const skipWs = () => {
    while (i < b.length && WS.has(b[i]!)) i++;
  };
  // stack of containers: "{k" (expecting key), "{v" (in value), "[" (array)
  const stack: string[] = [];
  skipWs();
  if (i >= b.length) return { error: "EOF" };
  for (;;) {
    // ---- a value starts at i ----
    skipWs();
    if (i >= b.length) return { error: "unexpected EOF" };
    const c = b[i]!;
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (stack.length >= maxDepth) return { error: "exceeded max depth" };
      i++;
      skipWs();
      if (i >= b.length) return { error: "unexpected EOF" };
      if (c === 0x7b) {
        stack.push("{k");
        if (b[i] === 0x7d) {
          stack.pop();
          i++;
        } else {
          const key = scanKey();
          if (key) return key;
          continue;
        }
      } else {
        stack.push("[");
        if (b[i] === 0x5d) {
          stack.pop();
          i++;
        } else continue;
      }
    } else if (c === 0x22) {
      const err = scanString("in string literal");
      if (err) return err;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      const err = scanNumber();
      if (err) return err;
    } else if (c === 0x74 || c === 0x66 || c === 0x6e) {
      const word = c === 0x74 ? "true" : c === 0x66 ? "false" : "null";
      for (let k = 1; k < word.length; k++) {
        if (i + k >= b.length) return { error: "unexpected EOF" };
        if (b[i + k] !== word.charCodeAt(k)) return invalid(b[i + k]!, `in literal ${word} (expecting '${word[k]}')`);
      }
      i += word.length;
    } else {
      return invalid(c, "looking for beginning of value");
    }
    // ---- after a value ----
    for (;;) {
      const top = stack[stack.length - 1];
      if (top === undefined) return { end: i };
      skipWs();
      if (i >= b.length) return { error: "unexpected EOF" };
      const d = b[i]!;
      if (top === "[") {
        if (d === 0x2c) {
          i++;
          break;
        }
        if (d === 0x5d) {
          stack.pop();
          i++;
          continue;
        }
        return invalid(d, "after array element");
      }
      // object value
      if (d === 0x2c) {
        i++;
        stack[stack.length - 1] = "{k";
        skipWs();
        if (i >= b.length) return { error: "unexpected EOF" };
        const key = scanKey();
        if (key) return key;
        break;
      }
      if (d === 0x7d) {
        stack.pop();
        i++;
        continue;
      }
      return invalid(d, "after object key:value pair");
    }
  }

  /** At a key: "string" then ':'; leaves i at the value and the frame as "{v". */
  function scanKey(): GoScan | undefined {
    if (b[i] !== 0x22) return invalid(b[i]!, "looking for beginning of object key string");
    const err = scanString("in string literal");
    if (err) return err;
    skipWs();
    if (i >= b.length) return { error: "unexpected EOF" };
    if (b[i] !== 0x3a) return invalid(b[i]!, "after object key");
    i++;
    stack[stack.length - 1] = "{v";
    return undefined;
  }

  function scanString(context: string): GoScan | undefined {
    i++; // opening quote
    for (;;) {
      if (i >= b.length) return { error: "unexpected EOF" };
      const c = b[i]!;
      if (c === 0x22) {
        i++;
        return undefined;
      }
      if (c < 0x20) return invalid(c, context);
      if (c === 0x5c) {
        i++;
        if (i >= b.length) return { error: "unexpected EOF" };
        const e = b[i]!;
        if (e === 0x75 /* u */) {
          for (let k = 1; k <= 4; k++) {
            if (i + k >= b.length) return { error: "unexpected EOF" };
            const h = b[i + k]!;
            if (!((h >= 0x30 && h <= 0x39) || (h >= 0x41 && h <= 0x46) || (h >= 0x61 && h <= 0x66)))
              return invalid(h, "in \\u hexadecimal character escape");
          }
          i += 5;
          continue;
        }
        if (!'"\\/bfnrt'.includes(String.fromCharCode(e))) return invalid(e, "in string escape code");
      }
      i++;
    }
  }

  function scanNumber(): GoScan | undefined {
    const digit = (x: number | undefined) => x !== undefined && x >= 0x30 && x <= 0x39;
    if (b[i] === 0x2d) {
      i++;
      if (i >= b.length) return { error: "unexpected EOF" };
      if (!digit(b[i])) return invalid(b[i]!, "in numeric literal");
    }
    if (b[i] === 0x30) i++;
    else while (digit(b[i])) i++;
    if (b[i] === 0x2e) {
      i++;
      if (i >= b.length) return { error: "unexpected EOF" };
      if (!digit(b[i])) return invalid(b[i]!, "after decimal point in numeric literal");
      while (digit(b[i])) i++;
    }
    if (b[i] === 0x65 || b[i] === 0x45) {
      i++;
      if (b[i] === 0x2b || b[i] === 0x2d) i++;
      if (i >= b.length) return { error: "unexpected EOF" };
      if (!digit(b[i])) return invalid(b[i]!, "in exponent of numeric literal");
      while (digit(b[i])) i++;
    }
    return undefined;
  }
}
