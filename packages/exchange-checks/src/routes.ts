// The operations of an OpenAPI document and the route table that finds one from a method and a path.

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

export interface RestOperation {
  /** operationId, or "METHOD /path" for an operation without one. */
  id: string;
  method: string;
  /** Path template, e.g. /v2/chains/{chainId}/metrics/{metric}. */
  path: string;
  op: any;
  /** Path-item and operation parameters merged (the operation's win), keyed "in:name". */
  parameters: any[];
}

interface Route {
  operation: RestOperation;
  segments: (string | RegExp)[];
  /** Names of the path parameters, in the order their segments capture them. */
  names: string[];
  literals: number;
}

export function operationsOf(doc: any): Map<string, RestOperation> {
  const out = new Map<string, RestOperation>();
  for (const [path, item] of Object.entries<any>(doc?.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const byKey = new Map<string, unknown>();
      for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])]) byKey.set(`${p?.in}:${p?.name}`, p);
      const id = op.operationId ?? `${method.toUpperCase()} ${path}`;
      out.set(id, { id, method, path, op, parameters: [...byKey.values()] });
    }
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");

/** Finds operations by method and decoded path; concrete segments win over templated ones, as OpenAPI says. */
export class RouteTable {
  private readonly bySegmentCount = new Map<number, Route[]>();
  constructor(operations: Iterable<RestOperation>) {
    for (const operation of operations) {
      const names: string[] = [];
      const segments = operation.path
        .split("/")
        .slice(1)
        .map((seg) => {
          if (!seg.includes("{")) return seg;
          const source = seg.replace(/\{([^}]+)\}|[^{]+/g, (m, name?: string) => {
            if (name === undefined) return escapeRegExp(m);
            names.push(name);
            // any characters, line terminators (U+2028, \n) included: a decoded segment may hold them
            return "([\\s\\S]+?)";
          });
          return new RegExp(`^${source}$`);
        });
      const route = { operation, segments, names, literals: segments.filter((s) => typeof s === "string").length };
      const list = this.bySegmentCount.get(segments.length) ?? [];
      list.push(route);
      list.sort((a, b) => b.literals - a.literals);
      this.bySegmentCount.set(segments.length, list);
    }
  }

  /** The operation and its path parameters (decoded path segments), or undefined. */
  match(method: string, path: string): { operation: RestOperation; params: Record<string, string> } | undefined {
    const parts = (path.split("?")[0] ?? "").split("/").slice(1);
    const verb = method.toLowerCase();
    for (const route of this.bySegmentCount.get(parts.length) ?? []) {
      if (route.operation.method !== verb) continue;
      const values: string[] = [];
      const ok = route.segments.every((seg, i) => {
        const part = parts[i] as string;
        if (typeof seg === "string") return seg === part;
        const m = seg.exec(part);
        if (!m) return false;
        values.push(...m.slice(1));
        return true;
      });
      if (!ok) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = values[i] as string;
      });
      return { operation: route.operation, params };
    }
    return undefined;
  }
}
