// Validators compiled ahead of time: a module of ajv standalone code for given schemas, which SchemaValidators look
// up (by flavour and schema digest) before compiling at run time. Compiling the schemas of a document costs a run
// of a few thousand exchanges about as much as checking them all; written once, it costs loading a module.
import { createRequire } from "node:module";
import { ajvOf, type Dialect, type Flavour, flavourOf, schemaDigest, withoutIds } from "./schemas.js";

const require = createRequire(import.meta.url);

/** A schema to compile ahead of time, as the validators of its flavour will ask for it. */
export interface PrecompiledSchema {
  dialect: Dialect;
  coerce?: boolean;
  schema: object;
}

/** The modules ajv's standalone code requires: its runtime helpers and ajv-formats' format checks. */
const RUNTIME = /^ajv\/dist\/runtime\/[a-z0-9_]+$|^ajv-formats\/dist\/formats$/;

/** The module standalone code asks for by `require(id)` (a precompiled module imports this as its `require`). */
export function validatorRuntime(id: string): unknown {
  if (!RUNTIME.test(id)) throw new Error(`precompiled validators need ${id}, which validatorRuntime does not provide`);
  return require(id);
}

/**
 * The source of an ES module exporting `PRECOMPILED_VALIDATORS` (see PrecompiledValidators) for the schemas given,
 * compiled with the very options of SchemaValidators; `header` comes first (a "generated, do not edit" comment).
 */
export function precompiledModule(schemas: Iterable<PrecompiledSchema>, header: string): string {
  const byFlavour = new Map<Flavour, Map<string, string>>();
  for (const s of schemas) {
    const flavour = flavourOf(s.dialect, s.coerce === true);
    let texts = byFlavour.get(flavour);
    if (!texts) byFlavour.set(flavour, (texts = new Map()));
    const text = withoutIds(s.schema);
    texts.set(schemaDigest(text), text);
  }
  const { _ } = require("ajv") as { _: (strings: TemplateStringsArray) => unknown };
  const standaloneCode = require("ajv/dist/standalone").default as (ajv: unknown, refs: object) => string;
  const parts = [header, 'import { validatorRuntime as require } from "@avaspec/exchange-checks";', ""];
  const flavours: string[] = [];
  for (const [flavour, texts] of [...byFlavour].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [dialect, coerce] = flavour.split("+") as [Dialect, string | undefined];
    const ajv = ajvOf(dialect, coerce !== undefined, {
      source: true,
      lines: true,
      formats: _`require("ajv-formats/dist/formats").fullFormats`,
    });
    const refs: Record<string, string> = {};
    // digests as schema keys: ajv reads a key as a URI, and a digest (base64url) is one without a scheme
    for (const [digest, text] of [...texts].sort(([a], [b]) => (a < b ? -1 : 1))) {
      ajv.addSchema(JSON.parse(text), digest);
      refs[digest] = digest;
    }
    const source = standaloneCode(ajv, refs);
    for (const [, id] of source.matchAll(/require\("([^"]+)"\)/g))
      if (!RUNTIME.test(id as string)) throw new Error(`${flavour} validators need ${id}: not a runtime module`);
    const name = `${flavour.replace(/\W/g, "_")}Validators`;
    parts.push(
      `function ${name}() {`,
      "const exports = {};",
      source.replace(/^"use strict";\n?/m, "").trim(),
      "return exports;",
      "}",
      "",
    );
    flavours.push(`  ${JSON.stringify(flavour)}: ${name}(),`);
  }
  parts.push("export const PRECOMPILED_VALIDATORS = {", ...flavours, "};", "");
  return parts.join("\n");
}
