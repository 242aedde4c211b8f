// Teeth: each guard of `pnpm lint`, run with the root configuration on a copy of the tree, fails on a fault planted
// in it and names the fault.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copyRepo, removeCopy, run } from "./test-support.mjs";

const GUARD_TIMEOUT_MS = 180_000; // knip reads the whole tree: a few seconds, many more on a loaded 2-core machine

let copy = "";
afterEach(() => {
  if (copy) removeCopy(copy);
  copy = "";
});

/** A test on a fresh copy of the tree (`copy`), which afterEach removes. */
function onCopy(title, body) {
  it(
    title,
    async () => {
      copy = copyRepo();
      await body();
    },
    GUARD_TIMEOUT_MS,
  );
}

/** The pattern of dependency-cruiser's line for a cycle between two planted files, `<dir>/planted-[xy].<ext>`. */
const plantedCycle = (dir, pair, ext) => {
  const file = `${dir.replaceAll("/", "\\/")}\\/planted-[${pair}]\\.${ext}`;
  return new RegExp(`no-circular: ${file} →\\s+${file}`);
};

/** knip's JSON report as "<issue type> <file> [<symbol>]" lines, as knip.jsonc's allow list names findings. */
function findingsOf(json) {
  /** @type {{ issues: Record<string, string | { name: string }[]>[] }} */
  const report = JSON.parse(json);
  return report.issues.flatMap(({ file, ...byType }) =>
    Object.entries(byType).flatMap(([type, list]) =>
      Array.isArray(list)
        ? list.map(({ name }) => (type === "files" ? `${type} ${file}` : `${type} ${file} ${name}`))
        : [],
    ),
  );
}

/** Writes `text` to `file` in the copy, making its folder. */
function plant(file, text) {
  mkdirSync(join(copy, file, ".."), { recursive: true });
  writeFileSync(join(copy, file), text);
}

describe("knip (unused files, exports and dependencies)", () => {
  onCopy("fails on an unused module, an unused export and an unused dependency, and names each", async () => {
    plant("packages/contract/src/planted-orphan.ts", "export const orphan = 1;\n");
    appendFileSync(join(copy, "tools/spec-diff/lib/schema-diff.mjs"), "\nexport const plantedUnusedExport = 1;\n");
    const manifest = JSON.parse(readFileSync(join(copy, "packages/exchange-checks/package.json"), "utf8"));
    manifest.dependencies["planted-unused-dependency"] = "1.0.0";
    writeFileSync(join(copy, "packages/exchange-checks/package.json"), JSON.stringify(manifest, null, 2));

    const { code, output } = await run(copy, "knip", ["--no-progress", "--reporter", "json"]);
    expect(code, output).toBe(1);
    const found = findingsOf(output);
    expect(found).toContain("files packages/contract/src/planted-orphan.ts");
    expect(found).toContain("exports tools/spec-diff/lib/schema-diff.mjs plantedUnusedExport");
    expect(found).toContain("dependencies packages/exchange-checks/package.json planted-unused-dependency");
  });

  onCopy("fails on a stale entry of the allow list", async () => {
    const config = readFileSync(join(copy, "knip.jsonc"), "utf8");
    const planted = config.replace(
      `"allow": [`,
      `"allow": [\n      "exports packages/contract/src/values.ts nothingHere",`,
    );
    expect(planted).not.toBe(config);
    writeFileSync(join(copy, "knip.jsonc"), planted);

    const { code, output } = await run(copy, "knip", ["--no-progress"]);
    expect(code, output).toBe(1);
    expect(output).toMatch(
      /exports packages\/contract\/src\/values\.ts nothingHere\s+knip\.jsonc\s+Remove from ignore/,
    );
  });
});

describe("dependency-cruiser (import cycles)", () => {
  onCopy("fails on a cycle in a package and on one in a tool, and names both", async () => {
    plant("packages/contract/src/planted-a.ts", 'import { b } from "./planted-b.js";\nexport const a = () => b;\n');
    plant(
      "packages/contract/src/planted-b.ts",
      'import type { a } from "./planted-a.js";\nexport const b: typeof a | 1 = 1;\n',
    );
    plant("tools/spec-diff/lib/planted-c.mjs", 'import { d } from "./planted-d.mjs";\nexport const c = () => d;\n');
    plant("tools/spec-diff/lib/planted-d.mjs", 'import { c } from "./planted-c.mjs";\nexport const d = () => c;\n');

    const { code, output } = await run(copy, "depcruise", ["--config", ".dependency-cruiser.cjs", "packages", "tools"]);
    expect(code, output).not.toBe(0);
    expect(output).toMatch(plantedCycle("packages/contract/src", "ab", "ts"));
    expect(output).toMatch(plantedCycle("tools/spec-diff/lib", "cd", "mjs"));
  });
});

describe("long lines", () => {
  onCopy("fails on a 121-column line of hand-written source and names it; a generated file may have one", async () => {
    const long = `export const planted = "${"x".repeat(121 - 'export const planted = "";'.length)}";`;
    expect([...long].length).toBe(121);
    plant("tools/spec-diff/lib/planted-long.mjs", `// a planted fault\n${long}\n`);
    plant("packages/contract/src/generated/planted.ts", `// generated, do not edit: planted\n${long}\n`);

    const { code, output } = await run(copy, "node", ["tools/guards/long-lines.mjs"]);
    expect(code, output).toBe(1);
    expect(output).toContain("tools/spec-diff/lib/planted-long.mjs:2: 121 columns (max 120)");
    expect(output).not.toContain("planted.ts");
  });
});
