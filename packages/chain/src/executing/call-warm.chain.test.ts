// A call warms what a transaction warms (EIP-2929, EIP-3651): the precompiles, sender, recipient and coinbase, and
// nothing else. A contract prices BALANCE of the address in its calldata between two GAS opcodes; eth_call answers
// that price, and a transaction of the same call (@ethereumjs's runTx) stores it: the two must be equal, and warm is
// 100 gas, cold 2600. call.ts copies the precompiles' warm entries from one map kept per set of precompiles.
import type { Hex } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { PRECOMPILE_ADDRESSES } from "../precompiles/interfaces.js";
import { LOCAL_C_CHAIN, LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { createRequest, type RequestFunction } from "../rpc/request.js";
import { ewoq } from "../test-support/sign.js";
import { createExecutingChain, type ExecutingChain } from "./executing-chain.js";

/** GAS, BALANCE(calldata word 0), GAS, SUB: the price + 10 (PUSH1, CALLDATALOAD, POP, GAS), stored and returned */
const PRICER_RUNTIME = "5a6000353150" + "5a9003" + "80600055" + "600052" + "60206000f3";
/** copies the 21 bytes of runtime after these 12 bytes and returns them */
const PRICER_INIT: Hex = `0x6015600c60003960156000f3${PRICER_RUNTIME}`;
const OTHER_OPCODES_GAS = 10;
const WARM = 100;
const COLD = 2600;
const COLD_ADDRESS: Hex = "0x4444444444444444444444444444444444444444";
/** Ethereum's precompiles through Prague's (0x01–0x11); the ones not active on a chain read cold on both sides */
const ETHEREUM_PRECOMPILES = Array.from({ length: 0x11 }, (_, i): Hex => `0x${(i + 1).toString(16).padStart(40, "0")}`);

let chains: ExecutingChain[] = [];
afterEach(() => {
  for (const chain of chains) chain.close();
  chains = [];
});

const word = (address: Hex): Hex => `0x${address.slice(2).padStart(64, "0")}`;

async function pricerOn(rpc: RequestFunction): Promise<Hex> {
  const hash = await rpc({ method: "eth_sendTransaction", params: [{ from: ewoq.address, data: PRICER_INIT }] });
  const receipt = (await rpc({ method: "eth_getTransactionReceipt", params: [hash] })) as { contractAddress: Hex };
  return receipt.contractAddress;
}

/** BALANCE's price of `address` in an eth_call and in a transaction */
async function pricesOf(rpc: RequestFunction, pricer: Hex, address: Hex): Promise<{ call: number; tx: number }> {
  const request = { from: ewoq.address, to: pricer, data: word(address), gas: "0x100000" };
  const call = Number(await rpc({ method: "eth_call", params: [request, "latest"] })) - OTHER_OPCODES_GAS;
  await rpc({ method: "eth_sendTransaction", params: [request] });
  const stored = await rpc({ method: "eth_getStorageAt", params: [pricer, "0x0", "latest"] });
  return { call, tx: Number(stored) - OTHER_OPCODES_GAS };
}

describe.each([
  ["the C-Chain", LOCAL_C_CHAIN],
  ["a Subnet-EVM L1 with its precompiles", LOCAL_SUBNET_EVM_L1],
])("a call's warm addresses on %s", (_, profile) => {
  it("are a transaction's: precompiles, sender, recipient and coinbase warm; any other address cold", async () => {
    const chain = await createExecutingChain({ profile });
    chains.push(chain);
    const rpc = createRequest(chain);
    const pricer = await pricerOn(rpc);
    const latest = (await rpc({ method: "eth_getBlockByNumber", params: ["latest", false] })) as { miner: Hex };
    const named: [string, Hex, number][] = [
      ["the sender", ewoq.address, WARM],
      ["the recipient", pricer, WARM],
      ["the coinbase", latest.miner, WARM],
      ["a cold address", COLD_ADDRESS, COLD],
      ["ecrecover", ETHEREUM_PRECOMPILES[0] as Hex, WARM],
    ];
    for (const [name, address, price] of named) {
      expect({ name, ...(await pricesOf(rpc, pricer, address)) }).toEqual({ name, call: price, tx: price });
    }
    // the chain's API takes a checksummed sender as it is (the RPC's arguments arrive lowercased)
    const direct = await chain.call({ from: ewoq.address, to: pricer, data: word(ewoq.address) });
    expect(Number(direct) - OTHER_OPCODES_GAS).toBe(WARM);
    for (const address of [...ETHEREUM_PRECOMPILES, ...Object.values(PRECOMPILE_ADDRESSES)]) {
      const prices = await pricesOf(rpc, pricer, address);
      expect({ address, call: prices.call }).toEqual({ address, call: prices.tx });
      expect([WARM, COLD]).toContain(prices.call);
    }
  });
});
