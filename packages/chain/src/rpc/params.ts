// Positional JSON-RPC parameters read strictly, as geth's decoders do: 0x-hex quantities without leading zeros, byte
// strings of whole bytes, 20-byte addresses, 32-byte hashes, block tags. A bad one is -32602 naming its position.
// (The node mock keeps its own geth-faithful decoders with geth's exact texts; these serve this package's request().)
import type { BlockRef, CallRequest, Hex, LogFilter } from "../chain.js";
import { invalidParams, refuse } from "../errors.js";

const QUANTITY = /^0x(0|[1-9a-f][0-9a-f]*)$/i;
const DATA = /^0x([0-9a-f]{2})*$/i;
const ADDRESS = /^0x[0-9a-f]{40}$/i;
const HASH = /^0x[0-9a-f]{64}$/i;
const TAGS = new Set(["latest", "pending", "safe", "finalized", "earliest"]);
/** geth's hexutil.Big holds 256 bits */
const MAX_QUANTITY_DIGITS = 64;

export type Decoder<T> = (value: unknown, where: string) => T;

export const quantity: Decoder<bigint> = (value, where) => {
  if (typeof value !== "string" || !QUANTITY.test(value) || value.length - 2 > MAX_QUANTITY_DIGITS) {
    throw invalidParams(
      `invalid argument ${where}: want a hex quantity (0x without leading zeros), got ${show(value)}`,
    );
  }
  return BigInt(value);
};

export const data: Decoder<Hex> = (value, where) => {
  if (typeof value !== "string" || !DATA.test(value)) {
    throw invalidParams(`invalid argument ${where}: want 0x-prefixed hex bytes, got ${show(value)}`);
  }
  return value.toLowerCase() as Hex;
};

export const address: Decoder<Hex> = (value, where) => {
  if (typeof value !== "string" || !ADDRESS.test(value)) {
    throw invalidParams(`invalid argument ${where}: want a 20-byte hex address, got ${show(value)}`);
  }
  return value.toLowerCase() as Hex;
};

export const hash: Decoder<Hex> = (value, where) => {
  if (typeof value !== "string" || !HASH.test(value)) {
    throw invalidParams(`invalid argument ${where}: want a 32-byte hex hash, got ${show(value)}`);
  }
  return value.toLowerCase() as Hex;
};

export const boolean: Decoder<boolean> = (value, where) => {
  if (typeof value !== "boolean") throw invalidParams(`invalid argument ${where}: want a boolean, got ${show(value)}`);
  return value;
};

export const blockRef: Decoder<BlockRef> = (value, where) => {
  if (typeof value === "string" && TAGS.has(value)) return value as BlockRef;
  if (typeof value === "string") return quantity(value, where);
  if (isObject(value) && "blockHash" in value) return { hash: hash(value.blockHash, `${where}.blockHash`) };
  if (isObject(value) && "blockNumber" in value) return blockRef(value.blockNumber, `${where}.blockNumber`);
  throw invalidParams(`invalid argument ${where}: want a block number, tag or {blockHash}, got ${show(value)}`);
};

export const callRequest: Decoder<CallRequest> = (value, where) => {
  if (!isObject(value)) throw invalidParams(`invalid argument ${where}: want a transaction object`);
  const field = <T>(name: string, decode: Decoder<T>): T | undefined =>
    value[name] === undefined || value[name] === null ? undefined : decode(value[name], `${where}.${name}`);
  const input = field("input", data);
  const legacyData = field("data", data);
  if (input !== undefined && legacyData !== undefined && input !== legacyData) {
    throw invalidParams(`invalid argument ${where}: both "data" and "input" are set and not equal`);
  }
  const request: CallRequest = {};
  const set = <K extends keyof CallRequest>(key: K, v: CallRequest[K] | undefined) => {
    if (v !== undefined) request[key] = v;
  };
  set("from", field("from", address));
  set("to", field("to", address));
  set("data", input ?? legacyData);
  set("value", field("value", quantity));
  set("gas", field("gas", quantity));
  set("gasPrice", field("gasPrice", quantity));
  set("maxFeePerGas", field("maxFeePerGas", quantity));
  set("maxPriorityFeePerGas", field("maxPriorityFeePerGas", quantity));
  return request;
};

/** eth_sendTransaction's, eth_fillTransaction's and eth_signTransaction's object: a call that may name its nonce */
export const transactionRequest: Decoder<CallRequest & { nonce?: bigint }> = (value, where) => {
  const request = callRequest(value, where);
  const nonce = isObject(value) && value.nonce != null ? quantity(value.nonce, `${where}.nonce`) : undefined;
  return nonce === undefined ? request : { ...request, nonce };
};

/** A filter ID: geth's rpc.ID, a quantity of up to 32 hex digits (leading zeros trimmed, so of either length) */
export const filterId: Decoder<Hex> = (value, where) => {
  if (value === null) return "" as Hex; // Go decodes null into rpc.ID (a string) as "", which no filter has
  if (typeof value === "string" && /^0x[0-9a-f]{1,32}$/i.test(value)) return value.toLowerCase() as Hex;
  throw invalidParams(`invalid argument ${where}: want a filter ID, got ${show(value)}`);
};

/** eth_getProof's storage keys: Go's []string (null is none); each key is decoded in the method, as coreth does */
export const storageKeys: Decoder<string[]> = (value, where) => {
  if (value === null) return [];
  if (!Array.isArray(value) || !value.every((key) => typeof key === "string")) {
    throw invalidParams(`invalid argument ${where}: want an array of storage keys (strings), got ${show(value)}`);
  }
  return value as string[];
};

/** coreth's decodeHash of a proof's key (0x optional, an odd length padded, at most 32 bytes), as a 32-byte slot */
export function storageSlot(key: string): Hex {
  let digits = /^0[xX]/.test(key) ? key.slice(2) : key;
  if (digits.length % 2 === 1) digits = `0${digits}`;
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw refuse("hex string invalid");
  if (digits.length > 64) throw refuse("hex string too long, want at most 32 bytes");
  return `0x${digits.padStart(64, "0")}` as Hex;
}

export const logFilter: Decoder<LogFilter> = (value, where) => {
  if (!isObject(value)) throw invalidParams(`invalid argument ${where}: want a filter object`);
  const filter: LogFilter = {};
  if (value.blockHash !== undefined && value.blockHash !== null) {
    if (value.fromBlock !== undefined || value.toBlock !== undefined) {
      throw invalidParams(
        "invalid argument: cannot specify both BlockHash and FromBlock/ToBlock, choose one or the other",
      );
    }
    filter.blockHash = hash(value.blockHash, `${where}.blockHash`);
  }
  if (value.fromBlock !== undefined && value.fromBlock !== null)
    filter.fromBlock = blockRef(value.fromBlock, `${where}.fromBlock`);
  if (value.toBlock !== undefined && value.toBlock !== null)
    filter.toBlock = blockRef(value.toBlock, `${where}.toBlock`);
  if (value.address !== undefined && value.address !== null) {
    const list = Array.isArray(value.address) ? value.address : [value.address];
    filter.address = list.map((a, i) => address(a, `${where}.address[${i}]`));
  }
  if (value.topics !== undefined && value.topics !== null) {
    if (!Array.isArray(value.topics) || value.topics.length > 4) {
      throw invalidParams(`invalid argument ${where}.topics: want up to 4 topic positions`);
    }
    filter.topics = value.topics.map((t, i) => {
      if (t === null) return null;
      if (Array.isArray(t)) return t.map((x, j) => hash(x, `${where}.topics[${i}][${j}]`));
      return hash(t, `${where}.topics[${i}]`);
    });
  }
  return filter;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
