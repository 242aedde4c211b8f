// The README's in-process use: viem's custom transport over request(), no HTTP. Reverts keep their data, so viem
// decodes custom errors here too.
import { ContractFunctionRevertedError, createPublicClient, createWalletClient, custom, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { createExecutingChain } from "./executing/executing-chain.js";
import { createRequest } from "./rpc/request.js";
import { ewoq } from "./test-support/sign.js";
import { compileToken } from "./test-support/token.js";
import { LOCAL_C_CHAIN } from "./profiles.js";
import { viemChainOf } from "./test-support/viem-chain.js";

const localC = viemChainOf(LOCAL_C_CHAIN);

describe("viem's custom transport over request()", () => {
  it("deploys, reads, and decodes a custom error", async () => {
    const token = compileToken();
    const chain = await createExecutingChain();
    const transport = custom({ request: createRequest(chain) });
    const pub = createPublicClient({ chain: localC, transport, pollingInterval: 20 });
    const wallet = createWalletClient({ chain: localC, transport, account: ewoq });
    const hash = await wallet.deployContract({ abi: token.abi, bytecode: token.bytecode, args: [10n] });
    const address = (await pub.waitForTransactionReceipt({ hash })).contractAddress as Hex;
    expect(await pub.readContract({ address, abi: token.abi, functionName: "balanceOf", args: [ewoq.address] })).toBe(
      10n,
    );
    const failure = await pub
      .simulateContract({ address, abi: token.abi, functionName: "transfer", args: [address, 11n], account: ewoq })
      .catch((e: { walk: (f: (e: unknown) => boolean) => unknown }) =>
        e.walk((x) => x instanceof ContractFunctionRevertedError),
      );
    expect((failure as ContractFunctionRevertedError).data?.errorName).toBe("InsufficientBalance");
  });
});
