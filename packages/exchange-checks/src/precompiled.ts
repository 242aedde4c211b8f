// Validators compiled ahead of time: a module of ajv standalone code for given schemas, which SchemaValidators look
// up (by flavour and schema digest) before compiling at run time. Compiling the schemas of a document costs a run
// of a few thousand exchanges about as much as checking them all; written once, it costs loading a module.
import { createRequire } from "node:module";
import { schemaDigest, standaloneFunction, VALIDATOR_RUNTIME_IDS, withoutIds } from "@avaspec/spec-model";
import { type Dialect, type Flavour, flavourOf } from "./schemas.js";

const require = createRequire(import.meta.url);

/** A schema to compile ahead of time, as the validators of its flavour will ask for it. */
export interface PrecompiledSchema {
  dialect: Dialect;
  coerce?: boolean;
  schema: object;
}

/** The module standalone code asks for by `require(id)` (a precompiled module imports this as its `require`). */
export function validatorRuntime(id: string): unknown {
  if (!VALIDATOR_RUNTIME_IDS.test(id))
    throw new Error(`precompiled validators need ${id}, which validatorRuntime does not provide`);
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
  const parts = [header, 'import { validatorRuntime as require } from "@avaspec/exchange-checks";', ""];
  const flavours: string[] = [];
  for (const [flavour, texts] of [...byFlavour].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const name = `${flavour.replace(/\W/g, "_")}Validators`;
    // digests as schema keys: ajv reads a key as a URI, and a digest (base64url) is one without a scheme
    const keyed = [...texts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([digest, text]): [string, object] => [digest, JSON.parse(text)]);
    parts.push(standaloneFunction(flavour, name, keyed), "");
    flavours.push(`  ${JSON.stringify(flavour)}: ${name}(),`);
  }
  parts.push("export const PRECOMPILED_VALIDATORS = {", ...flavours, "};", "");
  return parts.join("\n");
}
