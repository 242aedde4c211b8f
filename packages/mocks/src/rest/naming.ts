// A forced error answer names what the request named. The declared example of a status is written for one request
// ("Chain 999999 not found"); forced on `GET /v1/chains/43114` (Prefer: code=404, a fault rule's or a scenario's
// status) it answers "Chain 43114 not found". Read from the document, no list of messages: a word of the example's
// message stands for a path parameter of the operation when it is
// - one of that parameter's declared example values (`example`, `examples`, its schema's), or
// - the word after the parameter's noun (its name less a trailing "Id": chainId → "chain", l1ValidationId →
//   "validation") and of the parameter's shape (its schema's pattern, enum or number type; a shapeless parameter,
//   a plain string, claims no word this way);
// and then that word becomes the request's value. A word two parameters claim with different values stays, and so
// does a message that names no parameter ("Internal server error", a rate limit's).
import type { RestAnswer } from "./outcomes.js";
import type { JsonSchema, OperationInfo } from "./spec.js";

/** A path parameter as a message may name it. */
interface Slot {
  name: string;
  /** its declared example values, as text */
  examples: ReadonlySet<string>;
  /** the word (lower case) that introduces a value of it, when it has a shape to recognise the value by */
  noun: string | undefined;
  /** whether a word has the parameter's shape */
  fits: (word: string) => boolean;
}

/** What the error examples of one operation may name, read from the document once. */
export class RequestNaming {
  readonly #slots: Slot[];

  constructor(document: JsonSchema, op: OperationInfo) {
    const item = document.paths?.[op.path] as JsonSchema | undefined;
    const declared = [...(item?.parameters ?? []), ...(item?.[op.method]?.parameters ?? [])] as JsonSchema[];
    this.#slots = op.parameters
      .filter((p) => p.in === "path")
      .map((p) => {
        // the operation's own declaration wins over the path item's, as readOperations merges them
        const raw = declared.filter((d) => d.in === "path" && d.name === p.name).at(-1) ?? {};
        const fits = shapeOf(p.schema);
        return {
          name: p.name,
          examples: new Set(exampleValues(raw, p.schema)),
          noun: fits ? nounOf(p.name) : undefined,
          fits: fits ?? (() => false),
        };
      });
  }

  /** Whether a message could name anything: the operation has path parameters. */
  get empty(): boolean {
    return this.#slots.length === 0;
  }

  /**
   * The error answer with its message naming the request's path parameters; the same answer when nothing changes.
   * Only a body of the seed's error form ({message, statusCode, error}, message a string or strings) is touched.
   */
  answer(answer: RestAnswer, pathParams: Readonly<Record<string, string>>): RestAnswer {
    if (this.empty || answer.status < 400) return answer;
    const body = answer.body as { message?: unknown } | null | undefined;
    if (body === null || typeof body !== "object" || Array.isArray(body)) return answer;
    const message = body.message;
    let named: string | string[];
    if (typeof message === "string") named = this.message(message, pathParams);
    else if (Array.isArray(message) && message.every((m) => typeof m === "string"))
      named = message.map((m: string) => this.message(m, pathParams));
    else return answer;
    if (JSON.stringify(named) === JSON.stringify(message)) return answer;
    const { json: _serialised, ...rest } = answer;
    return { ...rest, body: { ...body, message: named } };
  }

  /** One message with the words that stand for a path parameter replaced by the request's value of it. */
  message(message: string, pathParams: Readonly<Record<string, string>>): string {
    const parts = message.split(/(\s+)/);
    let previous = "";
    for (let i = 0; i < parts.length; i += 2) {
      const [, lead, core, trail] = /^([("'`[]*)(.*?)([)"'`\].,;:!?]*)$/su.exec(parts[i]!)!;
      const after = previous;
      previous = core!.toLowerCase();
      if (core === "") continue;
      const values = new Set<string>();
      for (const slot of this.#slots) {
        const value = pathParams[slot.name];
        if (value === undefined) continue;
        const claims = slot.examples.has(core!) || (slot.noun === after && slot.fits(core!));
        if (claims) values.add(value);
      }
      if (values.size === 1) parts[i] = `${lead}${[...values][0]}${trail}`;
    }
    return parts.join("");
  }
}

/** The parameter's declared example values as text: its own `example` and `examples`, then its schema's. */
function exampleValues(parameter: JsonSchema, schema: JsonSchema): string[] {
  const values: unknown[] = [
    parameter.example,
    ...Object.values<JsonSchema>(parameter.examples ?? {}).map((e) => e?.value),
  ];
  values.push(schema.example, ...(Array.isArray(schema.examples) ? schema.examples : []));
  return values
    .filter((v) => v !== undefined && v !== null && typeof v !== "object")
    .map(String)
    .filter((v) => v !== "" && !/\s/.test(v));
}

/** chainId → "chain", blockId → "block", l1ValidationId → "validation", address → "address". */
function nounOf(name: string): string | undefined {
  const stem = name.replace(/(?<=.)I[dD]s?$/, "");
  return (
    stem
      .split(/(?<=[a-z0-9])(?=[A-Z])/)
      .at(-1)
      ?.toLowerCase() || undefined
  );
}

/**
 * A test of a schema's shape (pattern, enum, const, number types, and anyOf / oneOf / allOf of them), or undefined
 * for a schema any text fits (a plain string, minLength alone).
 */
function shapeOf(schema: JsonSchema): ((word: string) => boolean) | undefined {
  const checks: Array<(word: string) => boolean> = [];
  if (Array.isArray(schema.enum)) {
    const allowed = new Set(schema.enum.map(String));
    checks.push((w) => allowed.has(w));
  }
  if (schema.const !== undefined) checks.push((w) => w === String(schema.const));
  if (typeof schema.pattern === "string") {
    const pattern = new RegExp(schema.pattern, "u");
    checks.push((w) => pattern.test(w));
  }
  if (schema.type === "integer") checks.push((w) => /^-?\d+$/.test(w));
  if (schema.type === "number") checks.push((w) => /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(w));
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = Array.isArray(schema[key]) ? (schema[key] as JsonSchema[]).map(shapeOf) : [];
    // a branch any text fits makes the whole alternative shapeless
    if (branches.length > 0 && branches.every((b) => b !== undefined)) checks.push((w) => branches.some((b) => b!(w)));
  }
  for (const branch of Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]).map(shapeOf) : [])
    if (branch) checks.push(branch);
  if (checks.length === 0) return undefined;
  if (typeof schema.minLength === "number") checks.push((w) => [...w].length >= schema.minLength);
  if (typeof schema.maxLength === "number") checks.push((w) => [...w].length <= schema.maxLength);
  return (w) => checks.every((check) => check(w));
}
