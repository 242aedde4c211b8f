// The one place that assembles a mock server: the API's engine (from the registry), its control plane and proxy on
// a MockApp, the node:http host in front, and --watch. In two steps, so that every server of a command is checked
// before any opens: prepare (engine, control files, proxy options: anything wrong throws here) and listen.
import { isMainThread } from "node:worker_threads";
import { documentFile, loadDocument, loadRestDocuments } from "#documents";
import { attachControl, type ControlOptions, withControlClient } from "../control/attach.js";
import type { ControlClient } from "../control/client.js";
import { controlTrust } from "../control/trust.js";
import { uiRoute } from "../control/ui/page.js";
import { reloadOnChange, type WatchLog } from "../control/watch.js";
import { loadControlInputs } from "../control/inputs.js";
import type { NodeEngine, NodeEngineOptions } from "../node/engine.js";
import { announcedNodeUrl } from "../node/local-options.js";
import { attachProxy, type ProxyStartOptions } from "../proxy/attach.js";
import type { RestEngineKind } from "../rest/engine.js";
import type { RestApiDefinition } from "../rest/rules.js";
import type { ApiEngine, ApiName } from "../server/exchange.js";
import { MockHost } from "../server/host.js";
import { feedViews, mirrorOf } from "../server/view-ports.js";
import { type LogLevel, levelLog } from "./log.js";
import { watchSpecSources } from "./sources.js";
import { MockStartError } from "./start-error.js";

/** What any one mock takes: where it listens, its data, its logging, its control plane and proxy. */
export interface MockOptions extends ControlOptions, ProxyStartOptions {
  /** interface to bind; default 127.0.0.1 */
  host?: string | undefined;
  /** port; default 0 (any free port) */
  port?: number | undefined;
  /** seed of the generated data and of page-token signatures; default "avaspec" */
  seed?: string | undefined;
  /** REST mocks' clock in milliseconds since the epoch; default Date.now (inject one to test token expiry) */
  clock?: (() => number) | undefined;
  /** default "warn": only problems are logged */
  logLevel?: LogLevel | undefined;
  /** where log lines go; default stderr */
  log?: ((line: string) => void) | undefined;
  /** largest accepted request body in bytes; default 1 MiB */
  maxBodyBytes?: number | undefined;
  /** budget of one request, from its arrival to its answer, in ms; default 30 000 */
  requestBudgetMs?: number | undefined;
  /**
   * the REST mocks' request path: "compiled" (default) or "prism", every request through Prism, the compiled
   * path's oracle (slower; the same answers but for DEVIATIONS P1), for comparing the two
   */
  engine?: RestEngineKind | undefined;
  /** local mode, the Data and Metrics mocks: the port the node's block views arrive on (server/view-ports.ts) */
  viewFeed?: unknown;
  /** local mode, the node mock: the ports it sends its block views to */
  viewFeeds?: unknown[] | undefined;
}

/** The node mock's options: any mock's, and the node's own (enabled APIs, VMs, the accepting index). */
export interface NodeMockOptions extends Omit<MockOptions, "seed">, NodeEngineOptions {}

/** A mock started in this thread: where it listens, its host, and the typed client of its control routes. */
export interface RunningMock extends ControlClient {
  name: string;
  url: string;
  host: string;
  port: number;
  /** the node:http server: "error" when it fails after start, "close" when it stops */
  server: MockHost["server"];
  /** the host: add control routes and layers, swap the answerer or the engine */
  mockHost: MockHost;
  close(): Promise<void>;
}

/** A mock whose engine, control plane and proxy are ready, not yet listening. */
export interface PreparedMock {
  readonly name: string;
  readonly mockHost: MockHost;
  /** opens the port; a port in use (or another listen failure) is a MockStartError naming the API and port */
  listen(): Promise<RunningMock>;
  /** gives back what prepare took (the proxy's pool, a watcher), when the mock will not listen */
  close(): Promise<void>;
}

/** How each API's engine is made, and which files --watch reloads it from. */
interface EngineSource {
  name: string;
  /** `replacing`: the engine a --watch reload replaces */
  create(options: NodeMockOptions, log: ReturnType<typeof levelLog>, replacing?: ApiEngine): Promise<ApiEngine>;
  /** the assembled documents a reload reads (none: the engine's spec is the caller's own) */
  watched(options: NodeMockOptions): string[];
  /** told where the mock is reached once its port is open */
  listening?(engine: ApiEngine, url: string, options: NodeMockOptions): void;
}

const ENGINE_KINDS: readonly RestEngineKind[] = ["compiled", "prism"];

// Each API's modules are imported when its engine is made: a thread runs one mock and loads only what it serves.
const restSource = (
  makeDefinition: (options: NodeMockOptions) => RestApiDefinition | Promise<RestApiDefinition>,
  name: string,
  watched = true,
): EngineSource => ({
  name,
  async create(options, { log, verbose }) {
    if (options.engine !== undefined && !ENGINE_KINDS.includes(options.engine))
      throw new TypeError(`engine must be one of ${ENGINE_KINDS.join(", ")}; got ${JSON.stringify(options.engine)}`);
    const [{ createRestEngine }, definition] = await Promise.all([
      import("../rest/engine.js"),
      makeDefinition(options),
    ]);
    const engine = await createRestEngine(definition, {
      seed: options.seed === undefined ? undefined : String(options.seed),
      clock: options.clock,
      maxBodyBytes: options.maxBodyBytes,
      engine: options.engine,
      log,
      verbose,
    });
    if (options.engine === "prism") log("info", "every request goes through Prism (engine: prism)");
    await engine.warmUp();
    return engine;
  },
  // each REST API reads the other's document (the chain catalogue is shared)
  watched: () => (watched ? [documentFile("metrics"), documentFile("data")] : []),
});

const documents = loadRestDocuments;

/** The registry: the three APIs of the specs. */
const SOURCES: Record<ApiName, EngineSource> = {
  metrics: restSource(
    async (o) => (await import("../rest/definitions.js")).metricsDefinition(documents(), await mirrorOf(o.viewFeed)),
    "metrics",
  ),
  data: restSource(
    async (o) => (await import("../rest/definitions.js")).dataDefinition(documents(), await mirrorOf(o.viewFeed)),
    "data",
  ),
  node: {
    name: "node",
    async create(options, _log, replacing) {
      const engine = (await import("../node/engine.js")).createNodeEngine({
        ...options,
        spec: options.spec ?? (options.watch ? loadDocument("node", true) : undefined),
        // local mode: a reload keeps the running network (its blocks, and one interval mining them: README)
        replacing: replacing as NodeEngine | undefined,
      });
      await engine.ready; // local mode: the network is at genesis before the port opens
      if (!replacing) feedViews(engine.network, options.viewFeeds);
      return engine;
    },
    watched: (options) => (options.spec === undefined ? [documentFile("node")] : []),
    // local mode: the Data API's rpcUrl names this node, as clients reach it
    listening: (engine, url, options) =>
      (engine as NodeEngine).network?.views.announceNode(announcedNodeUrl(url, options.nodePublicUrl)),
  },
};

/** Prepares the mock of one API of the specs, or of a REST API definition of the caller's own. */
export async function prepareMock(
  api: ApiName | RestApiDefinition,
  options: NodeMockOptions = {},
): Promise<PreparedMock> {
  const source = typeof api === "string" ? SOURCES[api] : restSource(() => api, api.name, false);
  const log = levelLog(source.name, options);
  const engine = await source.create(options, log);
  const host = new MockHost(engine, {
    host: options.host,
    port: options.port ?? (source.name === "node" ? 9650 : 0),
    requestBudgetMs: options.requestBudgetMs,
    log: log.log,
    logAnswers: log.info,
    trust: controlTrust(options.host ?? "127.0.0.1", options),
  });
  await loadControlInputs(options);
  const plane = attachControl(host, { ...options, log: (level, message) => log.log(level, message) });
  // the page to watch the mock: a server's own (the in-process doors have no page to serve)
  if (plane) host.addRoutes([uiRoute(() => host.engine)]);
  const proxy = await attachProxy(host, options);
  const stopWatching = options.watch ? watchEngine(host, source, options, log) : undefined;
  const close = async () => {
    stopWatching?.();
    await proxy?.close();
    await host.close();
    await host.engine.close?.();
  };
  return {
    name: source.name,
    mockHost: host,
    close,
    async listen() {
      try {
        await host.listen();
      } catch (error) {
        await close();
        throw new MockStartError(source.name, options.host ?? "127.0.0.1", options.port ?? 0, error);
      }
      source.listening?.(host.engine, host.url, options);
      const running = { name: source.name, host: host.host, port: host.port, url: host.url, server: host.server };
      return withControlClient({ ...running, mockHost: host, close }, options);
    },
  };
}

/** Prepares and listens. */
export async function startMock(api: ApiName | RestApiDefinition, options: NodeMockOptions = {}): Promise<RunningMock> {
  return (await prepareMock(api, options)).listen();
}

/**
 * --watch: a new engine from the changed documents replaces the running one (the port and process stay); inside the
 * repository a changed spec source rebuilds the documents first (assembly/sources.ts).
 */
function watchEngine(
  host: MockHost,
  source: EngineSource,
  options: NodeMockOptions,
  log: ReturnType<typeof levelLog>,
): () => void {
  const files = source.watched(options);
  if (files.length === 0) return () => {};
  // reloads are reported whatever the log level: a user who asked for --watch wants to see them
  const write = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const report: WatchLog = (level, message) => write(`avaspec-mock: ${level}: ${message}`);
  const reload = () => source.create({ ...options, spec: undefined }, log, host.engine);
  const watcher = reloadOnChange(host, files, reload, report);
  // in a worker thread, the thread that started it watches the sources (server/threads.ts): one rebuild for all
  const release = isMainThread ? watchSpecSources(report) : undefined;
  return () => {
    release?.();
    watcher.close();
  };
}
