// The REST contracts say what the seeds say: endpoints, enums, limits, fields and the x-avaspec extensions.
// The lists below are transcribed from the seeds (001 metrics, 002 data); the documents are bundled fresh from specs/.
// A field added or removed since the seeds is a row of "Changes since the seeds" in specs/DEVIATIONS.md, which
// this test reads: a field change needs that row, not an edit here.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { REPO_ROOT } from "./lint.mjs";

type Doc = Record<string, any>;
const require = createRequire(import.meta.url);
const redocly = join(dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");
const tmp = mkdtempSync(join(tmpdir(), "avaspec-oas-facts-"));
const docs: Record<"metrics" | "data", Doc> = { metrics: {}, data: {} };

beforeAll(() => {
  for (const api of ["metrics", "data"] as const) {
    const out = join(tmp, `${api}.json`);
    const run = spawnSync(
      process.execPath,
      [redocly, "bundle", join(REPO_ROOT, "specs", api, "openapi.yaml"), "--output", out, "--ext", "json"],
      {
        encoding: "utf8",
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      },
    );
    if (run.status !== 0) throw new Error(run.stderr);
    docs[api] = JSON.parse(readFileSync(out, "utf8"));
  }
}, 30_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const deref = (doc: Doc, node: any): any => {
  if (!node || typeof node !== "object" || typeof node.$ref !== "string") return node;
  const target = node.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce((acc: any, key: string) => acc[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
  return deref(doc, target);
};
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]: [string, any]) =>
    Object.entries(item).map(([method, op]: [string, any]) => ({ path, method, op })),
  );
const op = (doc: Doc, id: string) => {
  const found = operations(doc).find((o) => o.op.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found.op;
};
const param = (doc: Doc, id: string, name: string) => {
  const p = op(doc, id)
    .parameters.map((x: any) => deref(doc, x))
    .find((x: any) => x.name === name);
  if (!p) throw new Error(`${id} has no parameter ${name}`);
  return { ...p, schema: deref(doc, p.schema) };
};
const schema = (doc: Doc, name: string) => doc.components.schemas[name];

/**
 * The names in the "Changes since the seeds" table of DEVIATIONS.md: fields (`Schema.field`) and operations
 * (`GET /v1/path`) added or removed since.
 */
function recordedFieldChanges(markdown: string): Set<string> {
  const start = markdown.indexOf("\n## Changes since the seeds");
  if (start < 0) throw new Error('specs/DEVIATIONS.md has no "## Changes since the seeds" section');
  const section = markdown.slice(start + 1).split(/\n## /)[0]!;
  const rows = section.split("\n").filter((line) => line.startsWith("|") && !/^\|\s*(Field|-)/.test(line));
  const names = /`([A-Za-z]\w*\.\w+|(?:GET|PUT|POST|DELETE|PATCH) \/[^`\s]*)`/g;
  return new Set(rows.flatMap((row) => [...row.matchAll(names)].map((m) => m[1]!)));
}

/** Each difference between a schema's fields and the seed's that the recorded changes do not explain. */
function unrecordedFieldChanges(name: string, actual: string[], seed: string[], recorded: Set<string>): string[] {
  const missing = seed.filter((f) => !actual.includes(f) && !recorded.has(`${name}.${f}`));
  const extra = actual.filter((f) => !seed.includes(f) && !recorded.has(`${name}.${f}`));
  return [
    ...missing.map((f) => `${name}.${f}: a field of the seed is missing; a removal is a row of DEVIATIONS.md`),
    ...extra.map((f) => `${name}.${f}: not a field of the seed; an addition is a row of DEVIATIONS.md`),
  ];
}

/** The operations as [method, path, operationId], less the removals and plus the additions DEVIATIONS.md records. */
function expectSeedOperations(doc: Doc, seed: string[][]): void {
  const key = (o: string[]) => `${o[0]!.toUpperCase()} ${o[1]}`;
  const actual = operations(doc).map((o) => [o.method, o.path, o.op.operationId]);
  const recordedOp = (o: string[]) => recorded.has(key(o));
  expect(actual.filter((o) => !recordedOp(o)).sort()).toEqual(seed.filter((o) => !recordedOp(o)).sort());
}

const recorded = recordedFieldChanges(readFileSync(join(REPO_ROOT, "specs", "DEVIATIONS.md"), "utf8"));
const fieldsOf = (doc: Doc, name: string): string[] => Object.keys(schema(doc, name).properties);
/** The schema has the seed's fields, less the removals and plus the additions DEVIATIONS.md records. */
const expectSeedFields = (doc: Doc, name: string, seed: string[]) =>
  expect(unrecordedFieldChanges(name, fieldsOf(doc, name), seed, recorded)).toEqual([]);
/** The seed's fields the schema still has (a recorded removal is gone). */
const keptSeedFields = (doc: Doc, name: string, seed: string[]) => seed.filter((f) => fieldsOf(doc, name).includes(f));
const responseSchema = (doc: Doc, id: string) =>
  deref(doc, deref(doc, op(doc, id).responses["200"]).content["application/json"].schema);

const METRICS_ENDPOINTS = [
  ["get", "/v2/chains", "listChains"],
  ["get", "/v2/chains/{chainId}", "getChain"],
  ["get", "/v2/chains/{chainId}/metrics/{metric}", "getChainMetrics"],
  ["get", "/v2/chains/{chainId}/rollingWindowMetrics/{metric}", "getRollingWindowMetrics"],
  ["get", "/v2/chains/{chainId}/contracts/{address}/balances", "listTokenBalanceAddresses"],
  ["get", "/v2/chains/{chainId}/contracts/{address}/nfts:listHolders", "listNftHolders"],
  ["get", "/v2/networks/{network}/metrics/{metric}", "getNetworkMetrics"],
  ["get", "/v2/validation/{l1ValidationId}/metrics/{metric}", "getValidationMetrics"],
  ["get", "/v2/subnet/{subnetId}/metrics/{metric}", "getSubnetMetrics"],
  ["get", "/v2/validator/{nodeId}/metrics/{metric}", "getValidatorMetrics"],
  ["get", "/v2/validators/metrics/{metric}", "getValidatorsMetrics"],
  ["post", "/v2/lookingGlass/compositeQuery", "compositeQuery"],
  ["get", "/v1/avg_tps/{chainId}", "getAvgTpsLegacy"],
];
const DATA_ENDPOINTS = [
  ["get", "/v1/chains", "listChains"],
  ["get", "/v1/chains/{chainId}", "getChain"],
  ["get", "/v1/chains/{chainId}/blocks/{blockId}", "getBlock"],
  ["get", "/v1/address/{address}/chains", "listAddressChains"],
];
// Seed 002, the 17 fields of a chain.
const CHAIN_FIELDS = [
  "chainId",
  "status",
  "chainName",
  "description",
  "platformChainId",
  "subnetId",
  "vmId",
  "vmName",
  "explorerUrl",
  "rpcUrl",
  "wsUrl",
  "isTestnet",
  "utilityAddresses",
  "networkToken",
  "chainLogoUri",
  "private",
  "enabledFeatures",
];
// Seed 001, chain metric table: metric → "any" | "day".
const CHAIN_METRICS: Record<string, "any" | "day"> = {
  activeAddresses: "any",
  activeSenders: "any",
  cumulativeTxCount: "day",
  cumulativeAddresses: "day",
  cumulativeContracts: "day",
  cumulativeDeployers: "day",
  contracts: "day",
  deployers: "day",
  gasUsed: "any",
  txCount: "any",
  avgGps: "day",
  maxGps: "day",
  avgTps: "day",
  maxTps: "day",
  avgGasPrice: "day",
  maxGasPrice: "day",
  feesPaid: "day",
};

describe("both REST documents", () => {
  it.each([
    "metrics",
    "data",
  ] as const)("%s: every operation has the 8 shared errors with ErrorBody examples", (api) => {
    const doc = docs[api];
    for (const { op: o } of operations(doc)) {
      for (const [status, name] of Object.entries({
        400: "BadRequest",
        401: "Unauthorized",
        403: "Forbidden",
        404: "NotFound",
        429: "TooManyRequests",
        500: "InternalServerError",
        502: "BadGateway",
        503: "ServiceUnavailable",
      })) {
        expect(o.responses[status], `${o.operationId} ${status}`).toEqual({ $ref: `#/components/responses/${name}` });
        const media = doc.components.responses[name].content["application/json"];
        expect(media.schema).toEqual({ $ref: "#/components/schemas/ErrorBody" });
        for (const ex of Object.values<any>(media.examples)) {
          expect(ex.value.statusCode).toBe(Number(status));
          expect(Object.keys(ex.value).sort()).toEqual(["error", "message", "statusCode"]);
        }
      }
    }
    expect(schema(doc, "ErrorBody").required.sort()).toEqual(["error", "message", "statusCode"]);
  });

  it.each([
    "metrics",
    "data",
  ] as const)("%s: every pageToken lives 24 h and every paginated response has an optional nextPageToken", (api) => {
    const doc = docs[api];
    for (const { op: o } of operations(doc)) {
      const params = (o.parameters ?? []).map((p: any) => deref(doc, p));
      const token = params.find((p: any) => p.name === "pageToken");
      const body = responseSchema(doc, o.operationId);
      // Seed 001 gives endpoints 8–11 the series response (with its optional nextPageToken) but no page controls.
      const unpagedSeries = ["getValidationMetrics", "getSubnetMetrics", "getValidatorMetrics", "getValidatorsMetrics"];
      if (body.properties?.nextPageToken && !unpagedSeries.includes(o.operationId)) {
        expect(token, `${o.operationId} returns nextPageToken but takes no pageToken`).toBeDefined();
        expect(body.required ?? []).not.toContain("nextPageToken");
      }
      if (token) expect(token["x-avaspec-page-token-ttl-seconds"]).toBe(86400);
    }
  });
});

describe("links", () => {
  it.each([
    "metrics",
    "data",
  ] as const)("%s: every paginated operation links to its next page, carrying every other parameter", (api) => {
    const doc = docs[api];
    let paginated = 0;
    for (const { op: o } of operations(doc)) {
      const params = (o.parameters ?? []).map((p: any) => deref(doc, p));
      if (
        !params.some((p: any) => p.name === "pageToken") ||
        !responseSchema(doc, o.operationId).properties?.nextPageToken
      )
        continue;
      paginated++;
      const link = deref(doc, o.responses["200"]).links?.nextPage;
      expect(link, `${o.operationId} has no nextPage link`).toBeDefined();
      expect(link.operationId).toBe(o.operationId);
      expect(link.parameters.pageToken).toBe("$response.body#/nextPageToken");
      for (const p of params)
        if (p.name !== "pageToken") expect(link.parameters[p.name]).toBe(`$request.${p.in}.${p.name}`);
      if (o.requestBody) expect(link.requestBody).toBe("$request.body");
    }
    expect(paginated).toBe(api === "metrics" ? 6 : 0);
  });
});

describe("metrics (seed 001)", () => {
  it("has exactly the 12 /v2 endpoints and the legacy /v1 one, no auth", () => {
    const doc = docs.metrics;
    expectSeedOperations(doc, METRICS_ENDPOINTS);
    expect(doc.security).toEqual([]);
    expect(doc.components.securitySchemes).toBeUndefined();
    expect(doc.servers.map((s: any) => s.url)).toEqual(["https://metrics.avax.network", "http://127.0.0.1:4010"]);
  });

  it.each([
    ["listChains", 1, 10000, 1000],
    ["getChainMetrics", 1, 2160, 100],
    ["getNetworkMetrics", 1, 2160, 100],
    ["listTokenBalanceAddresses", 1, 5000, 1000],
    ["listNftHolders", 1, 5000, 1000],
    ["compositeQuery", 1, 10000, 1000],
  ])("%s: pageSize %i–%i, default %i", (id, min, max, def) => {
    const p = param(docs.metrics, id as string, "pageSize");
    expect(p.in).toBe("query");
    expect(p.schema).toMatchObject({ type: "integer", minimum: min, maximum: max, default: def });
  });

  it.each([
    "getValidationMetrics",
    "getSubnetMetrics",
    "getValidatorMetrics",
    "getValidatorsMetrics",
    "getChain",
    "getRollingWindowMetrics",
  ])("%s is not paginated", (id) => {
    const names = (op(docs.metrics, id).parameters ?? []).map((p: any) => deref(docs.metrics, p).name);
    expect(names).not.toContain("pageToken");
    expect(names).not.toContain("pageSize");
  });

  it("chain metric enum, definitions and rule 1 (x-avaspec-day-only)", () => {
    const p = param(docs.metrics, "getChainMetrics", "metric");
    expect(p.schema.enum.sort()).toEqual(Object.keys(CHAIN_METRICS).sort());
    expect(Object.keys(p.schema["x-enumDescriptions"]).sort()).toEqual(Object.keys(CHAIN_METRICS).sort());
    const dayOnly = Object.entries(CHAIN_METRICS)
      .filter(([, i]) => i === "day")
      .map(([m]) => m);
    expect([...p["x-avaspec-day-only"]].sort()).toEqual(dayOnly.sort());
    for (const m of Object.keys(CHAIN_METRICS))
      if (/^(cumulative|max|avg)/.test(m)) expect(p["x-avaspec-day-only"]).toContain(m);
    const interval = param(docs.metrics, "getChainMetrics", "timeInterval");
    expect(interval.schema.enum).toEqual(["hour", "day", "week", "month"]);
  });

  it("rolling windows and rule 2 (x-avaspec-short-window)", () => {
    const p = param(docs.metrics, "getRollingWindowMetrics", "metric");
    expect(p.schema.enum.sort()).toEqual(
      [
        "gasUsed",
        "txCount",
        "avgGps",
        "maxGps",
        "avgTps",
        "maxTps",
        "avgGasPrice",
        "maxGasPrice",
        "feesPaid",
        "contracts",
        "deployers",
        "activeAddresses",
        "activeSenders",
      ].sort(),
    );
    expect(p["x-avaspec-short-window"]).toEqual(["activeAddresses", "activeSenders"]);
    const win = schema(docs.metrics, "RollingWindow");
    expect(Object.keys(win.properties).sort()).toEqual([
      "allTime",
      "last90Days",
      "lastDay",
      "lastHour",
      "lastMonth",
      "lastWeek",
      "lastYear",
    ]);
    expect(win.required.sort()).toEqual(["lastDay", "lastHour", "lastWeek"]);
  });

  it.each([
    ["getNetworkMetrics", ["delegatorCount", "delegatorWeight", "validatorCount", "validatorWeight"]],
    ["getValidationMetrics", ["validationCumulativeFeesDaily", "validationFeesDaily"]],
    ["getSubnetMetrics", ["perSubnetDailyFeesPaid", "perSubnetCumulativeFeesPaid", "perSubnetPayingValidators"]],
    ["getValidatorMetrics", ["perNodeCumulativeFeesPaid", "perNodeDailyFeesPaid"]],
    ["getValidatorsMetrics", ["totalCumulativeFeesDaily", "totalValidatorFeesDaily", "totalPayingValidatorsDaily"]],
  ])("%s metric enum", (id, metrics) => {
    const p = param(docs.metrics, id as string, "metric");
    expect([...p.schema.enum].sort()).toEqual([...(metrics as string[])].sort());
    expect(Object.keys(p.schema["x-enumDescriptions"]).sort()).toEqual([...(metrics as string[])].sort());
  });

  it("parameters: network, subnetId default, threshold, timestamps, chainId", () => {
    const doc = docs.metrics;
    expect(param(doc, "listChains", "network").schema.enum).toEqual(["mainnet", "fuji", "testnet"]);
    expect(param(doc, "getNetworkMetrics", "network").schema.enum).toEqual(["mainnet", "fuji", "testnet"]);
    expect(param(doc, "getNetworkMetrics", "subnetId").schema.default).toBe("11111111111111111111111111111111LpoYY");
    expect(param(doc, "listTokenBalanceAddresses", "threshold")).toMatchObject({
      in: "query",
      required: true,
      schema: { type: "string" },
    });
    for (const { op: o } of operations(doc))
      for (const name of ["startTimestamp", "endTimestamp"]) {
        const p = (o.parameters ?? []).map((x: any) => deref(doc, x)).find((x: any) => x.name === name);
        if (p) expect(p.schema).toMatchObject({ type: "integer", minimum: 0 });
      }
    const chainId = param(doc, "getChainMetrics", "chainId").schema;
    const values = chainId.anyOf.flatMap((s: any) => s.enum ?? []);
    expect(values).toEqual(["total", "mainnet", "testnet"]);
  });

  it("schemas carry the seed's fields", () => {
    const doc = docs.metrics;
    expectSeedFields(doc, "DataPoint", ["timestamp", "value"]);
    expectSeedFields(doc, "ChainRecord", ["blockchainId", "chainName", "evmChainId", "network", "subnetId"]);
    expectSeedFields(doc, "AddressEntry", ["address", "sortKey"]);
    expectSeedFields(doc, "NftHoldersResponse", [
      "addresses",
      "nextPageToken",
      "nftCollectionName",
      "nftSymbol",
      "totalHolders",
      "totalTokens",
    ]);
    expectSeedFields(doc, "CompositeQueryResponse", ["addresses", "nextPageToken", "subQueryCounts", "totalCount"]);
    expectSeedFields(doc, "CompositeQueryRequest", ["operator", "queries"]);
    expect(schema(doc, "CompositeQueryRequest").properties.operator.enum).toEqual(["AND", "OR"]);
    expectSeedFields(doc, "AllTimeNativeBalanceParams", ["evmChainId", "firstDate", "lastDate", "minBalance"]);
    expectSeedFields(doc, "AvgTpsLegacyResponse", ["lastRun", "results", "status"]);
  });
});

describe("data (seed 002)", () => {
  it("has exactly the 4 endpoints, an optional x-data-api-key", () => {
    const doc = docs.data;
    expectSeedOperations(doc, DATA_ENDPOINTS);
    expect(doc.security).toEqual([{}, { dataApiKey: [] }]);
    expect(doc.components.securitySchemes.dataApiKey).toMatchObject({
      type: "apiKey",
      in: "header",
      name: "x-data-api-key",
    });
    expect(doc.servers.map((s: any) => s.url)).toEqual(["https://data-api.avax.network", "http://127.0.0.1:4011"]);
  });

  it("filters, the 17 chain fields, the 12 block fields, the address→chains response", () => {
    const doc = docs.data;
    expect(param(doc, "listChains", "network").schema.enum).toEqual(["mainnet", "fuji", "testnet"]);
    expect(param(doc, "listChains", "feature").schema.enum).toEqual(["nftIndexing", "webhooks", "teleporter"]);
    expectSeedFields(doc, "Chain", CHAIN_FIELDS);
    expectSeedFields(doc, "NetworkToken", ["decimals", "description", "logoUri", "name", "symbol"]);
    expectSeedFields(doc, "UtilityAddresses", ["multicall"]);
    const blockFields = [
      "chainId",
      "blockNumber",
      "blockTimestamp",
      "blockHash",
      "txCount",
      "baseFee",
      "gasUsed",
      "gasLimit",
      "gasCost",
      "parentHash",
      "feesSpent",
      "cumulativeTransactions",
    ];
    expectSeedFields(doc, "Block", blockFields);
    expect([...schema(doc, "Block").required].sort()).toEqual(
      expect.arrayContaining(keptSeedFields(doc, "Block", blockFields)),
    );
    expectSeedFields(doc, "ListAddressChainsResponse", ["indexedChains", "unindexedChains"]);
    for (const { op: o } of operations(doc))
      expect(o.parameters.map((p: any) => deref(doc, p).name)).not.toContain("pageToken");
  });
});

describe("field changes since the seeds are recorded in DEVIATIONS.md, not in this test", () => {
  const table = (...rows: string[]) =>
    [
      "# x",
      "",
      "## Changes since the seeds",
      "",
      "| Field | Change | Since | Why |",
      "|---|---|---|---|",
      ...rows,
    ].join("\n");
  it("reads the Schema.field and operation names of the table's rows only", () => {
    expect([...recordedFieldChanges(table("| `GET /v1/chains/{chainId}/status` | added | 1.1.0 | x |"))]).toEqual([
      "GET /v1/chains/{chainId}/status",
    ]);
    expect([
      ...recordedFieldChanges(`${table("| `Chain.wsUrl` | removed | 2.0.0 | x |")}\n## Next\n| \`Block.x\` |`),
    ]).toEqual(["Chain.wsUrl"]);
    expect(() => recordedFieldChanges("# no such section")).toThrow(/Changes since the seeds/);
  });

  it("a field removed from (or added to) a copy of the spec fails unless DEVIATIONS.md records it", () => {
    const copy = structuredClone(docs.data);
    const chain = copy.components.schemas.Chain;
    chain.properties = Object.fromEntries(CHAIN_FIELDS.map((f) => [f, chain.properties[f] ?? { type: "string" }]));
    delete chain.properties.wsUrl;
    chain.properties.chainSlug = { type: "string" };
    const seed = CHAIN_FIELDS;
    expect(unrecordedFieldChanges("Chain", fieldsOf(copy, "Chain"), seed, new Set())).toEqual([
      "Chain.wsUrl: a field of the seed is missing; a removal is a row of DEVIATIONS.md",
      "Chain.chainSlug: not a field of the seed; an addition is a row of DEVIATIONS.md",
    ]);
    const rows = recordedFieldChanges(
      table("| `Chain.wsUrl` | removed | 2.0.0 | x |", "| `Chain.chainSlug` | added | 1.1.0 | y |"),
    );
    expect(unrecordedFieldChanges("Chain", fieldsOf(copy, "Chain"), seed, rows)).toEqual([]);
  });
});

describe("examples validate with Ajv (the validator mocks and contract tests use), not only Redocly", () => {
  /** Every example in the document: [where, JSON pointer of its schema, value]. */
  function examples(doc: Doc): Array<[string, string, unknown]> {
    const out: Array<[string, string, unknown]> = [];
    const esc = (k: string) => k.replace(/~/g, "~0").replace(/\//g, "~1");
    const media = (where: string, pointer: string, m: any) => {
      if (m.example !== undefined) out.push([where, `${pointer}/schema`, m.example]);
      for (const [name, ex] of Object.entries<any>(m.examples ?? {}))
        out.push([`${where} ${name}`, `${pointer}/schema`, deref(doc, ex).value]);
    };
    for (const [name, r] of Object.entries<any>(doc.components.responses ?? {}))
      for (const [type, m] of Object.entries<any>(r.content ?? {}))
        media(`response ${name}`, `/components/responses/${name}/content/${esc(type)}`, m);
    for (const [name, p] of Object.entries<any>(doc.components.parameters ?? {}))
      media(`parameter ${name}`, `/components/parameters/${name}`, p);
    for (const { path, method, op: o } of operations(doc)) {
      const base = `/paths/${esc(path)}/${method}`;
      for (const [status, r] of Object.entries<any>(o.responses))
        if (!r.$ref)
          for (const [type, m] of Object.entries<any>(r.content ?? {}))
            media(`${o.operationId} ${status}`, `${base}/responses/${status}/content/${esc(type)}`, m);
      (o.parameters ?? []).forEach(
        (p: any, i: number) => !p.$ref && media(`${o.operationId} param ${p.name}`, `${base}/parameters/${i}`, p),
      );
      for (const [type, m] of Object.entries<any>(o.requestBody?.content ?? {}))
        media(`${o.operationId} body`, `${base}/requestBody/content/${esc(type)}`, m);
    }
    for (const [name, sch] of Object.entries<any>(doc.components.schemas))
      (sch.examples ?? []).forEach((ex: unknown, i: number) =>
        out.push([`schema ${name} example ${i}`, `/components/schemas/${name}`, ex]),
      );
    return out;
  }

  it.each(["metrics", "data"] as const)("%s", (api) => {
    const doc = docs[api];
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats.default(ajv);
    ajv.addSchema(doc, "doc");
    const all = examples(doc);
    expect(all.length).toBeGreaterThan(20);
    const failures = all.flatMap(([where, pointer, value]) => {
      const validate = ajv.compile({ $ref: `doc#${pointer}` });
      return validate(value) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(failures).toEqual([]);
    // and the check has teeth: a wrong value is rejected
    const wrong = ajv.compile({ $ref: "doc#/components/schemas/ErrorBody" });
    expect(wrong({ message: "x", statusCode: "400", error: "Bad Request" })).toBe(false);
    expect(wrong({ message: "x", statusCode: 400, error: "Bad Request", extra: 1 })).toBe(false);
  });
});
