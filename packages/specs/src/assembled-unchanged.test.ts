// The assembled documents are what consumers got before the node source became a standard OpenRPC root (methods
// through $refs), byte for byte, apart from the listed description fixes. fixtures/assembled-before holds
// dist/*.json as built before any of that changed; this test rebuilds today's bytes and diffs them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assembleOpenRpc } from "./assemble-openrpc.mjs";

const pkgDir = fileURLToPath(new URL("..", import.meta.url));
const snapshotOf = (name: string) =>
  readFileSync(join(pkgDir, "fixtures/assembled-before", `${name}.json.snap`), "utf8");
const dist = (name: string) => readFileSync(join(pkgDir, "dist", `${name}.json`), "utf8");
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
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (i >= 0 && key === FIXES[i].stray) continue;
    out[key] = i >= 0 && key === "description" ? FIXES[i].restored : applyFixes(value, counts);
  }
  if (i >= 0) counts[i]++;
  return out;
}

describe("assembled documents before and after", () => {
  it.each(["metrics.openapi", "data.openapi"])("%s is byte-for-byte the snapshot", (name) => {
    expect(serialize(JSON.parse(dist(name)))).toBe(snapshotOf(name));
  });

  it("node.openrpc assembled from today's sources is the snapshot with exactly the description fixes", () => {
    const counts = FIXES.map(() => 0);
    const expected = serialize(applyFixes(JSON.parse(snapshotOf("node.openrpc")), counts));
    expect(counts).toEqual([1, 1, 1]);
    const today = serialize(assembleOpenRpc(join(pkgDir, "..", "..", "specs", "node", "openrpc.yaml")));
    expect(today).toBe(expected);
    expect(serialize(JSON.parse(dist("node.openrpc")))).toBe(expected);
  });

  it("the snapshot is the pre-change bytes: it still carries the accidents the fixes remove", () => {
    const snapshot = snapshotOf("node.openrpc");
    for (const fix of FIXES) expect(snapshot).toContain(`"${fix.stray}": null`);
  });
});
