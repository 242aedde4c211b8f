// The three mocks in this process, with no transport: an engine per API, its control plane, and the MockApp that
// answers a request read whole. The fetch handler and the MSW handlers put a door in front of these; the node:http
// server puts its own in front of the same engines, so all three answer alike. Nothing here touches Node's
// built-ins: the documents and the crypto come through the package's "#documents" and "#crypto" imports, which a
// browser build resolves to the browser's own.
import { loadApiDocuments } from "#documents";
import { dataDefinition, metricsDefinition } from "../rest/definitions.js";
import { attachControl } from "../control/attach.js";
import { faultsForServer, parseControlText, scenarioForServer } from "../control/files.js";
import { loadControlInputs } from "../control/inputs.js";
import type { ControlOptions, PerServer } from "../control/options.js";
import { ControlOptionError } from "../control/options.js";
import type { FaultRuleInput } from "../control/faults.js";
import type { ScenarioInput } from "../control/scenario.js";
import { createNodeEngine } from "../node/engine.js";
import { createRestEngine } from "../rest/engine.js";
import { MockApp } from "../server/app.js";
import type { ApiEngine, ApiName } from "../server/exchange.js";
import { type BaseUrl, parseBaseUrls } from "./base-url.js";

export const API_NAMES: readonly ApiName[] = ["metrics", "data", "node"];

/** The options of createMockFetch and createHandlers: the server's, less what only a socket has (ports, host). */
export interface InProcessOptions extends Omit<ControlOptions, "faults" | "scenario" | "watch"> {
  /**
   * Where each API is reached. Defaults: the specs' `servers` (the deployed metrics and data URLs, the node's
   * `http://127.0.0.1:9650`), so a test intercepts what the application calls in production. A base URL may
   * carry a path prefix (`https://gateway.example/metrics`).
   */
  baseUrls?: { [api in ApiName]?: string | undefined } | undefined;
  /** seed of the generated data and of page-token signatures; default "avaspec" (the server's default too) */
  seed?: string | undefined;
  /** clock of the REST mocks, ms since the epoch; default Date.now */
  clock?: (() => number) | undefined;
  /** the node's `--api-admin-enabled`; default true */
  adminEnabled?: boolean | undefined;
  /** the node's `--index-enabled`; default true */
  indexEnabled?: boolean | undefined;
  /** "local": avalanchego's local network, whose chains execute (README); default the generated ones */
  networkId?: "local" | undefined;
  /** local mode: seconds between blocks (0.1 to 86,400); default none, a block per transaction */
  blockTime?: number | undefined;
  /** local mode, Node only: loaded at start when the file exists, written by `close()` (a page refuses it) */
  stateFile?: string | undefined;
  /** fault rules per server, or the text of a `--faults` file (YAML or JSON): no file is read */
  faults?: string | PerServer<FaultRuleInput[]> | undefined;
  /** the scenario per server, or the text of a `--scenario` file (YAML or JSON): no file is read */
  scenario?: string | PerServer<ScenarioInput> | undefined;
  /** budget of one request from its arrival to its answer, in ms (a `hang` is exempt); default 30 000 */
  requestBudgetMs?: number | undefined;
}

/** One API in this process: where it is reached and what answers it. */
export interface InProcessApi {
  name: ApiName;
  base: BaseUrl;
  app: MockApp;
}

export type InProcessMocks = Record<ApiName, InProcessApi>;

const OPTION_KEYS = new Set([
  "baseUrls",
  "seed",
  "clock",
  "adminEnabled",
  "indexEnabled",
  "networkId",
  "blockTime",
  "stateFile",
  "faults",
  "scenario",
  "requestBudgetMs",
  "control",
  "latency",
  "rateLimit",
  "journalSize",
  "controlToken",
]);

/** Builds the three engines and their control planes; bad options throw ControlOptionError naming the option. */
export async function assembleInProcess(options: InProcessOptions = {}): Promise<InProcessMocks> {
  for (const key of Object.keys(options)) {
    if (!OPTION_KEYS.has(key))
      throw new ControlOptionError(`unknown option "${key}"; allowed: ${[...OPTION_KEYS].join(", ")}`);
  }
  if (options.seed !== undefined && typeof options.seed !== "string")
    throw new ControlOptionError(`seed must be a string, got ${typeof options.seed}`);
  const documents = loadApiDocuments();
  const bases = parseBaseUrls(options.baseUrls, documents);
  const node = createNodeEngine({
    seed: options.seed,
    adminEnabled: options.adminEnabled,
    indexEnabled: options.indexEnabled,
    networkId: options.networkId,
    blockTime: options.blockTime,
    stateFile: options.stateFile,
    spec: documents.node,
  });
  await node.ready;
  // local mode: the Data and Metrics mocks read the network's blocks, fed directly in this process
  node.network?.views.announceNode(bases.node.href);
  const local = node.network && (await import("../chain/local-catalogue.js")).localChainsOf(node.network.mirror());
  const [metrics, data] = await Promise.all([
    createRestEngine(metricsDefinition(documents, local), { seed: options.seed, clock: options.clock }),
    createRestEngine(dataDefinition(documents, local), { seed: options.seed, clock: options.clock }),
  ]);
  const engines: Record<ApiName, ApiEngine> = { metrics, data, node };
  await loadControlInputs(options);
  const faults = perServer(options.faults, "faults", engines, faultsForServer);
  const scenario = perServer(options.scenario, "scenario", engines, scenarioForServer);
  const out = {} as InProcessMocks;
  for (const name of API_NAMES) {
    const app = new MockApp(engines[name]);
    attachControl(app, { ...options, faults, scenario, host: "127.0.0.1" });
    out[name] = { name, base: bases[name], app };
  }
  return out;
}

/** File text parsed once and checked per server (messages name the line), or the objects as given. */
function perServer<T>(
  value: string | PerServer<T> | undefined,
  kind: "faults" | "scenario",
  engines: Record<ApiName, ApiEngine>,
  forServer: (parsed: ReturnType<typeof parseControlText>, api: ApiName, engine: ApiEngine) => T | undefined,
): PerServer<T> | undefined {
  if (typeof value !== "string") return value;
  const parsed = parseControlText(value, kind, kind);
  const out: PerServer<T> = {};
  for (const name of API_NAMES) {
    const section = forServer(parsed, name, engines[name]);
    if (section !== undefined) out[name] = section;
  }
  return out;
}
