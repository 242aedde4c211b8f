// @ts-check
// The build lock without buildah: two processes building the same cache entry at once (as two `pnpm image` runs
// made the base tarball) take turns, the second reuses what the first made, and each writes under its own temporary
// name; a lock whose owner has gone is taken over, one whose owner runs is not.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempPath, withLock } from "./lock.mjs";

const dir = mkdtempSync(join(tmpdir(), "avaspec-image-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A builder of `target` in its own process: reuses it when there, else writes it in two parts to a temp name. */
const BUILDER = `
import { appendFileSync, existsSync, renameSync, writeFileSync } from "node:fs";
import { tempPath, withLock } from ${JSON.stringify(new URL("./lock.mjs", import.meta.url).href)};
const [lock, target, events] = process.argv.slice(1);
const at = () => performance.timeOrigin + performance.now();
const note = (what) => appendFileSync(events, JSON.stringify({ pid: process.pid, what, at: at() }) + "\\n");
await withLock(lock, async () => {
  note("enter");
  if (existsSync(target)) note("reused");
  else {
    const temp = tempPath(target);
    writeFileSync(temp, "first half;");
    await new Promise((r) => setTimeout(r, 400));
    appendFileSync(temp, "second half");
    renameSync(temp, target);
    note("made");
  }
  note("leave");
}, { pollMs: 50 });
`;

/** @param {string[]} args @returns {Promise<number | null>} */
function builder(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", BUILDER, ...args], { stdio: "inherit" });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("a builder did not finish in 30 s"));
    }, 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

describe("withLock", () => {
  it("two builders of one cache entry at once: one makes it, the other waits and reuses it", async () => {
    const [lock, target, events] = [join(dir, "base.lock"), join(dir, "base.tar"), join(dir, "events.jsonl")];
    expect(await Promise.all([builder([lock, target, events]), builder([lock, target, events])])).toEqual([0, 0]);
    /** @type {{ pid: number, what: string, at: number }[]} */
    const log = readFileSync(events, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(log.map((e) => e.what).sort()).toEqual(["enter", "enter", "leave", "leave", "made", "reused"]);
    // the two turns do not overlap: the first leaves before the second enters
    const [first, second] = [...new Set(log.map((e) => e.pid))].map((pid) => log.filter((e) => e.pid === pid));
    const span = (/** @type {typeof log} */ turn) => [turn[0]?.at ?? 0, turn.at(-1)?.at ?? 0];
    const [a, b] = [span(first ?? []), span(second ?? [])].sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0));
    expect(a?.[1]).toBeLessThanOrEqual(b?.[0] ?? 0);
    expect(readFileSync(target, "utf8")).toBe("first half;second half");
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp") || f.endsWith(".lock"))).toEqual([]);
  }, 60_000);

  it("names each temporary file after its process, uniquely", () => {
    const names = new Set(Array.from({ length: 100 }, () => tempPath("/cache/base-key.tar")));
    expect(names.size).toBe(100);
    for (const name of names)
      expect(name).toMatch(new RegExp(`^/cache/base-key\\.tar\\.${process.pid}\\.[0-9a-f]{12}\\.tmp$`));
  });

  it("takes over a lock whose owner has gone, and an unreadable one left long ago", async () => {
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    const lock = join(dir, "stale.lock");
    writeFileSync(lock, JSON.stringify({ pid: gone.pid, token: "x" }));
    /** @type {string[]} */
    const lines = [];
    expect(await withLock(lock, async () => "ran", { log: (l) => lines.push(l), timeoutMs: 5000 })).toBe("ran");
    expect(lines.join("\n")).toContain(`its owner (pid ${gone.pid}) has gone`);
    expect(existsSync(lock)).toBe(false);

    writeFileSync(lock, "{half a jso");
    utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    expect(await withLock(lock, async () => "ran", { timeoutMs: 5000 })).toBe("ran");
  });

  it("does not take a lock whose owner runs, nor a half-written one just made: it waits, then gives up", async () => {
    const lock = join(dir, "held.lock");
    writeFileSync(lock, JSON.stringify({ pid: process.pid, token: "someone else" }));
    let ran = false;
    const task = async () => {
      ran = true;
    };
    await expect(withLock(lock, task, { pollMs: 20, timeoutMs: 200 })).rejects.toThrow(/another build held/);
    writeFileSync(lock, "{half a jso");
    await expect(withLock(lock, task, { pollMs: 20, timeoutMs: 200 })).rejects.toThrow(/another build held/);
    expect(ran).toBe(false);
    expect(existsSync(lock)).toBe(true);
  });
});
