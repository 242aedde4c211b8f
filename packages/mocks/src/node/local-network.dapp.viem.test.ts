// Issue 28's dApp day through viem's HTTP transport against startMocks({ networkId: "local" }) (each API in its own
// worker thread, as the CLI runs them), the contract compiled by solc in the test. Each step is one test: the report
// counts how many of the 13 pass (anvil passes 13).
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEventLogs,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningMocks, startMocks } from "../index.js";
import { type Compiled, compileToken } from "./test-support/token.js";

const localC = defineChain({
  id: 43112,
  name: "Avalanche local C-Chain",
  nativeCurrency: { name: "Avalanche", symbol: "AVAX", decimals: 18 },
  rpcUrls: { default: { http: ["http://127.0.0.1"] } },
});
const SUPPLY = 1_000_000n * 10n ** 18n;
const BOB = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const owner = privateKeyToAccount("0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027");

let mocks: RunningMocks;
let token: Compiled;
let address: Hex;
let gas: bigint;
let transferHash: Hex;

function clients() {
  const transport = http(`${mocks.node.url}/ext/bc/C/rpc`);
  return {
    pub: createPublicClient({ chain: localC, transport, pollingInterval: 20 }),
    wallet: createWalletClient({ chain: localC, transport, account: owner, pollingInterval: 20 }),
  };
}

beforeAll(async () => {
  token = compileToken();
  mocks = await startMocks({ networkId: "local", ports: { metrics: 0, data: 0, node: 0 } });
}, 120_000);
afterAll(async () => {
  await mocks?.close();
});

describe("a dApp team's day through viem against the mock's local C-Chain", () => {
  it("1. the funded key has a balance", async () => {
    expect(await clients().pub.getBalance({ address: owner.address })).toBe(10n ** 24n);
  });

  it("2-3. deploys the token and finds its code", async () => {
    const { pub, wallet } = clients();
    const hash = await wallet.deployContract({ abi: token.abi, bytecode: token.bytecode, args: [SUPPLY] });
    const receipt = await pub.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    address = receipt.contractAddress as Hex;
    expect((await pub.getCode({ address }))?.length).toBeGreaterThan(100);
  });

  it("4. reads balanceOf with eth_call", async () => {
    const balance = await clients().pub.readContract({
      address,
      abi: token.abi,
      functionName: "balanceOf",
      args: [owner.address],
    });
    expect(balance).toBe(SUPPLY);
  });

  it("5. estimates a transfer's gas", async () => {
    gas = await clients().pub.estimateContractGas({
      address,
      abi: token.abi,
      functionName: "transfer",
      args: [BOB, 250n],
      account: owner,
    });
    expect(gas).toBeGreaterThan(21_000n);
    expect(gas).toBeLessThan(100_000n);
  });

  it("6-7. transfers and waits for the receipt", async () => {
    const { pub, wallet } = clients();
    transferHash = await wallet.writeContract({ address, abi: token.abi, functionName: "transfer", args: [BOB, 250n] });
    const receipt = await pub.waitForTransactionReceipt({ hash: transferHash });
    expect(receipt.status).toBe("success");
    expect(receipt.gasUsed).toBeLessThanOrEqual(gas);
  });

  it("8. finds the Transfer log, in the receipt and by eth_getLogs", async () => {
    const { pub } = clients();
    const receipt = await pub.getTransactionReceipt({ hash: transferHash });
    const [transfer] = parseEventLogs({ abi: token.abi, logs: receipt.logs, eventName: "Transfer" });
    expect(transfer?.args).toEqual({ from: owner.address, to: BOB, value: 250n });
    const logs = await pub.getContractEvents({ address, abi: token.abi, eventName: "Transfer", fromBlock: 0n });
    expect(logs).toHaveLength(2);
  });

  it("9. the balances moved", async () => {
    const { pub } = clients();
    const read = (who: Hex) => pub.readContract({ address, abi: token.abi, functionName: "balanceOf", args: [who] });
    expect(await read(BOB)).toBe(250n);
    expect(await read(owner.address)).toBe(SUPPLY - 250n);
  });

  it("10. decodes a custom-error revert", async () => {
    const failure = await clients()
      .pub.simulateContract({
        address,
        abi: token.abi,
        functionName: "transfer",
        args: [owner.address, 251n],
        account: BOB,
      })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BaseError);
    const revert = (failure as BaseError).walk((e) => e instanceof ContractFunctionRevertedError);
    expect((revert as ContractFunctionRevertedError).data?.errorName).toBe("InsufficientBalance");
    expect((revert as ContractFunctionRevertedError).data?.args).toEqual([BOB, 250n, 251n]);
  });

  it("11. counts the sender's nonce", async () => {
    expect(await clients().pub.getTransactionCount({ address: owner.address })).toBe(2);
  });

  it("12. follows a filter with eth_getFilterChanges", async () => {
    const { pub, wallet } = clients();
    const filter = await pub.createContractEventFilter({ address, abi: token.abi, eventName: "Transfer" });
    expect(await pub.getFilterChanges({ filter })).toEqual([]);
    const hash = await wallet.writeContract({ address, abi: token.abi, functionName: "transfer", args: [BOB, 5n] });
    await pub.waitForTransactionReceipt({ hash });
    const changes = await pub.getFilterChanges({ filter });
    expect(changes.map((c) => c.args)).toEqual([{ from: owner.address, to: BOB, value: 5n }]);
    expect(await pub.uninstallFilter({ filter })).toBe(true);
  });

  it("13. an endless call ends at the gas cap or the 5 s limit; the other APIs answer meanwhile", async () => {
    const { pub } = clients();
    const spin = pub.simulateContract({ address, abi: token.abi, functionName: "spin" }).catch((e: unknown) => e);
    // the Metrics API runs in its own thread: it answers while the node's thread executes
    const metrics = await fetch(`${mocks.metrics.url}/__avaspec/ready`);
    expect(metrics.status).toBe(200);
    expect(String(await spin)).toMatch(/out of gas|execution aborted \(timeout = 5s\)/);
  });
});
