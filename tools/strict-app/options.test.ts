// The public input types of the clients and of the control client take undefined in every optional property; the
// scanner is held to declarations it must reject and to those it must let pass.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkOptionTypes, optionalsRefusingUndefined, publicDeclarations } from "./options.mjs";
import { STRICT_PACKAGES } from "./options-check.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("optionalsRefusingUndefined", () => {
  const planted = [
    "export interface ClientOptions {", // 1
    "  baseUrl?: string;", // 2: refused
    "  timeoutMs?: number | undefined;",
    "  retry?: (RetryPolicy | false);", // 4: refused
    "  hooks?: unknown;",
    "  query?: never;",
    "  nested?: { deep?: boolean } | undefined;", // 7: deep refused
    "}",
    "export declare function reset(options?: { all?: boolean }): void;", // 9: refused
    "export type FetchInit = { signal?: AbortSignal | null };", // 10: refused
    "export interface Result { nextPageToken?: string }", // an output: left alone
    "export declare function read(): { page?: number };", // a return type: left alone
  ].join("\n");

  it("finds each optional property of an input type that refuses undefined, with its line and owner", () => {
    expect(optionalsRefusingUndefined("planted.d.ts", planted)).toEqual([
      { file: "planted.d.ts", line: 2, property: "baseUrl", owner: "ClientOptions" },
      { file: "planted.d.ts", line: 4, property: "retry", owner: "ClientOptions" },
      { file: "planted.d.ts", line: 7, property: "deep", owner: "ClientOptions" },
      { file: "planted.d.ts", line: 9, property: "all", owner: "parameter options" },
      { file: "planted.d.ts", line: 10, property: "signal", owner: "FetchInit" },
    ]);
  });
});

it("the clients' and the control client's built declarations take undefined in every optional input property", () => {
  expect(checkOptionTypes({ root, packages: STRICT_PACKAGES })).toEqual([]);
});

it("the mocks' public surface is what their entry points re-export, followed through re-exports of re-exports", () => {
  const mocks = fileURLToPath(new URL("../../packages/mocks/", import.meta.url));
  const files = publicDeclarations(mocks, ["dist/index.d.ts", "dist/fetch.d.ts", "dist/msw.d.ts"]).map((f) =>
    f.slice(mocks.length),
  );
  // FaultRuleInput's answer fields; NodeEngineOptions, re-exported by node/index; MockOptions, by rest/server
  expect(files).toEqual(
    expect.arrayContaining(["dist/control/answer.d.ts", "dist/node/engine.d.ts", "dist/assembly/start.d.ts"]),
  );
  expect(files).not.toContain("dist/rest/prism.d.ts"); // internal: no entry point exports from it
});
