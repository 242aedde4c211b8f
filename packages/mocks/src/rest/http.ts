// JSON bodies of the REST mocks: safe parsing (bounded depth, no prototype-polluting keys) and content types.
import { HttpError } from "./errors.js";

export { MAX_BODY_BYTES } from "../server/body-limit.js";
/** Deepest nesting of arrays/objects accepted in a JSON body. */
export const MAX_JSON_DEPTH = 64;
/** Object keys refused anywhere in a JSON body (prototype pollution). */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Parses JSON and refuses bodies too deep or carrying prototype-polluting keys. */
export function parseJsonBody(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `request body is not valid JSON: ${(error as Error).message}`);
  }
  checkJsonShape(value);
  return value;
}

function checkJsonShape(root: unknown): void {
  // iterative walk: no recursion, so no stack overflow on hostile input
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth > MAX_JSON_DEPTH) {
      throw new HttpError(400, `request body nests deeper than ${MAX_JSON_DEPTH} levels`);
    }
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1]);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) throw new HttpError(400, `request body must not contain the key "${key}"`);
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
}

export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}
