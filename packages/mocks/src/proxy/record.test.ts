// The recorder's file writes: each fixture file ends with the newest answer, whatever order the writes finish in.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { NewestFiles } from "./record.js";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("NewestFiles", () => {
  it("a newer answer wins over an older one written at the same time, in either order", async () => {
    dir = await mkdtemp(join(tmpdir(), "avaspec-newest-files-"));
    const files = new NewestFiles();
    const a = join(dir, "a.json");
    const b = join(dir, "b.json");
    const results = await Promise.all([
      files.write(a, 1, "old"),
      files.write(a, 2, "new"),
      files.write(b, 4, "new"),
      files.write(b, 3, "old"),
    ]);
    expect(await readFile(a, "utf8")).toBe("new");
    expect(await readFile(b, "utf8")).toBe("new");
    // the overtaken writes say so, and leave no temporary file behind
    expect(results[1]).toBe(true);
    expect(results[3]).toBe(false);
    expect((await readdir(dir)).sort()).toEqual(["a.json", "b.json"]);
  });

  it("many writes of one file in turn: the last one stays", async () => {
    dir = await mkdtemp(join(tmpdir(), "avaspec-newest-files-"));
    const files = new NewestFiles();
    const file = join(dir, "f.json");
    await Promise.all(Array.from({ length: 20 }, (_, i) => files.write(file, i, String(i))));
    expect(await readFile(file, "utf8")).toBe("19");
    expect(await readdir(dir)).toEqual(["f.json"]);
  });
});
