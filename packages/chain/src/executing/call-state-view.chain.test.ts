// Calls on the calls' state view (call-state-view.ts) answer exactly what calls on the Merkle state manager answered:
// two chains built alike, one with the view off (callStateEntries 0), the same calls after each kind of write. The
// memo is off on both, so every call runs the EVM. Then the teeth: a view not emptied by a write fails here.
import { encodeFunctionData, type Hex } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { FEE_MANAGER_ABI, PRECOMPILE_ADDRESSES } from "../precompiles/interfaces.js";
import { LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { createRequest, type RequestFunction } from "../rpc/request.js";
import { type Deployed, deploy } from "../test-support/deploy.js";
import { ewoq, RECIPIENT } from "../test-support/sign.js";
import { compileSource } from "../test-support/solc.js";
import { compileToken } from "../test-support/token.js";
import { createExecutingChain, type ExecutingChain, type ExecutingChainOptions } from "./executing-chain.js";

const TOKEN = compileToken();
/** a write undone by a revert, writes whose price depends on the slot's original value, a creation */
const SCRATCH_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Child { uint256 public made = 7; }
contract Scratch {
    uint256 public x;
    function writeThenRevert() external { x = 5; revert("undone"); }
    function bumpTwice() external returns (uint256) { x += 1; x += 1; return x; }
    function tryWrite() external returns (bool ok, uint256 left) {
        (ok, ) = address(this).call(abi.encodeCall(this.writeThenRevert, ()));
        left = x;
    }
    function make() external returns (address child, uint256 made) {
        Child c = new Child();
        return (address(c), c.made());
    }
    function hashOf(address who) external view returns (bytes32) { return who.codehash; }
}`;
const SCRATCH = compileSource("Scratch.sol", () => SCRATCH_SOURCE, "Scratch");
const FEE_MANAGER = PRECOMPILE_ADDRESSES.feeManagerConfig;
const EMPTY_ACCOUNT: Hex = "0x4444444444444444444444444444444444444444";
/** one fixed clock for both chains, so their blocks and hashes are the same */
const NOW = 1_800_000_000_000;

interface Pair {
  view: ExecutingChain;
  merkle: ExecutingChain;
  rpcs: RequestFunction[];
  token: Deployed;
  scratch: Deployed;
}

let chains: ExecutingChain[] = [];
afterEach(() => {
  for (const chain of chains) chain.close();
  chains = [];
});

async function makeChain(options: ExecutingChainOptions): Promise<ExecutingChain> {
  const chain = await createExecutingChain({ profile: LOCAL_SUBNET_EVM_L1, now: () => NOW, ...options });
  chains.push(chain);
  return chain;
}

async function deployBoth(rpcs: RequestFunction[]): Promise<{ token: Deployed; scratch: Deployed }> {
  let token: Deployed | undefined;
  let scratch: Deployed | undefined;
  for (const rpc of rpcs) {
    const t = await deploy(rpc, TOKEN, { args: [10n ** 24n], gas: 0x200000n });
    const s = await deploy(rpc, SCRATCH, { gas: 0x200000n });
    if (token && (t.address !== token.address || s.address !== scratch?.address)) throw new Error("chains differ");
    token = t;
    scratch = s;
  }
  return { token: token as Deployed, scratch: scratch as Deployed };
}

async function startPair(): Promise<Pair> {
  const view = await makeChain({ limits: { callMemoEntries: 0 } });
  const merkle = await makeChain({ limits: { callMemoEntries: 0, callStateEntries: 0 } });
  const rpcs = [view, merkle].map((chain) => createRequest(chain));
  return { view, merkle, rpcs, ...(await deployBoth(rpcs)) };
}

const holder = (i: number): Hex => `0x${(0x1000 + i).toString(16).padStart(40, "0")}`;

function callsOf(pair: Pair, at: string): { method: string; params: unknown[] }[] {
  const token = (functionName: string, args: readonly unknown[] = []) => ({
    from: ewoq.address,
    to: pair.token.address,
    data: encodeFunctionData({ abi: TOKEN.abi, functionName, args }),
  });
  const scratch = (functionName: string, args: readonly unknown[] = []) => ({
    from: ewoq.address,
    to: pair.scratch.address,
    data: encodeFunctionData({ abi: SCRATCH.abi, functionName, args }),
  });
  const feeConfig = encodeFunctionData({ abi: FEE_MANAGER_ABI, functionName: "getFeeConfig" });
  const calls: { method: string; params: unknown[] }[] = [];
  for (let i = 0; i < 6; i++) calls.push({ method: "eth_call", params: [token("balanceOf", [holder(i)]), at] });
  calls.push(
    { method: "eth_call", params: [token("balanceOf", [ewoq.address]), at] },
    { method: "eth_call", params: [token("transfer", [RECIPIENT, 10n ** 30n]), at] }, // a custom error's data
    { method: "eth_call", params: [token("fail", ["no"]), at] }, // Error(string)
    { method: "eth_call", params: [{ ...token("spin"), gas: "0x30000" }, at] }, // out of gas
    { method: "eth_call", params: [{ from: ewoq.address, data: TOKEN.bytecode }, at] }, // a creation (reverts: no args)
    { method: "eth_call", params: [{ from: ewoq.address, data: SCRATCH.bytecode }, at] }, // a creation
    { method: "eth_call", params: [scratch("make"), at] },
    { method: "eth_call", params: [scratch("writeThenRevert"), at] },
    { method: "eth_call", params: [scratch("tryWrite"), at] },
    { method: "eth_call", params: [scratch("bumpTwice"), at] },
    { method: "eth_call", params: [scratch("hashOf", [EMPTY_ACCOUNT]), at] },
    { method: "eth_call", params: [scratch("hashOf", [ewoq.address]), at] },
    { method: "eth_call", params: [{ from: ewoq.address, to: FEE_MANAGER, data: feeConfig }, at] },
    { method: "eth_estimateGas", params: [token("transfer", [holder(1), 1000n]), at] },
    { method: "eth_estimateGas", params: [scratch("bumpTwice"), at] },
    { method: "eth_estimateGas", params: [{ from: ewoq.address, to: RECIPIENT, value: "0x1" }, at] },
    { method: "eth_createAccessList", params: [token("transfer", [holder(2), 1000n]), at] },
    { method: "eth_createAccessList", params: [scratch("tryWrite"), at] },
  );
  return calls;
}

/** Each call's answer or error (code, message, data), in order. */
async function answers(rpc: RequestFunction, calls: { method: string; params: unknown[] }[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const call of calls) {
    try {
      out.push({ result: await rpc(call) });
    } catch (error) {
      const { code, message, data } = error as { code?: number; message?: string; data?: unknown };
      out.push({ error: { code, message, data } });
    }
  }
  return out;
}

async function expectSameAnswers(pair: Pair, at = "latest"): Promise<unknown[]> {
  const calls = callsOf(pair, at);
  const [onView, onMerkle] = pair.rpcs as [RequestFunction, RequestFunction];
  const viewAnswers = await answers(onView, calls);
  expect(viewAnswers).toEqual(await answers(onMerkle, calls));
  return viewAnswers;
}

async function sendBoth(pair: Pair, request: Record<string, unknown>): Promise<void> {
  for (const rpc of pair.rpcs)
    await rpc({ method: "eth_sendTransaction", params: [{ from: ewoq.address, ...request }] });
}

const transferTo = (pair: Pair, who: Hex, value: bigint) => ({
  to: pair.token.address,
  data: encodeFunctionData({ abi: TOKEN.abi, functionName: "transfer", args: [who, value] }),
});

describe("calls on the state view answer as calls on the Merkle state manager", () => {
  it("after blocks, a snapshot and revert, setBalance and a reset, at the head and at an older block", async () => {
    const pair = await startPair();
    const first = await expectSameAnswers(pair);
    // the set covers what it claims: answers, reverts with data and plain errors
    expect(first.filter((a) => (a as { error?: unknown }).error !== undefined).length).toBeGreaterThanOrEqual(4);
    await sendBoth(pair, transferTo(pair, holder(0), 500n));
    await sendBoth(pair, {
      to: pair.scratch.address,
      data: encodeFunctionData({ abi: SCRATCH.abi, functionName: "bumpTwice" }),
    });
    await expectSameAnswers(pair);
    const snapshots = await Promise.all(pair.rpcs.map((rpc) => rpc({ method: "evm_snapshot", params: [] })));
    await sendBoth(pair, transferTo(pair, holder(1), 700n));
    await expectSameAnswers(pair);
    await expectSameAnswers(pair, "0x2"); // a block before the transfers: the view of an older state root
    await Promise.all(pair.rpcs.map((rpc, i) => rpc({ method: "evm_revert", params: [snapshots[i]] })));
    await expectSameAnswers(pair);
    for (const rpc of pair.rpcs) await rpc({ method: "anvil_setBalance", params: [EMPTY_ACCOUNT, "0x5"] });
    await expectSameAnswers(pair);
    await Promise.all([pair.view.reset(), pair.merkle.reset()]);
    await expectSameAnswers(pair); // no contracts any more
    Object.assign(pair, await deployBoth(pair.rpcs));
    await expectSameAnswers(pair);
  }, 120_000);
});

describe("a contract's whole storage, read at once after many of its slots", () => {
  it("answers every holder, funded or not, as the tries do", async () => {
    const pair = await startPair();
    const funded = [3, 70, 100, 140];
    for (const i of funded) await sendBoth(pair, transferTo(pair, holder(i), BigInt(1000 + i)));
    const calls = Array.from({ length: 150 }, (_, i) => ({
      method: "eth_call",
      params: [
        {
          to: pair.token.address,
          data: encodeFunctionData({ abi: TOKEN.abi, functionName: "balanceOf", args: [holder(i)] }),
        },
        "latest",
      ],
    }));
    const [onView, onMerkle] = pair.rpcs as [RequestFunction, RequestFunction];
    const viewAnswers = await answers(onView, calls);
    expect(viewAnswers).toEqual(await answers(onMerkle, calls));
    for (const i of funded)
      expect(viewAnswers[i]).toEqual({ result: `0x${(1000 + i).toString(16).padStart(64, "0")}` });
  }, 60_000);
});

describe("the view follows every write (teeth: each answer was first read through the view)", () => {
  let chain: ExecutingChain;
  let rpc: RequestFunction;
  let token: Deployed;

  async function start(): Promise<void> {
    chain = await makeChain({ limits: { callMemoEntries: 0 } });
    rpc = createRequest(chain);
    token = await deploy(rpc, TOKEN, { args: [10n ** 24n], gas: 0x200000n });
  }

  const balanceOf = (who: Hex, at = "latest") => token.read("balanceOf", [who], at) as Promise<bigint>;
  const send = (who: Hex, value: bigint) =>
    rpc({
      method: "eth_sendTransaction",
      params: [{ from: ewoq.address, ...transferTo({ token } as Pair, who, value) }],
    });
  const ethBalance = (who: Hex) => rpc({ method: "eth_getBalance", params: [who, "latest"] });
  /** the contract's answer of address(who).balance, through the view */
  const balanceInCall = async (who: Hex) => {
    const probe = `0x73${who.slice(2)}3160005260206000f3`; // PUSH20 who, BALANCE, MSTORE at 0, RETURN 32 bytes
    return BigInt((await rpc({ method: "eth_call", params: [{ from: ewoq.address, data: probe }, "latest"] })) as Hex);
  };

  it("after a block is mined", async () => {
    await start();
    expect(await balanceOf(holder(9))).toBe(0n); // the zero slot now in the view
    await send(holder(9), 42n);
    expect(await balanceOf(holder(9))).toBe(42n);
  });

  it("after evm_revert", async () => {
    await start();
    const snapshot = await rpc({ method: "evm_snapshot", params: [] });
    await send(holder(8), 42n);
    expect(await balanceOf(holder(8))).toBe(42n);
    await rpc({ method: "evm_revert", params: [snapshot] });
    expect(await balanceOf(holder(8))).toBe(0n);
  });

  it("after anvil_setBalance", async () => {
    await start();
    expect(await balanceInCall(EMPTY_ACCOUNT)).toBe(0n);
    await rpc({ method: "anvil_setBalance", params: [EMPTY_ACCOUNT, "0x2a"] });
    expect(await ethBalance(EMPTY_ACCOUNT)).toBe("0x2a");
    expect(await balanceInCall(EMPTY_ACCOUNT)).toBe(42n);
  });

  it("after a reset", async () => {
    await start();
    await send(holder(7), 42n);
    expect(await balanceOf(holder(7))).toBe(42n);
    await chain.reset();
    const code = (await rpc({ method: "eth_call", params: [{ to: token.address, data: "0x" }, "latest"] })) as Hex;
    expect(code).toBe("0x"); // no contract there any more: the call answers nothing
    token = await deploy(rpc, TOKEN, { args: [10n ** 24n], gas: 0x200000n });
    expect(await balanceOf(holder(7))).toBe(0n);
  });
});
