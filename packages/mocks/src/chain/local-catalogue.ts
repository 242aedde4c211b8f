// Local mode (`--network-id local`) in the Data and Metrics mocks: the local network's chains join the catalogue, read
// from the mirror of the node's blocks (@avaspec/chain/views, handed in by the assembly: nothing here loads it).
import type { BlockMirror, LocalChainInfo } from "@avaspec/chain/views";
import type { Catalogue, ChainEntry } from "../catalogue.js";
import type { JsonSchema } from "../rest/spec.js";
import { Seeded } from "../seeded.js";
import { responseSchemaOf, shapeFromSchema } from "../schema-values.js";
import { servedUnchanged } from "../served-once.js";

/** The catalogue with the local network's chains first; a generated chain with one of their IDs gives way. */
export function withLocalChains(catalogue: Catalogue, mirror: BlockMirror, dataDocument: JsonSchema): Catalogue {
  const chainSchema = responseSchemaOf(dataDocument, "getChain");
  const genesis = Math.floor(Date.now() / 1000);
  const local = mirror.chains.map((info) => localEntry(info, mirror, chainSchema, genesis));
  const taken = new Set(local.flatMap((c) => [c.chainId, c.blockchainId]));
  const chains = [...local, ...catalogue.chains.filter((c) => !taken.has(c.chainId) && !taken.has(c.blockchainId))];
  const byEvmId = new Map(chains.map((c) => [c.chainId, c]));
  const byBlockchainId = new Map(chains.map((c) => [c.blockchainId, c]));
  return { ...catalogue, chains, byEvmId, byBlockchainId, find: (id) => byEvmId.get(id) ?? byBlockchainId.get(id) };
}

function localEntry(info: LocalChainInfo, mirror: BlockMirror, chainSchema: JsonSchema, genesis: number): ChainEntry {
  // the record names the node's URL, which the node announces once its port is open: shaped again when it changes
  let shaped: { rpcUrl: string; record: Record<string, unknown> } | undefined;
  const seeded = new Seeded("local-network/chains"); // for a field the spec adds that the mirror has no value for
  return {
    chainId: info.evmChainId,
    evmChainId: Number(info.evmChainId),
    blockchainId: info.blockchainId,
    subnetId: info.subnetId,
    isTestnet: true,
    metricsName: info.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_|_$/g, ""),
    get record() {
      const rpcUrl = mirror.rpcUrl(info);
      if (shaped?.rpcUrl !== rpcUrl) {
        const record = shapeFromSchema(chainSchema, mirror.dataApiChain(info), { seeded, key: info.evmChainId });
        shaped = { rpcUrl, record: servedUnchanged(record) };
      }
      return shaped.record;
    },
    status: "OK",
    genesis,
    // the seeded series of the other metrics stay at nothing: only the mined blocks are real
    scale: 0,
    blockTime: 1,
    gasLimit: 15_000_000,
    minBaseFee: 25_000_000_000,
    local: info,
  };
}
