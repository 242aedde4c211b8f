// `avaspec-mock --watch` inside the repository watches the spec sources too: an edited source is assembled again (no
// `pnpm build`) and served; a source that does not build is reported and the last good documents stay served. Run
// on a copy of the repository's layout (specs/, packages/specs, packages/mocks with its dist/), never on specs/.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const MOCKS = fileURLToPath(new URL("../..", import.meta.url));
const REPO = join(MOCKS, "..", "..");
const SPECS_PACKAGE = join(REPO, "packages", "specs");
const SOURCE = join("specs", "metrics", "paths", "getAvgTpsLegacy.yaml");

let root: string;
let child: ChildProcess | undefined;
let stderr = "";

/** The repository's layout in a scratch folder: copies of what --watch reads and writes, links to what it runs. */
function copyRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), "avaspec-watch-sources-"));
  cpSync(join(REPO, "specs"), join(dir, "specs"), { recursive: true });
  const specs = join(dir, "packages", "specs");
  for (const entry of ["package.json", "src", "dist"])
    cpSync(join(SPECS_PACKAGE, entry), join(specs, entry), { recursive: true });
  symlinkSync(join(SPECS_PACKAGE, "node_modules"), join(specs, "node_modules"), "dir");
  const mocks = join(dir, "packages", "mocks");
  for (const entry of ["package.json", "dist"]) cpSync(join(MOCKS, entry), join(mocks, entry), { recursive: true });
  // the mocks' dependencies, but @avaspec/specs is the copy
  const modules = join(mocks, "node_modules");
  mkdirSync(join(modules, "@avaspec"), { recursive: true });
  for (const entry of readdirSync(join(MOCKS, "node_modules"))) {
    if (entry !== "@avaspec") symlinkSync(join(MOCKS, "node_modules", entry), join(modules, entry));
  }
  for (const entry of readdirSync(join(MOCKS, "node_modules", "@avaspec"))) {
    const target = entry === "specs" ? specs : join(MOCKS, "node_modules", "@avaspec", entry);
    symlinkSync(target, join(modules, "@avaspec", entry), "dir");
  }
  return dir;
}

/** The ready URL of the metrics mock of `--watch` started in the copy. */
function startWatching(): Promise<string> {
  const cli = join(root, "packages", "mocks", "dist", "cli.js");
  const args = ["--watch", "--metrics-port", "0", "--data-port", "0", "--node-port", "0"];
  child = spawn(process.execPath, [cli, ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let stdout = "";
    child!.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk;
      const url = /^ready metrics (\S+)$/m.exec(stdout)?.[1];
      if (url && /^ready node /m.test(stdout)) resolve(url);
    });
    child!.on("exit", (code) => reject(new Error(`avaspec-mock exited (${code}):\n${stdout}\n${stderr}`)));
  });
}

/** Waits until `check` holds, or fails naming what was last seen. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`not in time; last ${JSON.stringify(value)}; stderr:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

beforeAll(() => {
  root = copyRepository();
});

afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

describe("--watch in the repository", () => {
  it("rebuilds and serves the documents of an edited source; a broken one keeps the last good ones", async () => {
    const url = await startWatching();
    const tps = async () => {
      const res = await fetch(`${url}/v1/avg_tps/43114`, { headers: { prefer: "example=cChain" } });
      return ((await res.json()) as { results: { value: number }[] }).results[0]!.value;
    };
    expect(await tps()).toBe(4.65);
    await eventually(
      async () => stderr,
      (text) => text.includes("specs: watching the sources"),
    );
    const source = join(root, SOURCE);
    const original = readFileSync(source, "utf8");
    expect(original).toContain("value: 4.65");

    // a source that does not build: reported, and the last good documents stay served
    writeFileSync(
      source,
      original.replace("$ref: ../components/schemas/AvgTpsLegacyResponse.yaml", "$ref: ./nowhere.yaml"),
    );
    const error = await eventually(
      async () => stderr,
      (text) => text.includes("error: specs:"),
    );
    expect(error).toContain(
      "avaspec-mock: error: specs: the changed sources do not build, so the mocks keep serving the last good documents",
    );
    expect(error).toMatch(/Can't resolve \$ref: .*nowhere\.yaml/);
    expect(await tps()).toBe(4.65);

    // fixed, and changed: rebuilt and reloaded without a build
    writeFileSync(source, original.replace("value: 4.65", "value: 7.25"));
    expect(await eventually(tps, (value) => value === 7.25)).toBe(7.25);
    // the child's stderr is another pipe than its HTTP answer: its lines may arrive after the answer does
    const reloaded = await eventually(
      async () => stderr,
      (text) => text.includes("metrics: spec reloaded"),
    );
    expect(reloaded).toMatch(/avaspec-mock: info: specs: rebuilt from the changed sources/);
    expect(reloaded).toMatch(/avaspec-mock: info: metrics: spec reloaded/);
    // the repository's own documents were not touched
    expect(readFileSync(join(SPECS_PACKAGE, "dist", "metrics.openapi.json"), "utf8")).not.toContain("7.25");
  }, 180_000);
});
