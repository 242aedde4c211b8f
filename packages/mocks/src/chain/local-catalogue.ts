// Local mode (`--network-id local`) in the Data and Metrics mocks: the local network's chains join the catalogue, read
// from the mirror of the node's blocks (@avaspec/chain/views, handed in by the assembly: nothing here loads it). The
// assembly imports this module only in local mode, so the default mode's bundle does not carry it.
import type { BlockMirror, LocalChainInfo } from "@avaspec/chain/views";
import type { Catalogue, ChainEntry } from "../catalogue.js";
import type { JsonSchema } from "../rest/spec.js";
import { Seeded } from "@avaspec/chain/world";
import { responseSchemaOf, shapeFromSchema } from "../schema-values.js";
import { servedUnchanged } from "../served-once.js";

/** What the Data and Metrics rules take in local mode: the mirror, and the catalogue with its chains. */
export interface LocalChains {
  mirror: BlockMirror;
  extend(catalogue: Catalogue, dataDocument: JsonSchema, clock: () => number): Catalogue;
}

export const localChainsOf = (mirror: BlockMirror): LocalChains => ({
  mirror,
  extend: (catalogue, dataDocument, clock) => withLocalChains(catalogue, mirror, dataDocument, clock),
});

/** The catalogue with the local network's chains first; a generated chain with one of their IDs gives way. */
function withLocalChains(
  catalogue: Catalogue,
  mirror: BlockMirror,
  dataDocument: JsonSchema,
  clock: () => number,
): Catalogue {
  const chainSchema = responseSchemaOf(dataDocument, "getChain");
  const local = mirror.chains.map((info) => {
    // the series start at genesis: the mirrored block 0, or now when the node has not sent it yet
    const genesis = Number(mirror.block(info, "0")?.timestamp ?? Math.floor(clock() / 1000));
    return localEntry(info, mirror, chainSchema, genesis);
  });
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
    metricsName: info.metricsName,
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
