// An operation's security requirements (its own `security`, else the document's), as the API-key headers it takes.
import { type JsonObject, resolveRef } from "./json.js";
import type { Operation } from "./rest.js";

export interface Security {
  /** a requirement is empty (`{}`): the operation may be called with no credentials */
  optional: boolean;
  /** header names of the apiKey schemes (`in: header`) its requirements name, in order */
  apiKeyHeaders: string[];
}

export function readSecurity(doc: JsonObject, op: Operation): Security {
  const requirements: unknown[] = Array.isArray(op.raw.security)
    ? op.raw.security
    : Array.isArray(doc?.security)
      ? doc.security
      : [];
  const names = requirements.map((r) => Object.keys(r && typeof r === "object" ? r : {}));
  const apiKeyHeaders: string[] = [];
  for (const name of names.flat()) {
    const scheme = resolveRef(doc, doc?.components?.securitySchemes?.[name]);
    if (scheme?.type === "apiKey" && scheme.in === "header") apiKeyHeaders.push(String(scheme.name));
  }
  return { optional: names.some((n) => n.length === 0), apiKeyHeaders };
}

/**
 * The header names of the apiKey schemes (in a header) of the operation's security (else the document's), when an
 * empty requirement makes each of them optional; in the order the requirements name them. [] when a key is required.
 */
export function optionalApiKeyHeaders(doc: JsonObject, op: Operation): string[] {
  const { optional, apiKeyHeaders } = readSecurity(doc, op);
  return optional ? apiKeyHeaders : [];
}
