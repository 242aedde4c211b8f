// Cross-check of the schema-keywords rules, as a new user would: every schema of the three assembled documents
// (components, parameters, headers, bodies, responses, params, results, extension schemas) compiles with Ajv in
// strict mode: JSON Schema 2020-12 for the REST documents, draft-07 (OpenRPC's dialect) for the node document.
import { createRequire } from "node:module";
import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const Ajv2020 = require("ajv/dist/2020").default;
const Ajv = require("ajv").default;
const addFormats = require("ajv-formats").default;
const { OPENAPI_SCHEMA_FIELDS } = require("./schema-keywords.cjs");

type Found = { pointer: string; schema: unknown };
const escapeToken = (t: string | number) => String(t).replace(/~/g, "~0").replace(/\//g, "~1");

/** Every schema of a document: each `schema` value and each components.schemas entry (not their subschemas). */
function schemasOf(node: unknown, pointer = "", out: Found[] = []): Found[] {
  if (Array.isArray(node)) node.forEach((n, i) => schemasOf(n, `${pointer}/${i}`, out));
  if (node === null || typeof node !== "object" || Array.isArray(node)) return out;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escapeToken(key)}`;
    if (key === "schema") out.push({ pointer: at, schema: value });
    else if (at === "/components/schemas")
      for (const [name, s] of Object.entries(value as object))
        out.push({ pointer: `${at}/${escapeToken(name)}`, schema: s });
    else if (key !== "examples" && key !== "example") schemasOf(value, at, out);
  }
  return out;
}

/** Every `x-` key used anywhere in `node`: annotations Ajv must be told of (strict mode rejects unknown keys). */
function extensionKeys(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => extensionKeys(n, out));
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("x-")) out.add(key);
      extensionKeys(value, out);
    }
  return out;
}

function strictAjv(api: "metrics" | "data" | "node", doc: unknown) {
  const ajv =
    api === "node"
      ? new Ajv({ strict: true, allErrors: true, logger: false })
      : new Ajv2020({ strict: true, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addVocabulary([...(api === "node" ? [] : OPENAPI_SCHEMA_FIELDS), ...extensionKeys(doc)]);
  return ajv;
}

/** The compile errors of every schema of `doc`, as `pointer: message`. */
function compileAll(api: "metrics" | "data" | "node", doc: Record<string, unknown>) {
  const ajv = strictAjv(api, doc);
  const schemas = schemasOf(doc);
  const failures = schemas.flatMap(({ pointer, schema }) => {
    try {
      ajv.compile(schema as object);
      return [];
    } catch (error) {
      return [`${pointer}: ${(error as Error).message}`];
    }
  });
  return { count: schemas.length, failures };
}

describe("every schema compiles with Ajv in strict mode", () => {
  it.each(["metrics", "data", "node"] as const)("%s", { timeout: 60_000 }, (api) => {
    const { count, failures } = compileAll(api, loadSpec(api, { dereferenced: true }));
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(50);
  });

  it(
    "and the check has teeth: the FeeConfig accident as it was fails, naming the stray key",
    { timeout: 60_000 },
    () => {
      const doc = loadSpec("node", { dereferenced: true });
      doc.components.schemas.FeeConfig.properties.minBaseFee = {
        type: "integer",
        minimum: 0,
        description: "Minimum base fee",
        "in wei.": null,
      };
      const { failures } = compileAll("node", doc);
      expect(failures).toEqual([
        expect.stringMatching(/^\/components\/schemas\/FeeConfig: .*unknown keyword: "in wei\."/),
      ]);
    },
  );
});
