#!/usr/bin/env node
// Generates src/generated/node.ts with @open-rpc/generator through our custom component (generator/component.cjs).
// Usage: node generator/generate.mjs [--doc <openrpc.json>] [--out <dir>]
// Default document: @avaspec/specs' assembled node.openrpc.json (refs kept; component names become type names).
import { mkdirSync, readFileSync, rmSync, writeFileSync, mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = resolve(here, "..");
const { titleComponents } = require("./emit.cjs");

/** @param {{doc?: string, out?: string}} options @returns {Promise<string>} the file written */
export async function generate({ doc, out = join(pkgDir, "src/generated") } = {}) {
  let docPath = doc;
  if (!docPath) {
    const { specPath } = await import("@avaspec/specs");
    docPath = specPath("node");
  }
  const document = titleComponents(JSON.parse(readFileSync(docPath, "utf8")));
  const generator = require("@open-rpc/generator").default;
  const work = mkdtempSync(join(tmpdir(), "node-client-gen-"));
  const previous = process.env.AVASPEC_NODE_CLIENT_SOURCE;
  process.env.AVASPEC_NODE_CLIENT_SOURCE = doc
    ? relative(pkgDir, resolve(docPath))
    : "@avaspec/specs/node.openrpc.json";
  // The generator always builds @open-rpc/typings (which we do not use); its transpiler warns about `type: [..]`
  // arrays, which are valid JSON Schema and which our emitter handles. Drop only that warning.
  const warn = console.warn;
  console.warn = (...args) => {
    if (Array.isArray(args[0]) && String(args[0][0]).startsWith("One of the provided schemas is using an array"))
      return;
    warn(...args);
  };
  try {
    await generator({
      openrpcDocument: JSON.stringify(document),
      outDir: work,
      components: [
        {
          type: "custom",
          name: "@avaspec/node-client",
          language: "typescript",
          customComponent: join(here, "component.cjs"),
          customType: "client",
          openRPCPath: null,
          outPath: work,
        },
      ],
    });
    mkdirSync(out, { recursive: true });
    const target = join(out, "node.ts");
    writeFileSync(target, readFileSync(join(work, "node.ts"), "utf8"));
    return target;
  } finally {
    console.warn = warn;
    if (previous === undefined) delete process.env.AVASPEC_NODE_CLIENT_SOURCE;
    else process.env.AVASPEC_NODE_CLIENT_SOURCE = previous;
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { doc: { type: "string" }, out: { type: "string" } } });
  const file = await generate({ doc: values.doc, out: values.out && resolve(values.out) });
  console.log(`wrote ${relative(process.cwd(), file)}`);
}
