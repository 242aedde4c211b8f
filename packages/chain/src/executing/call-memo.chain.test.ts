// The eth_call memo on a chain: every write of state makes the next call run again, and a call that reads the block
// answers each block's own values. Each invalidation test first shows the memo answered (a hit), so it cannot pass
// with the memo off.
import { encodeFunctionData, type Hex } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { createRequest, type RequestFunction } from "../rpc/request.js";
import { type Deployed, deploy } from "../test-support/deploy.js";
import { compileContract } from "../test-support/solc.js";
import { ewoq, FEE_CAP, RECIPIENT, signTransfer } from "../test-support/sign.js";
import { createExecutingChain, type ExecutingChain, type ExecutingChainOptions } from "./executing-chain.js";

const STATE_READER = compileContract("StateReader.sol", "StateReader");
const WHO: Hex = "0x2222222222222222222222222222222222222222";
const NATIVE_MINTER: Hex = "0x0200000000000000000000000000000000000001";
const MINT_ABI = [
  {
    type: "function",
    name: "mintNativeCoin",
    stateMutability: "nonpayable",
    inputs: [
      { name: "addr", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [],
  },
] as const;

let chain: ExecutingChain;
let rpc: RequestFunction;
let reader: Deployed;

afterEach(() => chain?.close());

async function start(options: ExecutingChainOptions = {}): Promise<void> {
  chain = await createExecutingChain(options);
  rpc = createRequest(chain);
  reader = await deploy(rpc, STATE_READER, { gas: 0x100000n });
}

/** StateReader.balanceOf(who) through eth_call, at `at` */
const balanceOf = (who: Hex, at = "latest") => reader.read("balanceOf", [who], at) as Promise<bigint>;

/** StateReader.blockInfo(): the block's number and timestamp */
const blockInfo = (at = "latest") => reader.read("blockInfo", [], at) as Promise<readonly [bigint, bigint]>;

/** Asks twice: the second answer comes from the memo. */
async function remembered(who: Hex): Promise<bigint> {
  await balanceOf(who);
  const hits = chain.callMemoStats().hits;
  const balance = await balanceOf(who);
  expect(chain.callMemoStats().hits).toBe(hits + 1);
  return balance;
}

const setBalance = (wei: bigint) => rpc({ method: "anvil_setBalance", params: [WHO, `0x${wei.toString(16)}`] });

describe("the eth_call memo gives no answer of an older state", () => {
  it("after a transfer mined", async () => {
    await start();
    const before = await remembered(RECIPIENT);
    await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 1, value: 7n })] });
    expect(await balanceOf(RECIPIENT)).toBe(before + 7n);
  });

  it("after anvil_setBalance (no block)", async () => {
    await start();
    expect(await remembered(WHO)).toBe(0n);
    await setBalance(5n);
    expect(await balanceOf(WHO)).toBe(5n);
  });

  it("after evm_revert to the same head", async () => {
    await start();
    const id = await rpc({ method: "evm_snapshot" });
    await setBalance(5n);
    expect(await remembered(WHO)).toBe(5n);
    expect(await rpc({ method: "evm_revert", params: [id] })).toBe(true);
    expect(await balanceOf(WHO)).toBe(0n);
  });

  it("after evm_revert to an older head, and the same block mined again", async () => {
    await start();
    const id = await rpc({ method: "evm_snapshot" });
    await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 1, value: 7n })] });
    const after = await remembered(RECIPIENT);
    await rpc({ method: "evm_revert", params: [id] });
    expect(await balanceOf(RECIPIENT)).toBe(after - 7n);
  });

  // At the same head and no block between, only a call whose answer reads the live state tells: a value sent from
  // WHO succeeds ("0x") while WHO holds the value, and fails once it does not.
  const sendsValue = () =>
    rpc({ method: "eth_call", params: [{ from: WHO, to: RECIPIENT, value: "0x5" }, "latest"] }) as Promise<Hex>;

  it("after a reset to genesis, the head it already had", async () => {
    await start();
    await chain.reset();
    await setBalance(5n);
    expect(await sendsValue()).toBe("0x");
    const hits = chain.callMemoStats().hits;
    expect(await sendsValue()).toBe("0x");
    expect(chain.callMemoStats().hits).toBe(hits + 1);
    await chain.reset();
    await expect(sendsValue()).rejects.toThrow(/insufficient balance/);
  });

  it("after a state file loaded, at the same head", async () => {
    await start();
    const head = chain.head().hash;
    const dump = await chain.dumpState();
    await setBalance(5n);
    expect(await sendsValue()).toBe("0x");
    const hits = chain.callMemoStats().hits;
    expect(await sendsValue()).toBe("0x");
    expect(chain.callMemoStats().hits).toBe(hits + 1);
    await chain.loadState(dump);
    expect(chain.head().hash).toBe(head);
    await expect(sendsValue()).rejects.toThrow(/insufficient balance/);
  });

  it("after a precompile's write in a mined transaction (the L1's native minter)", async () => {
    await start({ profile: LOCAL_SUBNET_EVM_L1 });
    expect(await remembered(WHO)).toBe(0n);
    const data = encodeFunctionData({ abi: MINT_ABI, functionName: "mintNativeCoin", args: [WHO, 9n] });
    const from = ewoq.address;
    const fees = { maxFeePerGas: `0x${FEE_CAP.toString(16)}`, gas: "0x30000" };
    await rpc({ method: "eth_sendTransaction", params: [{ from, to: NATIVE_MINTER, data, ...fees }] });
    expect(await balanceOf(WHO)).toBe(9n);
  });
});

describe("a call that reads the block", () => {
  it("answers each head's number and timestamp, and an older block's own", async () => {
    let now = 1_800_000_000_000;
    await start({ now: () => now });
    const first = await blockInfo();
    expect(first[0]).toBe(chain.head().number);
    expect(await blockInfo()).toEqual(first); // from the memo
    now += 5000;
    await rpc({ method: "evm_mine" });
    const second = await blockInfo();
    expect(second).toEqual([chain.head().number, chain.head().timestamp]);
    expect(second[0]).toBe(first[0] + 1n);
    expect(await blockInfo(`0x${first[0].toString(16)}`)).toEqual(first);
  });

  it("runs again after a revert or an error (only answers that succeeded are kept)", async () => {
    await start();
    const data = encodeFunctionData({ abi: STATE_READER.abi, functionName: "blockInfo" });
    const call = () => rpc({ method: "eth_call", params: [{ to: reader.address, data, gas: "0x5300" }, "latest"] });
    await expect(call()).rejects.toThrow(/out of gas/);
    const misses = chain.callMemoStats().misses;
    await expect(call()).rejects.toThrow(/out of gas/);
    expect(chain.callMemoStats()).toMatchObject({ misses: misses + 1, entries: 0 });
  });

  it("is off with callMemoEntries 0", async () => {
    await start({ limits: { callMemoEntries: 0 } });
    await balanceOf(WHO);
    await balanceOf(WHO);
    expect(chain.callMemoStats()).toEqual({ entries: 0, bytes: 0, hits: 0, misses: 0 });
  });
});
