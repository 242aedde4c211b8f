// The REST lint has teeth: each case copies the real specs and lint config into a temp dir, breaks them in one way,
// and asserts that the lint fails naming the rule, the file and the line.
import { cpSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useScratchDirs } from "../test-support/scratch-dirs.js";
import { type LintResult, lint, parseStylish, REPO_ROOT } from "./lint.mjs";

const scratchDir = useScratchDirs("avaspec-oas-lint-");

/** A throwaway copy of everything the lint reads: config, plugin, the three REST spec folders. */
function copyRepo(): string {
  const root = scratchDir();
  cpSync(join(REPO_ROOT, "redocly.yaml"), join(root, "redocly.yaml"));
  cpSync(join(REPO_ROOT, "tools/spec-lint/openapi/plugin.cjs"), join(root, "tools/spec-lint/openapi/plugin.cjs"));
  // the plugin's keyword sets come from the meta-schemas in spec-lint's dependencies
  cpSync(join(REPO_ROOT, "tools/spec-lint/schema-keywords.cjs"), join(root, "tools/spec-lint/schema-keywords.cjs"));
  symlinkSync(join(REPO_ROOT, "tools/spec-lint/node_modules"), join(root, "tools/spec-lint/node_modules"), "dir");
  for (const dir of ["specs/metrics", "specs/data", "specs/shared"])
    cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
  return root;
}

/** 1-based line of the first line containing `marker` (after the edit). */
function lineOf(text: string, marker: string): number {
  const index = text.split("\n").findIndex((line) => line.includes(marker));
  if (index < 0) throw new Error(`marker not found: ${marker}`);
  return index + 1;
}

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`text to break not found: ${from}`);
  return text.replace(from, to);
}

type Case = {
  name: string;
  api: "metrics@v2" | "data@v1";
  file: string;
  edit: (text: string) => string;
  rule: string;
  /** text on the line the problem must point at, in the edited file */
  marker: string;
  severity?: "error" | "warn";
};

const ERROR_503 = '  "503":\n    $ref: ../../shared/responses/ServiceUnavailable.yaml\n';

const cases: Case[] = [
  {
    name: "non-camelCase operationId",
    api: "metrics@v2",
    file: "specs/metrics/paths/getChain.yaml",
    edit: (t) => replaceOnce(t, "operationId: getChain", "operationId: Get_chain"),
    rule: "rule/operationId-camelCase",
    marker: "operationId: Get_chain",
  },
  {
    name: "missing operationId",
    api: "data@v1",
    file: "specs/data/paths/getBlock.yaml",
    edit: (t) => replaceOnce(t, "operationId: getBlock\n", ""),
    rule: "operation-operationId",
    marker: "summary: Get a block",
  },
  {
    name: "duplicate operationId",
    api: "data@v1",
    file: "specs/data/paths/listAddressChains.yaml",
    edit: (t) => replaceOnce(t, "operationId: listAddressChains", "operationId: getBlock"),
    rule: "operation-operationId-unique",
    marker: "operationId: getBlock",
  },
  {
    name: "missing shared error response",
    api: "metrics@v2",
    file: "specs/metrics/paths/getChainMetrics.yaml",
    edit: (t) => replaceOnce(t, ERROR_503, ""),
    rule: "rule/all-shared-error-responses",
    marker: "responses:",
  },
  {
    name: "error response declared inline instead of shared",
    api: "data@v1",
    file: "specs/data/paths/getChain.yaml",
    edit: (t) =>
      replaceOnce(
        t,
        ERROR_503,
        '  "503":\n    description: Unavailable\n    content:\n      application/json:\n' +
          "        schema:\n          type: object\n        example: {}\n",
      ),
    rule: "avaspec/error-response-is-shared",
    marker: '"503":',
  },
  {
    name: "response without example",
    api: "metrics@v2",
    file: "specs/metrics/paths/getValidatorsMetrics.yaml",
    edit: (t) => t.replace(/ {8}examples:\n[\s\S]*?(?= {2}"400":)/, ""),
    rule: "avaspec/response-has-example",
    marker: "application/json:",
  },
  {
    name: "shared error response without example",
    api: "data@v1",
    file: "specs/shared/responses/Forbidden.yaml",
    edit: (t) => t.replace(/ {4}examples:\n[\s\S]*$/, ""),
    rule: "avaspec/response-has-example",
    marker: "application/json:",
  },
  {
    name: "response example not matching its schema",
    api: "metrics@v2",
    file: "specs/metrics/paths/getAvgTpsLegacy.yaml",
    edit: (t) => replaceOnce(t, "value: 4.65", 'value: "4.65"'),
    rule: "no-invalid-media-type-examples",
    marker: 'value: "4.65"',
  },
  {
    name: "example with a field its closed schema does not list",
    api: "data@v1",
    file: "specs/data/paths/getBlock.yaml",
    edit: (t) => replaceOnce(t, "              txCount: 1\n", '              txCount: 1\n              miner: "0x0"\n'),
    rule: "no-invalid-media-type-examples",
    marker: 'miner: "0x0"',
  },
  {
    name: "shared error example not matching ErrorBody",
    api: "metrics@v2",
    file: "specs/shared/responses/NotFound.yaml",
    edit: (t) => replaceOnce(t, "statusCode: 404", 'statusCode: "404"'),
    rule: "no-invalid-media-type-examples",
    marker: 'statusCode: "404"',
  },
  {
    name: "request example whose sub-query params miss a field their type requires",
    api: "metrics@v2",
    file: "specs/metrics/paths/compositeQuery.yaml",
    edit: (t) => replaceOnce(t, '                  evmChainId: "43114"\n', ""),
    rule: "no-invalid-media-type-examples",
    marker: 'firstDate: "2024-01-01"',
  },
  {
    name: "an error status outside the shared 8",
    api: "metrics@v2",
    file: "specs/metrics/paths/getChain.yaml",
    edit: (t) => replaceOnce(t, '  "400":\n', '  "422":\n    $ref: ../../shared/responses/BadRequest.yaml\n  "400":\n'),
    rule: "avaspec/error-response-is-shared",
    marker: '"422":',
  },
  {
    name: "an error body that is not application/json",
    api: "data@v1",
    file: "specs/shared/responses/NotFound.yaml",
    edit: (t) => replaceOnce(t, "  application/json:", "  application/problem+json:"),
    rule: "rule/json-only",
    marker: "application/problem+json:",
  },
  {
    name: "x-avaspec-day-only naming a metric the enum does not have",
    api: "metrics@v2",
    file: "specs/metrics/paths/getChainMetrics.yaml",
    edit: (t) => replaceOnce(t, "      - cumulativeTxCount\n", "      - cumulativeTxCnt\n"),
    rule: "avaspec/metric-lists-in-enum",
    marker: "- cumulativeTxCnt",
  },
  {
    name: "parameter example out of bounds",
    api: "metrics@v2",
    file: "specs/metrics/components/parameters/PageSizeMax2160.yaml",
    edit: (t) => replaceOnce(t, "example: 100", "example: 5000"),
    rule: "no-invalid-parameter-examples",
    marker: "example: 5000",
  },
  {
    name: "schema example not matching its schema",
    api: "metrics@v2",
    file: "specs/metrics/components/schemas/DataPoint.yaml",
    edit: (t) => replaceOnce(t, "timestamp: 1724976000", "timestamp: -1"),
    rule: "no-invalid-schema-examples",
    marker: "timestamp: -1",
  },
  {
    name: "pageToken without its 24 h TTL",
    api: "metrics@v2",
    file: "specs/shared/parameters/PageToken.yaml",
    edit: (t) => replaceOnce(t, "x-avaspec-page-token-ttl-seconds: 86400\n", ""),
    rule: "avaspec/page-token-ttl",
    marker: "name: pageToken",
  },
  {
    name: "unresolved $ref",
    api: "data@v1",
    file: "specs/data/paths/getBlock.yaml",
    edit: (t) => replaceOnce(t, "BlockId.yaml", "BlockID.yaml"),
    rule: "no-unresolved-refs",
    marker: "BlockID.yaml",
  },
  {
    name: "a warning fails too (tag without description)",
    api: "data@v1",
    file: "specs/data/openapi.yaml",
    edit: (t) => replaceOnce(t, "  - name: Addresses\n", "  - name: Unused\n  - name: Addresses\n"),
    rule: "tag-description",
    marker: "- name: Unused",
    severity: "warn",
  },
  {
    name: "a flow-mapping accident in a component schema property (a comma in a plain description)",
    api: "data@v1",
    file: "specs/data/components/schemas/Chain.yaml",
    edit: (t) =>
      replaceOnce(t, "  chainName:\n    type: string\n", "  chainName: { type: string, description: Name, in full }\n"),
    rule: "avaspec/schema-keywords",
    marker: "chainName: { type: string",
  },
  {
    name: "a key that is no keyword in a parameter schema",
    api: "metrics@v2",
    file: "specs/metrics/components/parameters/PageSizeMax2160.yaml",
    edit: (t) => replaceOnce(t, "  type: integer\n", "  type: integer\n  nullable: true\n"),
    rule: "avaspec/schema-keywords",
    marker: "nullable: true",
  },
  {
    name: "a key that is no keyword in a shared header schema",
    api: "data@v1",
    file: "specs/shared/headers/RetryAfter.yaml",
    edit: (t) => replaceOnce(t, "  type: integer\n", "  type: integer\n  minimun: 1\n"),
    rule: "avaspec/schema-keywords",
    marker: "minimun: 1",
  },
];

describe("openapi lint", () => {
  it("passes on the real specs with zero errors and zero warnings", () => {
    const result: LintResult = lint({ root: copyRepo() });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  }, 30_000);

  it.each(cases)("fails on: $name", ({ api, file, edit, rule, marker, severity }) => {
    const root = copyRepo();
    const path = join(root, file);
    const broken = edit(readFileSync(path, "utf8"));
    writeFileSync(path, broken);
    const result: LintResult = lint({ root, apis: [api] });
    expect(result.ok).toBe(false);
    const hit = result.problems.find((p) => p.rule === rule);
    expect(hit, `no ${rule} problem in:\n${result.output}`).toBeDefined();
    expect(hit!.file).toBe(file);
    expect(hit!.line).toBe(lineOf(broken, marker));
    expect(hit!.severity).toBe(severity ?? "error");
  }, 30_000);

  it("CLI exits non-zero and prints file:line:col and the rule", async () => {
    const { spawnSync } = await import("node:child_process");
    const root = copyRepo();
    const file = "specs/metrics/paths/listChains.yaml";
    writeFileSync(
      join(root, file),
      readFileSync(join(root, file), "utf8").replace("operationId: listChains", "operationId: ListChains"),
    );
    const run = spawnSync(
      process.execPath,
      [join(REPO_ROOT, "tools/spec-lint/openapi/lint.mjs"), "--root", root, "metrics@v2"],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^specs\/metrics\/paths\/listChains\.yaml:1:14 {2}error {2}rule\/operationId-camelCase /m,
    );
  }, 30_000);
});

describe("parseStylish", () => {
  it.each([
    ["no problems", "validating x.yaml...\nWoohoo! Your API description is valid. 🎉\n", []],
    [
      "one file, two rows",
      "a/b.yaml:\n  3:5  error    struct  Expected type\n  10:1  warning  tag-description  Tag object should\n",
      [
        { file: "a/b.yaml", line: 3, column: 5, severity: "error", rule: "struct", message: "Expected type" },
        {
          file: "a/b.yaml",
          line: 10,
          column: 1,
          severity: "warn",
          rule: "tag-description",
          message: "Tag object should",
        },
      ],
    ],
  ])("%s", (_name, text, want) => {
    expect(parseStylish(text)).toEqual(want);
  });
});
