// Validators compiled from the specs with ajv: response bodies (REST), results and params (JSON-RPC).
import { createRequire } from "node:module";
import type { ValidateFunction } from "ajv";
import type { ApiName } from "./types.js";

const require = createRequire(import.meta.url);
// ajv ships CommonJS: load it through require so the classes are constructible under NodeNext.
const Ajv2020 = require("ajv/dist/2020.js").default as new (o: object) => AjvLike;
const Ajv07 = require("ajv").default as new (o: object) => AjvLike;
const addFormats = require("ajv-formats").default as (ajv: AjvLike) => void;

interface AjvLike {
  compile(schema: unknown): ValidateFunction;
}

/** Compiles each schema object once; schemas ajv cannot compile are reported, not thrown. */
export class Validators {
  private readonly ajv: AjvLike;
  private readonly cache = new WeakMap<object, ValidateFunction | string>();
  constructor(api: ApiName) {
    // OpenAPI 3.1 schemas are JSON Schema 2020-12; OpenRPC 1.x schemas are draft-07.
    const Cls = api === "node" ? Ajv07 : Ajv2020;
    this.ajv = new Cls({ strict: false, allErrors: true, validateFormats: true, discriminator: api !== "node" });
    addFormats(this.ajv);
  }

  /** null = valid; otherwise up to 4 readable errors. */
  check(schema: unknown, value: unknown): string[] | null {
    if (schema === undefined || schema === true) return null;
    if (schema === false) return ["the schema allows nothing"];
    if (typeof schema !== "object" || schema === null) return null;
    let v = this.cache.get(schema);
    if (v === undefined) {
      try {
        v = this.ajv.compile(stripIds(schema));
      } catch (e) {
        v = `schema does not compile: ${(e as Error).message}`;
      }
      this.cache.set(schema, v);
    }
    if (typeof v === "string") return [v];
    if (v(value)) return null;
    const errors = (v.errors ?? []).slice(0, 4).map((e) => {
      const where = e.instancePath || "(root)";
      const extra =
        e.keyword === "additionalProperties"
          ? ` "${(e.params as { additionalProperty?: string }).additionalProperty}"`
          : e.keyword === "enum"
            ? ` ${JSON.stringify((e.params as { allowedValues?: unknown }).allowedValues)}`
            : "";
      return `${where} ${e.message}${extra}`;
    });
    const more = (v.errors?.length ?? 0) - errors.length;
    return more > 0 ? [...errors, `(${more} more)`] : errors;
  }
}

function stripIds(schema: object): object {
  return JSON.parse(JSON.stringify(schema, (k, v) => (k === "$id" || k === "$schema" ? undefined : v)));
}
