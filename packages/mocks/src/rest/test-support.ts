// Small helpers for the tests: JSON requests against a running mock.
export interface Reply {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export async function call(base: string, path: string, init: RequestInit = {}): Promise<Reply> {
  const res = await fetch(base + path, init);
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, text };
}

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

import { createRequire } from "node:module";
import type { JsonSchema, OperationInfo } from "./spec.js";

const require = createRequire(import.meta.url);
type Validate = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string }> | null };
// ajv is CommonJS; its 2020-12 build matches OpenAPI 3.1 schemas
const Ajv2020 = require("ajv/dist/2020").default as new (o: object) => { compile(s: object): Validate };
const addFormats = require("ajv-formats").default as (ajv: unknown) => void;

/** Validates response bodies against the schemas a document declares, per operation and status. */
export class ResponseChecker {
  readonly #ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  readonly #cache = new Map<string, Validate>();
  constructor() {
    addFormats(this.#ajv);
  }
  /** Error text, or undefined when `body` validates against the schema of `status` of `op`. */
  check(op: OperationInfo, status: number, body: unknown): string | undefined {
    const key = `${op.operationId}:${status}`;
    let validate = this.#cache.get(key);
    if (!validate) {
      const schema: JsonSchema | undefined = op.responseSchemas[String(status)] ?? op.responseSchemas.default;
      if (!schema) return `status ${status} is not declared for ${op.operationId}`;
      validate = this.#ajv.compile(schema);
      this.#cache.set(key, validate);
    }
    return validate(body) ? undefined : JSON.stringify(validate.errors?.slice(0, 3));
  }
  /** Validates against a bare schema (e.g. the error body for statuses outside the document). */
  checkSchema(schema: JsonSchema, body: unknown): string | undefined {
    const validate = this.#ajv.compile(schema);
    return validate(body) ? undefined : JSON.stringify(validate.errors?.slice(0, 3));
  }
}
