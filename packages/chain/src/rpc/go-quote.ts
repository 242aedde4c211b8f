// Go's %q, which the node's texts quote values with (a bad number, an unknown method or service).
const GO_ESCAPES: Record<string, string> = {
  "\x07": "\\a",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\v": "\\v",
  '"': '\\"',
  "\\": "\\\\",
};

/** Go's %q: backslash escapes for quotes and control characters, printable Unicode kept as is. */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    const esc = GO_ESCAPES[ch];
    if (esc) out += esc;
    else if (cp < 0x20 || cp === 0x7f) out += `\\x${cp.toString(16).padStart(2, "0")}`;
    else if (cp >= 0xd800 && cp <= 0xdfff)
      out += "\uFFFD"; // a lone surrogate: Go decoded it as U+FFFD, printable
    else out += ch;
  }
  return `${out}"`;
}
