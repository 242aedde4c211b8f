// The chains a local network runs: avalanchego's local C-Chain (coreth) and one subnet-EVM L1. The numbers are the
// ones their genesis and node configuration give; the L1's chain config is what its eth_getChainConfig declares.
import type { Hex } from "./chain.js";

/** subnet-evm's fee config (genesis `config.feeConfig`), as eth_feeConfig answers it. */
export interface FeeConfig {
  gasLimit: bigint;
  targetBlockRate: bigint;
  minBaseFee: bigint;
  targetGas: bigint;
  baseFeeChangeDenominator: bigint;
  minBlockGasCost: bigint;
  maxBlockGasCost: bigint;
  blockGasCostStep: bigint;
}

/** A subnet-evm precompile enabled at genesis (`config.<name>Config`). */
export interface PrecompileConfig {
  blockTimestamp: number;
  adminAddresses?: Hex[];
  managerAddresses?: Hex[];
  enabledAddresses?: Hex[];
}

/** The precompiles' config keys, as subnet-evm's modules name them. */
export type PrecompileKey =
  | "contractDeployerAllowListConfig"
  | "contractNativeMinterConfig"
  | "txAllowListConfig"
  | "feeManagerConfig";

export interface ChainProfile {
  name: string;
  vm: "coreth" | "subnet-evm";
  chainId: bigint;
  /** the genesis block's gas limit, and the default RPC gas cap of eth_call and eth_estimateGas */
  gasLimit: bigint;
  /** the genesis block's base fee */
  minBaseFee: bigint;
  /** geth's txMaxSize: 4 slots of 32 KiB */
  maxTransactionSize: number;
  /** the dynamic fee rules' parameters (subnet-evm's fee config; coreth's AP5 constants as one) */
  feeConfig: FeeConfig;
  /** subnet-evm only: the stateful precompiles its genesis enables */
  precompiles?: Partial<Record<PrecompileKey, PrecompileConfig>>;
}

const TX_SLOT_SIZE = 32 * 1024;
const GWEI = 1_000_000_000n;
const EWOQ_ADDRESS: Hex = "0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc";

/**
 * coreth v0.13.8's C-Chain fee rules (Apricot Phase 5, Durango), written as a fee config: Cortina's 15M gas limit,
 * AP5's 15M target gas over the 10-second window and denominator 36, AP4's 25 gwei floor and block gas cost bounds,
 * AP5's 200,000 step. DESIGN.md says why this version.
 */
const CORETH_AP5_FEE_CONFIG: FeeConfig = {
  gasLimit: 15_000_000n,
  targetBlockRate: 2n,
  minBaseFee: 25n * GWEI,
  targetGas: 15_000_000n,
  baseFeeChangeDenominator: 36n,
  minBlockGasCost: 0n,
  maxBlockGasCost: 1_000_000n,
  blockGasCostStep: 200_000n,
};

/** avalanchego's local C-Chain: EVM chain ID 43112 (Fuji 43113, mainnet 43114). */
export const LOCAL_C_CHAIN: ChainProfile = {
  name: "C-Chain (local)",
  vm: "coreth",
  chainId: 43112n,
  gasLimit: CORETH_AP5_FEE_CONFIG.gasLimit,
  minBaseFee: CORETH_AP5_FEE_CONFIG.minBaseFee,
  maxTransactionSize: 4 * TX_SLOT_SIZE,
  feeConfig: CORETH_AP5_FEE_CONFIG,
};

/** subnet-evm's example genesis fee config (the values `avalanche-cli` writes for a test L1). */
const SUBNET_EVM_FEE_CONFIG: FeeConfig = {
  gasLimit: 8_000_000n,
  targetBlockRate: 2n,
  minBaseFee: 25n * GWEI,
  targetGas: 15_000_000n,
  baseFeeChangeDenominator: 36n,
  minBlockGasCost: 0n,
  maxBlockGasCost: 1_000_000n,
  blockGasCostStep: 200_000n,
};

const ADMIN_IS_EWOQ: PrecompileConfig = { blockTimestamp: 0, adminAddresses: [EWOQ_ADDRESS] };

/** One subnet-EVM L1 whose genesis enables the allow lists, the native minter and the fee manager, ewoq as admin. */
export const LOCAL_SUBNET_EVM_L1: ChainProfile = {
  name: "subnet-EVM L1 (local)",
  vm: "subnet-evm",
  chainId: 99999n,
  gasLimit: SUBNET_EVM_FEE_CONFIG.gasLimit,
  minBaseFee: SUBNET_EVM_FEE_CONFIG.minBaseFee,
  maxTransactionSize: 4 * TX_SLOT_SIZE,
  feeConfig: SUBNET_EVM_FEE_CONFIG,
  precompiles: {
    contractDeployerAllowListConfig: ADMIN_IS_EWOQ,
    contractNativeMinterConfig: ADMIN_IS_EWOQ,
    txAllowListConfig: ADMIN_IS_EWOQ,
    feeManagerConfig: ADMIN_IS_EWOQ,
  },
};
