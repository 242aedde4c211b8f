// The named Ajv profiles every consumer compiles schemas with, and the one emitter of precompiled validators (Ajv
// standalone code, for a page where nothing may be eval'd and a run that must not compile at start).
import { sha256 } from "@noble/hashes/sha2.js";
import { base64urlnopad, utf8 } from "@scure/base";
import { _, Ajv, type Options } from "ajv";
import { AJV_PROFILES, type AjvProfile, type Profile } from "./ajv-profiles.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import addFormatsModule from "ajv-formats";

export { AJV_PROFILES, type AjvProfile } from "./ajv-profiles.js";
export { schemaWithoutProse } from "./schema-prose.js";

/** The part of an Ajv instance its users need. */
export type AjvInstance = Ajv;

/** A CommonJS module's function: Node hands the module object (with .default), a bundler its default export. */
const cjsDefault = <F>(module: unknown): F => ((module as { default?: unknown }).default ?? module) as F;
const addFormats = cjsDefault<(ajv: Ajv) => Ajv>(addFormatsModule);
const standaloneCode = cjsDefault<(ajv: Ajv, refs: Record<string, string>) => string>(standaloneModule);

/** A new Ajv of a profile; `code` adds to its code options (standalone source, for the emitter). */
export function ajvOf(profile: AjvProfile, code: Options["code"] = {}): Ajv {
  const { draft, options, formats } = AJV_PROFILES[profile] as Profile;
  const Cls = draft === "2020-12" ? Ajv2020 : Ajv;
  const ajv = new Cls({ ...options, code: { ...options.code, ...code } });
  if (formats) addFormats(ajv);
  return ajv;
}

/**
 * The schema as JSON text without `$id`s and `$schema`: dereferenced documents repeat the `$id`s of shared
 * components, Ajv refuses duplicates, and needs none here.
 */
export function withoutIds(schema: object): string {
  return JSON.stringify(schema, (k, v) => (k === "$id" || k === "$schema" ? undefined : v));
}

/** The key of a schema text among precompiled validators: sha256, base64url. */
export const schemaDigest = (text: string): string => base64urlnopad.encode(sha256(utf8.decode(text)));

/** The modules Ajv's standalone code requires: its runtime helpers and ajv-formats' format checks. */
export const VALIDATOR_RUNTIME_IDS = /^ajv\/dist\/runtime\/[a-z0-9_]+$|^ajv-formats\/dist\/formats$/;

/**
 * One function of standalone validators: `function <name>() { … return exports; }`, whose `exports` holds a
 * validator per key, compiled under `profile`. Its code calls `require(id)` for Ajv's runtime modules only
 * (VALIDATOR_RUNTIME_IDS): the module that holds it binds `require` to what provides them.
 */
export function standaloneFunction(profile: AjvProfile, name: string, schemas: Iterable<[string, object]>): string {
  const ajv = ajvOf(profile, {
    source: true,
    lines: true,
    ...(AJV_PROFILES[profile].formats ? { formats: _`require("ajv-formats/dist/formats").fullFormats` } : {}),
  });
  const refs: Record<string, string> = {};
  for (const [key, schema] of schemas) {
    ajv.addSchema(schema, key);
    refs[key] = key;
  }
  const source = standaloneCode(ajv, refs);
  for (const [, id] of source.matchAll(/require\("([^"]+)"\)/g))
    if (!VALIDATOR_RUNTIME_IDS.test(id as string))
      throw new Error(`${profile} validators need ${id}: not a runtime module`);
  return [
    `function ${name}() {`,
    "const exports = {};",
    source.replace(/^"use strict";\n?/m, "").trim(),
    "return exports;",
    "}",
  ].join("\n");
}
