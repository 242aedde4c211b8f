// YAML control bodies and files within fixed bounds. Before the parser builds anything, one pass over the `yaml`
// library's Lexer tokens (a flat stream of strings, no document) counts nesting (flow brackets, indentation levels,
// `-` and `?` on a line), keys and items, and aliases, and stops at the first limit passed; so the parser never sees
// a body it would choke on. Then the document is parsed without `uniqueKeys` (its duplicate check compares every
// key with every other: 30,000 keys took 12.7 s) and duplicates are found with a set per map instead; the value is
// made, and its size after alias expansion is walked within the limits (bounds.ts).
import type { Document, ParseOptions, DocumentOptions, SchemaOptions, YAMLMap } from "yaml";
import {
  BoundsError,
  exceededLimit,
  scanLimitsOf,
  type TextLimits,
  tooDeep,
  tooManyAliases,
  tooManyEntries,
  tooManyTokens,
} from "./bounds.js";
import { yamlParser } from "./yaml.js";

/** Parser options of every control document: YAML 1.2 core schema, no merge keys, no custom tags. */
const PARSE_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  uniqueKeys: false,
  schema: "core",
  merge: false,
  strict: true,
  prettyErrors: false,
};

/** Tokens that hold content; the first on a line fixes the line's indentation level. */
const CONTENT = new Set([
  "alias",
  "anchor",
  "tag",
  "single-quoted-scalar",
  "double-quoted-scalar",
  "block-scalar-header",
  "flow-map-start",
  "flow-seq-start",
  "seq-item-ind",
  "explicit-key-ind",
  "map-value-ind",
  "scalar",
]);

/** The running counts of one pass over the tokens. */
class TokenCounts {
  flow = 0;
  entries = 0;
  aliases = 0;
  tokens = 0;
  /** indentation columns of the open block levels */
  readonly indents: number[] = [];
  lineIndent = 0;
  lineIndicators = 0;
  atLineStart = true;

  readonly scan: { depth: number; entries: number };

  constructor(
    readonly limits: TextLimits,
    readonly what: string,
  ) {
    this.scan = scanLimitsOf(limits);
  }

  token(): void {
    if (++this.tokens > this.limits.yamlTokens) throw new BoundsError(tooManyTokens(this.what, this.limits.yamlTokens));
  }

  newLine(): void {
    this.atLineStart = true;
    this.lineIndent = 0;
    this.lineIndicators = 0;
  }

  /** the first content of a line in block context closes the deeper levels and opens its own */
  content(): void {
    if (!this.atLineStart) return;
    this.atLineStart = false;
    if (this.flow > 0) return;
    const { indents } = this;
    while (indents.length > 0 && indents[indents.length - 1]! > this.lineIndent) indents.pop();
    if (indents.length === 0 || indents[indents.length - 1]! < this.lineIndent) indents.push(this.lineIndent);
  }

  checkDepth(): void {
    const depth = this.indents.length + this.lineIndicators + this.flow;
    if (depth > this.scan.depth) throw new BoundsError(tooDeep(this.what, this.limits.depth));
  }

  entry(): void {
    if (++this.entries > this.scan.entries) throw new BoundsError(tooManyEntries(this.what, this.limits.entries));
  }

  alias(): void {
    if (++this.aliases > this.limits.aliases) throw new BoundsError(tooManyAliases(this.what, this.limits.aliases));
  }
}

/** One pass over the Lexer's tokens; throws BoundsError at the first limit passed. */
function scanYamlText(text: string, limits: TextLimits, what = "the body"): void {
  const { Lexer, CST } = yamlParser();
  const counts = new TokenCounts(limits, what);
  let scalarSource = false;
  for (const token of new Lexer().lex(text)) {
    counts.token();
    // a scalar is a marker token, then its source (which may span lines): the source is not read
    if (scalarSource) {
      scalarSource = false;
      continue;
    }
    const type = CST.tokenType(token);
    if (type === "newline") {
      counts.newLine();
      continue;
    }
    if (type === "space") {
      if (counts.atLineStart) counts.lineIndent = token.length - token.trimStart().length;
      continue;
    }
    if (type === null || !CONTENT.has(type)) {
      if (type === "comma") counts.entry();
      else if (type === "flow-map-end" || type === "flow-seq-end") counts.flow = Math.max(0, counts.flow - 1);
      continue;
    }
    counts.content();
    if (type === "scalar") scalarSource = true;
    else if (type === "flow-map-start" || type === "flow-seq-start") {
      counts.flow++;
      counts.entry();
    } else if (type === "seq-item-ind" || type === "explicit-key-ind") {
      counts.lineIndicators++;
      counts.entry();
    } else if (type === "map-value-ind" && counts.flow === 0) counts.entry();
    else if (type === "alias") counts.alias();
    counts.checkDepth();
  }
}

/** A duplicate key (a set per map: linear), as `uniqueKeys` would report it, at the key's offset. */
function duplicateKeyOffset(doc: Document): number | undefined {
  const { visit, isScalar } = yamlParser();
  let found: number | undefined;
  visit(doc, {
    Map(_, map: YAMLMap) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        if (!isScalar(pair.key)) continue;
        const key = `${typeof pair.key.value}:${String(pair.key.value)}`;
        if (seen.has(key)) {
          found = pair.key.range?.[0] ?? 0;
          return visit.BREAK;
        }
        seen.add(key);
      }
      return undefined;
    },
  });
  return found;
}

export interface BoundedYamlError {
  offset: number;
  message: string;
}

/**
 * Parses YAML text within `limits` (after `scanYamlText`). Returns the document and its syntax errors (as the
 * parser words them, plus a duplicate key); throws BoundsError for a limit.
 */
export function parseBoundedYamlDocument(
  text: string,
  limits: TextLimits,
  options: Pick<ParseOptions, "lineCounter"> = {},
  what = "the body",
): { doc: Document; errors: BoundedYamlError[] } {
  scanYamlText(text, limits, what);
  const doc = yamlParser().parseDocument(text, { ...PARSE_OPTIONS, ...options });
  const errors = doc.errors.map((e) => ({ offset: e.pos[0], message: e.message.split("\n")[0]! }));
  if (errors.length === 0) {
    const duplicate = duplicateKeyOffset(doc);
    if (duplicate !== undefined) errors.push({ offset: duplicate, message: "Map keys must be unique" });
  }
  return { doc, errors };
}

/** The document's value, aliases expanded within `limits`; throws BoundsError for a limit. */
export function boundedValue(doc: Document, limits: TextLimits, what = "the body"): unknown {
  // toJS gives every alias the one object its anchor made (nothing is copied), so its cost is the document's; the
  // aliases were counted by the scan, and the walk below counts what they expand to. yaml's own maxAliasCount
  // weighs an alias by the aliases under its anchor, which refused exactly 100 plain aliases: it is not used.
  const value: unknown = doc.toJS({ maxAliasCount: -1 });
  const exceeded = exceededLimit(value, limits, what);
  if (exceeded) throw new BoundsError(exceeded);
  return value;
}

/** YAML text parsed within `limits`: BoundsError for a limit, SyntaxError (the first problem) for broken YAML. */
export function parseBoundedYaml(text: string, limits: TextLimits, what = "the body"): unknown {
  const { doc, errors } = parseBoundedYamlDocument(text, limits, {}, what);
  if (errors.length > 0) throw new SyntaxError(errors[0]!.message);
  return boundedValue(doc, limits, what);
}
