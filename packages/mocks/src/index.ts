// @avaspec/mocks: the Metrics, Data and node JSON-RPC mocks, alone or all three at once.
import { startDataMock, startMetricsMock } from "./apis.js";
import { startNodeMock, type RunningNodeMock } from "./node/index.js";
import type { LogLevel, RunningMock } from "./rest/server.js";

export { dataApi, loadDocuments, metricsApi, startDataMock, startMetricsMock } from "./apis.js";
export { MAX_BODY_BYTES, MAX_JSON_DEPTH } from "./rest/http.js";
export { startRestMock } from "./rest/server.js";
export type { LogLevel, MockOptions, RunningMock } from "./rest/server.js";
export type { Listing, RestApiDefinition, Rule, RuleContext, RuleOutcome, RuleRequest } from "./rest/rules.js";
export { createRestEngine } from "./rest/engine.js";
export type { RestEngine, RestEngineOptions } from "./rest/engine.js";
export { createNodeEngine, createNodeMockHandler, startNodeMock } from "./node/index.js";
export type { NodeEngine, NodeEngineOptions, NodeMockOptions, RunningNodeMock } from "./node/index.js";
export { BudgetExceeded, MockHost, REQUEST_BUDGET_MS } from "./server/host.js";
export type { HostOptions } from "./server/host.js";
export { CONTROL_PREFIX, READY_PATH } from "./server/exchange.js";
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
  Target,
  TransportAction,
} from "./server/exchange.js";

export const DEFAULT_PORTS = { metrics: 4010, data: 4011, node: 9650 } as const;

export interface StartMocksOptions {
  host?: string;
  /** ports; 0 picks a free one. Defaults: metrics 4010, data 4011, node 9650 */
  ports?: Partial<Record<"metrics" | "data" | "node", number>>;
  seed?: string;
  logLevel?: LogLevel;
  clock?: () => number;
  /** the node's `--api-admin-enabled` (default true for the mock; false → /ext/admin answers 404) */
  adminEnabled?: boolean;
  /** the node's `--index-enabled` (default true for the mock; false → /ext/index/... answers 404) */
  indexEnabled?: boolean;
}

export interface RunningMocks {
  metrics: RunningMock;
  data: RunningMock;
  node: RunningNodeMock;
  close(): Promise<void>;
}

/** Starts all three mocks; if one fails to start, the others are closed and the error is thrown. */
export async function startMocks(options: StartMocksOptions = {}): Promise<RunningMocks> {
  const host = options.host ?? "127.0.0.1";
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const common = { host, seed: options.seed, logLevel: options.logLevel, clock: options.clock };
  const results = await Promise.allSettled([
    startMetricsMock({ ...common, port: ports.metrics }),
    startDataMock({ ...common, port: ports.data }),
    startNodeMock({
      host,
      port: ports.node,
      seed: options.seed,
      adminEnabled: options.adminEnabled,
      indexEnabled: options.indexEnabled,
    }),
  ] as const);
  const failed = results.find((r) => r.status === "rejected");
  if (failed) {
    await Promise.all(results.map((r) => (r.status === "fulfilled" ? r.value.close() : undefined)));
    throw (failed as PromiseRejectedResult).reason;
  }
  const [metrics, data, node] = results.map(
    (r) => (r as PromiseFulfilledResult<RunningMock | RunningNodeMock>).value,
  ) as [RunningMock, RunningMock, RunningNodeMock];
  return {
    metrics,
    data,
    node,
    close: async () => {
      await Promise.all([metrics.close(), data.close(), node.close()]);
    },
  };
}
