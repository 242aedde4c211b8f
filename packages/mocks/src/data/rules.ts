// The Data API's rules: the chain list honours the network and feature filters, a chain is found by EVM chain ID
// or blockchain ID, blocks by number and by hash are the same block and link by parentHash, unknown chains and
// blocks are 404, an UNAVAILABLE chain answers 503 for its blocks, and an address's chains are seeded.
import { buildCatalogue, type ChainEntry } from "../catalogue.js";
import { HttpError } from "../rest/errors.js";
import { Seeded } from "@avaspec/chain/world";
import type { LocalChainInfo } from "@avaspec/chain/views";
import type { Rule, RuleContext, RuleOutcome } from "../rest/rules.js";
import type { JsonSchema } from "../rest/spec.js";
import { worldsOf } from "../chain/worlds.js";
import type { LocalChains } from "../chain/local-catalogue.js";
import { responseSchemaOf, shapeFromSchema } from "../schema-values.js";

export interface DataRuleOptions {
  metricsDocument: JsonSchema;
  /** local mode: the local network's blocks, as the node mock mines them */
  local?: LocalChains | undefined;
}

export function dataRules(ctx: RuleContext, opts: DataRuleOptions): Record<string, Rule> {
  const generated = buildCatalogue(ctx.seed, ctx.document, opts.metricsDocument);
  const catalogue = opts.local ? opts.local.extend(generated, ctx.document, ctx.clock) : generated;
  const s = new Seeded(`${ctx.seed}/data`);
  // the same worlds the node mock serves through its chain-VM methods (one chain, two APIs)
  const worlds = worldsOf(ctx.seed, generated);
  // a block's answer: the getBlock schema's fields, from the computed block's values by field name
  const blockSchema = responseSchemaOf(ctx.document, "getBlock");
  const blockSeed = new Seeded(`${ctx.seed}/data/block-fields`);

  const chainOr404 = (id: string): ChainEntry => {
    const chain = catalogue.find(id);
    if (!chain) throw new HttpError(404, `Chain ${id} not found`);
    return chain;
  };

  const localBlock = (local: LocalChainInfo, id: string, chainId: string): RuleOutcome => {
    const block = opts.local!.mirror.dataApiBlock(local, id);
    if (!block) throw new HttpError(404, `Block ${id} not found on chain ${chainId}`);
    return {
      status: 200,
      body: shapeFromSchema(blockSchema, { ...block }, { seeded: blockSeed, key: block.blockHash }),
    };
  };

  return {
    listChains: ({ query }) => {
      const network = query.network as string | undefined;
      const feature = query.feature as string | undefined;
      const chains = catalogue.chains.filter(
        (c) =>
          (network === undefined || (network === "mainnet") !== c.isTestnet) &&
          (feature === undefined || ((c.record.enabledFeatures as string[] | undefined) ?? []).includes(feature)),
      );
      return { status: 200, body: { chains: chains.map((c) => c.record) } };
    },

    getChain: ({ path }) => ({ status: 200, body: chainOr404(path.chainId!).record }),

    getBlock: ({ path, now }) => {
      const chain = chainOr404(path.chainId!);
      if (chain.status !== "OK")
        throw new HttpError(503, `Chain ${path.chainId} is ${chain.status}: its node is not answering`);
      const id = path.blockId!;
      if (chain.local) return localBlock(chain.local, id, path.chainId!);
      const chainBlocks = worlds.of(chain).blocks;
      const head = chainBlocks.head(now);
      const n = /^[0-9]+$/.test(id) ? Number(id) : chainBlocks.numberOfHash(id);
      if (n === undefined || !Number.isSafeInteger(n) || n > head) {
        throw new HttpError(404, `Block ${id} not found on chain ${path.chainId}`);
      }
      const block = chainBlocks.block(n);
      return {
        status: 200,
        body: shapeFromSchema(blockSchema, { ...block }, { seeded: blockSeed, key: `${block.chainId}/${n}` }),
      };
    },

    listAddressChains: ({ path }) => {
      const address = path.address!.toLowerCase();
      const indexed = catalogue.chains.filter((c, i) => s.unit("active", address, c.chainId) < (i === 0 ? 0.9 : 0.3));
      const unindexed: string[] = [];
      const extra = s.int(0, 3, "unindexed", address);
      for (let k = 0; k < extra; k++) {
        let id = s.int(1, 9_999, "unindexed-id", address, k);
        while (catalogue.byEvmId.has(String(id)) || unindexed.includes(String(id))) id++;
        unindexed.push(String(id));
      }
      return { status: 200, body: { indexedChains: indexed.map((c) => c.record), unindexedChains: unindexed } };
    },
  };
}
