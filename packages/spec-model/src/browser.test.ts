import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

// The mocks' browser build bundles the model: nothing in it may need a Node-only module.
const bundle = (entry: string) =>
  build({ entryPoints: [entry], bundle: true, write: false, platform: "browser", format: "esm", logLevel: "silent" });

describe("the browser bundle", () => {
  it("bundles for a browser with no Node module", async () => {
    const out = await bundle(fileURLToPath(new URL("./index.ts", import.meta.url)));
    expect(out.outputFiles[0]?.text).toContain("function readOperations");
  });
  it("a module that imports one fails to bundle (the check has teeth)", async () => {
    const probe = { contents: 'import { readFileSync } from "node:fs"; export const r = readFileSync;' };
    const failing = build({ stdin: probe, bundle: true, write: false, platform: "browser", logLevel: "silent" });
    await expect(failing).rejects.toThrow(/node:fs/);
  });
});
