// The tool's @avaspec devDependencies are what the compiled code imports: every README block it compiles and
// app/*.ts. A README that imports a package the tool does not depend on (it would not resolve in the scratch
// project) fails here by name, and so does a dependency nothing imports any more.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { defaultReadmes, strictPrograms } from "./cli.mjs";
import { extractBlocks, importedPackages } from "./extract.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("importedPackages", () => {
  it("names each @avaspec package imported, by subpath, type-only or for its side effects, once", () => {
    const sources = [
      'import { createMockFetch } from "@avaspec/mocks/fetch";\nimport type { X } from "@avaspec/specs";',
      'import "@avaspec/chain";\nexport { y } from "@avaspec/mocks";\nimport { z } from "not-ours";',
      '// a comment about "@avaspec/contract" is no import\nconst s = "@avaspec/data-client";',
    ];
    expect(importedPackages(sources)).toEqual(["@avaspec/chain", "@avaspec/mocks", "@avaspec/specs"]);
  });
});

it("the @avaspec devDependencies are exactly the packages the compiled blocks and app/*.ts import", () => {
  const blocks = defaultReadmes(root).flatMap((file) =>
    extractBlocks(file, readFileSync(file, "utf8"))
      .filter((b) => !b.nocheck)
      .map((b) => b.code),
  );
  const programs = strictPrograms().map((file) => readFileSync(file, "utf8"));
  const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  const declared = Object.keys(manifest.devDependencies).filter((name) => name.startsWith("@avaspec/"));
  expect(declared.sort()).toEqual(importedPackages([...blocks, ...programs]));
});
