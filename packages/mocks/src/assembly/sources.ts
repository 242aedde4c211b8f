// --watch inside this repository: the spec sources (specs/) beside the assembled documents are watched too, and a
// change rebuilds the documents in this process (@avaspec/specs/build), which each server's --watch then reloads.
// One watch and one rebuild per change in a thread, however many servers it starts (the CLI and startMocks start
// it in the thread their worker threads report to). A source that does not build leaves the documents, and so the
// engines, as they were, and says why. An installed package has no sources: nothing more is watched.
import { type SpecWatcher, type WatchLog, watchTree } from "../control/watch.js";

/** Source files: the YAML of specs/ (an editor's swap and backup files are not). */
const SOURCE = /\.ya?ml$/;

let users = 0;
let shared: Promise<SpecWatcher | undefined> | undefined;

/** Watches the spec sources while any caller holds the returned release (idempotent). */
export function watchSpecSources(report: WatchLog): () => void {
  users++;
  shared ??= start(report);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--users > 0) return;
    const watcher = shared;
    shared = undefined;
    void watcher?.then((w) => w?.close());
  };
}

async function start(report: WatchLog): Promise<SpecWatcher | undefined> {
  let build: typeof import("@avaspec/specs/build");
  try {
    build = await import("@avaspec/specs/build");
  } catch {
    return undefined; // a @avaspec/specs without its build: an installed package
  }
  const sources = build.specSources();
  if (sources === undefined) return undefined;
  report("info", `specs: watching the sources in ${sources}; a change rebuilds the assembled documents`);
  return watchTree(
    sources,
    (name) => SOURCE.test(name),
    async () => {
      const started = Date.now();
      try {
        const written = await build.buildSpecs({ sources, warn: (findings) => report("warn", `specs: ${findings}`) });
        const what = written.length === 0 ? "nothing changed" : `${written.length} documents changed`;
        report("info", `specs: rebuilt from the changed sources in ${Date.now() - started} ms (${what})`);
      } catch (error) {
        report(
          "error",
          "specs: the changed sources do not build, so the mocks keep serving the last good documents: " +
            `${(error as Error)?.message ?? error}`,
        );
      }
    },
  );
}
