// Which JSON-RPC errors the OpenRPC document declares (the spec model's catalogue), as matchers over code + message.
// A declared error carries a pattern (x-avaspec-message-pattern) or an exact message; a message with placeholders
// (<name>, {name}, %s, …, N, (S)) is read as a template.
import { type RpcError, readRpc } from "@avaspec/spec-model/rpc";

function templateToRegExp(message: string): RegExp {
  // <name>, {name}, %s, an ellipsis, or a lone capital letter standing for a value ("index N", "(S)", "method X")
  const PLACEHOLDER = /<[^>]+>|\{[^}]+\}|%[sdqv]|…|\.\.\.|(?<=^|[\s(])[A-Z](?=$|[\s)])/g;
  let out = "";
  let last = 0;
  for (const m of message.matchAll(PLACEHOLDER)) {
    out += escapeRegExp(message.slice(last, m.index)) + "[\\s\\S]+?";
    last = m.index! + m[0].length;
  }
  out += escapeRegExp(message.slice(last));
  return new RegExp(`^${out}$`);
}
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface DeclaredError {
  code: number;
  message: string;
  regexp: RegExp;
  /** x-avaspec-error-endpoints: where a transport-level error may occur (undefined: anywhere) */
  endpoints?: string[];
}

function collect(errors: readonly RpcError[]): DeclaredError[] {
  return errors
    .filter((e): e is RpcError & { message: string } => Number.isInteger(e.code) && typeof e.message === "string")
    .map((e) => ({
      code: e.code,
      message: e.message,
      // the document's own pattern when it gives one; else the message, exact or as a template
      regexp: e.pattern !== undefined ? new RegExp(e.pattern) : templateToRegExp(e.message),
      ...(e.endpoints ? { endpoints: e.endpoints } : {}),
    }));
}

/**
 * (method, code, message, endpoint?) → declared? Method-specific errors first, then the document-wide catalogue;
 * with an endpoint, a catalogue error that names its endpoints must name this one.
 */
export function declaredErrorMatcher(spec: Record<string, any>) {
  const rpc = readRpc(spec);
  const global = collect([...rpc.errors.values()]);
  const perMethod = new Map<string, DeclaredError[]>(rpc.methodList.map((m) => [m.name, collect(m.errors)]));
  const all = [...global, ...[...perMethod.values()].flat()];
  const hit = (list: DeclaredError[], code: number, message: string, endpoint?: string) =>
    list.some(
      (e) =>
        e.code === code &&
        e.regexp.test(message) &&
        (endpoint === undefined || e.endpoints === undefined || e.endpoints.includes(endpoint)),
    );
  return (method: string | undefined, code: number, message: string, endpoint?: string): boolean => {
    const own = method !== undefined ? perMethod.get(method) : undefined;
    if (own && hit(own, code, message)) return true;
    return hit(global.length ? global : all, code, message, endpoint);
  };
}

export { templateToRegExp };
