// --watch for each kind of server: which assembled documents to watch (what loadSpec reads in @avaspec/specs'
// dist/), and how to build the new engine from them. Inside this repository `pnpm generate` / `pnpm build` rewrite
// those files, so a running mock picks the change up.
import { loadSpec, specPath } from "@avaspec/specs";
import { createNodeEngine, type NodeEngineOptions } from "../node/engine.js";
import { createRestEngine, type RestEngineOptions } from "../rest/engine.js";
import type { RestApiDefinition } from "../rest/rules.js";
import type { MockHost } from "../server/host.js";
import { reloadOnChange, type WatchLog } from "./watch.js";

const stderrLog: WatchLog = (level, message) => process.stderr.write(`avaspec-mock: ${level}: ${message}\n`);

interface Watched {
  mockHost: MockHost;
  close(): Promise<void>;
}

/** Stops the watcher when the server closes. */
function closeWith<T extends Watched>(running: T, stop: () => void): T {
  const close = running.close.bind(running);
  running.close = async () => {
    stop();
    await close();
  };
  return running;
}

/** A REST server reloads when either REST document changes (each API reads the other's chain catalogue). */
export function watchRestSpec<T extends Watched>(
  running: T,
  makeApi: () => RestApiDefinition,
  options: RestEngineOptions,
  log: WatchLog = stderrLog,
): T {
  const files = [specPath("metrics"), specPath("data")];
  const watcher = reloadOnChange(
    running.mockHost,
    files,
    async () => {
      const engine = await createRestEngine(makeApi(), options);
      await engine.warmUp();
      return engine;
    },
    log,
  );
  return closeWith(running, () => watcher.close());
}

/** The node server reloads its OpenRPC document (the node's state starts afresh with the new spec). */
export function watchNodeSpec<T extends Watched>(running: T, options: NodeEngineOptions, log: WatchLog = stderrLog): T {
  const files = [specPath("node", { dereferenced: true })];
  const watcher = reloadOnChange(
    running.mockHost,
    files,
    () => createNodeEngine({ ...options, spec: loadSpec("node", { dereferenced: true }) }),
    log,
  );
  return closeWith(running, () => watcher.close());
}
