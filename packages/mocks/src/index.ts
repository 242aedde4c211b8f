// @avaspec/mocks: the Metrics, Data and node JSON-RPC mocks, alone or all three at once.
import { randomUUID } from "node:crypto";
import type { EventEmitter } from "node:events";
import { type ControlClient, createControlClient } from "./control/client.js";
import { checkControlOptions, type ControlOptions, controlOptionsOf } from "./control/options.js";
import { checkProxyOptions, type ProxyStartOptions, proxyOptionsOf } from "./proxy/options.js";
import type { LogLevel } from "./rest/server.js";
import type { RestEngineKind } from "./rest/engine.js";
import type { ApiName } from "./server/exchange.js";
import { prepareMockThread } from "./server/threads.js";
import { viewChannels } from "./server/view-ports.js";
import { prepareMock } from "./assembly/start.js";
import { MockStartError } from "./assembly/start-error.js";
import { checkNetworkId } from "./node/local-network.js";
import { checkLocalOptions } from "./node/local-options.js";

export { dataApi, loadDocuments, metricsApi, startDataMock, startMetricsMock } from "./apis.js";
export { MAX_BODY_BYTES, MAX_JSON_DEPTH } from "./rest/http.js";
export { startRestMock } from "./rest/server.js";
export { MockStartError } from "./assembly/start-error.js";
export type { LogLevel, MockOptions, RunningMock } from "./rest/server.js";
export type { Listing, RestApiDefinition, Rule, RuleContext, RuleOutcome, RuleRequest } from "./rest/rules.js";
export { createRestEngine } from "./rest/engine.js";
export type { RestEngine, RestEngineKind, RestEngineOptions } from "./rest/engine.js";
export { createNodeEngine, createNodeMockHandler, startNodeMock } from "./node/index.js";
export type { NodeEngine, NodeEngineOptions, NodeMockOptions, RunningNodeMock } from "./node/index.js";
export { BudgetExceeded, MockHost, REQUEST_BUDGET_MS } from "./server/host.js";
export type { HostOptions } from "./server/host.js";
export { startMockThread } from "./server/threads.js";
export type { ThreadedMock } from "./server/threads.js";
export { CONTROL_PREFIX, READY_PATH } from "./server/exchange.js";
export { attachProxy, checkProxyOptions, ProxyOptionError } from "./proxy/attach.js";
export { attachControl } from "./control/attach.js";
export { ControlRequestError, createControlClient } from "./control/client.js";
export type { ControlClient, ControlClientOptions, ScenarioState } from "./control/client.js";
export type { ChainControl, ChainTarget, LocalChainInfo } from "./control/chain-client.js";
export { VerificationError } from "./control/verification-error.js";
export type { VerifyCount, VerifyPattern } from "./control/verification-error.js";
export type { Verification, VerifyInput } from "./control/verify.js";
export type { Difference, NearMiss } from "./control/near-miss.js";
export type { DelayInput, LatencyInput, LatencySetting } from "./control/latency.js";
export { ControlFileError } from "./control/files.js";
export type { FaultRule } from "./control/faults.js";
export type { FaultRuleInput, FaultRulesInput, RequestPattern, VerifyPatternOf } from "./control/typed-rules.js";
export type { JournalEntry, JournalFilter } from "./control/journal.js";
export type { MatchInput, ValueMatcher } from "./control/match.js";
export type { AnswerInput } from "./control/answer.js";
export { checkControlOptions, ControlOptionError } from "./control/options.js";
export type { ControlOptions, LatencyRange, PerServer, RateLimit } from "./control/options.js";
export type { ScenarioInput, ScenarioStepInput } from "./control/scenario.js";
export type { ProxyStartOptions } from "./proxy/options.js";
export type { ExchangeRecord, Fixture, FixtureReport, InstalledProxy, KeptExchange } from "./proxy/index.js";
export type {
  Answerer,
  ApiEngine,
  ApiName,
  CatalogueEntry,
  ControlRoute,
  ForcedAnswer,
  Layer,
  MockRequest,
  MockResponse,
  Route,
  TransportAction,
} from "./server/exchange.js";

export const DEFAULT_PORTS = { metrics: 4010, data: 4011, node: 9650 } as const;

/** "threads": each API in its own worker thread (CPU work in one never delays the others); "none": this thread. */
export type Isolation = "threads" | "none";

export interface StartMocksOptions extends ProxyStartOptions, ControlOptions {
  host?: string | undefined;
  /** ports; 0 picks a free one. Defaults: metrics 4010, data 4011, node 9650 */
  ports?: { [api in ApiName]?: number | undefined } | undefined;
  seed?: string | undefined;
  logLevel?: LogLevel | undefined;
  /** an injected clock (REST mocks); a function cannot cross threads, so it implies isolation "none" */
  clock?: (() => number) | undefined;
  /** the node's `--api-admin-enabled` (default true for the mock; false → /ext/admin answers 404) */
  adminEnabled?: boolean | undefined;
  /** the node's `--index-enabled` (default true for the mock; false → /ext/index/... answers 404) */
  indexEnabled?: boolean | undefined;
  /** "local": avalanchego's `--network-id local`, whose C-Chain and L1 execute; default the generated chains */
  networkId?: "local" | undefined;
  /** local mode: seconds between blocks (0.1 to 86,400); default none, a block per transaction */
  blockTime?: number | undefined;
  /** local mode: loaded at start when the file exists, written by `close()` (as anvil's `--state`) */
  stateFile?: string | undefined;
  /**
   * local mode: the node mock's URL as clients reach it (a container's published port, a proxy), which the Data
   * API's `rpcUrl` names; default the URL it listens on (0.0.0.0 named as 127.0.0.1)
   */
  nodePublicUrl?: string | undefined;
  /** default "threads", or "none" when a clock is given */
  isolation?: Isolation | undefined;
  /** the REST mocks' request path: "compiled" (default) or "prism" (every request through Prism, the oracle) */
  engine?: RestEngineKind | undefined;
}

/** One started mock, in this thread or its own; its control routes through a typed client (`requests`, `faults`…). */
export interface ServedMock<S extends ApiName = ApiName> extends ControlClient<S> {
  name: S;
  url: string;
  host: string;
  port: number;
  /** "error" when the server fails after start; "close" when it stops on its own */
  server: EventEmitter;
  close(): Promise<void>;
}

export interface RunningMocks {
  metrics: ServedMock<"metrics">;
  data: ServedMock<"data">;
  node: ServedMock<"node">;
  isolation: Isolation;
  /** POST /__avaspec/reset on all three: faults, scenarios, journals, rate limits and the APIs' own state */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The options of one API's in-thread starter (structured-clonable unless `clock` is set). */
export function apiOptions(name: ApiName, options: StartMocksOptions, port: number): Record<string, unknown> {
  const host = options.host ?? "127.0.0.1";
  const proxy = { ...proxyOptionsOf(options), ...controlOptionsOf(options) };
  const common: Record<string, unknown> = { host, port, seed: options.seed, logLevel: options.logLevel, ...proxy };
  if (name === "node") {
    const { adminEnabled, indexEnabled, networkId, blockTime, stateFile, nodePublicUrl } = options;
    // the node's chain head follows the same clock as the Data API's (one chain, two APIs)
    const now = options.clock ? { now: options.clock } : {};
    const local = {
      ...(blockTime === undefined ? {} : { blockTime }),
      ...(stateFile === undefined ? {} : { stateFile }),
      ...(nodePublicUrl === undefined ? {} : { nodePublicUrl }),
    };
    return { ...common, adminEnabled, indexEnabled, ...(networkId ? { networkId } : {}), ...local, ...now };
  }
  if (options.clock) common.clock = options.clock;
  if (options.engine !== undefined) common.engine = options.engine;
  return common;
}

/** One API prepared in its own worker thread or in this one: checked, its port not yet open. */
export interface PreparedApi {
  name: ApiName;
  listen(): Promise<ServedMock>;
  close(): Promise<void>;
}

/** Prepares one API (engine, control plane, proxy: anything wrong throws here), in its own thread or in this one. */
export async function prepareApi(
  name: ApiName,
  isolation: Isolation,
  options: Record<string, unknown>,
): Promise<PreparedApi> {
  if (isolation === "threads") {
    if (typeof options.clock === "function")
      throw new Error('a clock function cannot cross threads: use isolation "none"');
    const prepared = await prepareMockThread(name, options);
    const listen = async () => {
      try {
        return served(await prepared.listen(), options);
      } catch (error) {
        // the typed error, again on this side of the thread (what crossed is its message and code)
        if ((error as Error).name !== "MockStartError") throw error;
        throw new MockStartError(name, String(options.host ?? "127.0.0.1"), Number(options.port ?? 0), error);
      }
    };
    return { name, listen, close: prepared.close };
  }
  const prepared = await prepareMock(name, options);
  return {
    name,
    close: prepared.close,
    async listen() {
      const started = await prepared.listen();
      const host = started.mockHost;
      const mock = { name, url: started.url, host: host.host, port: started.port, server: host.server };
      return served({ ...mock, close: () => started.close() }, options);
    },
  };
}

/** A started mock with the typed client of its control routes (over HTTP: the same across threads). */
function served(mock: Omit<ServedMock, keyof ControlClient>, options: Record<string, unknown>): ServedMock {
  const token = typeof options.controlToken === "string" && options.controlToken ? options.controlToken : undefined;
  return Object.assign(mock, createControlClient(mock.url.replace("//0.0.0.0:", "//127.0.0.1:"), { token }));
}

/**
 * Starts all three mocks: each is prepared first (so a bad option or file fails before any port opens), then all
 * listen. If one fails, the others are closed and its error is thrown (a MockStartError names the API, the port
 * and the option to change).
 */
export async function startMocks(options: StartMocksOptions = {}): Promise<RunningMocks> {
  // a port given as undefined (a strict app's unset setting) keeps its default
  const portOf = (name: ApiName) => options.ports?.[name] ?? DEFAULT_PORTS[name];
  const isolation = options.isolation ?? (options.clock ? "none" : "threads");
  checkProxyOptions(options);
  checkControlOptions(options);
  checkLocalOptions({ networkId: checkNetworkId(options.networkId), ...options });
  const names: ApiName[] = ["metrics", "data", "node"];
  // reset?all=true on any of the three resets the others (control/siblings.ts)
  const grouped = { ...options, resetGroup: { id: randomUUID(), members: names } };
  // local mode: the node feeds the Data and Metrics mocks its blocks
  const feeds = options.networkId === "local" ? viewChannels() : undefined;
  const prepared = await allOrNone(
    names.map((name) => prepareApi(name, isolation, { ...apiOptions(name, grouped, portOf(name)), ...feeds?.[name] })),
  );
  const [metrics, data, node] = (await allOrNone(
    prepared.map((p) => p.listen()),
    prepared,
  )) as [ServedMock<"metrics">, ServedMock<"data">, ServedMock<"node">];
  return {
    metrics,
    data,
    node,
    isolation,
    reset: async () => {
      await Promise.all([metrics.reset(), data.reset(), node.reset()]);
    },
    close: async () => {
      await Promise.all([metrics.close(), data.close(), node.close()]);
    },
  };
}

/** Every result, or (when one fails) each settled one closed, with `also` closed too, and the first error thrown. */
async function allOrNone<T extends { close(): Promise<void> }>(
  work: Promise<T>[],
  also: ReadonlyArray<{ close(): Promise<void> }> = [],
): Promise<T[]> {
  const results = await Promise.allSettled(work);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (!failed) return results.map((r) => (r as PromiseFulfilledResult<T>).value);
  const settled: T[] = [];
  for (const r of results) if (r.status === "fulfilled") settled.push(r.value);
  await Promise.allSettled([...settled, ...also].map((m) => m.close()));
  throw failed.reason;
}
