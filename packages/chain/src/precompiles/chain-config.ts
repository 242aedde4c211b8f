// What a subnet-EVM chain declares about itself: eth_getChainConfig, eth_getActivePrecompilesAt and
// eth_getActiveRulesAt, as subnet-evm v0.7.9 answers them for a chain whose forks and precompiles are all active
// from genesis (timestamp 0). JSON numbers where Go marshals numbers.
import type { ChainProfile, FeeConfig, PrecompileConfig, PrecompileKey } from "../profiles.js";
import { enabledPrecompiles } from "./subnet-evm.js";

/** Go marshals a *big.Int as a JSON number; past 2^53 a JavaScript number loses digits (README, "Limits"). */
export const feeConfigJson = (c: FeeConfig): Record<keyof FeeConfig, number> => ({
  gasLimit: Number(c.gasLimit),
  targetBlockRate: Number(c.targetBlockRate),
  minBaseFee: Number(c.minBaseFee),
  targetGas: Number(c.targetGas),
  baseFeeChangeDenominator: Number(c.baseFeeChangeDenominator),
  minBlockGasCost: Number(c.minBlockGasCost),
  maxBlockGasCost: Number(c.maxBlockGasCost),
  blockGasCostStep: Number(c.blockGasCostStep),
});

/** An allow list config as subnet-evm marshals it: empty address lists left out (omitempty). */
function precompileJson(config: PrecompileConfig): Record<string, unknown> {
  const lists = { adminAddresses: config.adminAddresses, managerAddresses: config.managerAddresses };
  const json: Record<string, unknown> = {};
  for (const [name, list] of Object.entries({ ...lists, enabledAddresses: config.enabledAddresses })) {
    if (list && list.length > 0) json[name] = list.map((a) => a.toLowerCase());
  }
  return { ...json, blockTimestamp: config.blockTimestamp };
}

const FORK_BLOCKS = [
  "homesteadBlock",
  "eip150Block",
  "eip155Block",
  "eip158Block",
  "byzantiumBlock",
  "constantinopleBlock",
  "petersburgBlock",
  "istanbulBlock",
  "muirGlacierBlock",
  "berlinBlock",
  "londonBlock",
] as const;

/** The network upgrades this package's chains run, all from genesis; Granite is not modelled (DESIGN.md). */
const UPGRADE_TIMESTAMPS = ["subnetEVMTimestamp", "durangoTimestamp", "etnaTimestamp", "fortunaTimestamp"] as const;

export function chainConfigJson(profile: ChainProfile): Record<string, unknown> {
  const config: Record<string, unknown> = { chainId: Number(profile.chainId) };
  for (const fork of FORK_BLOCKS) config[fork] = 0;
  for (const upgrade of UPGRADE_TIMESTAMPS) config[upgrade] = 0;
  config.shanghaiTime = 0;
  config.cancunTime = 0;
  config.feeConfig = feeConfigJson(profile.feeConfig);
  config.allowFeeRecipients = false;
  return { ...config, ...activePrecompilesJson(profile, Number.POSITIVE_INFINITY), upgrades: {} };
}

/** eth_getActivePrecompilesAt: each precompile active at `timestamp`, with its config. */
export function activePrecompilesJson(profile: ChainProfile, timestamp: number): Record<string, unknown> {
  const active: Partial<Record<PrecompileKey, unknown>> = {};
  for (const key of enabledPrecompiles(profile.precompiles)) {
    const config = profile.precompiles?.[key];
    if (config && config.blockTimestamp <= timestamp) active[key] = precompileJson(config);
  }
  return active;
}

const ETH_RULES_ACTIVE = [
  "IsHomestead",
  "IsEIP150",
  "IsEIP155",
  "IsEIP158",
  "IsByzantium",
  "IsConstantinople",
  "IsPetersburg",
  "IsIstanbul",
  "IsBerlin",
  "IsLondon",
  "IsMerge",
  "IsShanghai",
  "IsCancun",
] as const;

/** eth_getActiveRulesAt: Cancun's rules, subnet-evm's upgrades to Fortuna, the precompiles with their timestamps. */
export function activeRulesJson(profile: ChainProfile, timestamp: number): Record<string, unknown> {
  const ethRules: Record<string, unknown> = { ChainID: Number(profile.chainId) };
  for (const rule of ETH_RULES_ACTIVE) ethRules[rule] = true;
  ethRules.IsPrague = false;
  ethRules.IsVerkle = false;
  const avalancheRules = { IsSubnetEVM: true, IsDurango: true, IsEtna: true, IsFortuna: true, IsGranite: false };
  const precompiles: Record<string, { timestamp: number }> = {};
  for (const key of enabledPrecompiles(profile.precompiles)) {
    const config = profile.precompiles?.[key];
    if (config && config.blockTimestamp <= timestamp) precompiles[key] = { timestamp: config.blockTimestamp };
  }
  return { ethRules, avalancheRules, precompiles };
}
