// The README's example is a compiled, type-checked and executed file: src/readme.example.ts.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { echo, startRpcServer } from "./test-utils/rpc-server.js";

const exampleFile = fileURLToPath(new URL("./readme.example.ts", import.meta.url));
const readme = readFileSync(fileURLToPath(new URL("../README.md", import.meta.url)), "utf8");

let server: Awaited<ReturnType<typeof startRpcServer>>;
beforeAll(async () => {
  server = await startRpcServer((req) => {
    const call = req.body as { id: number; method: string; params: { alias?: string } };
    if (call.method === "admin.alias" && (call.params.alias?.length ?? 0) > 512) {
      return { body: { jsonrpc: "2.0", id: call.id, error: { code: -32000, message: "alias length is too long", data: null } } };
    }
    return { body: Array.isArray(req.body) ? req.body.map((c) => echo(req.path, c)) : echo(req.path, call) };
  });
});
afterAll(() => server.close());

it("the README's first TypeScript example is src/readme.example.ts, verbatim", () => {
  const block = /```ts\n([\s\S]*?)```/.exec(readme);
  expect(block, "README.md has a ```ts block").not.toBeNull();
  expect(block![1]).toBe(readFileSync(exampleFile, "utf8"));
});

it("the example type-checks against the built package", () => {
  const config = ts.getParsedCommandLineOfConfigFile(fileURLToPath(new URL("../tsconfig.json", import.meta.url)), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const program = ts.createProgram([exampleFile], { ...config!.options, noEmit: true });
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  expect(diagnostics).toEqual([]);
}, 30_000);

it("the example runs against a JSON-RPC server", async () => {
  process.env.NODE_URL = server.url;
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const logs = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    await import("./readme.example.js");
    expect(errors).toHaveBeenCalledWith("admin.alias", -32000, "alias length is too long");
    expect(server.requests.map((r) => r.path)).toEqual(["/ext/admin", "/ext/admin", "/ext/index/X/tx", "/ext/bc/C/rpc", "/ext/bc/C/validators", "/ext/bc/C/rpc", "/ext/admin"]);
  } finally {
    errors.mockRestore();
    logs.mockRestore();
    delete process.env.NODE_URL;
  }
});
