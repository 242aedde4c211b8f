// The REST route table, compiled once from the document's paths: a tree of path segments (literal children in a
// map, one child for a templated segment) that finds a request's operation and its path parameters in one walk.
// It keeps Prism's routing semantics (Prism stays the oracle): segments are compared percent-decoded, a literal
// segment wins over a templated one, a path that matches with another method is a 405 with the methods it allows.
import type { OperationInfo } from "./spec.js";

/** What a request path routes to. */
export type RouteMatch =
  | {
      kind: "operation";
      op: OperationInfo;
      /** percent-decoded */
      pathParams: Record<string, string>;
      /** as received (what Prism's validator splits on commas before decoding) */
      rawPathParams: Record<string, string>;
    }
  /** the path exists, not with this method */
  | { kind: "method"; allowed: string[] }
  | { kind: "none" };

interface SegmentNode {
  literal: Map<string, SegmentNode>;
  /** the child for a templated segment (`{name}`): one per position, whatever its name */
  param?: SegmentNode;
  /** operations ending here, by lower-case method */
  operations: Map<string, OperationInfo>;
}

const node = (): SegmentNode => ({ literal: new Map(), operations: new Map() });
const NO_MATCH: RouteMatch = { kind: "none" };

export class RouteTable {
  readonly #root = node();

  constructor(operations: readonly OperationInfo[]) {
    for (const op of operations) this.#add(op);
  }

  #add(op: OperationInfo): void {
    let at = this.#root;
    for (const segment of op.path.split("/").slice(1)) {
      if (/^\{[^}]+\}$/.test(segment)) {
        at = at.param ??= node();
      } else {
        if (segment.includes("{"))
          throw new Error(`${op.operationId}: a template inside a path segment is not supported`);
        let next = at.literal.get(segment);
        if (!next) at.literal.set(segment, (next = node()));
        at = next;
      }
    }
    if (at.operations.has(op.method)) throw new Error(`two operations for ${op.method.toUpperCase()} ${op.path}`);
    at.operations.set(op.method, op);
  }

  /** Routes `method` (lower-case) and `encodedPath` (the pathname as received, dot segments resolved). */
  match(method: string, encodedPath: string): RouteMatch {
    if (!encodedPath.startsWith("/")) return NO_MATCH;
    const segments = encodedPath.split("/");
    const values: number[] = [];
    const found = walk(this.#root, segments, 1, values);
    if (!found) return NO_MATCH;
    const op = found.operations.get(method);
    if (!op) return { kind: "method", allowed: [...found.operations.values()].map((o) => o.method.toUpperCase()) };
    const pathParams: Record<string, string> = {};
    const rawPathParams: Record<string, string> = {};
    for (let i = 0; i < op.pathParamNames.length; i++) {
      const raw = segments[values[i]!]!;
      rawPathParams[op.pathParamNames[i]!] = raw;
      pathParams[op.pathParamNames[i]!] = decodeSegment(raw);
    }
    return { kind: "operation", op, pathParams, rawPathParams };
  }
}

/**
 * Depth-first, literal before templated (backtracking when a literal branch ends nowhere); `values` collects the
 * indexes of the segments that filled templates.
 */
function walk(at: SegmentNode, segments: string[], i: number, values: number[]): SegmentNode | undefined {
  if (i === segments.length) return at.operations.size > 0 ? at : undefined;
  const decoded = decodeSegment(segments[i]!);
  const literal = at.literal.get(decoded);
  if (literal) {
    const found = walk(literal, segments, i + 1, values);
    if (found) return found;
  }
  if (at.param) {
    values.push(i);
    const found = walk(at.param, segments, i + 1, values);
    if (found) return found;
    values.pop();
  }
  return undefined;
}

/** A segment percent-decoded, or as received when its escapes are malformed (as Prism compares them). */
function decodeSegment(segment: string): string {
  if (!segment.includes("%")) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
