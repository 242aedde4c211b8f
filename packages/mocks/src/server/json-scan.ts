// JSON text read without parsing it: where its strings end and how deep its brackets nest. The bounds checks run
// on it before JSON.parse sees a body (control bodies, the node's Go depth limit, fixtures, the number-text reader).

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** True for `[` and `{`. */
export const opensContainer = (code: number) => code === 0x5b || code === 0x7b;

/** True for `]` and `}`. */
export const closesContainer = (code: number) => code === 0x5d || code === 0x7d;

/**
 * The index of the quote that ends the string whose opening quote is at `open` (a backslash escapes the next code
 * unit), or `text.length` when the string never ends. A scan that meets a quote at `i` goes on after this index.
 */
export function stringEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i;
  }
  return text.length;
}

/** True when `code` opens a JSON string. */
export const opensString = (code: number) => code === QUOTE;

/** True when brackets nest deeper than `limit` outside strings (a scan of the text: nothing is built). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = stringEnd(text, i);
    else if (opensContainer(c)) {
      if (++depth > limit) return true;
    } else if (closesContainer(c)) depth--;
  }
  return false;
}
