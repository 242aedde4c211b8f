// The servers of an OpenRPC document and of its methods, read as what a client needs: the default value of each
// server variable (method-level servers carry the templated URL of the method's endpoint).
import { type JsonObject, resolveRef } from "./json.js";
import type { Method } from "./rpc.js";

/**
 * The default of each server variable, the method's own servers first, then (given the document) the document's: the
 * first server that names a variable gives its default.
 */
export function serverDefaults(method: Method | undefined, doc?: JsonObject): Record<string, string> {
  const servers = [...(method?.raw.servers ?? []), ...(doc?.servers ?? [])];
  const vars: Record<string, string> = {};
  for (const server of servers)
    for (const [name, variable] of Object.entries<any>(resolveRef(doc, server)?.variables ?? {}))
      if (vars[name] === undefined) vars[name] = String(variable?.default);
  return vars;
}
