// check:spec's turbo run holds `check:generated` and `build` together. A package whose check:generated script builds
// (writes dist/) must not run it beside its own build task: two writers truncated dist/assembly/start.js to 0 bytes
// on a spec change, and every test importing the mocks then failed.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { specReaders } from "./affected.mjs";
import { manifestOf, ROOT } from "./spawned.mjs";

const turbo = createRequire(join(ROOT, "package.json")).resolve("turbo/bin/turbo");

describe("turbo's graph for check:spec", () => {
  it("a check:generated that builds waits for the package's own build", () => {
    const dry = spawnSync(process.execPath, [turbo, "run", "check:generated", "build", "--dry=json"], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
    });
    expect(dry.status, dry.stderr).toBe(0);
    const tasks = new Map<string, string[]>(
      JSON.parse(dry.stdout).tasks.map((t: { taskId: string; dependencies: string[] }) => [t.taskId, t.dependencies]),
    );
    const building = specReaders(ROOT)
      .map((dir) => manifestOf(join(ROOT, dir)))
      .filter((m) => /\brun build\b/.test(m.scripts?.["check:generated"] ?? ""));
    expect(building.map((m) => m.name)).toEqual(expect.arrayContaining(["@avaspec/mocks", "@avaspec/contract"]));
    for (const m of building) expect(tasks.get(`${m.name}#check:generated`), m.name).toContain(`${m.name}#build`);
  });
});
