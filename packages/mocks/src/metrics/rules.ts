// The Metrics API's rules: seeded series that page to an end, day-only metrics, aligned timestamps newest first,
// short rolling windows, address lists and the composite query. What varies per operation is read from the
// document: pagination, x-avaspec-day-only, x-avaspec-short-window, the rolling-window fields, enum values.
import type { LocalChains } from "../chain/local-catalogue.js";
import { servedUnchanged } from "../served-once.js";
import { buildCatalogue, PRIMARY_NETWORK_GENESIS, PRIMARY_NETWORK_SUBNET_ID, type ChainEntry } from "../catalogue.js";
import { HttpError } from "../rest/errors.js";
import { Seeded } from "@avaspec/chain/world";
import type { Listing, Rule, RuleContext, RuleOutcome, RuleRequest } from "../rest/rules.js";
import type { JsonSchema, OperationInfo } from "../rest/spec.js";
import { responseSchemaOf, shapeFromSchema } from "../schema-values.js";
import {
  CompositeEngine,
  MAX_COMPOSITE_SUBQUERIES,
  tooManySubQueries,
  type CompositeSets,
  type SubQuery,
} from "./composite.js";
import { align, bucketSeconds, buckets, type Interval } from "./time.js";
import { L1_FEES_START, profileOf, round, Values, type SeriesSubject } from "./values.js";

const DAY = 86_400;
const AGGREGATES = new Set(["total", "mainnet", "testnet"]);
/** Days the legacy GET /v1/avg_tps answers (newest first). */
const LEGACY_DAYS = 90;

export interface MetricsRuleOptions {
  dataDocument: JsonSchema;
  /** local mode: the local network's blocks, as the node mock mines them */
  local?: LocalChains | undefined;
}

/** The metrics a local chain's mined blocks answer (the others stay seeded, at nothing: see local-catalogue.ts). */
const MINED_METRICS = new Set(["txCount", "gasUsed"]);
export function metricsRules(ctx: RuleContext, opts: MetricsRuleOptions): Record<string, Rule> {
  const generated = buildCatalogue(ctx.seed, opts.dataDocument, ctx.document);
  const catalogue = opts.local ? opts.local.extend(generated, opts.dataDocument, ctx.clock) : generated;
  /** a local chain's mined transactions or gas from `from` (Unix seconds) up to `to` */
  const mined = (c: ChainEntry, metric: string, from: number, to: number): number | undefined =>
    c.local && MINED_METRICS.has(metric)
      ? opts.local!.mirror.total(c.local, metric as "txCount" | "gasUsed", from, to)
      : undefined;
  const values = new Values(ctx.seed);
  const s = new Seeded(`${ctx.seed}/metrics`);
  const compositeEngine = new CompositeEngine(catalogue, s);
  const op = (id: string): OperationInfo => {
    const found = ctx.operations.find((o) => o.operationId === id);
    if (!found) throw new Error(`metrics document has no operation ${id}`);
    return found;
  };

  const chainOr404 = (id: string): ChainEntry => {
    const chain = catalogue.byEvmId.get(id);
    if (!chain) throw new HttpError(404, `Chain ${id} not found`);
    return chain;
  };
  const chainsFor = (chainId: string): ChainEntry[] => {
    if (!AGGREGATES.has(chainId)) return [chainOr404(chainId)];
    return catalogue.chains.filter((c) => chainId === "total" || (chainId === "testnet") === c.isTestnet);
  };
  // a chain's record, shaped by the getChain answer's schema from these values by field name
  const recordSchema = responseSchemaOf(ctx.document, "getChain");
  const recordSeed = new Seeded(`${ctx.seed}/metrics/records`);
  const records = new Map(
    catalogue.chains.map((c) => [
      c.chainId,
      servedUnchanged(
        shapeFromSchema(
          recordSchema,
          {
            evmChainId: c.evmChainId,
            chainName: c.metricsName,
            blockchainId: c.blockchainId,
            subnetId: c.subnetId,
            network: c.isTestnet ? "testnet" : "mainnet",
          },
          { seeded: recordSeed, key: c.chainId },
        ),
      ),
    ]),
  );
  const record = (c: ChainEntry) => records.get(c.chainId)!;
  const subjectOf = (c: ChainEntry, metric: string): SeriesSubject => ({
    key: `${c.chainId}/${metric}`,
    metric,
    scale: c.scale,
    start: c.genesis,
  });

  /**
   * Value of a bucket summed (or averaged / maxed, by the metric's kind) over several chains; `subjects` are the
   * chains' series of the metric, made once per request (not once per bucket).
   */
  const combined = (
    chains: ChainEntry[],
    subjects: SeriesSubject[],
    metric: string,
    t: number,
    interval: Interval,
  ): number => {
    const p = profileOf(metric);
    let acc = 0;
    let weight = 0;
    for (let i = 0; i < chains.length; i++) {
      const c = chains[i]!;
      if (t < align(c.genesis, interval)) continue;
      const v = mined(c, metric, t, t + bucketSeconds(t, interval)) ?? values.bucket(subjects[i]!, t, interval);
      if (p.kind === "maximum") acc = Math.max(acc, v);
      else if (p.kind === "average" && /price/i.test(metric)) {
        acc += v * c.scale;
        weight += c.scale;
      } else acc += v;
    }
    return round(weight > 0 ? acc / weight : acc, p.decimals);
  };

  const series = (
    req: RuleRequest,
    subjects: { start: number; value(t: number, interval: Interval): number },
    interval: Interval,
  ): Listing =>
    mapListing(
      buckets(interval, {
        now: req.now,
        dataStart: subjects.start,
        from: req.query.startTimestamp as number | undefined,
        to: req.query.endTimestamp as number | undefined,
      }),
      (t) => ({ value: subjects.value(t, interval), timestamp: t }),
    );

  const dayOnly = new Set(op("getChainMetrics").dayOnly?.metrics ?? []);
  const shortWindow = new Set(op("getRollingWindowMetrics").shortWindow?.metrics ?? []);
  const windowSchema = op("getRollingWindowMetrics").responseSchemas["200"]?.properties?.result as
    | JsonSchema
    | undefined;
  const allWindows = Object.keys(windowSchema?.properties ?? {});
  const requiredWindows = (windowSchema?.required as string[] | undefined) ?? allWindows;

  const minedWindows = (c: ChainEntry, metric: string, now: number, names: string[]) =>
    c.local && MINED_METRICS.has(metric)
      ? opts.local!.mirror.windows(c.local, metric as "txCount" | "gasUsed", now, names)
      : undefined;

  const rules: Record<string, Rule> = {
    listChains: ({ query }) => {
      const network = query.network as string | undefined;
      const chains = catalogue.chains.filter((c) => network === undefined || (network === "mainnet") !== c.isTestnet);
      return { list: mapListing(arrayListing(chains), record) };
    },

    getChain: ({ path }) => ({ status: 200, body: record(chainOr404(path.chainId!)) }),

    getChainMetrics: (req) => {
      const metric = req.path.metric!;
      const interval = (req.query.timeInterval as Interval | undefined) ?? "day";
      if (dayOnly.has(metric) && interval !== "day") {
        throw new HttpError(400, [`timeInterval must be day for metric ${metric} (got ${interval})`]);
      }
      const chains = chainsFor(req.path.chainId!);
      const start = Math.min(...chains.map((c) => c.genesis));
      const subjects = chains.map((c) => subjectOf(c, metric));
      return { list: series(req, { start, value: (t, i) => combined(chains, subjects, metric, t, i) }, interval) };
    },

    getRollingWindowMetrics: (req) => {
      const metric = req.path.metric!;
      const chains = chainsFor(req.path.chainId!);
      const names = shortWindow.has(metric) ? requiredWindows : allWindows;
      const p = profileOf(metric);
      const result: Record<string, number> = {};
      let weight = 0;
      for (const c of chains) {
        if (c.genesis > req.now) continue;
        const w = minedWindows(c, metric, req.now, names) ?? values.windows(subjectOf(c, metric), req.now, names);
        const priceLike = p.kind === "average" && /price/i.test(metric);
        if (priceLike) weight += c.scale;
        for (const [k, v] of Object.entries(w)) {
          if (p.kind === "maximum") result[k] = Math.max(result[k] ?? 0, v);
          else result[k] = (result[k] ?? 0) + (priceLike ? v * c.scale : v);
        }
      }
      for (const k of names) result[k] = round(weight > 0 ? (result[k] ?? 0) / weight : (result[k] ?? 0), p.decimals);
      return { status: 200, body: { result } };
    },

    listTokenBalanceAddresses: ({ path, query }) => {
      const chain = chainOr404(path.chainId!);
      const contract = path.address!.toLowerCase();
      const threshold = Number(query.threshold);
      const from = (query.startTimestamp as number | undefined) ?? 0;
      const to = (query.endTimestamp as number | undefined) ?? Number.MAX_SAFE_INTEGER;
      if (to <= from || to <= chain.genesis) return { list: arrayListing([]) };
      const holders = s.int(50, 30_000, "holders", chain.chainId, contract);
      const top = 10 ** s.int(10, 14, "top", chain.chainId, contract);
      const balance = (i: number) => Math.floor(top / Math.pow(i + 1, 1.15));
      // balances fall with i: the holders above the threshold are a prefix
      let lo = 0;
      let hi = holders;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (balance(mid) > threshold) lo = mid + 1;
        else hi = mid;
      }
      return {
        list: {
          length: lo,
          at: (i) => ({ address: `0x${s.hex(20, "holder", chain.chainId, contract, i)}`, sortKey: balance(i) }),
        },
      };
    },

    listNftHolders: ({ path }) => {
      const chain = chainOr404(path.chainId!);
      const contract = path.address!.toLowerCase();
      const holders = s.int(20, 20_000, "nft-holders", chain.chainId, contract);
      const top = s.int(50, 2_000, "nft-top", chain.chainId, contract);
      const held = (i: number) => Math.max(1, Math.floor(top / Math.pow(i + 1, 0.9)));
      let totalTokens = 0;
      for (let i = 0; i < holders; i++) totalTokens += held(i);
      const word = nftWord(s, chain.chainId, contract);
      return {
        list: {
          length: holders,
          at: (i) => ({ address: `0x${s.hex(20, "nft", chain.chainId, contract, i)}`, sortKey: held(i) }),
        },
        envelope: {
          nftCollectionName: word,
          nftSymbol: word
            .replace(/[^A-Za-z]/g, "")
            .slice(0, 6)
            .toUpperCase(),
          totalHolders: holders,
          totalTokens,
        },
      };
    },

    getNetworkMetrics: (req) => {
      const network = req.path.network === "mainnet" ? "mainnet" : "testnet";
      const subnetId = (req.query.subnetId as string | undefined) ?? PRIMARY_NETWORK_SUBNET_ID;
      const primary = subnetId === PRIMARY_NETWORK_SUBNET_ID;
      const metric = req.path.metric!;
      const subject: SeriesSubject = {
        key: `${network}/${subnetId}/${metric}`,
        metric,
        scale: primary ? (network === "mainnet" ? 1 : 0.1) : 0.003 + 0.02 * s.unit("subnet-scale", subnetId),
        start: primary ? PRIMARY_NETWORK_GENESIS : s.int(1_672_531_200, 1_704_067_200, "subnet-start", subnetId),
      };
      return { list: series(req, { start: subject.start, value: (t, i) => values.bucket(subject, t, i) }, "day") };
    },

    getValidationMetrics: (req) =>
      feeSeries(req, `validation/${req.path.l1ValidationId}`, 0.5 + s.unit("v", req.path.l1ValidationId!)),
    getSubnetMetrics: (req) =>
      feeSeries(
        req,
        `subnet/${req.path.subnetId}`,
        3 + 37 * s.unit("s", req.path.subnetId!),
        0.005 + 0.045 * s.unit("sp", req.path.subnetId!),
      ),
    getValidatorMetrics: (req) => feeSeries(req, `node/${req.path.nodeId}`, 0.5 + s.unit("n", req.path.nodeId!)),
    getValidatorsMetrics: (req) => feeSeries(req, "all", 820, 1),

    compositeQuery: (req) => composite(req, compositeEngine, ctx.seed),

    getAvgTpsLegacy: ({ path, now }) => {
      const chain = chainOr404(path.chainId!);
      const subject = subjectOf(chain, "avgTps");
      const days = buckets("day", {
        now,
        dataStart: Math.max(chain.genesis, align(now, "day") - (LEGACY_DAYS - 1) * DAY),
      });
      const results: Array<{ timestamp: number; value: number }> = [];
      for (let i = 0; i < days.length; i++) {
        const t = days.at(i);
        results.push({ timestamp: t, value: values.bucket(subject, t, "day") });
      }
      return { status: 200, body: { results, status: 200, lastRun: Math.floor(now / 900) * 900 } };
    },
  };

  /** L1 validator fee series (endpoints 8–11): daily, since the fees started. */
  function feeSeries(req: RuleRequest, key: string, feeScale: number, countScale = feeScale / 820): RuleOutcome {
    const metric = req.path.metric!;
    const p = profileOf(metric);
    const subject: SeriesSubject = {
      key: `${key}/${metric}`,
      metric,
      scale: p.kind === "level" ? countScale : feeScale,
      start: L1_FEES_START,
    };
    const list = series(req, { start: L1_FEES_START, value: (t, i) => values.bucket(subject, t, i) }, "day");
    const results: unknown[] = [];
    for (let i = 0; i < list.length; i++) results.push(list.at(i));
    return { status: 200, body: { results } };
  }

  return rules;
}

const compositeCache = new Map<string, CompositeSets>();

function composite(req: RuleRequest, engine: CompositeEngine, seed: string): RuleOutcome {
  const body = req.body as { queries: SubQuery[]; operator: "AND" | "OR" };
  if (body.queries.length > MAX_COMPOSITE_SUBQUERIES) throw tooManySubQueries(body.queries.length);
  const cacheKey = `${seed}|${req.now - (req.now % 60)}|${JSON.stringify(body)}`;
  let result = compositeCache.get(cacheKey);
  if (!result) {
    result = engine.run(body.queries, body.operator, req.now, req.signal);
    if (compositeCache.size > 64) compositeCache.delete(compositeCache.keys().next().value!);
    compositeCache.set(cacheKey, result);
  }
  const r = result;
  const s = engine.seeded;
  return {
    list: { length: r.indexes.length, at: (i) => universeAddress(s, r.indexes[i]!) },
    envelope: { subQueryCounts: r.counts, totalCount: r.indexes.length },
  };
}

/** One address of the composite-query universe (shared by every chain, as an address is). */
function universeAddress(s: Seeded, index: number): string {
  return `0x${s.hex(20, "universe", index)}`;
}

function nftWord(s: Seeded, chainId: string, contract: string): string {
  const a = ["Dokyo", "Pixel", "Rune", "Astro", "Jade", "Ember", "Nova", "Tide", "Vault", "Echo"];
  const b = ["Punks", "Apes", "Keys", "Knights", "Orbs", "Foxes", "Realms", "Drops"];
  return `${s.pick(a, "nfta", chainId, contract)} ${s.pick(b, "nftb", chainId, contract)}`;
}

function arrayListing<T>(items: T[]): Listing<T> {
  return { length: items.length, at: (i) => items[i] as T };
}

function mapListing<T, U>(list: Listing<T>, f: (t: T) => U): Listing<U> {
  return { length: list.length, at: (i) => f(list.at(i)) };
}
