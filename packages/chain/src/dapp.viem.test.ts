// A dApp team's day through viem's own HTTP transport against the executing C-Chain, the contract compiled by solc
// in the test: deploy, call, estimate, transfer, receipt, logs, a decoded custom error, the nonce, a filter.
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEventLogs,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EWOQ_PRIVATE_KEY } from "./accounts.js";
import { createExecutingChain, type ExecutingChain } from "./executing/executing-chain.js";
import { createRequest } from "./rpc/request.js";
import { serveRpc } from "./test-support/serve.js";
import type { Compiled } from "./test-support/solc.js";
import { compileToken } from "./test-support/token.js";
import { LOCAL_C_CHAIN } from "./profiles.js";
import { viemChainOf } from "./test-support/viem-chain.js";

const localC = viemChainOf(LOCAL_C_CHAIN);
const SUPPLY = 1_000_000n * 10n ** 18n;
const BOB = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

let chain: ExecutingChain;
let server: Awaited<ReturnType<typeof serveRpc>>;
let token: Compiled;
let address: Hex;
const owner = privateKeyToAccount(EWOQ_PRIVATE_KEY);

function clients() {
  const transport = http(server.url);
  return {
    pub: createPublicClient({ chain: localC, transport, pollingInterval: 20 }),
    wallet: createWalletClient({ chain: localC, transport, account: owner, pollingInterval: 20 }),
  };
}

beforeAll(async () => {
  token = compileToken();
  chain = await createExecutingChain();
  server = await serveRpc(createRequest(chain));
});

afterAll(async () => {
  await server.close();
  chain.close();
});

describe("a dApp's workflow through viem", () => {
  it("deploys the token from the funded ewoq key", async () => {
    const { pub, wallet } = clients();
    const hash = await wallet.deployContract({ abi: token.abi, bytecode: token.bytecode, args: [SUPPLY] });
    const receipt = await pub.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect(receipt.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
    address = receipt.contractAddress as Hex;
    expect((await pub.getCode({ address }))?.length).toBeGreaterThan(100);
  });

  it("reads balanceOf with eth_call", async () => {
    const { pub } = clients();
    const balance = await pub.readContract({
      address,
      abi: token.abi,
      functionName: "balanceOf",
      args: [owner.address],
    });
    expect(balance).toBe(SUPPLY);
  });

  it("estimates, transfers, waits for the receipt and finds the Transfer log; the balances move", async () => {
    const { pub, wallet } = clients();
    const gas = await pub.estimateContractGas({
      address,
      abi: token.abi,
      functionName: "transfer",
      args: [BOB, 250n],
      account: owner,
    });
    expect(gas).toBeGreaterThan(21_000n);
    expect(gas).toBeLessThan(100_000n);
    const hash = await wallet.writeContract({ address, abi: token.abi, functionName: "transfer", args: [BOB, 250n] });
    const receipt = await pub.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect(receipt.gasUsed).toBeLessThanOrEqual(gas);
    const [transfer] = parseEventLogs({ abi: token.abi, logs: receipt.logs, eventName: "Transfer" });
    expect(transfer?.args).toEqual({ from: owner.address, to: BOB, value: 250n });
    const logs = await pub.getContractEvents({ address, abi: token.abi, eventName: "Transfer", fromBlock: 0n });
    expect(logs).toHaveLength(2); // the mint in the constructor and this transfer
    const read = (who: Hex) => pub.readContract({ address, abi: token.abi, functionName: "balanceOf", args: [who] });
    expect(await read(BOB)).toBe(250n);
    expect(await read(owner.address)).toBe(SUPPLY - 250n);
    const block = await pub.getBlock({ blockNumber: receipt.blockNumber, includeTransactions: true });
    expect(block.transactions.map((t) => t.hash)).toEqual([hash]);
    expect(block.hash).toBe(receipt.blockHash);
  });

  it("decodes a custom-error revert from code 3's data", async () => {
    const { pub } = clients();
    const failure = await pub
      .simulateContract({
        address,
        abi: token.abi,
        functionName: "transfer",
        args: [owner.address, 251n],
        account: BOB,
      })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BaseError);
    const revert = (failure as BaseError).walk((e) => e instanceof ContractFunctionRevertedError);
    expect(revert).toBeInstanceOf(ContractFunctionRevertedError);
    const data = (revert as ContractFunctionRevertedError).data;
    expect(data?.errorName).toBe("InsufficientBalance");
    expect(data?.args).toEqual([BOB, 250n, 251n]);
  });

  it("answers a require() revert as execution reverted with its reason", async () => {
    const { pub } = clients();
    const failure = await pub
      .simulateContract({ address, abi: token.abi, functionName: "fail", args: ["no entry"] })
      .catch((e: unknown) => e);
    expect(String((failure as BaseError).walk((e) => e instanceof ContractFunctionRevertedError))).toContain(
      "no entry",
    );
    const raw = await fetch(server.url, {
      method: "POST",
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "eth_call",
        params: [{ to: address, data: "0x0ab3fee9" }],
      }),
    }).then((r) => r.json());
    expect(raw.error.code).toBe(3);
    expect(raw.error.message).toMatch(/^execution reverted/);
  });

  it("counts the sender's nonce", async () => {
    const { pub } = clients();
    expect(await pub.getTransactionCount({ address: owner.address })).toBe(2);
  });

  it("follows a filter with eth_getFilterChanges", async () => {
    const { pub, wallet } = clients();
    const filter = await pub.createContractEventFilter({ address, abi: token.abi, eventName: "Transfer" });
    expect(await pub.getFilterChanges({ filter })).toEqual([]);
    const hash = await wallet.writeContract({ address, abi: token.abi, functionName: "transfer", args: [BOB, 5n] });
    await pub.waitForTransactionReceipt({ hash });
    const changes = await pub.getFilterChanges({ filter });
    expect(changes).toHaveLength(1);
    expect(changes[0]?.args).toEqual({ from: owner.address, to: BOB, value: 5n });
    expect(await pub.getFilterChanges({ filter })).toEqual([]);
    expect(await pub.uninstallFilter({ filter })).toBe(true);
    await expect(pub.getFilterChanges({ filter })).rejects.toThrow(/filter not found/);
  });
});
