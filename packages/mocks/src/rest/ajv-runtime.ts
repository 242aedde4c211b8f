// The helpers Ajv's standalone code asks for with `require("ajv/dist/runtime/…")`, as ES modules, for the generated
// validators (src/generated/rest-validators.js): the code runs the same in Node, a bundler and a browser.
import equal from "fast-deep-equal";

/** Length of a string in Unicode code points (a surrogate pair counts once), as JSON Schema counts it. */
function ucs2length(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    length++;
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return length;
}

const HELPERS: Record<string, { default: unknown }> = {
  "ajv/dist/runtime/ucs2length": { default: ucs2length },
  "ajv/dist/runtime/equal": { default: equal },
};

/** The module a generated validator requires; the generator refuses code that needs another. */
export function ajvRuntime(id: string): { default: unknown } {
  const helper = HELPERS[id];
  if (!helper) throw new Error(`generated validators need ${id}, which ajv-runtime.ts does not provide`);
  return helper;
}

/** The runtime modules provided (the generator checks the code it writes against them). */
export const AJV_RUNTIME_IDS: readonly string[] = Object.keys(HELPERS);
