// subnet-evm's precompile interfaces (IAllowList.sol, INativeMinter.sol, IFeeManager.sol; the ABIs it embeds), for
// viem and other clients, and the addresses subnet-evm's modules register them at. The precompiles' selectors and
// event topics are derived from these entries.
import type { Hex } from "../chain.js";
import type { PrecompileKey } from "../profiles.js";

export const PRECOMPILE_ADDRESSES: Record<PrecompileKey, Hex> = {
  contractDeployerAllowListConfig: "0x0200000000000000000000000000000000000000",
  contractNativeMinterConfig: "0x0200000000000000000000000000000000000001",
  txAllowListConfig: "0x0200000000000000000000000000000000000002",
  feeManagerConfig: "0x0200000000000000000000000000000000000003",
};

const address = (name: string) => ({ name, type: "address", internalType: "address" }) as const;
const uint256 = (name: string) => ({ name, type: "uint256", internalType: "uint256" }) as const;
const setter = (name: string) =>
  ({ type: "function", name, inputs: [address("addr")], outputs: [], stateMutability: "nonpayable" }) as const;

/** The fee config's fields in subnet-evm's order: the ABI's, and the fee manager's storage keys 1…8. */
export const FEE_CONFIG_FIELDS = [
  "gasLimit",
  "targetBlockRate",
  "minBaseFee",
  "targetGas",
  "baseFeeChangeDenominator",
  "minBlockGasCost",
  "maxBlockGasCost",
  "blockGasCostStep",
] as const;

const feeConfigTuple = (name: string) =>
  ({
    name,
    type: "tuple",
    internalType: "struct IFeeManager.FeeConfig",
    indexed: false,
    components: FEE_CONFIG_FIELDS.map(uint256),
  }) as const;

export const ALLOW_LIST_ABI = [
  {
    type: "event",
    name: "RoleSet",
    anonymous: false,
    inputs: [
      { ...uint256("role"), indexed: true },
      { ...address("account"), indexed: true },
      { ...address("sender"), indexed: true },
      { ...uint256("oldRole"), indexed: false },
    ],
  },
  {
    type: "function",
    name: "readAllowList",
    inputs: [address("addr")],
    outputs: [uint256("role")],
    stateMutability: "view",
  },
  setter("setAdmin"),
  setter("setEnabled"),
  setter("setManager"),
  setter("setNone"),
] as const;

export const NATIVE_MINTER_ABI = [
  ...ALLOW_LIST_ABI,
  {
    type: "event",
    name: "NativeCoinMinted",
    anonymous: false,
    inputs: [
      { ...address("sender"), indexed: true },
      { ...address("recipient"), indexed: true },
      { ...uint256("amount"), indexed: false },
    ],
  },
  {
    type: "function",
    name: "mintNativeCoin",
    inputs: [address("addr"), uint256("amount")],
    outputs: [],
    stateMutability: "nonpayable",
  },
] as const;

export const FEE_MANAGER_ABI = [
  ...ALLOW_LIST_ABI,
  {
    type: "event",
    name: "FeeConfigChanged",
    anonymous: false,
    inputs: [{ ...address("sender"), indexed: true }, feeConfigTuple("oldFeeConfig"), feeConfigTuple("newFeeConfig")],
  },
  {
    type: "function",
    name: "setFeeConfig",
    inputs: FEE_CONFIG_FIELDS.map(uint256),
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "getFeeConfig",
    inputs: [],
    outputs: FEE_CONFIG_FIELDS.map(uint256),
    stateMutability: "view",
  },
  {
    type: "function",
    name: "getFeeConfigLastChangedAt",
    inputs: [],
    outputs: [uint256("blockNumber")],
    stateMutability: "view",
  },
] as const;
