// Concrete paths of a JSON-RPC endpoint template: its listed instances, or the values its servers' variables default
// to, so that a caller (a fuzzer, a probe) reaches the endpoint without knowing its variables.
import type { JsonObject } from "./json.js";
import type { Endpoint, Method } from "./rpc.js";

/** The endpoint's template with each {variable} set to `values[variable]` (URI-encoded), else to `fallback(name)`. */
export function fillTemplate(
  endpoint: Pick<Endpoint, "path">,
  values: Readonly<Record<string, unknown>>,
  fallback: (name: string) => string = (name) => name,
): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_: string, k: string) =>
    encodeURIComponent(String(values[k] ?? fallback(k))),
  );
}

/** The defaults of the server variables of a method's servers, then the document's (the first one given wins). */
export function serverVariableDefaults(doc: JsonObject, method?: Method): Record<string, string> {
  const vars: Record<string, string> = {};
  const servers: unknown[] = [
    ...(Array.isArray(method?.raw.servers) ? method.raw.servers : []),
    ...(Array.isArray(doc?.servers) ? doc.servers : []),
  ];
  for (const server of servers) {
    const variables: JsonObject = (server as JsonObject | null)?.variables ?? {};
    for (const [k, v] of Object.entries(variables)) vars[k] ??= String(v?.default);
  }
  return vars;
}

/** One concrete path per instance of the endpoint, else one with its server variables' defaults. */
export function endpointPaths(doc: JsonObject, endpoint: Endpoint, method?: Method): string[] {
  const vars = serverVariableDefaults(doc, method);
  const instances: JsonObject[] = endpoint.instances?.length ? endpoint.instances : [vars];
  return instances.map((inst) => fillTemplate(endpoint, inst, (k) => vars[k] ?? k));
}
