// The node mock's engine: the JSON-RPC dispatcher over its NodeState, with forced answers (fault rules, scenarios)
// answered in the node's own form, and the catalogue of methods, example names and error codes from OpenRPC.
import { loadNodeDocument } from "#documents";
import { MAX_BODY_BYTES } from "../server/body-limit.js";
import { reasonPhrase } from "../server/status.js";
import type {
  ApiEngine,
  CatalogueEntry,
  ForcedAnswer,
  MockRequest,
  MockResponse,
  Route,
  RpcCall,
} from "../server/exchange.js";
import { type CallOverride, createDispatcher, type Dispatcher, TEXT } from "./dispatcher.js";
import { ChainError } from "./errors.js";
import { OWN_ANSWER } from "./jsonrpc.js";
import { type NodeSpec, readNodeSpec } from "./spec.js";
import { checkNetworkId, type ExecutingChains, type NetworkId, startLocalNetwork } from "./local-network.js";
import { checkLocalOptions } from "./local-options.js";
import { NodeState, type PendingVm } from "./state.js";
import type { LocalNetwork } from "@avaspec/chain";

export interface NodeEngineOptions {
  /** seeds every generated value (containers, validators, IDs); default "avaspec" */
  seed?: string | number | undefined;
  /** serve /ext/admin (the node's --api-admin-enabled); default true */
  adminEnabled?: boolean | undefined;
  /** serve /ext/index/... (the node's --index-enabled); default true */
  indexEnabled?: boolean | undefined;
  /** the OpenRPC document (dereferenced); default the one @avaspec/specs ships */
  spec?: object | undefined;
  /** VM plugins that admin.loadVMs finds; default one seeded VM that loads */
  pendingVMs?: PendingVm[] | undefined;
  /** when > 0, the C, P and X indexes (not the history-only X/vtx) accept a new container every this many ms */
  acceptEveryMs?: number | undefined;
  /** clock for acceptEveryMs (ms since the epoch); default Date.now */
  now?: (() => number) | undefined;
  /** "local": avalanchego's local network, whose C-Chain and L1 execute (@avaspec/chain); default: generated */
  networkId?: NetworkId | undefined;
  /** local mode: seconds between blocks; default none (a block per transaction, as anvil's automine) */
  blockTime?: number | undefined;
  /** local mode: the network is loaded from this file at start when it exists, and written to it on close */
  stateFile?: string | undefined;
  /** local mode: the node's URL as clients reach it, named by the Data API's `rpcUrl`; default where it listens */
  nodePublicUrl?: string | undefined;
  /**
   * local mode: the engine this one replaces (a --watch reload). Its running network is taken over, state and
   * timers and all, rather than a second one started: the chains keep their blocks, and one interval mines them.
   */
  replacing?: NodeEngine | undefined;
}

export interface NodeEngine extends ApiEngine {
  /** the current state (a new one after reset()) */
  readonly state: NodeState;
  readonly spec: NodeSpec;
  /** settles when the engine answers (local mode starts its network first); rejects when that start fails */
  readonly ready: Promise<void>;
  /** local mode, once ready: the network (its block views feed the Data and Metrics mocks) */
  readonly network: LocalNetwork | undefined;
  /** local mode: the network once started (and back at genesis after a reset); otherwise undefined */
  localNetwork(): Promise<LocalNetwork | undefined>;
  /** local mode, once ready: the network with its routing and its close (what a replacing engine takes over) */
  readonly executing: ExecutingChains | undefined;
}

/** A method's named example: the result it pairs with its params, or the error. */
type ExampleAnswer = { result: unknown } | { error: { code: number; message: string } };

export function createNodeEngine(options: NodeEngineOptions = {}): NodeEngine {
  const spec = readNodeSpec((options.spec as Record<string, any>) ?? loadNodeDocument());
  const networkId = checkNetworkId(options.networkId);
  const { blockTime, stateFile, nodePublicUrl } = options;
  checkLocalOptions({ networkId, blockTime, stateFile, nodePublicUrl });
  let executing: ExecutingChains | undefined;
  // local mode: answers wait for the network's start, and after a reset for its return to genesis
  let settled: Promise<void> = Promise.resolve();
  const fresh = (): { state: NodeState; dispatcher: Dispatcher } => {
    const state = new NodeState(spec, {
      seed: options.seed,
      enabled: { admin: options.adminEnabled !== false, index: options.indexEnabled !== false },
      pendingVMs: options.pendingVMs,
      acceptEveryMs: options.acceptEveryMs,
      now: options.now,
      executing: executing?.network.chains.map(({ blockchainId, aliases, chain }) => ({
        blockchainId,
        aliases,
        vm: chain.profile.vm,
      })),
    });
    if (executing) state.executingIndex = executing.network.cChainIndex;
    return { state, dispatcher: createDispatcher(spec, state, executing) };
  };
  let current = fresh();
  const running = networkId === "local" ? options.replacing?.executing : undefined;
  if (running) {
    executing = running;
    current = fresh();
    settled = options.replacing!.ready; // a reset under way on the replaced engine
  } else if (networkId === "local") {
    settled = startLocalNetwork({ now: options.now, blockTime, stateFile }).then((chains) => {
      executing = chains;
      current = fresh();
    });
  }
  const examples = readExamples(spec);
  const catalogue: CatalogueEntry[] = [...spec.methods.values()].map((m) => ({
    id: m.name,
    statuses: [200],
    examples: { "200": [...(examples.get(m.name)?.keys() ?? [])] },
    errorCodes: [...new Set(m.errors.map((e) => e.code))],
    params: { names: m.params.map((p) => p.name), byPosition: m.byPosition },
  }));

  const transportError = (status: number, message: string): MockResponse => ({
    status,
    headers: { ...TEXT },
    // Go's net/http words its 413 this way; other transport errors say what was wrong
    body: status === 413 ? "http: request body too large\n" : `${message}\n`,
  });

  return {
    api: "node",
    kind: "jsonrpc",
    maxBodyBytes: MAX_BODY_BYTES,
    spec,
    get state() {
      return current.state;
    },
    get ready() {
      return settled;
    },
    get network() {
      return executing?.network;
    },
    get executing() {
      return executing;
    },
    async localNetwork() {
      await settled;
      return executing?.network;
    },
    identify: (request) => current.dispatcher.identify(request),
    async answer(request: MockRequest, route: Route, forced?: ForcedAnswer): Promise<MockResponse> {
      if (forced && "status" in forced && forced.status !== 200) {
        return transportError(forced.status, `${forced.status} ${reasonPhrase(forced.status)}`);
      }
      await settled;
      // read your writes: a send answered before its block was mined has the block (and its index entry) first
      const mining = executing?.network.mining;
      if (mining) await mining;
      return current.dispatcher.answer(request, route, forced && overrideOf(forced, examples));
    },
    catalogue: () => catalogue,
    transportError,
    // local mode: settles once the network is back at genesis (or, when it is still starting, has started)
    reset() {
      current = fresh();
      if (executing) settled = executing.network.reset();
      return settled;
    },
    // local mode: interval mining stops and the state file is written, once the answers in progress are done
    async close() {
      await settled.catch(() => undefined);
      await executing?.close();
    },
  };
}

/** The forced answer per call: an error or an example for the calls it names (every call when it names none). */
function overrideOf(forced: ForcedAnswer, examples: Map<string, Map<string, ExampleAnswer>>): CallOverride | undefined {
  const only = forced.calls;
  if ("error" in forced) {
    const { code, message, data } = forced.error;
    return (_method, call) => {
      if (only && !only.has(call as RpcCall)) return OWN_ANSWER;
      throw new ChainError(code, message, data);
    };
  }
  if ("example" in forced) {
    return (method, call) => {
      if (only && !only.has(call as RpcCall)) return OWN_ANSWER;
      const example = examples.get(method.name)?.get(forced.example);
      if (!example) throw new ChainError(-32603, `${method.name} has no example named "${forced.example}"`, null);
      if ("error" in example) throw new ChainError(example.error.code, example.error.message, null);
      return example.result;
    };
  }
  return undefined;
}

/** Each method's named examples (the model's): the result's value, or the error (x-avaspec-error). */
function readExamples(spec: NodeSpec): Map<string, Map<string, ExampleAnswer>> {
  const out = new Map<string, Map<string, ExampleAnswer>>();
  for (const method of spec.rpc.methodList) {
    const named = new Map<string, ExampleAnswer>();
    for (const example of method.examples) {
      if (example.name === "") continue;
      const { error, result } = example;
      if (error && typeof error.code === "number") named.set(example.name, { error });
      else if (result && "value" in result) named.set(example.name, { result: result.value });
    }
    out.set(method.name, named);
  }
  return out;
}
