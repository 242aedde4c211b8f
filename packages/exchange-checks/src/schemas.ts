// JSON Schema validation compiled with ajv, once per schema object: OpenAPI 3.1 (2020-12) or OpenRPC (draft-07), under
// @avaspec/spec-model's Ajv profiles of the same names.
import { ajvOf, schemaDigest, withoutIds } from "@avaspec/spec-model";
import type { ErrorObject, ValidateFunction } from "ajv";

/** The part of an ajv instance used here. */
interface AjvLike {
  compile(schema: unknown): ValidateFunction;
}

/** The JSON Schema dialect of a document: OpenAPI 3.1 schemas are 2020-12, OpenRPC 1.x schemas draft-07. */
export type Dialect = "openapi-3.1" | "openrpc";

/** A dialect, and whether values are coerced from text (REST parameters): validators of one flavour are alike. */
export type Flavour = Dialect | `${Dialect}+coerce`;

/**
 * Validators compiled ahead of time (ajv standalone code, see precompiled.ts), by flavour and schema digest
 * (`schemaDigest`): a schema found there is not compiled at run time.
 */
export type PrecompiledValidators = Readonly<Partial<Record<Flavour, Readonly<Record<string, ValidateFunction>>>>>;

export const flavourOf = (dialect: Dialect, coerce: boolean): Flavour => (coerce ? `${dialect}+coerce` : dialect);

/** One schema error: where in the value (JSON pointer), and a readable reason ("/results/0/value must be number"). */
export interface SchemaError {
  where: string;
  keyword: string;
  /** What the schema asks for there: ajv's message and detail ("must be <= 2160"). */
  expected: string;
  /** The value that broke it. */
  data?: unknown;
  /** For a missing required property: its name (then `where` is the object holding it). */
  missing?: string;
  /** The reason, as before: `${where || "(root)"} ${ajv message}${detail}`. */
  text: string;
}

export interface SchemaCheck {
  errors: SchemaError[];
  /** Errors beyond the ones listed. */
  more: number;
}

/**
 * Compiles each schema object once (cached by identity); a schema ajv cannot compile is reported as an error, never
 * thrown. `coerce` makes a validator that converts strings per schema (REST parameters arrive as text).
 */
export class SchemaValidators {
  /** Made on first compile: a run whose schemas were all compiled ahead of time needs none. */
  private ajv: AjvLike | undefined;
  private readonly cache = new WeakMap<object, ValidateFunction | string>();
  /**
   * Compiled validators by schema text: a dereferenced document repeats each shared component as its own copy (an
   * error body under every operation, a block number in every method), and compiling is far costlier than writing
   * the schema out, so each distinct schema is compiled once however many copies of it there are.
   */
  private readonly byText = new Map<string, ValidateFunction | string>();
  readonly coerce: boolean;
  /** The precompiled validators of this flavour, if any were given. */
  private readonly precompiled: Readonly<Record<string, ValidateFunction>> | undefined;
  constructor(
    readonly dialect: Dialect,
    options: { coerce?: boolean; precompiled?: PrecompiledValidators | undefined } = {},
  ) {
    this.coerce = options.coerce === true;
    this.precompiled = options.precompiled?.[flavourOf(dialect, this.coerce)];
  }

  /** Whether the value is valid as `check` finds it, its errors not written out (for callers that sort values). */
  accepts(schema: unknown, value: unknown): boolean {
    return this.check(schema, value, 0) === null;
  }

  /** null when the value is valid; otherwise up to `max` errors. With `coerce`, the value may be changed in place. */
  check(schema: unknown, value: unknown, max = 4): SchemaCheck | null {
    if (schema === undefined || schema === true) return null;
    if (schema === false) return { errors: [fixed("false", "the schema allows nothing")], more: 0 };
    if (typeof schema !== "object" || schema === null) return null;
    const validate = this.compiled(schema);
    if (typeof validate === "string") return { errors: [fixed("compile", validate)], more: 0 };
    let valid: boolean;
    try {
      valid = validate(value) as boolean;
    } catch (error) {
      // a value nested past what the validator's recursion can follow (an untrusted body): a finding, not a crash
      if (error instanceof RangeError)
        return { errors: [fixed("depth", "the value nests too deeply to check")], more: 0 };
      throw error;
    }
    if (valid) return null;
    const all = validate.errors ?? [];
    return { errors: all.slice(0, max).map((e) => describe(e, value)), more: Math.max(0, all.length - max) };
  }

  private compiled(schema: object): ValidateFunction | string {
    let v = this.cache.get(schema);
    if (v === undefined) {
      const text = withoutIds(schema);
      v = this.byText.get(text);
      if (v === undefined) {
        v = this.precompiled?.[schemaDigest(text)];
        if (v === undefined)
          try {
            this.ajv ??= ajvOf(flavourOf(this.dialect, this.coerce));
            v = this.ajv.compile(JSON.parse(text));
          } catch (e) {
            v = `schema does not compile: ${(e as Error).message}`;
          }
        this.byText.set(text, v);
      }
      this.cache.set(schema, v);
    }
    return v;
  }
}

/** The validators a checker was given (of its document's dialect, without coercion), or new ones. */
export function documentValidators(
  dialect: Dialect,
  given: SchemaValidators | undefined,
  precompiled: PrecompiledValidators | undefined,
): SchemaValidators {
  if (!given) return new SchemaValidators(dialect, { precompiled });
  if (given.dialect !== dialect || given.coerce)
    throw new TypeError(`the validators of a ${dialect} document must be of that dialect, without coercion`);
  return given;
}

/** The old one-line form of a check: null, or readable errors with "(N more)" last. */
export function schemaErrorTexts(check: SchemaCheck | null): string[] | null {
  if (!check) return null;
  const texts = check.errors.map((e) => e.text);
  return check.more > 0 ? [...texts, `(${check.more} more)`] : texts;
}

/**
 * The value an error is about, read at its place in the validated value (after coercion), rather than copied into
 * every error by ajv (its `verbose` mode makes every validator larger, slower to compile); inside propertyNames, the
 * property name.
 */
function dataOf(value: unknown, e: ErrorObject): unknown {
  if (e.propertyName !== undefined) return e.propertyName;
  let v = value;
  if (!e.instancePath) return v;
  for (const token of e.instancePath.slice(1).split("/")) {
    const key = token.replace(/~1/g, "/").replace(/~0/g, "~");
    v = v !== null && typeof v === "object" && Object.hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined;
  }
  return v;
}

function describe(e: ErrorObject, value: unknown): SchemaError {
  const where = e.instancePath;
  const detail =
    e.keyword === "additionalProperties"
      ? ` "${(e.params as { additionalProperty?: string }).additionalProperty}"`
      : e.keyword === "enum"
        ? ` ${JSON.stringify((e.params as { allowedValues?: unknown }).allowedValues)}`
        : "";
  const expected = `${e.message}${detail}`;
  const missing = e.keyword === "required" ? (e.params as { missingProperty?: string }).missingProperty : undefined;
  return {
    where,
    keyword: e.keyword,
    expected,
    data: dataOf(value, e),
    ...(missing !== undefined ? { missing } : {}),
    text: `${where || "(root)"} ${expected}`,
  };
}

const fixed = (keyword: string, text: string): SchemaError => ({ where: "", keyword, expected: text, text });
