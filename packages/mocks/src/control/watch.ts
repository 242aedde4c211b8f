// --watch: reloads a server's spec when the assembled documents change, without dropping the process or the port
// (the host's setEngine: requests under way finish with the engine they started with). A document that fails to
// load keeps the previous engine, and the reason is printed.
import { type FSWatcher, watch } from "node:fs";
import { basename, dirname } from "node:path";
import type { ApiEngine } from "../server/exchange.js";
import type { MockHost } from "../server/host.js";

/** Writes settle within this many ms before a reload (a build writes several files, each in several chunks). */
const WATCH_DEBOUNCE_MS = 150;

export type WatchLog = (level: "info" | "warn" | "error", message: string) => void;

export interface SpecWatcher {
  /** resolves when the reload under way (if any) is done */
  settled(): Promise<void>;
  close(): void;
}

/** Runs `onChange` once changes stop for `debounceMs`: one run at a time, and one more if changes came meanwhile. */
function debounced(onChange: () => Promise<void>, debounceMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  return {
    trigger() {
      if (closed) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        running = running.then(() => (closed ? undefined : onChange()));
      }, debounceMs);
      timer.unref?.();
    },
    async settled() {
      await running;
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}

/** A folder watch that outlives a folder removed mid-build (whose next changes are then not seen). */
function watchFolder(dir: string, recursive: boolean, changed: (name: string | null) => void): FSWatcher {
  const watcher = watch(dir, { persistent: false, recursive }, (_event, name) =>
    changed(name === null ? null : String(name)),
  );
  watcher.on("error", () => {});
  return watcher;
}

/**
 * Calls `onChange` once the files stop changing for `debounceMs`. Watches their folders (a rewrite may replace a
 * file, which ends a watch on the file itself); one reload at a time, and one more if files changed meanwhile.
 */
function watchFiles(files: readonly string[], onChange: () => Promise<void>, debounceMs = WATCH_DEBOUNCE_MS) {
  const names = new Map<string, Set<string>>();
  for (const file of files) {
    const dir = dirname(file);
    names.set(dir, (names.get(dir) ?? new Set()).add(basename(file)));
  }
  const run = debounced(onChange, debounceMs);
  const watchers = [...names].map(([dir, wanted]) =>
    watchFolder(dir, false, (name) => (name === null || wanted.has(name)) && run.trigger()),
  );
  return {
    settled: run.settled,
    close: () => {
      run.close();
      for (const w of watchers) w.close();
    },
  } satisfies SpecWatcher;
}

/**
 * Calls `onChange` once no file under `dir` (at any depth) whose name `wanted` accepts has changed for `debounceMs`,
 * one call at a time.
 */
export function watchTree(
  dir: string,
  wanted: (name: string) => boolean,
  onChange: () => Promise<void>,
  debounceMs = WATCH_DEBOUNCE_MS,
): SpecWatcher {
  const run = debounced(onChange, debounceMs);
  const watcher = watchFolder(dir, true, (name) => (name === null || wanted(name)) && run.trigger());
  return {
    settled: run.settled,
    close: () => {
      run.close();
      watcher.close();
    },
  };
}

/** Reloads `host`'s engine from `create` whenever `files` change. */
export function reloadOnChange(
  host: MockHost,
  files: readonly string[],
  create: () => ApiEngine | Promise<ApiEngine>,
  log: WatchLog,
  debounceMs = WATCH_DEBOUNCE_MS,
): SpecWatcher {
  const api = host.engine.api;
  return watchFiles(
    files,
    async () => {
      let engine: ApiEngine;
      try {
        engine = await create();
      } catch (error) {
        log(
          "warn",
          `${api}: the changed spec does not load, so the previous one stays: ${(error as Error)?.message ?? error}`,
        );
        return;
      }
      host.setEngine(engine);
      log("info", `${api}: spec reloaded`);
    },
    debounceMs,
  );
}
