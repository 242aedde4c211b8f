// The chains both REST mocks agree on: the chains shown in the specs' examples (the real C-Chain and Fuji
// C-Chain), plus a seeded set of L1s. Per chain it also fixes the parameters the generated data is built from.
// A chain's data-API record is shaped by the spec's chain schema (schema-values.ts): the examples' chains are
// served as written, the seeded L1s from a table of values by field name; a field the spec drops disappears, a
// field it adds gets a seeded value of its type.
import type { DataApiBlock, LocalChainInfo } from "@avaspec/chain/views";
import { servedUnchanged } from "./served-once.js";
import { Seeded } from "@avaspec/chain/world";
import { enumValues, type JsonSchema } from "./rest/spec.js";
import { exampleValuesOf, type FieldTable, responseSchemaOf, shapeFromSchema } from "./schema-values.js";

export const PRIMARY_NETWORK_SUBNET_ID = "11111111111111111111111111111111LpoYY";
/** 2020-09-21T00:00:00Z, the Avalanche main network launch: the start of the primary network's data. */
export const PRIMARY_NETWORK_GENESIS = 1_600_646_400;
const SUBNET_EVM_VM_ID = "srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy";
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** A data-API block pinned from a spec example: the mock answers exactly this block at its number (the spec's Block
 * fields, as @avaspec/chain's mirror gives a local chain's blocks). */
type PinnedBlock = DataApiBlock;

export interface ChainEntry {
  /** EVM chain ID as a decimal string */
  chainId: string;
  evmChainId: number;
  blockchainId: string;
  subnetId: string;
  isTestnet: boolean;
  /** metrics-API chain name (snake case) */
  metricsName: string;
  /** data-API chain record */
  record: Record<string, unknown>;
  status: string;
  /** Unix seconds of the first block / first data point */
  genesis: number;
  /** activity relative to the C-Chain (1 = C-Chain) */
  scale: number;
  /** average seconds between blocks */
  blockTime: number;
  gasLimit: number;
  minBaseFee: number;
  pinned?: PinnedBlock;
  /** local mode: one of the local network's chains, whose blocks the node's mirror holds */
  local?: LocalChainInfo;
}

export interface Catalogue {
  chains: ChainEntry[];
  byEvmId: Map<string, ChainEntry>;
  byBlockchainId: Map<string, ChainEntry>;
  /** a chain by EVM chain ID or blockchain ID */
  find(id: string): ChainEntry | undefined;
  features: string[];
}

export function buildCatalogue(seed: string, dataDoc: JsonSchema, metricsDoc: JsonSchema): Catalogue {
  const s = new Seeded(`${seed}/catalogue`);
  const fieldSeed = new Seeded(`${seed}/catalogue/fields`);
  const chainSchema = responseSchemaOf(dataDoc, "getChain");
  const features = enumValues(dataDoc.components?.schemas?.Feature);
  // the chains, chain records and blocks the spec's examples show, found where the examples meet those schemas
  const exampleChains = new Map<string, Record<string, any>>();
  for (const c of exampleValuesOf(dataDoc, chainSchema) as Record<string, any>[])
    if (typeof c.chainId === "string" && !exampleChains.has(c.chainId)) exampleChains.set(c.chainId, c);
  const metricsNames = new Map<number, string>();
  for (const r of exampleValuesOf(metricsDoc, responseSchemaOf(metricsDoc, "getChain")) as Record<string, any>[])
    if (typeof r.chainName === "string" && !metricsNames.has(r.evmChainId)) metricsNames.set(r.evmChainId, r.chainName);
  const pinnedBlocks = exampleValuesOf(dataDoc, responseSchemaOf(dataDoc, "getBlock")) as PinnedBlock[];

  const chains: ChainEntry[] = [];
  for (const c of exampleChains.values()) {
    const primary = c.subnetId === PRIMARY_NETWORK_SUBNET_ID;
    const pinned = pinnedBlocks.find((b) => b.chainId === c.chainId);
    const genesis = primary ? PRIMARY_NETWORK_GENESIS : s.int(1_640_995_200, 1_704_067_200, "genesis", c.chainId);
    chains.push({
      chainId: c.chainId,
      evmChainId: Number(c.chainId),
      blockchainId: typeof c.platformChainId === "string" ? c.platformChainId : base58(s, 49, "blockchain", c.chainId),
      subnetId: c.subnetId ?? PRIMARY_NETWORK_SUBNET_ID,
      isTestnet: c.isTestnet === true,
      metricsName: metricsNames.get(Number(c.chainId)) ?? snake(String(c.chainName)),
      // served as the example wrote it: only a required field it lacks gets a seeded value
      record: servedUnchanged(shapeFromSchema(chainSchema, c, { seeded: fieldSeed, key: c.chainId, fill: "required" })),
      status: String(c.status ?? "OK"),
      genesis,
      scale: primary ? (c.isTestnet ? 0.08 : 1) : 0.02,
      // a pinned block fixes the average block time between genesis and it
      blockTime: pinned ? (pinned.blockTimestamp - genesis) / Number(pinned.blockNumber) : 2,
      gasLimit: pinned ? Number(pinned.gasLimit) : 15_000_000,
      minBaseFee: 25_000_000_000,
      pinned,
    });
  }

  // seeded L1s: two thirds on the main network, one unavailable test-network chain (answers 503 for blocks)
  const count = 10;
  const used = new Set(chains.map((c) => c.chainId));
  for (let i = 0; i < count; i++) {
    let evm = s.int(10_000, 999_999, "evm", i);
    while (used.has(String(evm))) evm++;
    used.add(String(evm));
    const isTestnet = i % 3 === 2;
    const name = l1Name(s, i);
    const symbol =
      name
        .replace(/[^A-Z]/gi, "")
        .slice(0, 4)
        .toUpperCase() || "TKN";
    const blockchainId = base58(s, 49, "blockchain", i);
    const subnetId = base58(s, 49, "subnet", i);
    const enabled = features.filter((_f, k) => s.unit("feature", i, k) < 0.5);
    const status = i === count - 1 ? "UNAVAILABLE" : "OK";
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const net = isTestnet ? "subnets-test" : "subnets";
    // values by field name; `undefined` leaves an optional field out (the seeded L1s list no utility contracts
    // and no logos), a field of the schema missing here gets a seeded value of its type
    const values: FieldTable = {
      chainId: String(evm),
      status,
      chainName: name,
      description:
        `${name} is an Avalanche L1 ${isTestnet ? "on the Fuji test network" : "on the main network"} ` +
        "(generated by avaspec-mock).",
      platformChainId: blockchainId,
      subnetId,
      vmId: SUBNET_EVM_VM_ID,
      vmName: "EVM",
      explorerUrl: `https://${net}.avax.network/${slug}`,
      rpcUrl: `https://${slug}.example.invalid/ext/bc/${blockchainId}/rpc`,
      wsUrl: `wss://${slug}.example.invalid/ext/bc/${blockchainId}/ws`,
      isTestnet,
      utilityAddresses: undefined,
      networkToken: {
        name: `${name} Token`,
        symbol,
        decimals: 18,
        logoUri: undefined,
        description: `Native token of ${name}.`,
      },
      chainLogoUri: undefined,
      private: false,
      enabledFeatures: enabled,
    };
    const record = servedUnchanged(shapeFromSchema(chainSchema, values, { seeded: fieldSeed, key: String(evm) }));
    chains.push({
      chainId: String(evm),
      evmChainId: evm,
      blockchainId,
      subnetId,
      isTestnet,
      metricsName: snake(name),
      record,
      status,
      genesis: s.int(1_640_995_200, 1_704_067_200, "genesis", i),
      scale: 0.002 + s.unit("scale", i) * 0.05,
      blockTime: [1, 2, 2, 3, 5][s.int(0, 4, "blockTime", i)]!,
      gasLimit: [8_000_000, 15_000_000, 20_000_000][s.int(0, 2, "gasLimit", i)]!,
      minBaseFee: [1_000_000_000, 25_000_000_000][s.int(0, 1, "baseFee", i)]!,
    });
  }
  const byEvmId = new Map(chains.map((c) => [c.chainId, c]));
  const byBlockchainId = new Map(chains.map((c) => [c.blockchainId, c]));
  return {
    chains,
    byEvmId,
    byBlockchainId,
    features,
    find: (id) => byEvmId.get(id) ?? byBlockchainId.get(id),
  };
}

function snake(name: string): string {
  return name
    .toLowerCase()
    .replace(/[()]/g, "")
    .trim()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}

function base58(s: Seeded, length: number, ...parts: Array<string | number>): string {
  let out = "";
  for (let i = 0; i < length; i++) out += BASE58[s.int(0, 57, ...parts, i)];
  return out;
}

const SYLLABLES = [
  "ka",
  "lo",
  "ra",
  "vin",
  "to",
  "mi",
  "sa",
  "nor",
  "el",
  "dun",
  "qua",
  "zen",
  "bri",
  "ta",
  "mon",
  "ex",
];
function l1Name(s: Seeded, i: number): string {
  const n = s.int(2, 3, "name-len", i);
  let word = "";
  for (let k = 0; k < n; k++) word += s.pick(SYLLABLES, "syl", i, k);
  return `${word[0]!.toUpperCase()}${word.slice(1)} ${s.pick(["Chain", "L1", "Network", "Subnet"], "suffix", i)}`;
}
