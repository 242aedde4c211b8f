// The coinbase as coreth and subnet-evm write it without fee recipients: the blackhole address 0x0100…0000 in every
// block's header and as eth_coinbase, and a transaction's whole fee (gas used × effective gas price, base fee included)
// credited to it, as their state transition does.
import type { Hex } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { createExecutingChain, type ExecutingChain } from "./executing/executing-chain.js";
import { BLACKHOLE_ADDRESS } from "./executing/fee-recipient.js";
import { LOCAL_C_CHAIN, LOCAL_SUBNET_EVM_L1 } from "./profiles.js";
import { createRequest } from "./rpc/request.js";
import { ewoq, RECIPIENT } from "./test-support/sign.js";

const BLACKHOLE = "0x0100000000000000000000000000000000000000";
let chain: ExecutingChain;
afterEach(() => chain?.close());

describe.each([LOCAL_C_CHAIN, LOCAL_SUBNET_EVM_L1])("the coinbase of $name", (profile) => {
  it("is the blackhole address: eth_coinbase and mined blocks' miner; the whole fee goes to it", async () => {
    expect(BLACKHOLE_ADDRESS).toBe(BLACKHOLE);
    chain = await createExecutingChain({ profile });
    const request = createRequest(chain);
    expect(await request({ method: "eth_coinbase", params: [] })).toBe(BLACKHOLE);
    expect(await request({ method: "eth_getBalance", params: [BLACKHOLE, "latest"] })).toBe("0x0");
    const fees: bigint[] = [];
    // without a tip, then with one (1 gwei): the base fee part and the tip both go to the coinbase
    for (const maxPriorityFeePerGas of ["0x0", "0x3b9aca00"]) {
      const hash = (await request({
        method: "eth_sendTransaction",
        params: [{ from: ewoq.address, to: RECIPIENT, value: "0x1", maxPriorityFeePerGas }],
      })) as Hex;
      const receipt = (await request({ method: "eth_getTransactionReceipt", params: [hash] })) as Record<string, Hex>;
      const block = (await request({ method: "eth_getBlockByHash", params: [receipt.blockHash, false] })) as Record<
        string,
        Hex
      >;
      expect(block.miner).toBe(BLACKHOLE);
      // the base fee is part of the fee credited (libevm credits gas used × msg.GasPrice), not burnt
      expect(BigInt(receipt.effectiveGasPrice!)).toBeGreaterThanOrEqual(BigInt(block.baseFeePerGas!));
      fees.push(BigInt(receipt.gasUsed!) * BigInt(receipt.effectiveGasPrice!));
    }
    const balance = BigInt((await request({ method: "eth_getBalance", params: [BLACKHOLE, "latest"] })) as Hex);
    expect(balance).toBe(fees[0]! + fees[1]!);
    // genesis keeps its genesis file's coinbase, zero in avalanchego's local genesis
    const genesis = (await request({ method: "eth_getBlockByNumber", params: ["0x0", false] })) as Record<string, Hex>;
    expect(genesis.miner).toBe("0x0000000000000000000000000000000000000000");
  });

  it("eth_call and eth_estimateGas credit nothing", async () => {
    chain = await createExecutingChain({ profile });
    const request = createRequest(chain);
    const call = { from: ewoq.address, to: RECIPIENT, value: "0x1", gas: "0x5208", maxFeePerGas: "0x174876e800" };
    await request({ method: "eth_call", params: [call, "latest"] });
    await request({ method: "eth_estimateGas", params: [call] });
    expect(await request({ method: "eth_getBalance", params: [BLACKHOLE, "latest"] })).toBe("0x0");
  });
});
