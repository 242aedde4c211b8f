// The request target as every transport reads it (node:http, a fetch handler, MSW): the percent-decoded path
// (a malformed escape is reported, not thrown) and the query, one pass over its pairs.

/** Query names never copied into a request (prototype pollution). */
const FORBIDDEN_NAMES = new Set(["__proto__", "constructor", "prototype"]);

export interface ParsedTarget {
  /** decoded; as received when its escapes are malformed */
  path: string;
  /** why the path's percent-encoding is malformed */
  malformed?: string;
  query: Record<string, string | string[]>;
}

/** Splits the request target; a message (answered 400) when it is not a path. */
export function parseTarget(rawUrl: string): ParsedTarget | string {
  if (!rawUrl.startsWith("/")) return "request target must be a path";
  const q = rawUrl.indexOf("?");
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q);
  let path = rawPath;
  let malformed: string | undefined;
  try {
    if (rawPath.includes("%")) path = decodeURIComponent(rawPath);
  } catch {
    malformed = `malformed percent-encoding in the request path: ${rawPath.slice(0, 200)}`;
  }
  const query = Object.create(null) as Record<string, string | string[]>;
  if (q >= 0) {
    // one pass over the pairs: linear in the number of parameters (getAll per key would be quadratic)
    for (const [key, value] of new URLSearchParams(rawUrl.slice(q + 1))) {
      if (FORBIDDEN_NAMES.has(key)) continue;
      const seen = query[key];
      if (seen === undefined) query[key] = value;
      else if (Array.isArray(seen)) seen.push(value);
      else query[key] = [seen, value];
    }
  }
  return { path, query, malformed };
}
