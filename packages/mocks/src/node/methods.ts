import { base58Decode, cb58Decode, isCb58Id, isNodeId } from "@avaspec/spec-model/ids";
import { appError, invalidParams, ChainError, unmarshalError } from "./errors.js";
import { numberText } from "./raw-numbers.js";
import { FILTER_METHODS } from "./evm/filters.js";
import { KEYLESS_METHODS } from "./evm/keyless.js";
import { ETH_METHODS } from "./evm/methods.js";
import type { CallContext, Handler } from "./handler.js";

export type { Handler } from "./handler.js";
import {
  LOG_LEVELS,
  isKnownBlockHash,
  type Container,
  type EvmChain,
  type IndexInstance,
  type LogLevel,
  type NodeState,
  type PrecompileConfig,
} from "./state.js";
import { UPGRADES } from "@avaspec/chain/world";

/** avalanchego's maxAliasLength, compared with Go's len(): bytes of UTF-8, not characters */
const MAX_ALIAS_LENGTH = 512;
const UTF8 = new TextEncoder();
/** Go's len(alias) > maxAliasLength; cheap for the usual short ASCII alias */
const aliasTooLong = (alias: string) =>
  alias.length > MAX_ALIAS_LENGTH ||
  (alias.length * 3 > MAX_ALIAS_LENGTH && UTF8.encode(alias).length > MAX_ALIAS_LENGTH);
const MAX_FETCHED_BY_RANGE = 1024;
const UINT64_MAX = 18446744073709551615n;

// ---------- argument decoding (Go json semantics; failures are the generic unmarshal error) ----------

/**
 * json.Uint64 in avalanchego: a JSON number or a quoted decimal string, read with strconv.ParseUint from its text (so
 * `1e3`, `1.0` and 2^64 fail to unmarshal); null/absent → 0. `args[key]` is the value.
 */
function decodeUint64(args: Record<string, unknown>, key: string): bigint {
  const v = args[key];
  if (v === undefined || v === null) return 0n;
  if (typeof v === "number") {
    const text = numberText(args, key) ?? String(v);
    if (!/^[0-9]{1,20}$/.test(text) || BigInt(text) > UINT64_MAX) throw unmarshalError();
    return BigInt(text);
  }
  if (typeof v === "string" && /^[0-9]{1,20}$/.test(v)) {
    const n = BigInt(v);
    if (n <= UINT64_MAX) return n;
  }
  throw unmarshalError();
}

/** formatting.Encoding: "hex" in any case; null/absent → hex; anything else fails to unmarshal. */
function decodeEncoding(v: unknown): void {
  if (v === undefined || v === null) return;
  if (typeof v === "string" && v.toLowerCase() === "hex") return;
  throw unmarshalError();
}

/** ids.ID: CB58 of 32 bytes; null/absent → the empty ID (never indexed). */
function decodeId(v: unknown): string {
  if (v === undefined || v === null) return "";
  if (typeof v === "string" && isCb58Id(v)) return v;
  throw unmarshalError();
}

function decodeLevel(v: unknown): LogLevel | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") {
    const upper = v.toUpperCase();
    if ((LOG_LEVELS as readonly string[]).includes(upper)) return upper as LogLevel;
  }
  throw unmarshalError();
}

function decodeString(v: unknown): string {
  if (v === undefined || v === null) return "";
  if (typeof v === "string") return v;
  throw unmarshalError();
}

// ---------- admin ----------

/** A chain's aliases (in local mode the executing chains hold the names they are served under: C, evm, l1). */
function chainAliases(state: NodeState, chain: string): string[] {
  return [...(state.aliasesOfChain.get(chain) ?? [])];
}

const admin: Record<string, Handler> = {
  "admin.alias": ({ state }, a) => {
    const endpoint = decodeString(a.endpoint);
    const alias = decodeString(a.alias);
    if (aliasTooLong(alias)) throw appError("alias length is too long");
    state.alias(endpoint, alias);
    return {};
  },
  "admin.aliasChain": ({ state }, a) => {
    const chain = decodeString(a.chain);
    const alias = decodeString(a.alias);
    if (aliasTooLong(alias)) throw appError("alias length is too long");
    state.aliasChain(chain, alias);
    return {};
  },
  "admin.getChainAliases": ({ state }, a) => {
    // ids.FromString inside the method: its errors are application errors, not unmarshal errors
    const chain = decodeString(a.chain);
    const raw = base58Decode(chain);
    if (!raw) throw appError("couldn't decode ID to bytes: invalid base58 string");
    if (raw.length < 4) throw appError("couldn't decode ID to bytes: input string is smaller than the checksum size");
    const bytes = cb58Decode(chain);
    if (!bytes) throw appError("couldn't decode ID to bytes: invalid input checksum");
    if (bytes.length !== 32) throw appError(`expected 32 bytes but got ${bytes.length}`);
    return { aliases: chainAliases(state, chain) };
  },
  "admin.getLoggerLevel": ({ state }, a) => {
    const names = state.loggerNames(decodeString(a.loggerName));
    const loggerLevels: Record<string, { logLevel: string; displayLevel: string }> = {};
    for (const name of names) {
      const l = state.loggers.get(name)!;
      loggerLevels[name] = { logLevel: l.logLevel, displayLevel: l.displayLevel };
    }
    return { loggerLevels };
  },
  "admin.setLoggerLevel": ({ state }, a) => {
    const loggerName = decodeString(a.loggerName);
    const logLevel = decodeLevel(a.logLevel);
    const displayLevel = decodeLevel(a.displayLevel);
    if (logLevel === undefined && displayLevel === undefined) {
      throw appError("need to specify either displayLevel or logLevel");
    }
    for (const name of state.loggerNames(loggerName)) {
      const l = state.loggers.get(name)!;
      if (logLevel) l.logLevel = logLevel;
      if (displayLevel) l.displayLevel = displayLevel;
    }
    return {};
  },
  "admin.loadVMs": ({ state }) => {
    const newVMs: Record<string, string[]> = {};
    const failedVMs: Record<string, string> = {};
    let failed = false;
    for (const vm of state.pendingVMs) {
      if (state.loadedVMs.has(vm.id)) continue;
      if (vm.error !== undefined) {
        failedVMs[vm.id] = vm.error;
        failed = true;
      } else {
        newVMs[vm.id] = [...vm.aliases];
        state.loadedVMs.add(vm.id);
      }
    }
    return failed ? { newVMs, failedVMs } : { newVMs };
  },
  "admin.lockProfile": () => ({}),
  "admin.memoryProfile": () => ({}),
  "admin.startCPUProfiler": ({ state }) => {
    if (state.cpuProfiling) throw appError("cpu profiler already running");
    state.cpuProfiling = true;
    return {};
  },
  "admin.stopCPUProfiler": ({ state }) => {
    if (!state.cpuProfiling) throw appError("cpu profiler doesn't exist");
    state.cpuProfiling = false;
    return {};
  },
};

// ---------- index ----------

type IndexView = Pick<IndexInstance, "containers" | "byId">;

function indexOf({ state, target }: CallContext): IndexView {
  const ix = target.index!;
  if (state.executingIndex && ix.key === "C/block") return state.executingIndex.sync();
  return state.current(ix);
}

function lastAccepted(ix: IndexView): Container {
  const last = ix.containers[ix.containers.length - 1];
  if (!last) throw appError("no containers have been accepted");
  return last;
}

const index: Record<string, Handler> = {
  "index.getContainerByID": (ctx, a) => {
    const id = decodeId(a.id);
    decodeEncoding(a.encoding);
    const ix = indexOf(ctx);
    const i = ix.byId.get(id);
    if (i === undefined) throw appError("not found");
    return ix.containers[i];
  },
  "index.getContainerByIndex": (ctx, a) => {
    const i = decodeUint64(a, "index");
    decodeEncoding(a.encoding);
    const ix = indexOf(ctx);
    if (i >= BigInt(ix.containers.length)) throw appError(`no container at index ${i}`);
    return ix.containers[Number(i)];
  },
  "index.getContainerRange": (ctx, a) => {
    const start = decodeUint64(a, "startIndex");
    const num = decodeUint64(a, "numToFetch");
    decodeEncoding(a.encoding);
    if (num > BigInt(MAX_FETCHED_BY_RANGE)) {
      throw appError(`numToFetch must be in [0,${MAX_FETCHED_BY_RANGE}] but is ${num}`);
    }
    if (num === 0n) return ctx.method.resultAcceptsNull ? null : []; // contract rule 2: "empty (for example null)"
    const ix = indexOf(ctx);
    const last = BigInt(lastAccepted(ix).index);
    if (start > last) throw appError(`start index (${start}) > last accepted index (${last})`);
    const end = start + num - 1n > last ? last : start + num - 1n;
    return ix.containers.slice(Number(start), Number(end) + 1);
  },
  "index.getIndex": (ctx, a) => {
    const id = decodeId(a.id);
    decodeEncoding(a.encoding);
    const i = indexOf(ctx).byId.get(id);
    if (i === undefined) throw appError("not found");
    return { index: String(i) };
  },
  "index.getLastAccepted": (ctx, a) => {
    decodeEncoding(a.encoding);
    return lastAccepted(indexOf(ctx));
  },
  "index.isAccepted": (ctx, a) => {
    const id = decodeId(a.id);
    decodeEncoding(a.encoding);
    return { isAccepted: indexOf(ctx).byId.has(id) };
  },
};

// ---------- chain VM (geth-style, by position) ----------

const BLOCK_TAGS = new Set(["latest", "earliest", "pending", "finalized", "safe", "accepted"]);

/**
 * Resolves geth's rpc.BlockNumberOrHash against the chain: a tag, a 0x quantity, a 32-byte hash, or the object
 * forms. The spec's schema has already checked the shape; here a block this node does not have is an error.
 */
function checkBlockRef(v: unknown, evm: EvmChain): void {
  if (v === undefined || v === null) return;
  if (typeof v === "object" && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    const hasNum = o.blockNumber !== undefined && o.blockNumber !== null;
    const hasHash = o.blockHash !== undefined && o.blockHash !== null;
    if (hasNum && hasHash)
      throw invalidParams("invalid argument 0: cannot specify both BlockHash and BlockNumber, choose one or the other");
    if (hasNum) return checkBlockRef(o.blockNumber, evm);
    if (hasHash) return checkBlockRef(o.blockHash, evm);
    throw invalidParams("invalid argument 0: either BlockHash or BlockNumber must be set");
  }
  if (typeof v !== "string") {
    const kind = Array.isArray(v) ? "array" : typeof v === "boolean" ? "bool" : typeof v;
    throw invalidParams(`invalid argument 0: json: cannot unmarshal ${kind} into Go value of type string`);
  }
  if (BLOCK_TAGS.has(v)) return;
  if (/^0x[0-9a-fA-F]{64}$/.test(v)) {
    if (!isKnownBlockHash(evm, v)) throw appError("header for hash not found");
    return;
  }
  if (!/^0[xX]/.test(v)) throw invalidParams("invalid argument 0: hex string without 0x prefix");
  const digits = v.slice(2);
  if (digits.length === 0) throw invalidParams('invalid argument 0: hex string "0x"');
  if (digits.length > 1 && digits.startsWith("0"))
    throw invalidParams("invalid argument 0: hex number with leading zero digits");
  if (!/^[0-9a-fA-F]+$/.test(digits)) throw invalidParams("invalid argument 0: invalid hex string");
  if (digits.length > 16) throw invalidParams("invalid argument 0: hex number > 64 bits");
  if (BigInt(v) > BigInt(evm.headNumber)) throw appError("header not found");
}

/** The fee manager never changed the config: the chain's, lastChangedAt 0 (frozen: serialised once per chain). */
const feeConfigResults = new WeakMap<EvmChain, Readonly<{ feeConfig: unknown; lastChangedAt: number }>>();
function feeConfigResult(evm: EvmChain) {
  let result = feeConfigResults.get(evm);
  if (!result) feeConfigResults.set(evm, (result = Object.freeze({ feeConfig: evm.feeConfig, lastChangedAt: 0 })));
  return result;
}

function activePrecompiles(evm: EvmChain, t: number): Record<string, PrecompileConfig> {
  const active: Record<string, PrecompileConfig> = {};
  for (const [k, c] of Object.entries(evm.genesisPrecompiles)) active[k] = c;
  for (const upgrade of evm.precompileUpgrades) {
    for (const [k, c] of Object.entries(upgrade)) {
      if (c.blockTimestamp > t) continue;
      if (c.disable) delete active[k];
      else active[k] = c;
    }
  }
  return active;
}

/**
 * *uint64 in geth: absent or null → the head's timestamp; encoding/json reads the number's text, so a fraction, an
 * exponent or a value past 2^64-1 is refused with the number as sent.
 */
function timestampArg(evm: EvmChain, args: unknown[]): number {
  const v = args[0];
  if (typeof v !== "number") return evm.headTimestamp;
  const text = numberText(args, 0) ?? String(v);
  if (!/^[0-9]{1,20}$/.test(text) || BigInt(text) > UINT64_MAX)
    throw invalidParams(`invalid argument 0: json: cannot unmarshal number ${text} into Go value of type uint64`);
  return v;
}

const evmMethods: Record<string, Handler> = {
  eth_feeConfig: ({ target }, args: unknown[]) => {
    const evm = target.chain!.evm!;
    checkBlockRef(args[0], evm);
    return feeConfigResult(evm);
  },
  eth_getChainConfig: ({ target }) => {
    const evm = target.chain!.evm!;
    return {
      chainId: evm.chainId,
      feeConfig: { ...evm.feeConfig },
      allowFeeRecipients: false,
      homesteadBlock: 0,
      eip150Block: 0,
      eip150Hash: "0x2086799aeebeae135c246c65021c82b4e15a2c451340993aacfd2751886514f0",
      eip155Block: 0,
      eip158Block: 0,
      byzantiumBlock: 0,
      constantinopleBlock: 0,
      petersburgBlock: 0,
      istanbulBlock: 0,
      muirGlacierBlock: 0,
      subnetEVMTimestamp: 0,
      ...UPGRADES,
      ...evm.genesisPrecompiles,
      upgrades: { precompileUpgrades: evm.precompileUpgrades },
    };
  },
  eth_getActiveRulesAt: ({ target }, args: unknown[]) => {
    const evm = target.chain!.evm!;
    const t = timestampArg(evm, args);
    const precompiles: Record<string, { timestamp: number }> = {};
    for (const [k, c] of Object.entries(activePrecompiles(evm, t))) precompiles[k] = { timestamp: c.blockTimestamp };
    return {
      ethRules: {
        ChainID: evm.chainId,
        IsHomestead: true,
        IsEIP150: true,
        IsEIP155: true,
        IsEIP158: true,
        IsByzantium: true,
        IsConstantinople: true,
        IsPetersburg: true,
        IsIstanbul: true,
        IsBerlin: true,
        IsLondon: true,
        IsMerge: t >= UPGRADES.durangoTimestamp,
        IsShanghai: t >= UPGRADES.durangoTimestamp,
        IsCancun: t >= UPGRADES.etnaTimestamp,
        IsPrague: false,
        IsVerkle: false,
      },
      avalancheRules: {
        IsSubnetEVM: true,
        IsDurango: t >= UPGRADES.durangoTimestamp,
        IsEtna: t >= UPGRADES.etnaTimestamp,
        IsFortuna: t >= UPGRADES.fortunaTimestamp,
        IsGranite: t >= UPGRADES.graniteTimestamp,
        IsHelicon: false,
      },
      precompiles,
    };
  },
  eth_getActivePrecompilesAt: ({ target }, args: unknown[]) => {
    const evm = target.chain!.evm!;
    return activePrecompiles(evm, timestampArg(evm, args));
  },
};

// ---------- validators ----------

const validators: Record<string, Handler> = {
  "validators.getCurrentValidators": ({ target }, a) => {
    const all = target.chain!.evm?.validators ?? target.chain!.validators?.() ?? [];
    const raw = a.nodeIDs;
    if (raw === undefined || raw === null) return { validators: all };
    if (!Array.isArray(raw)) throw unmarshalError();
    const wanted = new Set<string>();
    for (const v of raw) {
      if (v === null)
        wanted.add("NodeID-111111111111111111116DBWJs"); // the empty NodeID
      else if (typeof v === "string" && isNodeId(v)) wanted.add(v);
      else throw unmarshalError();
    }
    if (wanted.size === 0) return { validators: all };
    return { validators: all.filter((v) => wanted.has(v.nodeID)) };
  },
};

// ---------- before schema validation ----------

/**
 * Runs on the decoded args before they are checked against the spec's param schemas, and never changes state.
 * - Go's decoders of log levels and encodings are case-insensitive: the value is put in the canonical case the
 *   schema lists.
 * - Limits the node checks after decoding, with their own error (alias length, MaxFetchedByRange), are raised
 *   here, so a schema's maxLength/maximum does not turn them into the generic unmarshal error.
 */
export type Prepare = (args: Record<string, unknown>) => void;

const upper = (args: Record<string, unknown>, key: string) => {
  const v = args[key];
  if (typeof v === "string") args[key] = v.toUpperCase();
};
const lowerEncoding = (args: Record<string, unknown>) => {
  const v = args.encoding;
  if (typeof v === "string" && v.toLowerCase() === "hex") args.encoding = "hex";
};
const aliasLimit = (args: Record<string, unknown>) => {
  if (typeof args.alias === "string" && aliasTooLong(args.alias)) throw appError("alias length is too long");
};

export const PREPARE: Readonly<Record<string, Prepare>> = {
  "admin.alias": aliasLimit,
  "admin.aliasChain": aliasLimit,
  "admin.setLoggerLevel": (args) => {
    upper(args, "logLevel");
    upper(args, "displayLevel");
  },
  "index.getContainerByID": lowerEncoding,
  "index.getContainerByIndex": lowerEncoding,
  "index.getIndex": lowerEncoding,
  "index.getLastAccepted": lowerEncoding,
  "index.isAccepted": lowerEncoding,
  "index.getContainerRange": (args) => {
    lowerEncoding(args);
    const v = args.numToFetch;
    if (typeof v === "number" || typeof v === "string") {
      const num = decodeUint64(args, "numToFetch");
      if (num > BigInt(MAX_FETCHED_BY_RANGE))
        throw appError(`numToFetch must be in [0,${MAX_FETCHED_BY_RANGE}] but is ${num}`);
    }
  },
};

/** Every behaviour the mock has, by method name. */
export const HANDLERS: Readonly<Record<string, Handler>> = {
  ...admin,
  ...index,
  ...ETH_METHODS,
  ...FILTER_METHODS,
  ...KEYLESS_METHODS,
  ...evmMethods,
  ...validators,
};

export { ChainError };
