// The security of an OpenAPI operation, read as what a client may send: the API keys it may carry in a header when
// the operation is also served without one.
import { type JsonObject, resolveRef } from "./json.js";
import type { Operation } from "./rest.js";

/**
 * The header names of the apiKey schemes (in a header) of the operation's security (else the document's), when an
 * empty requirement makes each of them optional; in the order the requirements name them. [] when a key is required.
 */
export function optionalApiKeyHeaders(doc: JsonObject, op: Operation): string[] {
  const security: JsonObject[] = op.raw.security ?? doc.security ?? [];
  if (!security.some((requirement) => Object.keys(requirement).length === 0)) return [];
  const headers: string[] = [];
  for (const requirement of security)
    for (const name of Object.keys(requirement)) {
      const scheme = resolveRef(doc, doc.components?.securitySchemes?.[name]);
      if (scheme?.type === "apiKey" && scheme.in === "header") headers.push(scheme.name);
    }
  return headers;
}
