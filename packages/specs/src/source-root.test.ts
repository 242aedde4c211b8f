// specs/node/openrpc.yaml is a standard document: a JSON-Schema $ref parser opened on it, with no help from our
// assembler, finds all its methods (one per item of methods/*.yaml), each the same as in the dereferenced document
// this package ships.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import $RefParser from "@apidevtools/json-schema-ref-parser";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

const pkgDir = fileURLToPath(new URL("..", import.meta.url));
const ROOT = join(pkgDir, "..", "..", "specs", "node", "openrpc.yaml");

describe("the node source root in @apidevtools/json-schema-ref-parser", () => {
  it("dereferences to every method of methods/*.yaml, equal to the shipped dereferenced document's", async () => {
    const doc = (await $RefParser.dereference(ROOT, { dereference: { circular: "ignore" } })) as any;
    const methodsDir = join(ROOT, "..", "methods");
    const written = readdirSync(methodsDir).flatMap((f) => parse(readFileSync(join(methodsDir, f), "utf8")));
    expect(written.length).toBeGreaterThan(50);
    expect(doc.methods).toHaveLength(written.length);
    const shipped = JSON.parse(readFileSync(join(pkgDir, "dist", "node.openrpc.deref.json"), "utf8"));
    expect(doc.methods.map((m: any) => m.name)).toEqual(shipped.methods.map((m: any) => m.name));
    expect(JSON.parse(JSON.stringify(doc.methods))).toEqual(shipped.methods);
  });

  it("fails, naming the file, on a method $ref to a file that does not exist", async () => {
    const { cpSync, mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = join(mkdtempSync(join(tmpdir(), "avaspec-source-root-")), "node");
    cpSync(join(ROOT, ".."), dir, { recursive: true });
    const root = join(dir, "openrpc.yaml");
    writeFileSync(root, readFileSync(root, "utf8").replace("methods/validators.yaml#/0", "methods/validator.yaml#/0"));
    await expect($RefParser.dereference(root)).rejects.toThrow(/validator\.yaml/);
  });
});
