// The REST route table, compiled once from the operations: a tree of path segments that finds a request's operation
// and its path parameters in one walk, with Prism's routing rules (Prism is the mocks' oracle): segments compared
// percent-decoded, a literal segment before a templated one, a template inside a segment (`{a}.json`) matched as a
// pattern, and a path served under other methods told apart (a 405 with the methods it allows).
import type { Operation } from "./rest.js";

/** What a request path routes to. */
export type RouteMatch<Op> =
  | {
      kind: "operation";
      op: Op;
      /** percent-decoded */
      pathParams: Record<string, string>;
      /** as received */
      rawPathParams: Record<string, string>;
    }
  /** the path exists, not with this method */
  | { kind: "method"; allowed: string[] }
  | { kind: "none" };

/** What the table needs of an operation. */
type Routable = Pick<Operation, "method" | "path" | "pathParamNames">;

interface SegmentNode<Op> {
  literal: Map<string, SegmentNode<Op>>;
  /** segments mixing text and templates, e.g. `{id}.json`: tried after the literals, before `param` */
  patterns: { re: RegExp; next: SegmentNode<Op> }[];
  /** the child for a whole-segment template (`{name}`): one per position, whatever its name */
  param?: SegmentNode<Op>;
  /** operations ending here, by lower-case method */
  operations: Map<string, Op>;
}

const node = <Op>(): SegmentNode<Op> => ({ literal: new Map(), patterns: [], operations: new Map() });
const NO_MATCH = { kind: "none" } as const;
const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");

export class RouteTable<Op extends Routable = Operation> {
  readonly #root = node<Op>();

  constructor(operations: Iterable<Op>) {
    for (const op of operations) this.#add(op);
  }

  #add(op: Op): void {
    let at = this.#root;
    for (const segment of op.path.split("/").slice(1)) {
      if (/^\{[^}]+\}$/.test(segment)) {
        at = at.param ??= node();
      } else if (segment.includes("{")) {
        // any characters in a template, as Prism's `(.*)`, line terminators included
        const source = segment.replace(/\{[^}]+\}|[^{]+/g, (m) =>
          m.startsWith("{") ? "([\\s\\S]*?)" : escapeRegExp(m),
        );
        let pattern = at.patterns.find((p) => p.re.source === `^${source}$`);
        if (!pattern) at.patterns.push((pattern = { re: new RegExp(`^${source}$`), next: node() }));
        at = pattern.next;
      } else {
        let next = at.literal.get(segment);
        if (!next) at.literal.set(segment, (next = node()));
        at = next;
      }
    }
    if (at.operations.has(op.method)) throw new Error(`two operations for ${op.method.toUpperCase()} ${op.path}`);
    at.operations.set(op.method, op);
  }

  /** Routes a method (any case) and a pathname as received (dot segments resolved; a query is ignored). */
  match(method: string, encodedPath: string): RouteMatch<Op> {
    return this.#match(method, encodedPath, decodeSegment);
  }

  /** As `match`, for a path already percent-decoded (segments are compared as they are). */
  matchDecoded(method: string, decodedPath: string): RouteMatch<Op> {
    return this.#match(method, decodedPath, (s) => s);
  }

  #match(method: string, path: string, decode: (segment: string) => string): RouteMatch<Op> {
    const bare = path.includes("?") ? (path.split("?")[0] as string) : path;
    if (!bare.startsWith("/")) return NO_MATCH;
    const raw = bare.split("/");
    const segments = raw.map(decode);
    const captures: string[][] = [];
    const found = walk(this.#root, segments, 1, captures);
    if (!found) return NO_MATCH;
    const op = found.operations.get(method.toLowerCase());
    if (!op) return { kind: "method", allowed: [...found.operations.values()].map((o) => o.method.toUpperCase()) };
    const pathParams: Record<string, string> = {};
    const rawPathParams: Record<string, string> = {};
    // each capture is [segment index, value…]: the names take the values in order
    let name = 0;
    for (const [index, ...values] of captures) {
      for (const value of values) {
        const at = op.pathParamNames[name++];
        if (at === undefined) break;
        pathParams[at] = value;
        rawPathParams[at] = raw[Number(index)] ?? "";
      }
    }
    for (; name < op.pathParamNames.length; name++) {
      const at = op.pathParamNames[name] as string;
      pathParams[at] = "";
      rawPathParams[at] = "";
    }
    return { kind: "operation", op, pathParams, rawPathParams };
  }
}

/**
 * Depth-first: literal, then patterns, then templated (backtracking when a branch ends nowhere). `captures` collects
 * per filled segment its index and the values it gave.
 */
function walk<Op>(
  at: SegmentNode<Op>,
  segments: string[],
  i: number,
  captures: string[][],
): SegmentNode<Op> | undefined {
  if (i === segments.length) return at.operations.size > 0 ? at : undefined;
  const segment = segments[i] as string;
  const literal = at.literal.get(segment);
  const viaLiteral = literal && walk(literal, segments, i + 1, captures);
  if (viaLiteral) return viaLiteral;
  for (const pattern of at.patterns) {
    const m = pattern.re.exec(segment);
    const found = m && via(pattern.next, [String(i), ...m.slice(1)], segments, captures);
    if (found) return found;
  }
  return at.param && via(at.param, [String(i), segment], segments, captures);
}

/** The walk on from `next` with one segment's captures, dropped again when it ends nowhere. */
function via<Op>(next: SegmentNode<Op>, capture: string[], segments: string[], captures: string[][]) {
  captures.push(capture);
  const found = walk(next, segments, Number(capture[0]) + 1, captures);
  if (!found) captures.pop();
  return found;
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
