import { describe, expect, it } from "vitest";
import { ChainError } from "./errors.js";
import { createExecutingChain } from "./executing/executing-chain.js";
import { LOCAL_SUBNET_EVM_L1 } from "./profiles.js";
import { createRequest } from "./rpc/request.js";
import { signTransfer } from "./test-support/sign.js";

describe("the subnet-EVM L1 profile", () => {
  it("runs its own chain ID and gas limit, and refuses a C-Chain transaction", async () => {
    const chain = await createExecutingChain({ profile: LOCAL_SUBNET_EVM_L1 });
    const rpc = createRequest(chain);
    expect(await rpc({ method: "eth_chainId" })).toBe("0x1869f");
    expect(chain.head().gasLimit).toBe(8_000_000n);
    const error = await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 0 })] }).catch(
      (e: unknown) => e,
    );
    expect((error as ChainError).message).toBe("invalid sender: invalid chain id for signer: have 43112 want 99999");
    expect(error).toBeInstanceOf(ChainError);
  });
});
