// The JSON-RPC front refuses what it cannot take with a JSON-RPC error, never a throw out of handleJsonRpc.
import { beforeAll, describe, expect, it } from "vitest";
import { ChainError } from "../errors.js";
import { createExecutingChain } from "../executing/executing-chain.js";
import { createRequest, handleJsonRpc, type RequestFunction } from "./request.js";

let request: RequestFunction;

beforeAll(async () => {
  request = createRequest(await createExecutingChain());
});

const code = (method: string, params?: unknown) =>
  request({ method, params }).then(
    () => "answered",
    (e: unknown) => (e instanceof ChainError ? e.code : "thrown"),
  );

const refusal = (method: string, params?: unknown) =>
  request({ method, params }).then(
    () => "answered",
    (e: unknown) => (e instanceof ChainError ? `${e.code} ${e.message}` : "thrown"),
  );

const EWOQ = "0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc";

describe("parameters, refused with geth's own texts (the node mock's decoders)", () => {
  it.each([
    [
      "eth_getBalance",
      ["0x123", "latest"], // a short address
      "-32602 invalid argument 0: json: cannot unmarshal hex string of odd length into Go value of type common.Address",
    ],
    ["eth_getBalance", [EWOQ, "0x01"], "-32602 invalid argument 1: hex number with leading zero digits"],
    ["eth_getBalance", [EWOQ, "newest"], "-32602 invalid argument 1: hex string without 0x prefix"], // no such tag
    ["eth_getBlockByNumber", ["latest"], "-32602 missing value for required argument 1"],
    [
      "eth_getBlockByNumber",
      ["latest", "yes"], // not a boolean
      "-32602 invalid argument 1: json: cannot unmarshal string into Go value of type bool",
    ],
    ["eth_getLogs", [{ topics: [null, null, null, null, null] }], "-32000 exceed max topics"],
    ["eth_getLogs", [{ address: "0xzz" }], "-32602 invalid argument 0: invalid address: invalid hex string"],
    [
      "eth_call",
      [{ to: EWOQ, data: "0x12", input: "0x34" }],
      '-32000 both "data" and "input" are set and not equal. Please use "input" to pass transaction call data',
    ],
    [
      "eth_call",
      [{ value: `0x1${"0".repeat(64)}` }], // over 256 bits
      "-32602 invalid argument 0: json: cannot unmarshal hex number > 256 bits into Go struct field " +
        "TransactionArgs.value of type *hexutil.Big",
    ],
    ["eth_chainId", [1], "-32602 too many arguments, want at most 0"],
    ["eth_chainId", { a: 1 }, "-32602 non-array args"], // not positional
  ])("%s %j", async (method, params, refused) => {
    expect(await refusal(method, params)).toBe(refused);
  });

  it("answers -32601 for a method it does not serve, and takes its own names only", async () => {
    expect(await code("eth_mining")).toBe(-32601);
    expect(await code("constructor")).toBe(-32601);
    expect(await code("eth_chainId", [])).toBe("answered");
  });
});

describe("handleJsonRpc", () => {
  it.each([
    ["not JSON", "{", -32700],
    ["an empty batch", "[]", -32600],
    ["no jsonrpc member", '{"id":1,"method":"eth_chainId"}', -32600],
    ["a batch over 1000", JSON.stringify(Array(1001).fill({ jsonrpc: "2.0", id: 1, method: "eth_chainId" })), -32600],
  ])("%s → %s", async (_, body, expected) => {
    const answer = JSON.parse(await handleJsonRpc(request, body));
    expect(answer.error.code).toBe(expected);
  });

  it("answers a batch element by element, ids echoed", async () => {
    const body = JSON.stringify([
      { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
      { jsonrpc: "2.0", id: "b", method: "nope" },
    ]);
    expect(JSON.parse(await handleJsonRpc(request, body))).toEqual([
      { jsonrpc: "2.0", id: 1, result: "0xa868" },
      { jsonrpc: "2.0", id: "b", error: { code: -32601, message: "the method nope does not exist/is not available" } },
    ]);
  });
});
