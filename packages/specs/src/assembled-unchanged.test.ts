// The assembled documents are what consumers got before the node source became a standard OpenRPC root (methods
// through $refs), byte for byte, apart from the listed description fixes. fixtures/assembled-before holds
// dist/*.json as built before any of that changed; this test rebuilds the refactor's bytes and diffs them.
// It assembles fixtures/sources-at-refactor (specs/{metrics,data,shared,node} as of the refactor), not specs/:
// the claim is about that one change, and a later spec edit must not break it or force a new snapshot.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assembleOpenRpc } from "./assemble-openrpc.mjs";

const pkgDir = fileURLToPath(new URL("..", import.meta.url));
const snapshotOf = (name: string) =>
  readFileSync(join(pkgDir, "fixtures/assembled-before", `${name}.json.snap`), "utf8");
const sources = join(pkgDir, "fixtures", "sources-at-refactor");
/** `api` bundled the way scripts/build.mjs bundles it: redocly bundle of the root file, refs kept. */
function bundleOpenApi(api: string): any {
  const dir = mkdtempSync(join(tmpdir(), "avaspec-assembled-unchanged-"));
  try {
    const out = join(dir, `${api}.json`);
    execFileSync(
      join(pkgDir, "node_modules", ".bin", "redocly"),
      ["bundle", join(sources, api, "openapi.yaml"), "--output", out, "--ext", "json"],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        stdio: ["ignore", "ignore", "pipe"], // redocly's progress lines are noise; a failure carries its stderr
      },
    );
    return JSON.parse(readFileSync(out, "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
/** How build.mjs writes a document (info.version is the package's, so it is set to the snapshot's 0.0.0). */
const serialize = (doc: any) => `${JSON.stringify({ ...doc, info: { ...doc.info, version: "0.0.0" } }, null, 2)}\n`;

/**
 * The YAML flow-mapping accidents fixed in specs/node/components/schemas.yaml: a comma in a plain description cut
 * the text at `truncated` and left a key `stray` (value null). Restored as `restored`.
 */
const FIXES = [
  {
    truncated: "Target time between blocks",
    stray: "in seconds.",
    restored: "Target time between blocks, in seconds.",
  },
  { truncated: "Minimum base fee", stray: "in wei.", restored: "Minimum base fee, in wei." },
  { truncated: "Validator weight", stray: "often stake.", restored: "Validator weight, often stake." },
];

/** `doc` with every fixed accident applied (key order kept), and how often each fix applied. */
function applyFixes(node: any, counts: number[]): any {
  if (Array.isArray(node)) return node.map((n) => applyFixes(n, counts));
  if (node === null || typeof node !== "object") return node;
  const i = FIXES.findIndex((f) => node.description === f.truncated && f.stray in node && node[f.stray] === null);
  const fix = FIXES[i];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (fix && key === fix.stray) continue;
    out[key] = fix && key === "description" ? fix.restored : applyFixes(value, counts);
  }
  if (fix) counts[i] = (counts[i] ?? 0) + 1;
  return out;
}

describe("assembled documents before and after", () => {
  it.each(["metrics", "data"])("%s.openapi is byte-for-byte the snapshot", (api) => {
    expect(serialize(bundleOpenApi(api))).toBe(snapshotOf(`${api}.openapi`));
  });

  it("node.openrpc assembled from the refactor's sources is the snapshot with exactly the description fixes", () => {
    const counts = FIXES.map(() => 0);
    const expected = serialize(applyFixes(JSON.parse(snapshotOf("node.openrpc")), counts));
    expect(counts).toEqual([1, 1, 1]);
    expect(serialize(assembleOpenRpc(join(sources, "node", "openrpc.yaml")))).toBe(expected);
  });

  it("the snapshot is the pre-change bytes: it still carries the accidents the fixes remove", () => {
    const snapshot = snapshotOf("node.openrpc");
    for (const fix of FIXES) expect(snapshot).toContain(`"${fix.stray}": null`);
  });
});
