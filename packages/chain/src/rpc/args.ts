// Positional arguments of the standard Ethereum methods, decoded as the node's Go types decode them (geth's
// parsePositionalArguments, hexutil, common.Address/Hash, rpc.BlockNumber(OrHash), filters.FilterCriteria,
// ethapi.TransactionArgs), so that bad input gets the node's own -32602 `invalid argument N: …` text: a missing 0x
// prefix, a leading zero, an overflow, a hash of the wrong length, an unknown block tag.
// The node mock's default mode and this package's createRequest both read their arguments here (EVM-free: the
// mocks' default mode loads it).
import { invalidParams, refuse } from "../chain-error.js";
import { goQuote } from "./go-quote.js";

/** A failed decode: the message Go's decoder gives (without the `invalid argument N: ` prefix). */
export class GoDecodeError extends Error {}

const fail = (message: string): never => {
  throw new GoDecodeError(message);
};

/** JSON kind names as Go's decoder prints them. */
function goKind(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "boolean") return "bool";
  return typeof v === "number" ? "number" : typeof v === "string" ? "string" : "object";
}

const typeError = (what: string, type: string, field?: string) =>
  field
    ? `json: cannot unmarshal ${what} into Go struct field ${field} of type ${type}`
    : `json: cannot unmarshal ${what} into Go value of type ${type}`;

// hexutil's errors
const E = {
  empty: "empty hex string",
  syntax: "invalid hex string",
  prefix: "hex string without 0x prefix",
  odd: "hex string of odd length",
  emptyNumber: 'hex string "0x"',
  leadingZero: "hex number with leading zero digits",
  uint64: "hex number > 64 bits",
  big256: "hex number > 256 bits",
} as const;

const has0x = (s: string) => s.length >= 2 && s[0] === "0" && (s[1] === "x" || s[1] === "X");
const HEX_DIGITS = /^[0-9a-fA-F]*$/;
const U64_MAX = (1n << 64n) - 1n;
const I64_MAX = (1n << 63n) - 1n;

/** hexutil's checkNumberText: "" → null (zero), else the digits after 0x. */
function numberText(s: string): string | null {
  if (s === "") return null;
  if (!has0x(s)) return fail(E.prefix);
  const digits = s.slice(2);
  if (digits === "") return fail(E.emptyNumber);
  if (digits.length > 1 && digits[0] === "0") return fail(E.leadingZero);
  return digits;
}

/** Wraps hexutil's decode errors the way its UnmarshalJSON does (json.UnmarshalTypeError). */
function wrapped<T>(type: string, field: string | undefined, decode: () => T): T {
  try {
    return decode();
  } catch (e) {
    if (e instanceof GoDecodeError && Object.values(E).includes(e.message as never))
      throw new GoDecodeError(typeError(e.message, type, field));
    throw e;
  }
}

/** A quoted hex quantity of at most `maxDigits` digits ("" is 0), as hexutil's UnmarshalJSON reads it. */
function hexQuantity(v: unknown, type: string, field: string | undefined, maxDigits: number, range: string): bigint {
  if (typeof v !== "string") return fail(typeError("non-string", type, field));
  return wrapped(type, field, () => {
    const digits = numberText(v);
    if (digits === null) return 0n;
    if (digits.length > maxDigits) return fail(range);
    if (!HEX_DIGITS.test(digits)) return fail(E.syntax);
    return BigInt(`0x${digits}`);
  });
}

/** hexutil.Uint64 / hexutil.Uint: at most 64 bits. */
export const hexUint64 = (v: unknown, type = "hexutil.Uint64", field?: string): bigint =>
  hexQuantity(v, type, field, 16, E.uint64);

/** hexutil.Big: at most 256 bits. */
export const hexBig = (v: unknown, field?: string): bigint => hexQuantity(v, "*hexutil.Big", field, 64, E.big256);

/** hexutil's checkText(input, wantPrefix=true): the hex digits (even length); "" is no bytes. */
function bytesText(s: string): string {
  if (s === "") return "";
  if (!has0x(s)) return fail(E.prefix);
  const digits = s.slice(2);
  if (digits.length % 2 !== 0) return fail(E.odd);
  return digits;
}

/** hexutil.Bytes: quoted 0x hex, two digits per byte; lowercase hex out. */
export function hexBytes(v: unknown, field?: string): string {
  const type = "hexutil.Bytes";
  if (typeof v !== "string") return fail(typeError("non-string", type, field));
  return wrapped(type, field, () => {
    const digits = bytesText(v);
    if (!HEX_DIGITS.test(digits)) return fail(E.syntax);
    return `0x${digits.toLowerCase()}`;
  });
}

/** common.Address / common.Hash (hexutil.UnmarshalFixedJSON): quoted 0x hex of exactly `bytes` bytes. */
function fixedHex(v: unknown, type: string, bytes: number, field?: string): string {
  if (typeof v !== "string") return fail(typeError("non-string", type, field));
  return wrapped(type, field, () => {
    const digits = bytesText(v);
    // the length error is a plain error in Go (not wrapped)
    if (digits.length / 2 !== bytes)
      throw new RpcFixedLength(`hex string has length ${digits.length}, want ${bytes * 2} for ${type}`);
    if (!HEX_DIGITS.test(digits)) return fail(E.syntax);
    return `0x${digits.toLowerCase()}`;
  });
}

/** A GoDecodeError that `wrapped` leaves as it is. */
class RpcFixedLength extends GoDecodeError {}

export const address = (v: unknown, field?: string) => fixedHex(v, "common.Address", 20, field);
export const hash = (v: unknown, field?: string) => fixedHex(v, "common.Hash", 32, field);

/** Go bool: null leaves it false. */
export function goBool(v: unknown): boolean {
  if (v === null) return false;
  if (typeof v === "boolean") return v;
  return fail(typeError(goKind(v), "bool"));
}

/** Go string: null leaves it "". */
export function goString(v: unknown): string {
  if (v === null) return "";
  if (typeof v === "string") return v;
  return fail(typeError(goKind(v), "string"));
}

/** Go []string: null leaves it empty; an element null is "". */
export function goStrings(v: unknown): string[] {
  if (v === null) return [];
  if (!Array.isArray(v)) return fail(typeError(goKind(v), "[]string"));
  return v.map(goString);
}

/** hexutil.DecodeUint64 on raw text (strconv.ParseUint's first failure: a bad digit, or overflow). */
function decodeUint64(input: string): bigint {
  if (input === "") return fail(E.empty);
  if (!has0x(input)) return fail(E.prefix);
  const digits = input.slice(2);
  if (digits === "") return fail(E.emptyNumber);
  if (digits.length > 1 && digits[0] === "0") return fail(E.leadingZero);
  let n = 0n;
  for (const c of digits) {
    const d = Number.parseInt(c, 16);
    if (Number.isNaN(d)) return fail(E.syntax);
    n = n * 16n + BigInt(d);
    if (n > U64_MAX) return fail(E.uint64);
  }
  return n;
}

type BlockTag = "earliest" | "latest" | "pending" | "accepted" | "safe";
/** rpc.BlockNumber: a tag (finalized is accepted, as coreth reads it) or a number. */
export type BlockNumberArg = { tag: BlockTag } | { number: bigint };

const TAGS: Record<string, BlockTag> = {
  earliest: "earliest",
  latest: "latest",
  pending: "pending",
  accepted: "accepted",
  finalized: "accepted",
  safe: "safe",
};

/** rpc.BlockNumber.UnmarshalJSON: a quoted tag or hex number; any other JSON reads as text without 0x. */
export function blockNumber(v: unknown): BlockNumberArg {
  const input = typeof v === "string" ? v : "";
  if (typeof v !== "string") return fail(E.prefix);
  const tag = TAGS[input];
  if (tag) return { tag };
  const n = decodeUint64(input);
  if (n > I64_MAX) return fail("block number larger than int64");
  return { number: n };
}

/** rpc.BlockNumberOrHash: a number, a tag, a hash, or {blockNumber} / {blockHash, requireCanonical}. */
export type BlockRefArg = BlockNumberArg | { hash: string } | { neither: true };

/** Go's encoding/json field match: the exact key, else one equal ignoring case; later keys win. */
function fields(o: Record<string, unknown>, names: readonly string[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const key of Object.keys(o)) {
    const name = names.find((n) => n === key) ?? names.find((n) => n.toLowerCase() === key.toLowerCase());
    if (name) out.set(name, o[key]);
  }
  return out;
}

export function blockNumberOrHash(v: unknown): BlockRefArg {
  if (v === null) return { neither: true };
  if (typeof v === "object" && !Array.isArray(v)) {
    const f = fields(v as Record<string, unknown>, ["blockNumber", "blockHash", "requireCanonical"]);
    let number: BlockNumberArg | undefined;
    let blockHash: string | undefined;
    try {
      const n = f.get("blockNumber");
      if (n !== undefined && n !== null) number = blockNumber(n);
      const h = f.get("blockHash");
      if (h !== undefined && h !== null) blockHash = hash(h);
      const c = f.get("requireCanonical");
      if (c !== undefined) goBool(c);
    } catch (e) {
      if (!(e instanceof GoDecodeError)) throw e;
      // the object form failed: the node then reads the value as a string
      return fail(typeError("object", "string"));
    }
    if (number && blockHash) return fail("cannot specify both BlockHash and BlockNumber, choose one or the other");
    return number ?? (blockHash ? { hash: blockHash } : { neither: true });
  }
  if (typeof v !== "string") return fail(typeError(goKind(v), "string"));
  const tag = TAGS[v];
  if (tag) return { tag };
  if (v.length === 66) {
    const digits = bytesText(v);
    if (!HEX_DIGITS.test(digits)) return fail(E.syntax);
    return { hash: v.toLowerCase() };
  }
  const n = decodeUint64(v);
  if (n > I64_MAX) return fail("blocknumber too high");
  return { number: n };
}

/** math.HexOrDecimal64: a JSON number, or a string of hex (0x) or decimal digits ("" is 0). */
export function hexOrDecimal64(v: unknown): bigint {
  let input = typeof v === "string" ? v : JSON.stringify(v);
  if (typeof v === "number" && !Number.isFinite(v)) input = String(v);
  const bad = () => fail(`invalid hex or decimal integer ${goQuote(input)}`);
  if (input === "") return 0n;
  if (has0x(input)) {
    const digits = input.slice(2);
    if (!/^[0-9a-fA-F]{1,}$/.test(digits)) return bad();
    const n = BigInt(`0x${digits}`);
    return n > U64_MAX ? bad() : n;
  }
  if (!/^[0-9]+$/.test(input)) return bad();
  const n = BigInt(input);
  return n > U64_MAX ? bad() : n;
}

/** []float64: null is empty; each element a JSON number. */
export function float64s(v: unknown): number[] {
  if (v === null) return [];
  if (!Array.isArray(v)) return fail(typeError(goKind(v), "[]float64"));
  return v.map((x) => {
    if (x === null) return 0;
    if (typeof x !== "number") return fail(typeError(goKind(x), "float64"));
    return x;
  });
}

// ---------- filters.FilterCriteria ----------

export interface LogFilterArg {
  blockHash?: string;
  fromBlock?: BlockNumberArg;
  toBlock?: BlockNumberArg;
  addresses: string[];
  /** per position: the topics any of which match, or null for any */
  topics: Array<string[] | null>;
}

const MAX_FILTER_ADDRESSES = 1000;

/** hexutil.Decode (used for filter addresses and topics): "" and a missing prefix are errors. */
function decodeHex(s: string): string {
  if (s === "") return fail(E.empty);
  if (!has0x(s)) return fail(E.prefix);
  const digits = s.slice(2);
  if (!HEX_DIGITS.test(digits)) return fail(E.syntax);
  if (digits.length % 2 !== 0) return fail(E.odd);
  return digits.toLowerCase();
}

function filterHex(s: string, bytes: number, what: string): string {
  const digits = decodeHex(s);
  if (digits.length / 2 !== bytes)
    return fail(`hex has invalid length ${digits.length / 2} after decoding; expected ${bytes} for ${what}`);
  return `0x${digits}`;
}

/** filters.FilterCriteria.UnmarshalJSON, with its messages. */
export function logFilter(v: unknown): LogFilterArg {
  const out: LogFilterArg = { addresses: [], topics: [] };
  if (v === null) return out;
  if (typeof v !== "object" || Array.isArray(v)) return fail(typeError(goKind(v), "filters.input"));
  const f = fields(v as Record<string, unknown>, ["blockHash", "fromBlock", "toBlock", "address", "topics"]);
  const h = f.get("blockHash");
  if (h !== undefined && h !== null) out.blockHash = hash(h, "input.blockHash");
  const from = f.get("fromBlock");
  if (from !== undefined && from !== null) out.fromBlock = blockNumber(from);
  const to = f.get("toBlock");
  if (to !== undefined && to !== null) out.toBlock = blockNumber(to);
  const topics = f.get("topics");
  if (topics !== undefined && topics !== null && !Array.isArray(topics))
    return fail(typeError(goKind(topics), "[]interface {}", "input.topics"));
  if (out.blockHash && (out.fromBlock || out.toBlock))
    return fail("cannot specify both BlockHash and FromBlock/ToBlock, choose one or the other");

  const addresses = f.get("address");
  if (Array.isArray(addresses)) {
    if (addresses.length > MAX_FILTER_ADDRESSES) return fail("exceed max addresses");
    addresses.forEach((a, i) => {
      if (typeof a !== "string") return fail(`non-string address at index ${i}`);
      try {
        out.addresses.push(filterHex(a, 20, "address"));
      } catch (e) {
        if (e instanceof GoDecodeError) return fail(`invalid address at index ${i}: ${e.message}`);
        throw e;
      }
    });
  } else if (typeof addresses === "string") {
    try {
      out.addresses.push(filterHex(addresses, 20, "address"));
    } catch (e) {
      if (e instanceof GoDecodeError) return fail(`invalid address: ${e.message}`);
      throw e;
    }
  } else if (addresses !== undefined && addresses !== null) {
    return fail("invalid addresses in query");
  }

  for (const t of (topics as unknown[] | undefined | null) ?? []) {
    if (t === null) out.topics.push(null);
    else if (typeof t === "string") out.topics.push([filterHex(t, 32, "topic")]);
    else if (Array.isArray(t)) {
      let any: string[] | null = [];
      for (const x of t) {
        if (x === null) {
          any = null; // a null component matches every topic at this position
          break;
        }
        if (typeof x !== "string") return fail("invalid topic(s)");
        any.push(filterHex(x, 32, "topic"));
      }
      out.topics.push(any);
    } else return fail("invalid topic(s)");
  }
  return out;
}

// ---------- ethapi.TransactionArgs ----------

export interface TxArgs {
  from?: string;
  /** absent or null: a contract creation */
  to?: string;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  value?: bigint;
  nonce?: bigint;
  data?: string;
  input?: string;
  accessList?: Array<{ address: string; storageKeys: string[] }>;
  chainId?: bigint;
}

const TX_FIELDS = [
  "from",
  "to",
  "gas",
  "gasPrice",
  "maxFeePerGas",
  "maxPriorityFeePerGas",
  "value",
  "nonce",
  "data",
  "input",
  "accessList",
  "chainId",
  "maxFeePerBlobGas",
  "blobVersionedHashes",
] as const;

function accessList(v: unknown): Array<{ address: string; storageKeys: string[] }> {
  const where = "TransactionArgs.accessList";
  if (!Array.isArray(v)) return fail(typeError(goKind(v), "types.AccessList", where));
  // types.AccessTuple's generated UnmarshalJSON (gencodec): both fields required; a null entry decodes as no fields
  const missing = (field: string) => fail(`missing required field '${field}' for AccessTuple`);
  return v.map((entry) => {
    if (entry === null) return missing("address");
    if (typeof entry !== "object" || Array.isArray(entry))
      return fail(typeError(goKind(entry), "types.AccessTuple", where));
    const f = fields(entry as Record<string, unknown>, ["address", "storageKeys"]);
    const a = f.get("address");
    const keys = f.get("storageKeys");
    if (keys !== undefined && keys !== null && !Array.isArray(keys))
      return fail(typeError(goKind(keys), "[]common.Hash", `AccessTuple.${where.split(".")[1]}.storageKeys`));
    // the fields decode before the required checks; a null key is common.Hash's "non-string"
    const addr = a === undefined || a === null ? undefined : address(a, `AccessTuple.accessList.address`);
    const storageKeys = ((keys as unknown[] | undefined | null) ?? []).map((k) =>
      hash(k, "AccessTuple.accessList.storageKeys"),
    );
    if (addr === undefined) return missing("address");
    if (keys === undefined || keys === null) return missing("storageKeys");
    return { address: addr, storageKeys };
  });
}

/** ethapi.TransactionArgs, field by field (null and undefined fields stay unset; unknown fields are ignored). */
export function txArgs(v: unknown): TxArgs {
  const out: TxArgs = {};
  if (v === null) return out;
  if (typeof v !== "object" || Array.isArray(v)) return fail(typeError(goKind(v), "ethapi.TransactionArgs"));
  for (const [name, value] of fields(v as Record<string, unknown>, TX_FIELDS)) {
    // undefined: a field an in-process caller (createRequest's) left unset, which JSON cannot carry
    if (value === null || value === undefined) continue;
    const where = `TransactionArgs.${name}`;
    switch (name) {
      case "from":
      case "to":
        out[name] = address(value, where);
        break;
      case "gas":
      case "nonce":
        out[name] = hexUint64(value, "hexutil.Uint64", where);
        break;
      case "data":
      case "input":
        out[name] = hexBytes(value, where);
        break;
      case "accessList":
        out.accessList = accessList(value);
        break;
      case "blobVersionedHashes":
        if (!Array.isArray(value)) return fail(typeError(goKind(value), "[]common.Hash", where));
        for (const h of value) if (h !== null) hash(h, where);
        break;
      case "maxFeePerBlobGas":
        hexBig(value, where);
        break;
      default:
        out[name as "gasPrice" | "maxFeePerGas" | "maxPriorityFeePerGas" | "value" | "chainId"] = hexBig(value, where);
    }
  }
  return out;
}

/** Any JSON object (state and block overrides: decoded only as far as their shape). */
export function overrides(v: unknown, type: string): Record<string, unknown> | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== "object" || Array.isArray(v)) return fail(typeError(goKind(v), type));
  return v as Record<string, unknown>;
}

/**
 * coreth's decodeHash of a storage key (0x optional, an odd length padded, at most 32 bytes), as a 32-byte slot. It
 * runs inside the method, so a bad key is -32000 (eth_getStorageAt prefixes `unable to decode storage key: `).
 */
export function storageSlot(key: string, prefix = ""): `0x${string}` {
  let digits = /^0[xX]/.test(key) ? key.slice(2) : key;
  if (digits.length % 2 === 1) digits = `0${digits}`;
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw refuse(`${prefix}hex string invalid`);
  if (digits.length > 64) throw refuse(`${prefix}hex string too long, want at most 32 bytes`);
  return `0x${digits.padStart(64, "0").toLowerCase()}` as `0x${string}`;
}

// ---------- parsePositionalArguments ----------

/** One positional argument: its Go decoder, and whether its Go type is a pointer (optional; null means absent). */
export interface Arg<T> {
  decode: (v: unknown) => T;
  optional: boolean;
}
export const required = <T>(decode: (v: unknown) => T): Arg<T> => ({ decode, optional: false });
export const optional = <T>(decode: (v: unknown) => T): Arg<T | undefined> => ({ decode, optional: true });

export type Decoded<A extends readonly Arg<unknown>[]> = { [K in keyof A]: A[K] extends Arg<infer T> ? T : never };

/** geth's parsePositionalArguments: an array (omitted or null: none), at most as many as the method takes. */
export function parsePositional<const A extends readonly Arg<unknown>[]>(args: A, params: unknown): Decoded<A> {
  if (params === undefined || params === null) params = [];
  if (!Array.isArray(params)) throw invalidParams("non-array args");
  const out: unknown[] = [];
  for (let i = 0; i < params.length; i++) {
    const arg = args[i];
    if (!arg) throw invalidParams(`too many arguments, want at most ${args.length}`);
    const v = params[i];
    if (arg.optional && (v === null || v === undefined)) {
      out.push(undefined);
      continue;
    }
    try {
      out.push(arg.decode(v));
    } catch (e) {
      if (e instanceof GoDecodeError) throw invalidParams(`invalid argument ${i}: ${e.message}`);
      throw e;
    }
  }
  for (let i = params.length; i < args.length; i++) {
    if (!args[i]!.optional) throw invalidParams(`missing value for required argument ${i}`);
    out.push(undefined);
  }
  return out as Decoded<A>;
}
