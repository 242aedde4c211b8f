// Throwaway copies of the specs for the lints' teeth: one folder per case, all removed after the file's tests.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

/** Registers the clean-up and gives a function that makes a fresh empty folder named after `prefix`. */
export function useScratchDirs(prefix: string): () => string {
  const dirs: string[] = [];
  // one copy of the specs per case: removing them all can take longer than the default 10 s on a loaded CI machine
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}
