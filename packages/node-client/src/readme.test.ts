// The README's example is a compiled file, src/readme.example.ts: type-checked by vitest's typecheck pass
// (tsconfig.json includes src/, and a type error in any source file fails `vitest run`), run here against the node
// mock.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startNodeMock, type RunningNodeMock } from "@avaspec/mocks";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

const exampleFile = fileURLToPath(new URL("./readme.example.ts", import.meta.url));
const readme = readFileSync(fileURLToPath(new URL("../README.md", import.meta.url)), "utf8");

let mock: RunningNodeMock;
beforeAll(async () => {
  mock = await startNodeMock({ port: 0 });
});
afterAll(() => mock.close());

it("the README's first TypeScript example is src/readme.example.ts, verbatim", () => {
  const block = /```ts\n([\s\S]*?)```/.exec(readme);
  expect(block, "README.md has a ```ts block").not.toBeNull();
  expect(block![1]).toBe(readFileSync(exampleFile, "utf8"));
});

it("the example runs against the node mock", async () => {
  process.env.NODE_URL = mock.url;
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const logs = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    await import("./readme.example.js");
    expect(errors).toHaveBeenCalledWith("admin.alias", -32000, "alias length is too long");
    expect(logs).toHaveBeenCalledWith("chain ID", 43114);
    const last = logs.mock.calls.at(-1)!;
    expect(last[0]).toEqual(expect.arrayContaining(["C", "P", "X", "main"]));
    expect(last.slice(2)).toEqual([15_000_000, 0, expect.any(Number), true]); // the C-Chain's blocks' gas limit
  } finally {
    errors.mockRestore();
    logs.mockRestore();
    delete process.env.NODE_URL;
  }
});

const viemFile = fileURLToPath(new URL("./readme.viem.example.ts", import.meta.url));

it("the README's second TypeScript example (viem pointed at the mock) is src/readme.viem.example.ts, verbatim", () => {
  const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
  expect(blocks[1]).toBe(readFileSync(viemFile, "utf8"));
});

it("the viem example runs against the node mock", async () => {
  process.env.NODE_URL = mock.url;
  const logs = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    await import("./readme.viem.example.js");
    expect(logs).toHaveBeenCalledWith(expect.any(BigInt), true);
  } finally {
    logs.mockRestore();
    delete process.env.NODE_URL;
  }
});
