// Steps every flow kind's runner takes: one JSON-RPC call with its failures named by the step, a value read from an
// answer in the type a parameter takes, and the bound on what is compared of an item.
import type { Context, RpcAnswer } from "../checks.js";
import { rpcExchange } from "../checks.js";
import type { RpcErrorSpec } from "../types.js";

/** Items and linked values are compared and sent as their JSON, up to this size (a hostile one may be endless). */
export const ITEM_KEY_CHARS = 1 << 20;

let rpcId = 1_000_000;
/** One JSON-RPC call inside a flow; failures are prefixed with the step. */
export async function call(
  ctx: Context,
  path: string,
  method: string,
  params: unknown,
  expect: { result: true } | { error: RpcErrorSpec[] } = { result: true },
): Promise<RpcAnswer> {
  const id = rpcId++;
  const out = await rpcExchange(ctx, path, JSON.stringify({ jsonrpc: "2.0", id, method, params }), id, method, expect);
  return {
    ...out,
    failures: out.failures.map((f) => ({ check: f.check, message: `${method} at ${path}: ${f.message}` })),
  };
}

/** The JSON types a value of `schema` may have: its `type`, and those of its oneOf/anyOf/allOf branches. */
function typesOf(schema: unknown, seen = new Set<unknown>()): Set<string> {
  const types = new Set<string>();
  if (schema === null || typeof schema !== "object" || seen.has(schema)) return types;
  seen.add(schema);
  const s = schema as Record<string, unknown>;
  for (const type of [s.type].flat()) if (typeof type === "string") types.add(type);
  for (const branch of [s.oneOf, s.anyOf, s.allOf].flatMap((list) => (Array.isArray(list) ? list : [])))
    for (const type of typesOf(branch, seen)) types.add(type);
  return types;
}

/** A value read from an answer, as the method's parameter takes it: a number where it takes an integer, no string. */
export function paramValue(ctx: Context, method: string, name: string, value: string): string | number {
  const types = typesOf(ctx.methods.get(method)?.params?.find((p: any) => p.name === name)?.schema);
  return types.has("integer") && !types.has("string") ? Number(value) : value;
}
