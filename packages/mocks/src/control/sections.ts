// A control input has one section per server in its whole-file form (a --faults or --scenario file, and the same
// text POSTed to any server's /__avaspec/faults or /__avaspec/scenario): each server takes its own.
import type { ApiName } from "../server/exchange.js";
import { ControlInputError } from "./shape.js";

export const API_NAMES: readonly ApiName[] = ["metrics", "data", "node"];

/** An object whose every key names a server, none of them an operation or method of this one: the whole-file form. */
function isPerServer(value: unknown, ids: readonly string[]): value is Partial<Record<ApiName, unknown>> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => (API_NAMES as readonly string[]).includes(k) && !ids.includes(k));
}

/**
 * This server's section when `value` is the whole-file form, else `value` itself (one server's section). A
 * whole file without a section for this server is refused: it names the others, so it was meant for them.
 */
export function ownSection(api: ApiName, value: unknown, ids: readonly string[]): unknown {
  if (!isPerServer(value, ids)) return value;
  const section = value[api];
  if (section === undefined || section === null) {
    const given = Object.keys(value).join(", ");
    throw new ControlInputError([
      { path: [], message: `the body has a section per server (${given}) but none for this one, ${api}` },
    ]);
  }
  return section;
}
