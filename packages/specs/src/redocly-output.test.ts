// The build prints redocly's findings, not its noise: the Node 20 end-of-life box (Node 20 is our floor) and the
// progress lines are dropped, an error is kept.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { redoclyFindings, runRedocly } from "./redocly.mjs";

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const redocly = join(pkgDir, "node_modules", ".bin", "redocly");
const tmp = mkdtempSync(join(tmpdir(), "avaspec-redocly-output-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("redocly's output in the build", () => {
  it("a clean bundle prints nothing (on Node 20 redocly itself prints the end-of-life box)", async () => {
    const args = ["bundle", join(pkgDir, "..", "..", "specs", "data", "openapi.yaml"), "--output", join(tmp, "d.json")];
    const raw = spawnSync(redocly, args, {
      encoding: "utf8",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    expect(raw.status).toBe(0);
    expect(raw.stderr).toContain("bundling");
    if (process.versions.node.startsWith("20.")) expect(raw.stderr).toContain("end-of-life");
    expect(await runRedocly(redocly, args)).toEqual({ status: 0, findings: "" });
  });

  it("keeps an error", async () => {
    const broken = join(tmp, "broken.yaml");
    writeFileSync(broken, "openapi: 3.1.0\ninfo: {title: x, version: '1'}\npaths:\n  /a:\n    $ref: ./missing.yaml\n");
    const { status, findings } = await runRedocly(redocly, ["bundle", broken, "--output", join(tmp, "b.json")]);
    expect(findings).toMatch(/missing\.yaml/);
    expect(findings).not.toMatch(/end-of-life|╔|^bundling /m);
    expect(status).not.toBe(0);
  });

  it("drops only the box and the progress lines", () => {
    const box = ["", "    ╔══╗", "    ║  Deprecation warning: Node.js 20 support is ending  ║", "    ╚══╝", ""];
    const text = [
      ...box,
      "bundling a.yaml...",
      "📦 Created a bundle for a.yaml at b.json 5ms.",
      "[1] a.yaml:3:5 error",
    ].join("\n");
    expect(redoclyFindings(text)).toBe("[1] a.yaml:3:5 error");
  });
});
