import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { titledComponents } from "@avaspec/spec-model";
import { generate } from "./generate.mjs";

const require = createRequire(import.meta.url);
const { emitClient, shortName } = require("./emit.cjs");
const here = dirname(fileURLToPath(import.meta.url));
const pkg = join(here, "..");
const fixturePath = join(here, "fixtures/mini.openrpc.json");
const fixture = () => JSON.parse(readFileSync(fixturePath, "utf8"));
/** the fixture with its component refs resolved, as the generator hands it to the component */
const resolvedFixture = () => {
  const doc = titledComponents(fixture());
  const resolve = (node: any): any =>
    Array.isArray(node)
      ? node.map(resolve)
      : node && typeof node === "object"
        ? node.$ref
          ? resolve(doc.components.schemas[node.$ref.split("/").pop()])
          : Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolve(v)]))
        : node;
  return { ...doc, methods: resolve(doc.methods) };
};

let dir: string;
let out: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "node-client-gen-test-"));
  await generate({ doc: fixturePath, out: join(dir, "generated") });
  out = readFileSync(join(dir, "generated/node.ts"), "utf8");
}, 30_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("generation: the document parsed by @open-rpc/schema-utils-js, read by the model, emitted by us", () => {
  it("writes one file with the generated header, and no copy of the document, lodash or a validator", () => {
    expect(out.startsWith("// generated, do not edit")).toBe(true);
    expect(out).not.toContain('x-avaspec-endpoints":');
    expect(out).not.toContain('"openrpc"');
    expect(out).not.toMatch(/lodash|ajv|MethodCallValidator|schema-utils/);
    expect(out).toContain('import type { BatchResult, CallOptions, EndpointSpec } from "../runtime.js";');
  });

  it("types by-name params as one object and by-position params as typed args", () => {
    expect(out).toContain("alias(params: AdminAliasParams, options?: CallOptions): Promise<AdminAliasResult>;");
    expect(out).toContain(
      "export type AdminAliasParams = {\n  /**\n   * the part after /ext/\n   */\n" +
        "  endpoint: string;\n  alias: string;\n};",
    );
    expect(out).toContain("startCPUProfiler(params?: AdminStartCPUProfilerParams, options?: CallOptions)");
    expect(out).toContain("export type AdminStartCPUProfilerParams = Record<string, never>;");
    expect(out).toContain("export type EthFeeConfigParams = [blk?: string];");
    expect(out).toContain(
      "feeConfig(blk?: EthFeeConfigParams[0], options?: CallOptions): Promise<EthFeeConfigResult>;",
    );
    expect(out).toContain("getChainConfig(options?: CallOptions): Promise<EthGetChainConfigResult>;");
  });

  it("x-avaspec-requires-one-of makes one of the listed params required", () => {
    expect(out).toContain(
      "} & (\n  | {\n      logLevel: LogLevel;\n    }\n  | {\n      displayLevel: LogLevel;\n    }\n);",
    );
    expect(out).toContain("setLoggerLevel(params: AdminSetLoggerLevelParams, options?: CallOptions)");
  });

  it("names component schemas after their component key and reuses them", () => {
    expect(out).toMatch(/export type Container = \{/);
    expect(out).toContain("export type IndexGetContainerByIndexResult = Container;");
    expect(out).toContain("validators: Validator[];");
    expect(out).toContain("uptimePercentage?: number | null | undefined;"); // a strict app may pass undefined
    expect(out.match(/export type Encoding =/g)).toHaveLength(1);
  });

  it("carries @deprecated for deprecated methods and history-only index instances, and errors as @throws", () => {
    const precompiles = out.slice(out.indexOf("Returns active precompiles."), out.indexOf("getActivePrecompilesAt("));
    expect(out).toContain("@deprecated Use `getChainConfig` (`eth_getChainConfig`) instead.");
    expect(precompiles).toContain("@deprecated");
    const vtx = out.slice(
      out.lastIndexOf("/**", out.indexOf('index(chain: "X", kind: "vtx")')),
      out.indexOf('index(chain: "X", kind: "vtx")'),
    );
    expect(vtx).toContain("@deprecated History only");
    const tx = out.slice(
      out.lastIndexOf("/**", out.indexOf('index(chain: "X", kind: "tx")')),
      out.indexOf('index(chain: "X", kind: "tx")'),
    );
    expect(tx).not.toContain("@deprecated");
    expect(out).toContain(
      '@throws {JsonRpcError} -32601 "the method eth_getChainConfig does not exist/is not available"',
    );
  });

  it("emits the routing table from x-avaspec-endpoints (batch only where declared)", () => {
    const table = out.slice(out.indexOf("export const endpoints"));
    expect(table).toContain('"path":"/ext/index/{chain}/{kind}"');
    expect(table).toContain('"instances":[["C","block"],["P","block"],["X","block"],["X","tx"],["X","vtx"]]');
    expect(table).toContain('"alias":["admin.alias",-1,1]');
    expect(table).toContain('"feeConfig":["eth_feeConfig",1]');
    expect(table.match(/"batch":/g)).toHaveLength(1);
    expect(table).toContain('"batch":3');
  });

  it("the generated module type-checks under strict settings", () => {
    const work = join(dir, "compile");
    mkdirSync(join(work, "generated"), { recursive: true });
    writeFileSync(join(work, "generated/node.ts"), out);
    writeFileSync(join(work, "runtime.ts"), `export * from ${JSON.stringify(join(pkg, "src/runtime.js"))};\n`);
    const program = ts.createProgram([join(work, "generated/node.ts")], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      types: [],
      noUncheckedIndexedAccess: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(diagnostics).toEqual([]);
  }, 30_000);

  it("is deterministic (check:generated passes on a fresh copy and fails on an edited one)", () => {
    const committed = join(dir, "committed");
    cpSync(join(dir, "generated"), committed, { recursive: true });
    const script = join(here, "check-generated.mjs");
    const run = (dirArg: string) => {
      try {
        return {
          code: 0,
          out: execFileSync(process.execPath, [script, "--doc", fixturePath, "--committed", dirArg], {
            cwd: pkg,
            encoding: "utf8",
            stdio: "pipe",
          }),
        };
      } catch (e: any) {
        return { code: e.status as number, out: String(e.stderr) };
      }
    };
    expect(run(committed).code).toBe(0);
    writeFileSync(join(committed, "node.ts"), out.replace("feeConfig(", "feeConfigX("));
    const stale = run(committed);
    expect(stale.code).toBe(1);
    expect(stale.out).toContain("src/generated is stale (node.ts)");
    writeFileSync(join(committed, "node.ts"), out);
    writeFileSync(join(committed, "extra.ts"), "");
    expect(run(committed).code).toBe(1);
  }, 60_000);
});

describe("the generator rejects documents it cannot route", () => {
  const broken: [string, (d: any) => void, RegExp][] = [
    ["no x-avaspec-endpoints", (d) => delete d["x-avaspec-endpoints"], /no x-avaspec-endpoints/],
    [
      "a method on an unknown endpoint",
      (d) => (d.methods[0]["x-avaspec-endpoint"] = "nope"),
      /admin\.alias: x-avaspec-endpoint "nope"/,
    ],
    [
      "a method without x-avaspec-endpoint",
      (d) => delete d.methods[0]["x-avaspec-endpoint"],
      /admin\.alias: x-avaspec-endpoint undefined/,
    ],
    ["undeclared paramStructure", (d) => delete d.methods[0].paramStructure, /paramStructure must be declared/],
    [
      "a required positional param after an optional one",
      (d) =>
        d.methods
          .find((m: any) => m.name === "eth_feeConfig")
          .params.push({ name: "x", required: true, schema: { type: "string" } }),
      /required positional param x follows an optional one/,
    ],
    [
      "two methods with one client name",
      (d) => d.methods.push({ ...d.methods[0], name: "foo.alias" }),
      /client name alias is taken/,
    ],
    [
      "a method named like a client member",
      (d) => d.methods.push({ ...d.methods.find((m: any) => m.name === "eth_feeConfig"), name: "eth_validators" }),
      /collides/,
    ],
    [
      "a chain path with another variable",
      (d) => (d["x-avaspec-endpoints"].rpc.path = "/ext/bc/{blockchainId}/{x}"),
      /take no other variable/,
    ],
    [
      "an instance lacking a path variable",
      (d) => d["x-avaspec-endpoints"].index.instances.push({ chain: "Z" }),
      /lacks kind/,
    ],
    ["a relative path", (d) => (d["x-avaspec-endpoints"].admin.path = "ext/admin"), /must be an absolute path/],
    [
      "an unresolved $ref",
      (d) => (d.methods[0].result.schema = { $ref: "#/components/schemas/Nope" }),
      /unresolved \$ref/,
    ],
    [
      "x-avaspec-requires-one-of naming no param",
      (d) => (d.methods.find((m: any) => m.name === "admin.setLoggerLevel")["x-avaspec-requires-one-of"] = ["level"]),
      /x-avaspec-requires-one-of must list some of its params/,
    ],
    [
      "an unknown schema type",
      (d) => (d.methods[0].params[0].schema = { type: "date" }),
      /unknown JSON schema type "date"/,
    ],
  ];
  it.each(broken)("%s", async (_label, breakIt, message) => {
    const doc = resolvedFixture();
    breakIt(doc);
    await expect(emitClient(doc)).rejects.toThrow(message);
  });

  it("the unbroken fixture (its refs resolved) emits", async () => {
    expect(await emitClient(resolvedFixture())).toContain("export interface NodeClient");
  });

  it("the OpenRPC parser (@open-rpc/schema-utils-js) rejects a document that is not OpenRPC", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ openrpc: "1.3.2", methods: [] }));
    await expect(generate({ doc: bad, out: join(dir, "bad") })).rejects.toThrow();
  });

  it("@open-rpc/generator with our component writes the same file (only the header's source differs)", async () => {
    const generator = require("@open-rpc/generator").default;
    const work = join(dir, "stock");
    // The generator also builds @open-rpc/typings, whose transpiler warns about `type: [..]` arrays (valid JSON
    // Schema).
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await generator({
        openrpcDocument: JSON.stringify(titledComponents(fixture())),
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
    } finally {
      warn.mockRestore();
    }
    const header = (text: string) => text.replace(/^(\/\/ generated, do not edit: .*? from) .*? \(/, "$1 <source> (");
    expect(header(readFileSync(join(work, "node.ts"), "utf8"))).toBe(header(out));
  });
});

describe("client names", () => {
  it.each([
    ["admin.alias", "alias"],
    ["eth_feeConfig", "feeConfig"],
    ["validators.getCurrentValidators", "getCurrentValidators"],
    ["plain", "plain"],
  ])("client name of %s is %s", (method, short) => {
    expect(shortName(method)).toBe(short);
  });
});
