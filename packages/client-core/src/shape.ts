// A tiny structural check of response bodies, driven by shapes the generators derive from the spec's schemas.
// Deliberately shallow (top level and the declared properties' JSON types): it catches a wrong body (an HTML page,
// an array for an object, a missing list) without shipping a schema validator to the browser.

/**
 * "a" (array), "o" (object), … for a non-object body; or, for an object body, property → type letters.
 * Letters: s string, n number, i integer, b boolean, a array, o object, z null; several letters = any of them;
 * a leading "?" marks an optional property; "*" any value (present).
 */
export type Shape = string | { readonly [property: string]: string };

const TYPE_NAMES: Record<string, string> = {
  s: "string",
  n: "number",
  i: "integer",
  b: "boolean",
  a: "array",
  o: "object",
  z: "null",
  "*": "any value",
};

function matches(value: unknown, letters: string): boolean {
  for (const l of letters) {
    if (
      l === "*" ||
      (l === "s" && typeof value === "string") ||
      (l === "n" && typeof value === "number") ||
      (l === "i" && Number.isInteger(value)) ||
      (l === "b" && typeof value === "boolean") ||
      (l === "a" && Array.isArray(value)) ||
      (l === "o" && typeof value === "object" && value !== null && !Array.isArray(value)) ||
      (l === "z" && value === null)
    )
      return true;
  }
  return false;
}

const kind = (v: unknown): string => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
const expected = (letters: string): string => [...letters].map((l) => TYPE_NAMES[l] ?? l).join(" or ");

/** Returns where `value` breaks `shape` (e.g. "$.results: expected array, got string"), or undefined when it fits. */
export function checkShape(value: unknown, shape: Shape): string | undefined {
  if (typeof shape === "string")
    return matches(value, shape) ? undefined : `$: expected ${expected(shape)}, got ${kind(value)}`;
  if (!matches(value, "o")) return `$: expected object, got ${kind(value)}`;
  const record = value as Record<string, unknown>;
  for (const [property, spec] of Object.entries(shape)) {
    const optional = spec.startsWith("?");
    const letters = optional ? spec.slice(1) : spec;
    const v = record[property];
    if (v === undefined) {
      if (!optional) return `$.${property}: required property is missing`;
    } else if (!matches(v, letters)) {
      return `$.${property}: expected ${expected(letters)}, got ${kind(v)}`;
    }
  }
  return undefined;
}
