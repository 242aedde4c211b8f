// Generates a REST client's src/generated/ from an assembled OpenAPI document of @avaspec/specs:
//   openapi.ts     types, by openapi-typescript (optional properties also take undefined: optional-undefined.mjs)
//   operations.ts  one function per operationId; paginated ones (a 200 body with nextPageToken and a pageToken
//                  parameter or body property) also get .pages(), .items(), .all({max}), .paginate()
//   meta.ts        default base URL (the spec's first server), API-key header (from an apiKey security scheme)
// The command is cli.mjs (bin avaspec-client-gen); this module is the library it and the tests call.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  answerOf,
  jsonSchemaOf,
  readOperations as modelOperations,
  resolveRef,
  schemaTypes,
} from "@avaspec/spec-model";
import openapiTS, { astToString } from "openapi-typescript";
import { optionalAcceptsUndefined } from "./optional-undefined.mjs";

export const HEADER =
  "// generated, do not edit: by tools/client-gen/generate.mjs from @avaspec/specs (regenerate with `pnpm generate`)\n";
/**
 * What the generated code needs to know about one operation, all read from the document.
 * @typedef {{ [property: string]: string } | string} Shape
 * @typedef {{
 *   id: string, method: string, path: string, idempotent: boolean, shape?: Shape,
 *   page?: { items: string, tokenIn: "query" | "body" }, summary?: string, deprecated: boolean
 * }} Operation
 */

const LETTER = { string: "s", number: "n", integer: "i", boolean: "b", array: "a", object: "o", null: "z" };

/** JSON type letters a schema allows ("*" when it does not say), for the client's shallow shape check. */
export function letters(doc, schema) {
  const types = schemaTypes(doc, schema);
  return types ? types.map((t) => LETTER[/** @type {keyof typeof LETTER} */ (t)]).join("") : "*";
}

/** The shape of a success body: property → letters ("?" prefix when optional) for objects, letters otherwise. */
export function shapeOf(doc, schema) {
  schema = resolveRef(doc, schema);
  const top = letters(doc, schema);
  if (top !== "o" || !schema.properties) return top === "*" ? undefined : top;
  const required = new Set(schema.required ?? []);
  /** @type {Record<string, string>} */
  const shape = {};
  for (const [name, prop] of Object.entries(schema.properties))
    shape[name] = (required.has(name) ? "" : "?") + letters(doc, prop);
  return shape;
}

/**
 * Every operation of the document (read by @avaspec/spec-model): what the generated code needs, sorted by id.
 * @returns {Operation[]}
 */
export function readOperations(doc) {
  const ops = modelOperations(doc).map((op) => {
    const where = `${op.method.toUpperCase()} ${op.path}`;
    if (!op.operationId || !/^[a-z][A-Za-z0-9]*$/.test(op.operationId))
      throw new Error(`${where}: operationId must be camelCase, got ${JSON.stringify(op.operationId)}`);
    if (op.problems.length) throw new Error(op.problems[0]);
    const body = jsonSchemaOf(doc, (answerOf(op, "200") ?? answerOf(op, "201"))?.content);
    const { pagination } = op;
    return {
      id: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      idempotent: op.idempotent,
      shape: body ? shapeOf(doc, body) : undefined,
      page: pagination && { items: pagination.itemsKey, tokenIn: pagination.tokenIn },
      summary: op.summary,
      deprecated: op.deprecated,
    };
  });
  const ids = ops.map((o) => o.id);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) throw new Error(`operationId ${dup} is used twice`);
  return ops.sort((a, b) => a.id.localeCompare(b.id));
}

/** The header that carries the API key, from an `apiKey` security scheme `in: header` (undefined when none). */
export function apiKeyHeader(doc) {
  const schemes = Object.values(doc.components?.securitySchemes ?? {}).map((s) => resolveRef(doc, s));
  const headers = schemes.filter((s) => s.type === "apiKey" && s.in === "header").map((s) => s.name);
  if (headers.length > 1)
    throw new Error(`several apiKey header schemes (${headers.join(", ")}); expected at most one`);
  return headers[0];
}

const comment = (text) => text.replace(/\*\//g, "*\\/");

export function emitOperations(ops) {
  const used = [ops.some((o) => !o.page) && "operation", ops.some((o) => o.page) && "paginatedOperation"].filter(
    Boolean,
  );
  let out =
    HEADER +
    `import { ${used.join(", ")} } from "@avaspec/client-core";\nimport type { operations } from "./openapi.js";\n`;
  for (const op of ops) {
    const def = {
      id: op.id,
      method: op.method,
      path: op.path,
      idempotent: op.idempotent,
      ...(op.shape ? { shape: op.shape } : {}),
      ...(op.page ?? {}),
    };
    const paginated = op.page
      ? `, paginated over \`${op.page.items}\`: also \`.pages()\`, \`.items()\`, \`.all({ max })\`, \`.paginate()\``
      : "";
    const doc = [
      op.summary ? comment(op.summary) + "." : undefined,
      `\`${op.method} ${op.path}\`${paginated}.`,
      op.method !== "GET" && op.idempotent ? "Read-only (x-avaspec-idempotent): retried like a GET." : undefined,
      op.deprecated ? "@deprecated" : undefined,
    ].filter(Boolean);
    out += `\n/**\n${doc.map((l) => ` * ${l}`).join("\n")}\n */\n`;
    const types = `operations[${JSON.stringify(op.id)}]`;
    out += op.page
      ? `export const ${op.id} = /* @__PURE__ */ paginatedOperation<${types}, ${JSON.stringify(op.page.items)}>(` +
        `${JSON.stringify(def)});\n`
      : `export const ${op.id} = /* @__PURE__ */ operation<${types}>(${JSON.stringify(def)});\n`;
  }
  return out;
}

export function emitMeta(doc, ops) {
  const server = doc.servers?.[0]?.url;
  if (!server) throw new Error("the document has no servers: the client needs a default base URL");
  const key = apiKeyHeader(doc);
  return (
    HEADER +
    "\n/** The service's public root: the spec's first server. */\n" +
    `export const DEFAULT_BASE_URL = ${JSON.stringify(server.replace(/\/+$/, ""))};\n` +
    (key
      ? "\n/** Header that carries the API key (the spec's apiKey security scheme). */\n" +
        `export const API_KEY_HEADER = ${JSON.stringify(key)};\n`
      : "") +
    "\n/** Every operationId, and the paginated ones (found from the spec, not listed by hand). */\n" +
    `export const OPERATION_IDS = ${JSON.stringify(ops.map((o) => o.id))} as const;\n` +
    `export const PAGINATED_OPERATION_IDS = ${JSON.stringify(ops.filter((o) => o.page).map((o) => o.id))} as const;\n`
  );
}

/**
 * Writes openapi.ts, operations.ts and meta.ts for `api` ("metrics" | "data") into `outDir`.
 * @param {{ api: string, outDir: string }} options
 * @returns {Promise<{ ops: Operation[], files: string[] }>}
 */
export async function generate({ api, outDir }) {
  const { loadSpec } = await import("@avaspec/specs");
  const doc = loadSpec(/** @type {any} */ (api));
  const nodes = await openapiTS(/** @type {any} */ (structuredClone(doc)), { silent: true });
  const types = HEADER + astToString(optionalAcceptsUndefined(nodes));
  const ops = readOperations(doc);
  mkdirSync(outDir, { recursive: true });
  const files = { "openapi.ts": types, "operations.ts": emitOperations(ops), "meta.ts": emitMeta(doc, ops) };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  return { ops, files: Object.keys(files) };
}
