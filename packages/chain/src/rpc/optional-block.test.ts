// DEVIATIONS N20: the executing chain follows execution-apis where coreth requires the block argument of the four
// state reads: without it they read `latest`, as anvil and hardhat do. A block given is still decoded strictly.
import { afterAll, beforeAll, expect, it } from "vitest";
import { ChainError } from "../errors.js";
import { createExecutingChain, type ExecutingChain } from "../executing/executing-chain.js";
import { createRequest, type RequestFunction } from "./request.js";

const EWOQ = "0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc";
let chain: ExecutingChain;
let rpc: RequestFunction;

beforeAll(async () => {
  chain = await createExecutingChain();
  rpc = createRequest(chain);
  // one transaction, so that `latest` and block 0 differ in the sender's balance and nonce
  await rpc({ method: "eth_sendTransaction", params: [{ from: EWOQ, to: `0x${"11".repeat(20)}`, value: "0x1" }] });
});
afterAll(() => chain.close());

it.each([
  ["eth_getBalance", [EWOQ]],
  ["eth_getTransactionCount", [EWOQ]],
  ["eth_getCode", [EWOQ]],
  ["eth_getStorageAt", [EWOQ, "0x0"]],
])("%s without a block reads latest, not block 0", async (method, params) => {
  const latest = await rpc({ method, params: [...params, "latest"] });
  expect(await rpc({ method, params })).toEqual(latest);
  if (method === "eth_getBalance" || method === "eth_getTransactionCount") {
    expect(await rpc({ method, params: [...params, "0x0"] })).not.toEqual(latest);
  }
});

it("a block given is decoded as geth decodes it", async () => {
  const refusal = await rpc({ method: "eth_getBalance", params: [EWOQ, "0x00"] }).catch((e: unknown) => e);
  expect(refusal).toBeInstanceOf(ChainError);
  expect((refusal as ChainError).message).toMatch(/^invalid argument 1: /);
});
