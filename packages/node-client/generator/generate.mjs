#!/usr/bin/env node
// Generates src/generated/node.ts: @open-rpc/schema-utils-js parses, validates and dereferences the document (the
// step @open-rpc/generator runs before it calls a component), then our emitter (emit.cjs) writes the module.
// generator/component.cjs wraps the same emitter as an @open-rpc/generator custom component, for its CLI.
// Usage: node generator/generate.mjs [--doc <openrpc.json>] [--out <dir>]
// Default document: @avaspec/specs' assembled node.openrpc.json (refs kept; component names become type names).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parseOpenRPCDocument } from "@open-rpc/schema-utils-js";
import { titledComponents } from "@avaspec/spec-model";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = resolve(here, "..");
const { emitClient } = require("./emit.cjs");

/** @param {{doc?: string, out?: string}} options @returns {Promise<string>} the file written */
export async function generate({ doc, out = join(pkgDir, "src/generated") } = {}) {
  const docPath = doc ?? (await import("@avaspec/specs")).specPath("node");
  const source = doc ? relative(pkgDir, resolve(docPath)) : "@avaspec/specs/node.openrpc.json";
  const document = titledComponents(JSON.parse(readFileSync(docPath, "utf8")));
  const dereferenced = await parseOpenRPCDocument(JSON.stringify(document));
  mkdirSync(out, { recursive: true });
  const target = join(out, "node.ts");
  writeFileSync(target, await emitClient(dereferenced, { source }));
  return target;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { doc: { type: "string" }, out: { type: "string" } } });
  const file = await generate({ doc: values.doc, out: values.out && resolve(values.out) });
  console.log(`wrote ${relative(process.cwd(), file)}`);
}
