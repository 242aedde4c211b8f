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

describe("parameters", () => {
  it.each([
    ["eth_getBalance", ["0x123", "latest"]], // a short address
    ["eth_getBalance", ["0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc", "0x01"]], // a leading zero
    ["eth_getBalance", ["0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc", "newest"]], // no such tag
    ["eth_getBlockByNumber", ["latest"]], // the second argument missing
    ["eth_getBlockByNumber", ["latest", "yes"]], // not a boolean
    ["eth_getLogs", [{ topics: [null, null, null, null, null] }]], // five topic positions
    ["eth_getLogs", [{ address: "0xzz" }]],
    ["eth_call", [{ to: "0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc", data: "0x12", input: "0x34" }]],
    ["eth_call", [{ value: `0x1${"0".repeat(64)}` }]], // over 256 bits
    ["eth_chainId", [1]], // too many
    ["eth_chainId", { a: 1 }], // not positional
  ])("%s %j → -32602", async (method, params) => {
    expect(await code(method, params)).toBe(-32602);
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
