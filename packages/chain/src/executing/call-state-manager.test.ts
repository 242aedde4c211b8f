// Storage tries kept through a call's revert (call-state-manager.ts) never answer from an older state: each is handed
// out again with its account's current storage root. The memo and the calls' state view are off, so every call runs
// the EVM on the tries.
import { encodeFunctionData, type Hex } from "viem";
import { afterEach, expect, it } from "vitest";
import { createRequest, type RequestFunction } from "../rpc/request.js";
import { type Deployed, deploy } from "../test-support/deploy.js";
import { ewoq } from "../test-support/sign.js";
import { compileToken } from "../test-support/token.js";
import { createExecutingChain, type ExecutingChain } from "./executing-chain.js";

const TOKEN = compileToken();
const HOLDER: Hex = "0x3333333333333333333333333333333333333333";
let chain: ExecutingChain;
let rpc: RequestFunction;
let token: Deployed;

afterEach(() => chain?.close());

async function start(): Promise<void> {
  chain = await createExecutingChain({ limits: { callMemoEntries: 0, callStateEntries: 0 } }); // calls on the tries
  rpc = createRequest(chain);
  token = await deploy(rpc, TOKEN, { args: [10n ** 24n], gas: 0x200000n });
}

const balanceOf = (who: Hex, at = "latest") => token.read("balanceOf", [who], at) as Promise<bigint>;

const transfer = (value: bigint) => ({
  from: ewoq.address,
  to: token.address,
  data: encodeFunctionData({ abi: TOKEN.abi, functionName: "transfer", args: [HOLDER, value] }),
});

it("reads a slot a mined block changed through the trie a call opened before the block", async () => {
  await start();
  expect(await balanceOf(HOLDER)).toBe(0n); // a slot not in the cache: read through the token's storage trie
  await rpc({ method: "eth_sendTransaction", params: [{ ...transfer(5n), gas: "0x20000" }] });
  const before = `0x${(chain.head().number - 1n).toString(16)}`;
  expect(await balanceOf(HOLDER, before)).toBe(0n); // an older block: the caches are emptied
  expect(await balanceOf(HOLDER)).toBe(5n); // so this reads the trie again, at the token's new storage root
});

it("keeps nothing a call wrote, and follows evm_revert", async () => {
  await start();
  const id = await rpc({ method: "evm_snapshot" });
  await rpc({ method: "eth_sendTransaction", params: [{ ...transfer(5n), gas: "0x20000" }] });
  expect(await rpc({ method: "eth_call", params: [transfer(7n), "latest"] })).toBe(`0x${"0".repeat(63)}1`);
  expect(await balanceOf(HOLDER)).toBe(5n);
  await rpc({ method: "evm_revert", params: [id] });
  expect(await balanceOf(HOLDER)).toBe(0n);
  await rpc({ method: "eth_sendTransaction", params: [{ ...transfer(2n), gas: "0x20000" }] });
  expect(await balanceOf(HOLDER)).toBe(2n);
});
