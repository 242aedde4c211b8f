// The Go decoders against go-ethereum's own test vectors (common/hexutil/json_test.go, rpc/types_test.go) and the
// texts coreth's decoders give (eth/filters/api.go, rpc/types.go): the node's -32602 messages, character for character.
import { describe, expect, test } from "vitest";
import { ChainError } from "../chain-error.js";
import {
  address,
  blockNumber,
  blockNumberOrHash,
  float64s,
  GoDecodeError,
  goBool,
  hash,
  hexBig,
  hexBytes,
  hexOrDecimal64,
  hexUint64,
  logFilter,
  optional,
  parsePositional,
  required,
  txArgs,
} from "./args.js";

/** The decoder's result, or its Go error text. */
function run<T>(decode: (v: unknown) => T, input: unknown): T | { error: string } {
  try {
    return decode(input);
  } catch (e) {
    if (e instanceof GoDecodeError) return { error: e.message };
    throw e;
  }
}

const wrapped = (msg: string, type: string) => ({
  error: `json: cannot unmarshal ${msg} into Go value of type ${type}`,
});

describe("hexutil (go-ethereum json_test.go vectors)", () => {
  test.each<[unknown, unknown]>([
    [null, wrapped("non-string", "hexutil.Bytes")],
    [10, wrapped("non-string", "hexutil.Bytes")],
    ["0", wrapped("hex string without 0x prefix", "hexutil.Bytes")],
    ["0x0", wrapped("hex string of odd length", "hexutil.Bytes")],
    ["0xxx", wrapped("invalid hex string", "hexutil.Bytes")],
    ["0x01zz01", wrapped("invalid hex string", "hexutil.Bytes")],
    ["", "0x"],
    ["0x", "0x"],
    ["0X02", "0x02"],
    ["0xFFffffffff", "0xffffffffff"],
  ])("Bytes %j", (input, want) => expect(run(hexBytes, input)).toEqual(want));

  test.each<[unknown, unknown]>([
    [null, wrapped("non-string", "*hexutil.Big")],
    [10, wrapped("non-string", "*hexutil.Big")],
    ["0", wrapped("hex string without 0x prefix", "*hexutil.Big")],
    ["0x", wrapped('hex string "0x"', "*hexutil.Big")],
    ["0x01", wrapped("hex number with leading zero digits", "*hexutil.Big")],
    ["0xx", wrapped("invalid hex string", "*hexutil.Big")],
    ["0x1zz01", wrapped("invalid hex string", "*hexutil.Big")],
    [`0x1${"0".repeat(64)}`, wrapped("hex number > 256 bits", "*hexutil.Big")],
    ["", 0n],
    ["0x0", 0n],
    ["0X2F2", 0x2f2n],
    ["0xbBb", 0xbbbn],
    [`0x${"f".repeat(64)}`, (1n << 256n) - 1n],
  ])("Big %j", (input, want) => expect(run(hexBig, input)).toEqual(want));

  test.each<[unknown, unknown]>([
    [null, wrapped("non-string", "hexutil.Uint64")],
    ["0x", wrapped('hex string "0x"', "hexutil.Uint64")],
    ["0x01", wrapped("hex number with leading zero digits", "hexutil.Uint64")],
    [`0x${"f".repeat(17)}`, wrapped("hex number > 64 bits", "hexutil.Uint64")],
    ["0x1zz01", wrapped("invalid hex string", "hexutil.Uint64")],
    ["", 0n],
    ["0X2F2", 0x2f2n],
    [`0x${"f".repeat(16)}`, (1n << 64n) - 1n],
  ])("Uint64 %j", (input, want) => expect(run(hexUint64, input)).toEqual(want));

  test("a struct field's error names the field (json.UnmarshalTypeError with context)", () => {
    expect(run(txArgs, { value: "12" })).toEqual({
      error:
        "json: cannot unmarshal hex string without 0x prefix into Go struct field TransactionArgs.value " +
        "of type *hexutil.Big",
    });
    expect(run(txArgs, { gas: 21000 })).toEqual({
      error: "json: cannot unmarshal non-string into Go struct field TransactionArgs.gas of type hexutil.Uint64",
    });
    expect(run(txArgs, "0x")).toEqual(wrapped("string", "ethapi.TransactionArgs"));
    // field names match case-insensitively, unknown fields are ignored
    expect(run(txArgs, { VALUE: "0x1", Input: "0xAB", whatever: [1] })).toEqual({ value: 1n, input: "0xab" });
  });
});

describe("common.Address / common.Hash", () => {
  test.each<[unknown, unknown]>([
    [`0x${"ab".repeat(20)}`, `0x${"ab".repeat(20)}`],
    [`0X${"AB".repeat(20)}`, `0x${"ab".repeat(20)}`],
    [`0x${"ab".repeat(19)}`, { error: "hex string has length 38, want 40 for common.Address" }],
    ["", { error: "hex string has length 0, want 40 for common.Address" }],
    [`0x${"a".repeat(39)}`, wrapped("hex string of odd length", "common.Address")],
    ["ab".repeat(20), wrapped("hex string without 0x prefix", "common.Address")],
    [`0x${"zz".repeat(20)}`, wrapped("invalid hex string", "common.Address")],
    [42, wrapped("non-string", "common.Address")],
  ])("Address %j", (input, want) => expect(run((v) => address(v), input)).toEqual(want));

  test("Hash: 32 bytes", () => {
    expect(run((v) => hash(v), `0x${"ab".repeat(31)}`)).toEqual({
      error: "hex string has length 62, want 64 for common.Hash",
    });
  });
});

describe("rpc.BlockNumber (go-ethereum rpc/types_test.go vectors; coreth's tags)", () => {
  test.each<[unknown, unknown]>([
    ["0x", { error: 'hex string "0x"' }],
    ["0x0", { number: 0n }],
    ["0X1", { number: 1n }],
    ["0x00", { error: "hex number with leading zero digits" }],
    ["0x01", { error: "hex number with leading zero digits" }],
    ["0x12", { number: 18n }],
    ["0x7fffffffffffffff", { number: (1n << 63n) - 1n }],
    ["0x8000000000000000", { error: "block number larger than int64" }],
    ["0x10000000000000000", { error: "hex number > 64 bits" }],
    [0, { error: "hex string without 0x prefix" }],
    ["ff", { error: "hex string without 0x prefix" }],
    ["", { error: "empty hex string" }],
    ["0xzz", { error: "invalid hex string" }],
    ["pending", { tag: "pending" }],
    ["latest", { tag: "latest" }],
    ["earliest", { tag: "earliest" }],
    ["finalized", { tag: "accepted" }],
    ["accepted", { tag: "accepted" }],
    ["safe", { tag: "safe" }],
    ["Latest", { error: "hex string without 0x prefix" }],
    [null, { error: "hex string without 0x prefix" }],
  ])("%j", (input, want) => expect(run(blockNumber, input)).toEqual(want));
});

describe("rpc.BlockNumberOrHash", () => {
  const H = `0x${"0".repeat(64)}`;
  test.each<[unknown, unknown]>([
    [H, { hash: H }],
    [{ blockNumber: "0x1" }, { number: 1n }],
    [{ blockHash: H, requireCanonical: true }, { hash: H }],
    [{ BlockNumber: "latest" }, { tag: "latest" }],
    // unknown fields are ignored (fuzz seed 20240901: eth_getStorageAt, eth_getBlockReceipts)
    [{ blockNumber: "latest", unexpected: null }, { tag: "latest" }],
    [{ unexpected: "" }, { neither: true }],
    [{}, { neither: true }],
    [null, { neither: true }],
    [
      { blockNumber: "0x1", blockHash: H },
      { error: "cannot specify both BlockHash and BlockNumber, choose one or the other" },
    ],
    [{ blockNumber: "1" }, wrapped("object", "string")],
    [12, wrapped("number", "string")],
    [true, wrapped("bool", "string")],
    [`0x1${"0".repeat(62)}`, { error: "hex number > 64 bits" }], // 65 characters: read as a number
    ["0".repeat(66), { error: "hex string without 0x prefix" }],
    ["0x8000000000000000", { error: "blocknumber too high" }],
  ])("%j", (input, want) => expect(run(blockNumberOrHash, input)).toEqual(want));
});

describe("math.HexOrDecimal64 (eth_feeHistory's blockCount)", () => {
  test.each<[unknown, unknown]>([
    ["0x10", 16n],
    ["10", 10n],
    [10, 10n],
    ["", 0n],
    ["0x", { error: 'invalid hex or decimal integer "0x"' }],
    [1.5, { error: 'invalid hex or decimal integer "1.5"' }],
    [-1, { error: 'invalid hex or decimal integer "-1"' }],
    [null, { error: 'invalid hex or decimal integer "null"' }],
    ["18446744073709551616", { error: 'invalid hex or decimal integer "18446744073709551616"' }],
  ])("%j", (input, want) => expect(run(hexOrDecimal64, input)).toEqual(want));
});

describe("filters.FilterCriteria (coreth eth/filters/api.go)", () => {
  const T = `0x${"11".repeat(32)}`;
  test.each<[unknown, unknown]>([
    [null, { addresses: [], topics: [] }],
    [{ address: `0x${"AA".repeat(20)}` }, { addresses: [`0x${"aa".repeat(20)}`], topics: [] }],
    [{ topics: [null, [T, null], T] }, { addresses: [], topics: [null, null, [T]] }],
    ["x", wrapped("string", "filters.input")],
    [
      { blockHash: T, fromBlock: "0x1" },
      { error: "cannot specify both BlockHash and FromBlock/ToBlock, choose one or the other" },
    ],
    // a null bound is left out (a nil pointer in Go), so it does not clash with the hash
    [
      { blockHash: T, fromBlock: null, toBlock: null },
      { blockHash: T, addresses: [], topics: [] },
    ],
    [{ fromBlock: "1" }, { error: "hex string without 0x prefix" }],
    [
      { address: "0x12" },
      { error: "invalid address: hex has invalid length 1 after decoding; expected 20 for address" },
    ],
    [{ address: [`0x${"aa".repeat(20)}`, 7] }, { error: "non-string address at index 1" }],
    [{ address: ["0xzz"] }, { error: "invalid address at index 0: invalid hex string" }],
    [{ address: 7 }, { error: "invalid addresses in query" }],
    [{ address: Array(1001).fill(`0x${"aa".repeat(20)}`) }, { error: "exceed max addresses" }],
    [{ topics: [7] }, { error: "invalid topic(s)" }],
    [{ topics: [[7]] }, { error: "invalid topic(s)" }],
    [{ topics: ["0x12"] }, { error: "hex has invalid length 1 after decoding; expected 32 for topic" }],
    [
      { topics: "x" },
      { error: "json: cannot unmarshal string into Go struct field input.topics of type []interface {}" },
    ],
    [{ blockHash: "0x12" }, { error: "hex string has length 2, want 64 for common.Hash" }],
  ])("%j", (input, want) => expect(run(logFilter, input)).toEqual(want));
});

describe("parsePositionalArguments", () => {
  const args = [required(blockNumber), optional(blockNumberOrHash)] as const;
  const error = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e instanceof ChainError ? { code: e.code, message: e.message } : e;
    }
    return undefined;
  };
  test("an array, at most as many as declared, the required ones present; null is absent for a pointer", () => {
    expect(parsePositional(args, ["0x1"])).toEqual([{ number: 1n }, undefined]);
    expect(parsePositional(args, ["0x1", null])).toEqual([{ number: 1n }, undefined]);
    expect(error(() => parsePositional(args, { a: 1 }))).toEqual({ code: -32602, message: "non-array args" });
    expect(error(() => parsePositional(args, ["0x1", "latest", 3]))).toEqual({
      code: -32602,
      message: "too many arguments, want at most 2",
    });
    expect(error(() => parsePositional(args, []))).toEqual({
      code: -32602,
      message: "missing value for required argument 0",
    });
    expect(error(() => parsePositional(args, undefined))).toEqual({
      code: -32602,
      message: "missing value for required argument 0",
    });
    // a value type's null goes to its decoder (rpc.BlockNumber reads "null" as text without 0x)
    expect(error(() => parsePositional(args, [null]))).toEqual({
      code: -32602,
      message: "invalid argument 0: hex string without 0x prefix",
    });
    expect(error(() => parsePositional(args, ["0x1", 5]))).toEqual({
      code: -32602,
      message: "invalid argument 1: json: cannot unmarshal number into Go value of type string",
    });
  });
});

// What `avaspec-contract --fuzz` found (seeds 20240901 and 2): values the node decodes, and the access list entries it
// refuses (types.AccessTuple's generated UnmarshalJSON requires both fields).
describe("fuzz findings: Go's decoding of null, empty strings and access list entries", () => {
  const A = `0x${"aa".repeat(20)}`;
  const H = `0x${"11".repeat(32)}`;
  const KEYS = "AccessTuple.accessList.storageKeys";
  test('a null bool is false; a null []float64 is empty and a null element 0; "" is the quantity 0', () => {
    expect(run(goBool, null)).toBe(false);
    expect(run(float64s, null)).toEqual([]);
    expect(run(float64s, [null, 50])).toEqual([0, 50]);
    expect(run((v) => hexUint64(v, "hexutil.Uint"), "")).toBe(0n);
    expect(run(hexBytes, "")).toBe("0x");
  });
  test("a null filter or transaction has no fields; a null field of either is left out", () => {
    expect(run(logFilter, null)).toEqual({ addresses: [], topics: [] });
    expect(run(logFilter, { fromBlock: null })).toEqual({ addresses: [], topics: [] });
    expect(run(txArgs, null)).toEqual({});
    expect(run(txArgs, { to: A, maxFeePerGas: null, type: { wrong: "type" } })).toEqual({ to: A });
  });
  test("an in-process caller's undefined (which JSON cannot carry) is absent, as null is", () => {
    expect(run(txArgs, { to: A, nonce: undefined, gas: undefined })).toEqual({ to: A });
    expect(parsePositional([required(blockNumber), optional(blockNumberOrHash)] as const, ["0x1", undefined])).toEqual([
      { number: 1n },
      undefined,
    ]);
  });
  test.each<[unknown, unknown]>([
    [[{ address: A, storageKeys: [H] }], { accessList: [{ address: A, storageKeys: [H] }] }],
    [[{ address: A, storageKeys: [], unexpected: 1 }], { accessList: [{ address: A, storageKeys: [] }] }],
    [[{ storageKeys: [] }], { error: "missing required field 'address' for AccessTuple" }],
    [[{ address: null, storageKeys: [] }], { error: "missing required field 'address' for AccessTuple" }],
    [[null], { error: "missing required field 'address' for AccessTuple" }],
    [[{ address: A }], { error: "missing required field 'storageKeys' for AccessTuple" }],
    [[{ address: A, storageKeys: null }], { error: "missing required field 'storageKeys' for AccessTuple" }],
    [
      [{ address: A, storageKeys: [null] }],
      {
        error: `json: cannot unmarshal non-string into Go struct field ${KEYS} of type common.Hash`,
      },
    ],
  ])("accessList %j", (input, want) => expect(run(txArgs, { accessList: input })).toEqual(want));
});
