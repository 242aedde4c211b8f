// An L1 operator's day through viem, against the subnet-EVM L1 profile: the interfaces' ABIs are parsed from
// subnet-evm's Solidity files (IAllowList.sol, INativeMinter.sol, IFeeManager.sol), not taken from this package.
// Each permission is asserted both ways (refused, then allowed once the admin grants it), so a precompile that
// skipped its allow list fails here.
import {
  type Account,
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  getAddress,
  parseAbi,
  parseEventLogs,
  parseGwei,
} from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { beforeEach, describe, expect, it } from "vitest";
import { EWOQ_PRIVATE_KEY, TEST_MNEMONIC } from "../accounts.js";
import { createExecutingChain, type ExecutingChain } from "../executing/executing-chain.js";
import { LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { createRequest } from "../rpc/request.js";
import { compileContract } from "../test-support/solc.js";
import { compileToken } from "../test-support/token.js";
import { viemChainOf } from "../test-support/viem-chain.js";

const l1 = viemChainOf(LOCAL_SUBNET_EVM_L1);

const DEPLOYER_ALLOW_LIST: Address = "0x0200000000000000000000000000000000000000";
const NATIVE_MINTER: Address = "0x0200000000000000000000000000000000000001";
const TX_ALLOW_LIST: Address = "0x0200000000000000000000000000000000000002";
const FEE_MANAGER: Address = "0x0200000000000000000000000000000000000003";

const IAllowList = [
  "event RoleSet(uint256 indexed role, address indexed account, address indexed sender, uint256 oldRole)",
  "function setAdmin(address addr)",
  "function setEnabled(address addr)",
  "function setManager(address addr)",
  "function setNone(address addr)",
  "function readAllowList(address addr) view returns (uint256 role)",
] as const;
const allowListAbi = parseAbi(IAllowList);
const nativeMinterAbi = parseAbi([
  ...IAllowList,
  "event NativeCoinMinted(address indexed sender, address indexed recipient, uint256 amount)",
  "function mintNativeCoin(address addr, uint256 amount)",
]);
const GAS_FIELDS = "uint256 gasLimit, uint256 targetBlockRate, uint256 minBaseFee, uint256 targetGas" as const;
const DENOMINATOR = "uint256 baseFeeChangeDenominator" as const;
const COST_FIELDS = "uint256 minBlockGasCost, uint256 maxBlockGasCost, uint256 blockGasCostStep" as const;
const FEE_FIELDS = `${GAS_FIELDS}, ${DENOMINATOR}, ${COST_FIELDS}` as const;
const STRUCT_GAS = "uint256 gasLimit; uint256 targetBlockRate; uint256 minBaseFee; uint256 targetGas" as const;
const STRUCT_COST = "uint256 minBlockGasCost; uint256 maxBlockGasCost; uint256 blockGasCostStep" as const;
const feeManagerAbi = parseAbi([
  ...IAllowList,
  `struct FeeConfig { ${STRUCT_GAS}; ${DENOMINATOR}; ${STRUCT_COST}; }`,
  "event FeeConfigChanged(address indexed sender, FeeConfig oldFeeConfig, FeeConfig newFeeConfig)",
  `function setFeeConfig(${FEE_FIELDS})`,
  `function getFeeConfig() view returns (${FEE_FIELDS})`,
  "function getFeeConfigLastChangedAt() view returns (uint256 blockNumber)",
]);

const admin = privateKeyToAccount(EWOQ_PRIVATE_KEY);
const dev = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 });
const ROLE = { None: 0n, Enabled: 1n, Admin: 2n, Manager: 3n };

let chain: ExecutingChain;
let pub: ReturnType<typeof clientsOf>["pub"];
let wallet: (account: Account) => ReturnType<typeof clientsOf>["wallet"];

function clientsOf(account: Account) {
  const transport = custom({ request: createRequest(chain) });
  return {
    pub: createPublicClient({ chain: l1, transport, pollingInterval: 20 }),
    wallet: createWalletClient({ chain: l1, transport, account, pollingInterval: 20 }),
  };
}

beforeEach(async () => {
  chain = await createExecutingChain({ profile: LOCAL_SUBNET_EVM_L1 });
  pub = clientsOf(admin).pub;
  wallet = (account) => clientsOf(account).wallet;
});

/** Sends a precompile call as `account` and waits for it to succeed. */
async function write(account: Account, address: Address, functionName: string, args: unknown[]) {
  const abi = [...allowListAbi, ...nativeMinterAbi, ...feeManagerAbi];
  const hash = await wallet(account).writeContract({ address, abi, functionName, args } as never);
  const receipt = await pub.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  return receipt;
}

const role = (address: Address, who: Address) =>
  pub.readContract({ address, abi: allowListAbi, functionName: "readAllowList", args: [who] });

describe("the transaction allow list", () => {
  it("refuses a sender it does not enable, at admission, until the admin enables it", async () => {
    expect(await role(TX_ALLOW_LIST, admin.address)).toBe(ROLE.Admin);
    expect(await role(TX_ALLOW_LIST, dev.address)).toBe(ROLE.None);
    const send = () => wallet(dev).sendTransaction({ to: admin.address, value: 1n });
    await expect(send()).rejects.toThrow(
      `cannot issue transaction from non-allow listed address: ${dev.address}`, // checksummed, as Go prints it
    );
    expect(chain.pending()).toEqual([]);

    const receipt = await write(admin, TX_ALLOW_LIST, "setEnabled", [dev.address]);
    const [event] = parseEventLogs({ abi: allowListAbi, logs: receipt.logs, eventName: "RoleSet" });
    expect(event?.args).toEqual({ role: ROLE.Enabled, account: dev.address, sender: admin.address, oldRole: 0n });
    expect(await role(TX_ALLOW_LIST, dev.address)).toBe(ROLE.Enabled);
    const hash = await send();
    expect((await pub.waitForTransactionReceipt({ hash })).status).toBe("success");

    await write(admin, TX_ALLOW_LIST, "setNone", [dev.address]);
    await expect(send()).rejects.toThrow("cannot issue transaction from non-allow listed address");
  });

  it("lets a manager change Enabled and None, never Admin; a non-admin changes nothing", async () => {
    const third = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 2 });
    await write(admin, TX_ALLOW_LIST, "setEnabled", [dev.address]);
    await expect(
      wallet(dev).writeContract({
        address: TX_ALLOW_LIST,
        abi: allowListAbi,
        functionName: "setEnabled",
        args: [third.address],
      }),
    ).rejects.toThrow(
      `cannot modify allow list: modify address: ${dev.address}, from role: NoRole, to role: EnabledRole`,
    );
    await write(admin, TX_ALLOW_LIST, "setManager", [dev.address]);
    await write(dev, TX_ALLOW_LIST, "setEnabled", [third.address]);
    expect(await role(TX_ALLOW_LIST, third.address)).toBe(ROLE.Enabled);
    await expect(
      wallet(dev).writeContract({
        address: TX_ALLOW_LIST,
        abi: allowListAbi,
        functionName: "setAdmin",
        args: [third.address],
      }),
    ).rejects.toThrow(`modify address: ${dev.address}, from role: EnabledRole, to role: AdminRole`);
    expect(await role(TX_ALLOW_LIST, third.address)).toBe(ROLE.Enabled);
  });
});

describe("the deployer allow list", () => {
  it("refuses a deploy from an account it does not enable, with the node's text, then lets the enabled", async () => {
    const token = compileToken();
    await write(admin, TX_ALLOW_LIST, "setEnabled", [dev.address]);
    const deploy = (gas?: bigint) =>
      wallet(dev).deployContract({ abi: token.abi, bytecode: token.bytecode, args: [10n], ...(gas ? { gas } : {}) });
    await expect(deploy()).rejects.toThrow(`tx.origin ${dev.address} is not authorized to deploy a contract`);
    // sent anyway with its own gas: mined, failed, all its gas spent, no code
    const refused = await pub.waitForTransactionReceipt({ hash: await deploy(2_000_000n) });
    expect(refused.status).toBe("reverted");
    expect(refused.gasUsed).toBe(2_000_000n);
    expect(await pub.getCode({ address: refused.contractAddress as Address })).toBeUndefined();

    await write(admin, DEPLOYER_ALLOW_LIST, "setEnabled", [dev.address]);
    const deployed = await pub.waitForTransactionReceipt({ hash: await deploy() });
    expect(deployed.status).toBe("success");
    expect(await pub.getCode({ address: deployed.contractAddress as Address })).toMatch(/^0x60/);
  });

  it("checks tx.origin for CREATE and CREATE2 from a contract", async () => {
    const factory = compileContract("Factory.sol", "Factory");
    const hash = await wallet(admin).deployContract({ abi: factory.abi, bytecode: factory.bytecode });
    const address = (await pub.waitForTransactionReceipt({ hash })).contractAddress as Address;
    await write(admin, TX_ALLOW_LIST, "setEnabled", [dev.address]);
    const make = (account: Account, functionName: "make" | "make2") =>
      pub.simulateContract({
        address,
        abi: factory.abi,
        functionName,
        args: functionName === "make2" ? [`0x${"11".repeat(32)}`] : [],
        account,
      });
    // the factory is the caller, but dev is tx.origin: refused (the failed CREATE makes Solidity revert)
    await expect(make(dev, "make")).rejects.toThrow("reverted");
    await expect(make(dev, "make2")).rejects.toThrow("reverted");
    expect((await make(admin, "make")).result).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await write(admin, DEPLOYER_ALLOW_LIST, "setEnabled", [dev.address]);
    expect((await make(dev, "make2")).result).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });
});

describe("the native minter", () => {
  it("credits the address for an enabled caller and refuses any other", async () => {
    const recipient: Address = "0x00000000000000000000000000000000c0ffee01";
    const amount = 5n * 10n ** 18n;
    const receipt = await write(admin, NATIVE_MINTER, "mintNativeCoin", [recipient, amount]);
    expect(await pub.getBalance({ address: recipient })).toBe(amount);
    const [event] = parseEventLogs({ abi: nativeMinterAbi, logs: receipt.logs, eventName: "NativeCoinMinted" });
    expect(event?.args).toEqual({ sender: admin.address, recipient: getAddress(recipient), amount });

    await write(admin, TX_ALLOW_LIST, "setEnabled", [dev.address]);
    const mint = () =>
      wallet(dev).writeContract({
        address: NATIVE_MINTER,
        abi: nativeMinterAbi,
        functionName: "mintNativeCoin",
        args: [recipient, amount],
      });
    await expect(mint()).rejects.toThrow(`non-enabled cannot mint: ${dev.address}`);
    expect(await pub.getBalance({ address: recipient })).toBe(amount);
    await write(admin, NATIVE_MINTER, "setEnabled", [dev.address]);
    await pub.waitForTransactionReceipt({ hash: await mint() });
    expect(await pub.getBalance({ address: recipient })).toBe(2n * amount);
  });
});

describe("the fee manager", () => {
  const feeConfig = (rpc: Record<string, number>) => Object.values(rpc).map(BigInt);

  it("changes the fee config from the next block; eth_feeConfig and the getters agree on lastChangedAt", async () => {
    const request = createRequest(chain);
    const genesis = (await request({ method: "eth_feeConfig", params: [] })) as {
      feeConfig: Record<string, number>;
      lastChangedAt: number;
    };
    expect(genesis.lastChangedAt).toBe(0);
    const read = { address: FEE_MANAGER, abi: feeManagerAbi } as const;
    expect(await pub.readContract({ ...read, functionName: "getFeeConfig" })).toEqual(feeConfig(genesis.feeConfig));

    const wanted = [8_000_000n, 2n, parseGwei("50"), 15_000_000n, 36n, 0n, 1_000_000n, 200_000n] as const;
    const receipt = await write(admin, FEE_MANAGER, "setFeeConfig", [...wanted]);
    const changedAt = receipt.blockNumber;
    const [event] = parseEventLogs({ abi: feeManagerAbi, logs: receipt.logs, eventName: "FeeConfigChanged" });
    expect(event?.args.newFeeConfig.minBaseFee).toBe(parseGwei("50"));
    expect(event?.args.oldFeeConfig.minBaseFee).toBe(parseGwei("25"));
    // the block that changed it still paid the old fee; the next one follows the new config
    expect((await pub.getBlock({ blockNumber: changedAt })).baseFeePerGas).toBe(parseGwei("25"));
    expect(await request({ method: "eth_baseFee", params: [] })).toBe(`0x${parseGwei("50").toString(16)}`);

    const answered = (await request({ method: "eth_feeConfig", params: ["latest"] })) as typeof genesis;
    expect(answered.lastChangedAt).toBe(Number(changedAt));
    expect(feeConfig(answered.feeConfig)).toEqual([...wanted]);
    expect(await pub.readContract({ ...read, functionName: "getFeeConfig" })).toEqual([...wanted]);
    expect(await pub.readContract({ ...read, functionName: "getFeeConfigLastChangedAt" })).toBe(changedAt);
    // at the block before, the old config and lastChangedAt 0
    const before = (await request({
      method: "eth_feeConfig",
      params: [`0x${(changedAt - 1n).toString(16)}`],
    })) as typeof genesis;
    expect(before).toEqual(genesis);

    // a fee cap under the new floor is refused; one above it is mined at the new base fee
    const send = (maxFeePerGas: bigint) =>
      wallet(admin).sendTransaction({ to: dev.address, value: 1n, maxFeePerGas, maxPriorityFeePerGas: 0n });
    await expect(send(parseGwei("40"))).rejects.toThrow("max fee per gas less than block base fee");
    const next = await pub.waitForTransactionReceipt({ hash: await send(parseGwei("60")) });
    expect(next.blockNumber).toBe(changedAt + 1n);
    expect((await pub.getBlock({ blockNumber: next.blockNumber })).baseFeePerGas).toBe(parseGwei("50"));
  });

  it("refuses a caller it does not enable, and a config subnet-evm would not verify", async () => {
    await write(admin, TX_ALLOW_LIST, "setEnabled", [dev.address]);
    const args = [8_000_000n, 2n, parseGwei("25"), 15_000_000n, 36n, 0n, 1_000_000n, 200_000n] as const;
    const set = (account: Account, values: readonly bigint[]) =>
      wallet(account).writeContract({
        address: FEE_MANAGER,
        abi: feeManagerAbi,
        functionName: "setFeeConfig",
        args: [...values] as never,
      });
    await expect(set(dev, args)).rejects.toThrow(`non-enabled cannot change fee config: ${dev.address}`);
    const minOverMax = [...args.slice(0, 5), 2_000_000n, 1_000_000n, 200_000n];
    await expect(set(admin, minOverMax)).rejects.toThrow(
      "cannot verify fee config: minBlockGasCost cannot be greater than maxBlockGasCost: " +
        "minBlockGasCost = 2000000, maxBlockGasCost = 1000000",
    );
    await expect(set(admin, [0n, ...args.slice(1)])).rejects.toThrow(
      "cannot verify fee config: gasLimit cannot be less than or equal to 0: gasLimit = 0",
    );
  });
});

describe("what the chain declares", () => {
  it("eth_getChainConfig, eth_getActiveRulesAt and eth_getActivePrecompilesAt show the four precompiles", async () => {
    const request = createRequest(chain);
    const config = (await request({ method: "eth_getChainConfig", params: [] })) as Record<string, unknown>;
    const ewoq = admin.address.toLowerCase();
    for (const key of [
      "contractDeployerAllowListConfig",
      "contractNativeMinterConfig",
      "feeManagerConfig",
      "txAllowListConfig",
    ]) {
      expect(config[key]).toEqual({ adminAddresses: [ewoq], blockTimestamp: 0 });
    }
    expect(config.chainId).toBe(99999);
    const rules = (await request({ method: "eth_getActiveRulesAt", params: [] })) as Record<string, unknown>;
    expect(Object.keys(rules.precompiles as object).sort()).toEqual([
      "contractDeployerAllowListConfig",
      "contractNativeMinterConfig",
      "feeManagerConfig",
      "txAllowListConfig",
    ]);
    const active = await request({ method: "eth_getActivePrecompilesAt", params: [0] });
    expect((active as Record<string, unknown>).txAllowListConfig).toEqual({
      adminAddresses: [ewoq],
      blockTimestamp: 0,
    });
    await expect(request({ method: "eth_getActiveRulesAt", params: ["0x1"] })).rejects.toThrow(
      "invalid argument 0: json: cannot unmarshal string into Go value of type uint64",
    );
    // the precompiles' accounts hold subnet-evm's marker code
    expect(await pub.getCode({ address: TX_ALLOW_LIST })).toBe("0x01");
  });

  it("the C-Chain serves none of subnet-evm's own methods", async () => {
    const cChain = createRequest(await createExecutingChain());
    await expect(cChain({ method: "eth_feeConfig", params: [] })).rejects.toThrow(
      "the method eth_feeConfig does not exist/is not available",
    );
  });
});
