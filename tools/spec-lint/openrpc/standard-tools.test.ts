// The node document in @open-rpc/schema-utils-js, the OpenRPC reference tooling, with its default resolver.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { specPath } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./lint.mjs";

const require = createRequire(import.meta.url);
const { parseOpenRPCDocument } = require("@open-rpc/schema-utils-js");

describe("@open-rpc/schema-utils-js parseOpenRPCDocument (default resolver)", () => {
  it("opens the assembled document by path: it validates and has all its methods", { timeout: 60_000 }, async () => {
    const doc = await parseOpenRPCDocument(specPath("node"));
    const shipped = JSON.parse(readFileSync(specPath("node"), "utf8"));
    expect(doc.methods.length).toBeGreaterThan(50);
    expect(doc.methods).toHaveLength(shipped.methods.length);
    expect(doc.methods.every((m: { name?: string; result?: unknown }) => typeof m.name === "string")).toBe(true);
  });

  it(
    "cannot read the YAML source root: its file resolver is JSON.parse (so the sources are opened with a $ref parser)",
    {
      timeout: 60_000,
    },
    () => {
      // In a child process, since the resolver resolves file refs against the working directory (specs/node here).
      const script = `
      const { readFileSync } = require("node:fs");
      const { parse } = require(${JSON.stringify(require.resolve("yaml"))});
      const { parseOpenRPCDocument } = require(${JSON.stringify(require.resolve("@open-rpc/schema-utils-js"))});
      parseOpenRPCDocument(parse(readFileSync("openrpc.yaml", "utf8"))).then(
        (d) => console.log("methods", d.methods.length),
        (e) => console.log(String(e.message)),
      );`;
      const run = spawnSync(process.execPath, ["-e", script], { cwd: join(REPO_ROOT, "specs/node"), encoding: "utf8" });
      expect(run.stdout).toMatch(/NonJsonRefError[\s\S]*methods\/admin\.yaml#\/0/);
    },
  );
});
