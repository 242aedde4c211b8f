// The node's state: chains and their aliases, the HTTP router with its aliases, loggers, the CPU profiler,
// VM plugins, the seeded indexes and the EVM chains. Everything derives from the seed, so two mocks with
// the same seed answer the same (until admin calls change them).
import { concatBytes, fromHex, toHex, UPGRADES } from "@avaspec/chain/world";
import { sameBytes, uint32be, uint64be } from "./bytes.js";
import type { ChainEntry } from "../catalogue.js";
import { type CatalogueWorld, defaultWorlds } from "../chain/worlds.js";
import { cb58Checksum, cb58Decode, cb58Encode } from "@avaspec/spec-model/ids";
import { SeededStream, sha256 } from "./ids.js";
import { appError, goQuote } from "./errors.js";
import type { EndpointSpec, NodeSpec } from "./spec.js";
import { FilterStore } from "./evm/filter-store.js";

export const LOG_LEVELS = ["VERBO", "DEBUG", "TRACE", "INFO", "WARN", "ERROR", "FATAL", "OFF"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MAINNET = {
  pChain: "11111111111111111111111111111111LpoYY",
  xChain: "2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM",
  cChain: "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5",
  subnetEvmVm: "srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy",
} as const;

export const DEFAULT_FEE_CONFIG = {
  gasLimit: 8000000,
  targetBlockRate: 2,
  minBaseFee: 25000000000,
  targetGas: 15000000,
  baseFeeChangeDenominator: 36,
  minBlockGasCost: 0,
  maxBlockGasCost: 1000000,
  blockGasCostStep: 200000,
} as const;

export interface Container {
  id: string;
  bytes: string;
  timestamp: string;
  encoding: "hex";
  index: string;
}

type IndexHistory = Pick<IndexInstance, "containers" | "byId" | "history" | "accept">;

export interface IndexInstance {
  key: string;
  chain: string;
  kind: string;
  historyOnly: boolean;
  containers: Container[];
  byId: Map<string, number>;
  /** containers present at start-up */
  history: number;
  /** appends the next seeded container, accepted at the given time (µs since the epoch) */
  accept: (atMicros: bigint) => void;
}

interface Validator {
  validationID: string;
  nodeID: string;
  weight: number;
  startTimestamp: number;
  isActive: boolean;
  isL1Validator: boolean;
  isConnected: boolean;
  uptimeSeconds: number;
  uptimePercentage: number;
}

export interface PrecompileConfig {
  adminAddresses: string[] | null;
  blockTimestamp: number;
  disable?: boolean;
}

type FeeConfig = { readonly [K in keyof typeof DEFAULT_FEE_CONFIG]: number };

export interface EvmChain {
  chainId: number;
  /** the chain's entry in the catalogue both the Data API and the node serve */
  entry: ChainEntry;
  /** its blocks, transactions and accounts: the same world the Data API mock serves */
  world: CatalogueWorld;
  /** coreth (the C-Chains, with atomic transactions) or subnet-evm (L1s) */
  flavour: "coreth" | "subnet-evm";
  /** the default fee config with the chain's gas limit and minimum base fee */
  feeConfig: FeeConfig;
  /** the chain head (last accepted block) at the node's clock */
  readonly headNumber: number;
  readonly headTimestamp: number;
  /** precompile configs active from genesis, by config name */
  genesisPrecompiles: Record<string, PrecompileConfig>;
  /** upgrades after genesis, in activation order */
  precompileUpgrades: Array<Record<string, PrecompileConfig>>;
  /** drawn when first read */
  readonly validators: Validator[];
  feeManagerEnabled: boolean;
}

export interface Chain {
  id: string;
  vm: "platformvm" | "avm" | "evm" | "subnet-evm";
  evm?: EvmChain;
  /** local mode: an executing L1's validators (a generated chain's are its evm's) */
  validators?: () => Validator[];
}

export interface PendingVm {
  id: string;
  aliases: string[];
  /** when set, loading this VM fails with this message (reported in failedVMs) */
  error?: string;
}

/** What a route serves: an endpoint of the spec, plus the chain or index instance it is bound to. */
export interface RouteTarget {
  endpoint: EndpointSpec;
  chain?: Chain;
  index?: IndexInstance;
}

/** Go's path.Clean on an absolute path: "." and empty segments dropped, ".." taken back (never above the root). */
function cleanPath(p: string): string {
  const kept: string[] = [];
  for (const segment of p.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") kept.pop();
    else kept.push(segment);
  }
  return `/${kept.join("/")}`;
}

/** avalanchego's api/server router: bases with endpoints, aliases reserved per route. */
class Router {
  readonly full = new Map<string, RouteTarget>();
  private readonly routes = new Map<string, Map<string, RouteTarget>>();
  private readonly aliases = new Map<string, string[]>();
  private readonly reserved = new Set<string>();

  addRouter(base: string, endpoint: string, target: RouteTarget): void {
    if (this.reserved.has(base)) throw appError(`route is either already aliased or already maps to a handle: ${base}`);
    this.forceAddRouter(base, endpoint, target);
  }

  private forceAddRouter(base: string, endpoint: string, target: RouteTarget): void {
    let endpoints = this.routes.get(base);
    if (!endpoints) this.routes.set(base, (endpoints = new Map()));
    const url = base + endpoint;
    if (endpoints.has(endpoint)) throw appError(`failed to create endpoint as ${url} already exists`);
    endpoints.set(endpoint, target);
    if (!this.full.has(url)) this.full.set(url, target); // like gorilla/mux: the first route registered wins
    let first: unknown;
    for (const alias of this.aliases.get(base) ?? []) {
      try {
        this.forceAddRouter(alias, endpoint, target);
      } catch (e) {
        first ??= e;
      }
    }
    if (first) throw first;
  }

  /** aliases registered for `base` (admin.alias or admin.aliasChain) */
  aliasCount(base: string): number {
    return this.aliases.get(base)?.length ?? 0;
  }

  /** back to no routes and no aliases */
  clear(): void {
    this.full.clear();
    this.routes.clear();
    this.aliases.clear();
    this.reserved.clear();
  }

  addAlias(base: string, ...aliases: string[]): void {
    for (const alias of aliases) {
      if (this.reserved.has(alias))
        throw appError(`route is either already aliased or already maps to a handle: ${alias}`);
    }
    for (const alias of aliases) this.reserved.add(alias);
    this.aliases.set(base, [...(this.aliases.get(base) ?? []), ...aliases]);
    let first: unknown;
    for (const [endpoint, target] of this.routes.get(base) ?? []) {
      for (const alias of aliases) {
        try {
          this.forceAddRouter(alias, endpoint, target);
        } catch (e) {
          first ??= e;
        }
      }
    }
    if (first) throw first;
  }
}

export interface NodeStateOptions {
  seed?: string | number;
  /** endpoint name (x-avaspec-endpoints key) → served; default true for every endpoint */
  enabled?: Record<string, boolean>;
  /** VM plugins installed after start-up, which admin.loadVMs finds; default one seeded VM */
  pendingVMs?: PendingVm[];
  /** when > 0, indexes that are not history-only accept a new container every this many ms; default 0 (fixed) */
  acceptEveryMs?: number;
  /** clock (ms since the epoch) for acceptEveryMs; default Date.now */
  now?: () => number;
  /** local mode: the executing chains, whose names (aliases, then the ID) they take from the generated chains */
  executing?: readonly ExecutingChainNames[];
}

/** An executing chain of the local network as the node's chain aliaser and validators API know it. */
export interface ExecutingChainNames {
  blockchainId: string;
  /** the names it is served under besides its ID */
  aliases: readonly string[];
  /** a subnet-evm chain (an L1) serves the validators API */
  vm: "coreth" | "subnet-evm";
}

/**
 * The local network's five nodes (avalanchego's local staking keys, as avalanche-cli runs them), which validate the
 * L1s avalanche-cli deploys on it.
 */
const LOCAL_NETWORK_NODE_IDS = [
  "NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg",
  "NodeID-MFrZFVCXPv5iCn6M9K6XduxGTYp891xXZ",
  "NodeID-NFBbbJ4qCmNaCzeW7sxErhvWqvEQMnYcN",
  "NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu",
  "NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5",
] as const;

/** avalanche-cli's default weight of a local L1 validator */
const LOCAL_L1_VALIDATOR_WEIGHT = 20;

function formatTimestamp(unixMicros: bigint): string {
  // RFC 3339 with fraction and a zone offset, as a node in UTC-7 prints it (trailing zeros trimmed like Go).
  const offsetMinutes = -7 * 60;
  const local = new Date(Number(unixMicros / 1000n) + offsetMinutes * 60_000);
  const micros = Number(unixMicros % 1_000_000n);
  const iso = local.toISOString().slice(0, 19);
  const fraction = String(micros).padStart(6, "0").replace(/0+$/, "");
  return `${iso}${fraction ? `.${fraction}` : ""}-07:00`;
}

/**
 * Mock limits on what admin calls add (a real node keeps whatever it is given; the mock must not grow without
 * bound). Beyond them the call fails with -32000 and a message naming the limit; POST /__avaspec/reset clears them.
 */
export const NODE_STATE_LIMITS = {
  /** aliases of one API endpoint (admin.alias) or one chain (admin.aliasChain), start-up aliases included */
  aliasesPerTarget: 64,
  /** aliases added by admin.alias and admin.aliasChain together */
  aliasesTotal: 1024,
  /** containers an index accepts after start-up (options.acceptEveryMs); it stops accepting beyond them */
  acceptedPerIndex: 10_000,
} as const;

/** The JSON-RPC error (-32000, the node's application error) for a mock state limit. */
function limitError(what: string, limit: number): Error {
  return appError(`${what}: the mock keeps at most ${limit} (mock limit; POST /__avaspec/reset clears them)`);
}

/** The node's chain aliaser plus everything else that admin calls change. */
export class NodeState {
  readonly seed: string;
  readonly chains = new Map<string, Chain>();
  /** alias (including each ID itself) → chain ID */
  readonly chainByAlias = new Map<string, string>();
  /** chain ID → aliases in the order added */
  readonly aliasesOfChain = new Map<string, string[]>();
  readonly router = new Router();
  readonly loggers = new Map<string, { logLevel: LogLevel; displayLevel: LogLevel }>();
  cpuProfiling = false;
  readonly pendingVMs: PendingVm[];
  readonly loadedVMs = new Set<string>();
  readonly indexes = new Map<string, IndexInstance>();
  /** local mode: the executing C-Chain's accepted blocks, which the C/block index serves instead of seeded ones */
  executingIndex?: { sync(): Pick<IndexInstance, "containers" | "byId"> };
  /** the first subnet-EVM chain (an L1 of the catalogue on the main network) */
  subnetEvmChainId: string;
  readonly acceptEveryMs: number;
  readonly now: () => number;
  startedAt = 0;
  /** aliases added by admin calls since start-up (or the last reset) */
  addedAliases = 0;
  /** the standard methods' filters (eth_newFilter …) of this instance's chains */
  readonly filters = new FilterStore();

  constructor(
    readonly spec: NodeSpec,
    private readonly options: NodeStateOptions = {},
  ) {
    this.seed = String(options.seed ?? "avaspec");
    this.acceptEveryMs = options.acceptEveryMs ?? 0;
    this.now = options.now ?? Date.now;
    this.subnetEvmChainId = "";
    this.pendingVMs = [];
    this.#init();
  }

  /** Back to the start state: aliases, routes, logger levels, profiler, loaded VMs and indexes as at start-up. */
  reset(): void {
    this.chains.clear();
    this.chainByAlias.clear();
    this.aliasesOfChain.clear();
    this.router.clear();
    this.loggers.clear();
    this.loadedVMs.clear();
    this.indexes.clear();
    this.pendingVMs.length = 0;
    this.cpuProfiling = false;
    this.addedAliases = 0;
    this.filters.clear();
    this.#init();
  }

  #init(): void {
    const options = this.options;
    const spec = this.spec;
    this.startedAt = this.now();
    const id32 = (label: string) => cb58Encode(sha256(`${this.seed}/${label}`));

    // Chains: the primary network's P and X, and every available EVM chain of the catalogue the Data API serves
    // (the C-Chain, aliases C and evm; the Fuji C-Chain; the L1s, subnet-EVM chains): one world, two APIs.
    this.addChain({ id: MAINNET.pChain, vm: "platformvm" }, ["P", "platform"]);
    this.addChain({ id: MAINNET.xChain, vm: "avm" }, ["X", "avm"]);
    const subnets: string[] = [];
    for (const world of defaultWorlds(this.seed).byChainId.values()) {
      const entry = world.chain;
      if (entry.status !== "OK") continue; // the Data API answers 503 for it: its node is not answering
      const primary = entry.subnetId === MAINNET.pChain;
      const evm = this.makeEvm(entry.evmChainId === 43114 ? "C" : `chain/${entry.chainId}`, world, !primary);
      this.addChain(
        { id: entry.blockchainId, vm: primary ? "evm" : "subnet-evm", evm },
        entry.blockchainId === MAINNET.cChain ? ["C", "evm"] : [],
      );
      if (!primary) subnets.push(entry.blockchainId);
    }
    this.subnetEvmChainId = subnets.find((id) => !this.chains.get(id)!.evm!.entry.isTestnet) ?? subnets[0] ?? "";

    // Loggers of a default node: one per chain (primary alias, else the ID), main, vm-factory.
    for (const name of ["C", "P", "X", "main", "vm-factory", ...subnets]) {
      this.loggers.set(name, { logLevel: "INFO", displayLevel: "INFO" });
    }

    const pending = options.pendingVMs ?? [{ id: id32("pending-vm"), aliases: ["timestampvm"] }];
    this.pendingVMs.push(...pending.map((vm) => ({ ...vm, aliases: [...vm.aliases] })));

    // Routes, from the spec's endpoints.
    const enabled = options.enabled ?? {};
    for (const endpoint of spec.endpoints.values()) {
      if (enabled[endpoint.name] === false) continue;
      const { base, suffix, perChain } = splitTemplate(endpoint.path);
      if (perChain) {
        for (const chain of this.chains.values()) {
          if (!chain.evm) continue;
          this.router.addRouter(base.replace("{blockchainId}", chain.id), suffix, { endpoint, chain });
        }
      } else if (endpoint.instances.length > 0) {
        for (const inst of endpoint.instances) {
          const index = this.makeIndex(inst);
          const fill = (t: string) => t.replace(/\{(\w+)\}/g, (_, k: string) => String(inst[k]));
          this.router.addRouter(fill(base), fill(suffix), { endpoint, index });
        }
      } else {
        this.router.addRouter(base, suffix, { endpoint });
      }
    }
    // The node serves each chain's routes under every alias of the chain too.
    for (const [id, aliases] of this.aliasesOfChain) {
      const extra = aliases.filter((a) => a !== id).map((a) => `/ext/bc/${a}`);
      if (extra.length) this.router.addAlias(`/ext/bc/${id}`, ...extra);
    }
    for (const chain of options.executing ?? []) this.#adoptExecuting(chain);
  }

  /**
   * Local mode: an executing chain joins the aliaser under its names (taken from a generated chain that had them,
   * the C-Chain's C and evm), so admin.aliasChain and admin.getChainAliases act on it as on any chain. Its requests
   * are the executing chain's (the dispatcher resolves its names here), so it has no routes of its own.
   */
  #adoptExecuting({ blockchainId, aliases, vm }: ExecutingChainNames): void {
    for (const name of [...aliases, blockchainId]) {
      const previous = this.chainByAlias.get(name);
      if (previous !== undefined) {
        this.aliasesOfChain.set(
          previous,
          this.aliasesOfChain.get(previous)!.filter((a) => a !== name),
        );
      }
    }
    if (vm === "coreth") {
      this.addChain({ id: blockchainId, vm: "evm" }, [...aliases]);
      return;
    }
    const chain: Chain = { id: blockchainId, vm: "subnet-evm", validators: this.#localValidators() };
    this.addChain(chain, [...aliases]);
    // a node names an L1's logger by its blockchain ID, as it does the generated L1s'
    this.loggers.set(blockchainId, { logLevel: "INFO", displayLevel: "INFO" });
    // its validators API, where the spec serves one per chain (the JSON-RPC endpoint is the executing chain's)
    const enabled = this.options.enabled ?? {};
    for (const endpoint of this.spec.endpoints.values()) {
      const { base, suffix, perChain } = splitTemplate(endpoint.path);
      if (!perChain || endpoint.batch || enabled[endpoint.name] === false) continue;
      this.router.addRouter(base.replace("{blockchainId}", blockchainId), suffix, { endpoint, chain });
    }
    this.router.addAlias(`/ext/bc/${blockchainId}`, ...aliases.map((a) => `/ext/bc/${a}`));
  }

  /** The local network's nodes as an L1's validators, each up since the network (this state) started. */
  #localValidators(): () => Validator[] {
    const start = Math.floor(this.startedAt / 1000);
    return () => {
      const uptimeSeconds = Math.max(0, Math.floor(this.now() / 1000) - start);
      return LOCAL_NETWORK_NODE_IDS.map((nodeID) => ({
        validationID: cb58Encode(sha256(`avaspec/local/l1-validation/${nodeID}`)),
        nodeID,
        weight: LOCAL_L1_VALIDATOR_WEIGHT,
        startTimestamp: start,
        isActive: true,
        isL1Validator: true,
        isConnected: true,
        uptimeSeconds,
        uptimePercentage: 100,
      }));
    };
  }

  /** local mode: the executing chain's ID a name (an ID or an alias) stands for, when it names one */
  executingChainNamed(name: string): string | undefined {
    const id = this.chainByAlias.get(name);
    return id !== undefined && this.options.executing?.some((c) => c.blockchainId === id) ? id : undefined;
  }

  private addChain(chain: Chain, aliases: string[]): void {
    this.chains.set(chain.id, chain);
    for (const alias of [...aliases, chain.id]) {
      this.chainByAlias.set(alias, chain.id);
      this.aliasesOfChain.set(chain.id, [...(this.aliasesOfChain.get(chain.id) ?? []), alias]);
    }
  }

  private makeEvm(label: string, world: CatalogueWorld, subnet: boolean): EvmChain {
    const s = new SeededStream(`${this.seed}/evm/${label}`);
    const address = () => `0x${toHex(s.bytes(20))}`;
    const now = this.now;
    // the head at the clock's second (kept for that second: every call of a request path reads it)
    let second = Number.NaN;
    let current = 0;
    const head = () => {
      const t = Math.floor(now() / 1000);
      if (t !== second) [second, current] = [t, Math.max(0, world.head(t))];
      return current;
    };
    const headTimestamp = world.blocks.timestamp(head());
    const genesisPrecompiles: Record<string, PrecompileConfig> = {};
    const precompileUpgrades: Array<Record<string, PrecompileConfig>> = [];
    if (subnet) {
      genesisPrecompiles.contractDeployerAllowListConfig = { adminAddresses: [address()], blockTimestamp: 0 };
      genesisPrecompiles.contractNativeMinterConfig = { adminAddresses: [address()], blockTimestamp: 0 };
      genesisPrecompiles.feeManagerConfig = { adminAddresses: [address()], blockTimestamp: 0 };
      precompileUpgrades.push({
        txAllowListConfig: { adminAddresses: [address()], blockTimestamp: UPGRADES.etnaTimestamp + 86400 },
      });
      precompileUpgrades.push({
        contractNativeMinterConfig: {
          adminAddresses: null,
          blockTimestamp: UPGRADES.fortunaTimestamp + 3600,
          disable: true,
        },
      });
    }
    // the validators are drawn when first asked (the validators API): each hashes its IDs, which start-up need not
    // pay for; the stream's draws and the head they are measured against are the start's, so they are the same
    let validators: Validator[] | undefined;
    const drawValidators = () => (validators ??= this.drawValidators(s, subnet, headTimestamp));
    return {
      chainId: world.chain.evmChainId,
      entry: world.chain,
      world,
      flavour: subnet ? "subnet-evm" : "coreth",
      feeConfig: { ...DEFAULT_FEE_CONFIG, gasLimit: world.chain.gasLimit, minBaseFee: world.chain.minBaseFee },
      get headNumber() {
        return head();
      },
      get headTimestamp() {
        return world.blocks.timestamp(head());
      },
      genesisPrecompiles,
      precompileUpgrades,
      get validators() {
        return drawValidators();
      },
      feeManagerEnabled: "feeManagerConfig" in genesisPrecompiles,
    };
  }

  /** A generated chain's validators, drawn from its stream after its precompiles' admins. */
  private drawValidators(s: SeededStream, subnet: boolean, headTimestamp: number): Validator[] {
    const validators: Validator[] = [];
    const count = s.int(4, 8);
    for (let i = 0; i < count; i++) {
      const l1 = subnet && i % 3 === 2;
      const start = 1732025492 - s.int(0, 30_000_000);
      const uptimeSeconds = s.int(0, headTimestamp - start);
      validators.push({
        validationID: cb58Encode(s.bytes(32)),
        nodeID: `NodeID-${cb58Encode(s.bytes(20))}`,
        weight: l1 ? s.int(1, 1000) : s.int(20, 1_000_000) * 1000,
        startTimestamp: start,
        isActive: l1 ? s.int(0, 4) !== 0 : true,
        isL1Validator: l1,
        isConnected: s.int(0, 5) !== 0,
        uptimeSeconds,
        uptimePercentage: Math.round((uptimeSeconds / (headTimestamp - start)) * 10000) / 100,
      });
    }
    return validators;
  }

  /**
   * An index instance of the spec. Its containers (64 to 256 seeded ones, each hashed) are made when the index is
   * first read: most runs never call the index API, and start-up (and every reset) would pay for them.
   */
  private makeIndex(inst: Record<string, unknown>): IndexInstance {
    const chain = String(inst.chain);
    const kind = String(inst.kind);
    const key = `${chain}/${kind}`;
    const historyOnly = inst.historyOnly === true;
    let built: IndexHistory | undefined;
    const made = () => (built ??= this.indexHistory(key, historyOnly));
    const index: IndexInstance = {
      key,
      chain,
      kind,
      historyOnly,
      get containers() {
        return made().containers;
      },
      get byId() {
        return made().byId;
      },
      get history() {
        return made().history;
      },
      accept: (at) => made().accept(at),
    };
    this.indexes.set(key, index);
    return index;
  }

  /** An index's containers at start-up, and how it accepts more. */
  private indexHistory(key: string, historyOnly: boolean): IndexHistory {
    const s = new SeededStream(`${this.seed}/index/${key}`);
    // The spec's example containers of this instance come first, so that its examples hold against the mock.
    const fixtures = exampleContainers(this.spec).get(key) ?? [];
    const count = Math.max(s.int(64, 256), fixtures.length + 1);
    // History-only indexes (the X-Chain vertex index) stop before the Cortina upgrade (2023-04-25).
    const end = historyOnly ? 1682434800 : 1764000000;
    let micros = BigInt(end - (count - fixtures.length) * 40) * 1_000_000n;
    let parent: Uint8Array = new Uint8Array(32);
    const containers: Container[] = [];
    const byId = new Map<string, number>();
    const typeId = uint32be(s.int(0, 40));
    /** Accepts the next container (seeded payload) at `at` (µs since the epoch; never before the previous one). */
    const accept = (at: bigint) => {
      const i = containers.length;
      micros = at > micros ? at : micros + 1n;
      if (micros % 1_000_000n === 0n) micros += 1n; // always print a fraction
      const height = uint64be(BigInt(i));
      const time = uint64be(micros / 1_000_000n);
      // codec version 0 ‖ type ‖ parent ID ‖ height ‖ time ‖ body
      const payload = concatBytes([new Uint8Array(2), typeId, parent, height, time, s.bytes(s.int(32, 256))]);
      const digest = sha256(payload);
      const id = cb58Encode(digest);
      containers.push(
        Object.freeze({
          id,
          bytes: `0x${toHex(payload)}${toHex(cb58Checksum(payload))}`,
          timestamp: formatTimestamp(micros),
          encoding: "hex",
          index: String(i),
        } as const),
      );
      byId.set(id, i);
      parent = digest;
    };
    for (let i = 0; i < count; i++) {
      const fixture = fixtures[i];
      if (fixture) {
        containers.push(fixture);
        byId.set(fixture.id, i);
        parent = cb58Decode(fixture.id)!;
        micros = BigInt(Date.parse(fixture.timestamp)) * 1000n;
        continue;
      }
      accept(micros + BigInt(s.int(1_000_000, 40_000_000)));
    }
    return { containers, byId, history: count, accept };
  }

  /**
   * With `acceptEveryMs`, an index that is not history-only accepts one more seeded container every that many
   * milliseconds since start-up (computed when the index is read; timestamps are the acceptance times).
   */
  current(ix: IndexInstance): IndexInstance {
    if (this.acceptEveryMs > 0 && !ix.historyOnly) {
      const elapsed = this.now() - this.startedAt;
      const accepted = Math.min(NODE_STATE_LIMITS.acceptedPerIndex, Math.floor(elapsed / this.acceptEveryMs));
      const target = ix.history + accepted;
      while (ix.containers.length < target) {
        const k = ix.containers.length - ix.history + 1;
        ix.accept(BigInt(this.startedAt + k * this.acceptEveryMs) * 1000n);
      }
    }
    return ix;
  }

  /** admin.alias */
  alias(endpoint: string, alias: string): void {
    const base = cleanPath(`/ext/${endpoint}`);
    this.#checkAliasRoom(this.router.aliasCount(base), "aliases of one endpoint");
    // as avalanchego: "/ext/" + alias, not cleaned (a cleaned "../.." made the endpoint answer at "/"); a route
    // with dot segments is never reached, as the node's router cleans request paths
    this.router.addAlias(base, `/ext/${alias}`);
    this.addedAliases++;
  }

  /** admin.aliasChain */
  aliasChain(chain: string, alias: string): void {
    const id = this.chainByAlias.get(chain);
    if (id === undefined) throw appError(`there is no ID with alias ${chain}`);
    if (this.chainByAlias.has(alias)) throw appError(`${alias} is already used as an alias for an ID`);
    // the start-up aliases (e.g. "C", "evm" and the ID itself) count too
    this.#checkAliasRoom(this.aliasesOfChain.get(id)!.length, "aliases of one chain");
    this.addedAliases++;
    this.chainByAlias.set(alias, id);
    this.aliasesOfChain.get(id)!.push(alias);
    this.router.addAlias(`/ext/bc/${id}`, `/ext/bc/${alias}`);
  }

  #checkAliasRoom(perTarget: number, what: string): void {
    if (perTarget >= NODE_STATE_LIMITS.aliasesPerTarget)
      throw limitError(`too many ${what}`, NODE_STATE_LIMITS.aliasesPerTarget);
    if (this.addedAliases >= NODE_STATE_LIMITS.aliasesTotal)
      throw limitError("too many aliases", NODE_STATE_LIMITS.aliasesTotal);
  }

  loggerNames(name: string | undefined): string[] {
    if (name === undefined || name === "") return [...this.loggers.keys()].sort();
    if (!this.loggers.has(name)) throw appError(`logger with name ${goQuote(name)} not found`);
    return [name];
  }
}

/**
 * Containers shown in the spec's examples of index methods, by instance ("X/tx"): the instance is the one the
 * method's server variables default to. Only self-consistent ones are kept (bytes carry the checksum of their
 * payload, the ID is CB58(sha256(payload))), and only a run of indexes 0, 1, 2, … without gaps.
 */
function exampleContainers(spec: NodeSpec): Map<string, Container[]> {
  const byInstance = new Map<string, Map<number, Container>>();
  for (const m of spec.rpc.methodsOf("index")) {
    const vars = m.servers[0]?.variables ?? {};
    const key = `${vars.chain?.default}/${vars.kind?.default}`;
    for (const ex of m.examples) {
      const value = ex.result?.value;
      for (const c of Array.isArray(value) ? value : [value]) {
        if (!isConsistentContainer(c)) continue;
        let found = byInstance.get(key);
        if (!found) byInstance.set(key, (found = new Map()));
        found.set(
          Number(c.index),
          Object.freeze({ id: c.id, bytes: c.bytes, timestamp: c.timestamp, encoding: "hex", index: c.index } as const),
        );
      }
    }
  }
  const out = new Map<string, Container[]>();
  for (const [key, found] of byInstance) {
    const run: Container[] = [];
    while (found.has(run.length)) run.push(found.get(run.length)!);
    if (run.length) out.set(key, run);
  }
  return out;
}

function isConsistentContainer(c: any): c is Container {
  if (!c || typeof c !== "object" || typeof c.id !== "string" || typeof c.bytes !== "string") return false;
  if (
    typeof c.index !== "string" ||
    !/^(0|[1-9][0-9]{0,5})$/.test(c.index) ||
    typeof c.timestamp !== "string" ||
    Number.isNaN(Date.parse(c.timestamp))
  )
    return false;
  if (!/^0x([0-9a-f]{2}){5,}$/.test(c.bytes)) return false;
  const raw = fromHex(c.bytes.slice(2));
  const payload = raw.subarray(0, raw.length - 4);
  return sameBytes(cb58Checksum(payload), raw.subarray(raw.length - 4)) && cb58Encode(sha256(payload)) === c.id;
}

/** The hash of block `n` of an EVM chain: the Data API's blockHash of the same block. */
export function blockHash(evm: EvmChain, n: bigint): string {
  return evm.world.blocks.hash(Number(n));
}

/** The number of the block `hash` names, when it is one of the chain's blocks up to its head. */
export function blockNumberOfHash(evm: EvmChain, hash: string): number | undefined {
  const n = evm.world.blocks.numberOfHash(hash);
  return n !== undefined && n <= evm.headNumber ? n : undefined;
}

/** Whether `hash` (0x + 64 hex) is one of the chain's blocks up to its head. */
export function isKnownBlockHash(evm: EvmChain, hash: string): boolean {
  return blockNumberOfHash(evm, hash) !== undefined;
}

/** Splits an endpoint path template into the router's base and endpoint parts, as avalanchego registers them. */
function splitTemplate(path: string): { base: string; suffix: string; perChain: boolean } {
  const chainVar = path.indexOf("{blockchainId}");
  if (chainVar >= 0) {
    const end = chainVar + "{blockchainId}".length;
    return { base: path.slice(0, end), suffix: path.slice(end), perChain: true };
  }
  if (path.includes("{")) {
    const cut = path.lastIndexOf("/");
    return { base: path.slice(0, cut), suffix: path.slice(cut), perChain: false };
  }
  return { base: path, suffix: "", perChain: false };
}
