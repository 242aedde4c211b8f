// The dynamic fee rules as the chain applies them, block by block: eth_baseFee announces the next block's base fee,
// the blocks show it and their block gas cost, eth_feeHistory and eth_gasPrice agree with the blocks, and bad
// eth_feeHistory parameters get coreth's texts.
import { describe, expect, it } from "vitest";
import type { Hex } from "../chain.js";
import { LOCAL_C_CHAIN, LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { createRequest, type RequestFunction } from "../rpc/request.js";
import { compileToken } from "../test-support/token.js";
import { createExecutingChain } from "./executing-chain.js";

const GWEI = 1_000_000_000n;
const EWOQ: Hex = "0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc";
const SPIN = "0xf0acd7d5"; // spin(): loops until its gas runs out
const T0 = 1_800_000_000_000;
const hex = (n: bigint) => `0x${n.toString(16)}`;
const TRANSFER = { to: EWOQ, value: "0x1", gas: hex(21_000n) };

interface RpcBlock {
  number: string;
  baseFeePerGas: string;
  gasUsed: string;
  gasLimit: string;
  blockGasCost: string;
}

async function l1(): Promise<RequestFunction> {
  return createRequest(await createExecutingChain({ profile: LOCAL_SUBNET_EVM_L1, now: () => T0 }));
}

/** The token block 1 deployed. */
async function tokenAddress(rpc: RequestFunction): Promise<Hex> {
  const block = (await rpc({ method: "eth_getBlockByNumber", params: ["0x1", false] })) as { transactions: Hex[] };
  const receipt = await rpc({ method: "eth_getTransactionReceipt", params: [block.transactions[0]] });
  return (receipt as { contractAddress: Hex }).contractAddress;
}

/** Sends from ewoq with a 2 gwei tip, checking eth_baseFee beforehand against the block it lands in. */
async function sendAndCheck(rpc: RequestFunction, fields: Record<string, string>): Promise<RpcBlock> {
  const announced = (await rpc({ method: "eth_baseFee", params: [] })) as string;
  const tip = hex(2n * GWEI);
  const hash = await rpc({
    method: "eth_sendTransaction",
    params: [{ from: EWOQ, maxFeePerGas: hex(200n * GWEI), maxPriorityFeePerGas: tip, ...fields }],
  });
  const receipt = (await rpc({ method: "eth_getTransactionReceipt", params: [hash] })) as { blockNumber: string };
  const block = (await rpc({ method: "eth_getBlockByNumber", params: [receipt.blockNumber, false] })) as RpcBlock;
  expect(block.baseFeePerGas).toBe(announced);
  return block;
}

describe("the L1's fees, block by block", () => {
  it("follow the gas over the 10-second window, not the parent block alone", async () => {
    const rpc = await l1();
    const token = compileToken();
    const deploy = await sendAndCheck(rpc, { data: `${token.bytecode}${"0".repeat(64)}`, gas: hex(2_000_000n) });
    const burn = { to: await tokenAddress(rpc), data: SPIN, gas: hex(7_900_000n) };
    const blocks = [deploy];
    for (let i = 0; i < 2; i++) blocks.push(await sendAndCheck(rpc, burn));
    blocks.push(await sendAndCheck(rpc, TRANSFER));
    const used = blocks.map((b) => BigInt(b.gasUsed));
    expect(used.slice(1)).toEqual([7_900_000n, 7_900_000n, 21_000n]);
    // a single 7.9M block is under the 15M target: EIP-1559 would raise the fee here, subnet-evm does not
    expect(BigInt(blocks[2]?.baseFeePerGas ?? 0)).toBe(25n * GWEI);
    // blocks 1 to 3 within the window: over the target, the fee rises by the excess's share over 36
    const excess = (used[0] ?? 0n) + (used[1] ?? 0n) + (used[2] ?? 0n) - 15_000_000n;
    expect(BigInt(blocks[3]?.baseFeePerGas ?? 0)).toBe(25n * GWEI + (excess * 25n * GWEI) / 15_000_000n / 36n);
    // a block each second, faster than the 2-second target: the block gas cost climbs a step (200,000) a block
    expect(blocks.map((b) => BigInt(b.blockGasCost))).toEqual([200_000n, 400_000n, 600_000n, 800_000n]);
  });

  it("fall back after an idle stretch, and eth_feeHistory, eth_gasPrice agree with the blocks", async () => {
    const rpc = await l1();
    const token = compileToken();
    await sendAndCheck(rpc, { data: `${token.bytecode}${"0".repeat(64)}`, gas: hex(2_000_000n) });
    const burn = { to: await tokenAddress(rpc), data: SPIN, gas: hex(7_900_000n) };
    for (let i = 0; i < 2; i++) await sendAndCheck(rpc, burn);
    await sendAndCheck(rpc, TRANSFER);
    const risen = BigInt((await rpc({ method: "eth_baseFee", params: [] })) as string);
    expect(risen).toBeGreaterThan(25n * GWEI);
    const suggestion = BigInt((await rpc({ method: "eth_maxPriorityFeePerGas", params: [] })) as string);
    expect(BigInt((await rpc({ method: "eth_gasPrice", params: [] })) as string)).toBe(risen + suggestion);

    const history = (await rpc({ method: "eth_feeHistory", params: ["0x3", "latest", [10, 90]] })) as {
      oldestBlock: string;
      baseFeePerGas: string[];
      gasUsedRatio: number[];
      reward: string[][];
    };
    const blocks = await Promise.all(
      [2n, 3n, 4n].map((n) => rpc({ method: "eth_getBlockByNumber", params: [hex(n), false] }) as Promise<RpcBlock>),
    );
    expect(history.oldestBlock).toBe("0x2");
    expect(history.baseFeePerGas).toEqual(blocks.map((b) => b.baseFeePerGas));
    expect(history.gasUsedRatio).toEqual(blocks.map((b) => Number(b.gasUsed) / Number(b.gasLimit)));
    expect(history.reward).toEqual(blocks.map(() => [hex(2n * GWEI), hex(2n * GWEI)])); // the tip each paid

    // 30 idle seconds: an empty window, the fee back at its floor, the block gas cost at its own
    await rpc({ method: "evm_increaseTime", params: [30] });
    expect(await rpc({ method: "eth_baseFee", params: [] })).toBe(hex(25n * GWEI)); // the same head, later
    await rpc({ method: "evm_mine", params: [] });
    const idle = (await rpc({ method: "eth_getBlockByNumber", params: ["latest", false] })) as RpcBlock;
    expect(idle.baseFeePerGas).toBe(hex(25n * GWEI));
    expect(idle.blockGasCost).toBe("0x0");
  });

  it("answers bad eth_feeHistory parameters with coreth's texts", async () => {
    const rpc = await l1();
    await rpc({ method: "evm_mine", params: [] });
    const refusal = (params: unknown[]) =>
      rpc({ method: "eth_feeHistory", params }).then(
        () => "answered",
        (e: Error) => e.message,
      );
    expect(await refusal(["0x1", "latest", [50, 40]])).toBe("invalid reward percentile: #0:50.000000 >= #1:40.000000");
    expect(await refusal(["0x1", "latest", [101]])).toBe("invalid reward percentile: 101.000000");
    expect(await refusal(["0x1", "0x63", []])).toBe("request beyond head block: requested 99, head 1");
    expect(await refusal(["abc", "latest", []])).toBe('invalid argument 0: invalid hex or decimal integer "abc"');
    expect(await refusal(["0x1", "latest", new Array(101).fill(1)])).toBe(
      "invalid reward percentile: over the query limit 100",
    );
    // decimal counts, as Go's HexOrDecimal64 takes them; no rewards asked, none answered
    expect(await rpc({ method: "eth_feeHistory", params: [2, "latest"] })).toEqual({
      oldestBlock: "0x0",
      baseFeePerGas: [hex(25n * GWEI), hex(25n * GWEI)],
      gasUsedRatio: [0, 0],
    });
  });
});

describe("the C-Chain's fees", () => {
  it("follow coreth's AP5 constants: a 25 gwei floor, a 200,000 block gas cost step", async () => {
    const rpc = createRequest(await createExecutingChain({ profile: LOCAL_C_CHAIN, now: () => T0 }));
    expect(await rpc({ method: "eth_baseFee", params: [] })).toBe(hex(25n * GWEI));
    const block = await sendAndCheck(rpc, TRANSFER);
    expect(block.blockGasCost).toBe(hex(200_000n));
    expect(block.gasLimit).toBe(hex(15_000_000n));
  });
});
