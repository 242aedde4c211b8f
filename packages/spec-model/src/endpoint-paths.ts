// Concrete paths of a JSON-RPC endpoint template: its listed instances, or the values its servers' variables default
// to, so that a caller (a fuzzer, a probe) reaches the endpoint without knowing its variables.
import type { JsonObject } from "./json.js";
import { serverDefaults } from "./servers.js";
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

/** One concrete path per instance of the endpoint, else one with its server variables' defaults. */
export function endpointPaths(doc: JsonObject, endpoint: Endpoint, method?: Method): string[] {
  const vars = serverDefaults(method, doc);
  const instances: JsonObject[] = endpoint.instances?.length ? endpoint.instances : [vars];
  return instances.map((inst) => fillTemplate(endpoint, inst, (k) => vars[k] ?? k));
}
