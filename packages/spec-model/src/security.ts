// An operation's security requirements (its own `security`, else the document's), as the API-key headers it takes.
import type { JsonObject } from "./json.js";
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
    const scheme = doc?.components?.securitySchemes?.[name];
    if (scheme?.type === "apiKey" && scheme.in === "header") apiKeyHeaders.push(String(scheme.name));
  }
  return { optional: names.some((n) => n.length === 0), apiKeyHeaders };
}
