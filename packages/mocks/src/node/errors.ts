// JSON-RPC failures the node mock raises. Codes and texts follow deployed-services.md §1–§4;
// the OpenRPC document declares the same catalogue (components/errors).

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Gorilla-style (admin, index, validators) application error: always -32000. */
export const appError = (message: string) => new RpcError(-32000, message);

export const UNMARSHAL_MESSAGE =
  "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. " +
  "See documentation for example calls";
export const unmarshalError = () => new RpcError(-32000, UNMARSHAL_MESSAGE);

/** geth-style invalid params (-32602). */
export const invalidParams = (message: string) => new RpcError(-32602, message);

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
