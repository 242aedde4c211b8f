// The local network's names: its network ID, each chain's blockchain ID, subnet, VM and aliases. No EVM here, so the
// Data and Metrics mocks can name the chains (views.ts) without loading one.
import { sha256 } from "@noble/hashes/sha2.js";
import { cb58Encode } from "@avaspec/spec-model";
import { LOCAL_C_CHAIN, LOCAL_SUBNET_EVM_L1 } from "../profiles.js";

/** avalanchego's `--network-id local` is network ID 12345. */
export const LOCAL_NETWORK_ID = 12345;

/** The local network's C-Chain blockchain ID (avalanchego's local genesis). */
export const LOCAL_C_CHAIN_BLOCKCHAIN_ID = "2CA6j5zYzasynPsFeNoqWkmTCt3VScMvXUZHbfDJ8k3oGzAPtU";

/** A fixed ID from a label: the same in every run and in every mock instance (a real one names a transaction). */
const idOf = (label: string) => cb58Encode(sha256(new TextEncoder().encode(label)));

/**
 * The L1's blockchain ID. A real one is the ID of the transaction that created the chain (a new one per deployment);
 * this one is derived from a fixed label, so it is the same in every run and in every mock instance.
 */
export const LOCAL_L1_BLOCKCHAIN_ID = idOf("avaspec/local/subnet-evm-l1");

/** The L1's alias (avalanche-cli names each blockchain; the node serves it at /ext/bc/<alias>/rpc once aliased). */
export const LOCAL_L1_ALIAS = "l1";

/** What the Data and Metrics APIs say about one chain of the network. */
export interface LocalChainInfo {
  name: string;
  /** the Metrics API's chain name (snake case) */
  metricsName: string;
  /** EVM chain ID, decimal */
  evmChainId: string;
  blockchainId: string;
  aliases: readonly string[];
  subnetId: string;
  vmId: string;
  token: { name: string; symbol: string };
}

const PRIMARY_NETWORK_SUBNET_ID = "11111111111111111111111111111111LpoYY";

export const LOCAL_CHAINS: readonly LocalChainInfo[] = [
  {
    name: LOCAL_C_CHAIN.name,
    metricsName: "c_chain_local",
    evmChainId: String(LOCAL_C_CHAIN.chainId),
    blockchainId: LOCAL_C_CHAIN_BLOCKCHAIN_ID,
    aliases: ["C", "evm"],
    subnetId: PRIMARY_NETWORK_SUBNET_ID,
    vmId: "mgj786NP7uDwBCcq6YwThhaN8FLyybkCa4zBWTQbNgmK6k1A6", // coreth
    token: { name: "Avalanche", symbol: "AVAX" },
  },
  {
    name: LOCAL_SUBNET_EVM_L1.name,
    metricsName: "subnet_evm_l1_local",
    evmChainId: String(LOCAL_SUBNET_EVM_L1.chainId),
    blockchainId: LOCAL_L1_BLOCKCHAIN_ID,
    aliases: [LOCAL_L1_ALIAS],
    subnetId: idOf("avaspec/local/subnet-evm-l1/subnet"),
    vmId: "srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy", // subnet-evm
    token: { name: "L1 Token", symbol: "TEST" },
  },
];
