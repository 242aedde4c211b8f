import { describe, expect, it } from "vitest";
import knipAllow, { dropAllowed, parseEntry } from "./knip-allow.mjs";

/** Findings as knip hands them to a preprocessor: by issue type, then file, then symbol. */
function findings() {
  return {
    issues: {
      files: { "a/orphan.ts": { "a/orphan.ts": {} } },
      exports: { "a/x.ts": { one: {}, two: {} } },
      types: {},
    },
    counters: { files: 1, exports: 2, types: 0 },
    configurationHints: /** @type {{ type: string, identifier: string }[]} */ ([]),
    configFilePath: "knip.jsonc",
  };
}

describe("knip-allow", () => {
  it("reads an entry as issue type, file and symbol; an unused file's symbol is its path", () => {
    expect(parseEntry("exports a/x.ts one")).toEqual({ type: "exports", filePath: "a/x.ts", symbol: "one" });
    expect(parseEntry("files a/orphan.ts")).toEqual({ type: "files", filePath: "a/orphan.ts", symbol: "a/orphan.ts" });
    expect(() => parseEntry("exports")).toThrow(/is not "<issue type> <file> \[<symbol>\]"/);
  });

  it("drops exactly the findings listed and counts them off; the one beside them stays", () => {
    const data = findings();
    const stale = dropAllowed(data.issues, data.counters, ["exports a/x.ts one", "files a/orphan.ts"]);
    expect(stale).toEqual([]);
    expect(data.issues.exports).toEqual({ "a/x.ts": { two: {} } });
    expect(data.issues.files).toEqual({});
    expect(data.counters).toEqual({ files: 0, exports: 1, types: 0 });
  });

  it("turns an entry that matches nothing (wrong symbol, file or type) into a configuration hint", () => {
    const data = findings();
    const allow = ["exports a/x.ts three", "exports b/x.ts one", "types a/x.ts one", "exports a/x.ts one"];
    knipAllow({ ...data, preprocessorOptions: JSON.stringify({ allow }) });
    expect(data.configurationHints).toEqual(
      allow.slice(0, 3).map((identifier) => ({ type: "ignore", identifier, filePath: "knip.jsonc" })),
    );
    expect(data.counters.exports).toBe(1);
  });

  it("leaves everything as it is without options", () => {
    const data = findings();
    knipAllow({ ...data, preprocessorOptions: "" });
    expect(data.counters).toEqual({ files: 1, exports: 2, types: 0 });
    expect(data.configurationHints).toEqual([]);
  });
});
