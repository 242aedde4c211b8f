// Each bound answers with its documented error (README, "Limits").
import { describe, expect, it } from "vitest";
import { ChainError } from "../errors.js";
import { createRequest } from "../rpc/request.js";
import { signTransfer } from "../test-support/sign.js";
import { compileToken } from "../test-support/token.js";
import { createExecutingChain } from "./executing-chain.js";

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => (e instanceof ChainError ? e.message : String(e)),
  );

describe("bounds", () => {
  it("caps a call's gas at rpcGasCap whatever it asks", async () => {
    const chain = await createExecutingChain({ limits: { rpcGasCap: 1_000_000n } });
    const token = compileToken();
    const hash = await chain.sendRawTransaction(
      await signTransfer({
        nonce: 0,
        to: undefined,
        value: 0n,
        gas: 2_000_000n,
        data: `${token.bytecode}${"0".repeat(64)}`,
      }),
    );
    const to = chain.receipt(hash)?.contractAddress ?? undefined;
    expect(to).toBeDefined();
    const spin = { to, data: "0xf0acd7d5" as const, gas: 10_000_000n }; // spin()
    expect(await refusal(chain.estimateGas(spin))).toBe("gas required exceeds allowance (1000000)");
  });

  it("refuses a transaction when the pool is full", async () => {
    const chain = await createExecutingChain({ limits: { maxPending: 2 } });
    // nonces past a gap wait in the pool
    await chain.sendRawTransaction(await signTransfer({ nonce: 5 }));
    await chain.sendRawTransaction(await signTransfer({ nonce: 6 }));
    expect(await refusal(chain.sendRawTransaction(await signTransfer({ nonce: 7 })))).toBe("txpool is full");
    expect(chain.pending()).toHaveLength(2);
  });

  it("refuses an eth_getLogs range over maxLogRange", async () => {
    const chain = await createExecutingChain({ limits: { maxLogRange: 2 } });
    for (let i = 0; i < 3; i++) await chain.mine();
    expect(chain.logs({ fromBlock: 1n, toBlock: 2n })).toEqual([]);
    expect(() => chain.logs({ fromBlock: 0n, toBlock: 2n })).toThrow("block range too large: 3 blocks, limit 2");
  });

  it("forgets the oldest snapshot past maxSnapshots", async () => {
    const chain = await createExecutingChain({ limits: { maxSnapshots: 2 } });
    const rpc = createRequest(chain);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await rpc({ method: "evm_snapshot" }));
    expect(await rpc({ method: "evm_revert", params: [ids[0]] })).toBe(false);
    expect(await rpc({ method: "evm_revert", params: [ids[2]] })).toBe(true);
  });
});
