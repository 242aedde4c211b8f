// --watch: reloads a server's spec when the assembled documents change, without dropping the process or the port
// (the host's setEngine: requests under way finish with the engine they started with). A document that fails to
// load keeps the previous engine, and the reason is printed.
import { type FSWatcher, watch } from "node:fs";
import { basename, dirname } from "node:path";
import type { ApiEngine } from "../server/exchange.js";
import type { MockHost } from "../server/host.js";

/** Writes settle within this many ms before a reload (a build writes several files, each in several chunks). */
const WATCH_DEBOUNCE_MS = 150;

export type WatchLog = (level: "info" | "warn", message: string) => void;

export interface SpecWatcher {
  /** resolves when the reload under way (if any) is done */
  settled(): Promise<void>;
  close(): void;
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  const trigger = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(() => (closed ? undefined : onChange()));
    }, debounceMs);
    timer.unref?.();
  };
  const watchers: FSWatcher[] = [...names].map(([dir, wanted]) => {
    const watcher = watch(dir, { persistent: false }, (_event, name) => {
      if (name === null || wanted.has(String(name))) trigger();
    });
    watcher.on("error", () => {}); // a folder removed mid-build: the next change of a new folder is not seen
    return watcher;
  });
  return {
    settled: async () => {
      await running;
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
      for (const w of watchers) w.close();
    },
  } satisfies SpecWatcher;
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
