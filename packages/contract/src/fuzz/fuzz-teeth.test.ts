// Teeth of --fuzz: servers that answer correctly except for one class of valid but unusual (or invalid but unusual)
// input, as real services break. Each is a proxy in front of our mocks that corrupts only the answers to that input.
// The fixed run misses every one of them; --fuzz, with its default runs and budget, catches each with the named check.
import { afterAll, describe, expect, it } from "vitest";
import { fuzzContract, runContract, type ApiName, type FuzzCheck } from "../index.js";
import { useMocks } from "../test-support/mock-servers.js";
import { startMutant, type Exchange, type Running } from "../test-support/servers.js";

const mocks = useMocks();

const parse = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const json = (x: Exchange) => parse(x.body);
/** A 500 for the operation's own method (a method the path does not serve is answered as before). */
const serverError = (x: Exchange): Exchange =>
  x.method !== "GET"
    ? x
    : {
        ...x,
        status: 500,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: "Internal server error", statusCode: 500, error: "Internal Server Error" }),
      };
const query = (x: Exchange) => new URL(x.path, "http://x").searchParams;
const segment = (x: Exchange, i: number) => new URL(x.path, "http://x").pathname.split("/")[i] ?? "";

export interface Mutant {
  name: string;
  api: ApiName;
  /** The operation or method whose unusual input the mutant answers wrongly (what --fuzz is pointed at). */
  target: string;
  check: FuzzCheck;
  mutate: (x: Exchange) => Exchange;
}

/** Each answers correctly except for one class of input. */
export const MUTANTS: Mutant[] = [
  {
    name: "a 500 for a checksummed (mixed-case) wallet address",
    api: "data",
    target: "listAddressChains",
    check: "not_a_server_error",
    mutate: (x) => (/^\/v1\/address\/0x[0-9a-fA-F]*[A-F][0-9a-fA-F]*\/chains/.test(x.path) ? serverError(x) : x),
  },
  {
    name: "a 500 for a timestamp past 2^31",
    api: "metrics",
    target: "getChainMetrics",
    check: "not_a_server_error",
    mutate: (x) =>
      x.path.includes("/metrics/") &&
      ["startTimestamp", "endTimestamp"].some((k) => Number(query(x).get(k) ?? 0) >= 2 ** 31)
        ? serverError(x)
        : x,
  },
  {
    name: "a 500 for a non-default subnetId",
    api: "metrics",
    target: "getNetworkMetrics",
    check: "not_a_server_error",
    mutate: (x) => {
      const subnet = query(x).get("subnetId");
      return x.path.startsWith("/v2/networks/") && subnet !== null && subnet !== "11111111111111111111111111111111LpoYY"
        ? serverError(x)
        : x;
    },
  },
  {
    name: "a 500 for a non-ASCII path segment",
    api: "metrics",
    target: "getSubnetMetrics",
    check: "not_a_server_error",
    mutate: (x) =>
      x.path.startsWith("/v2/subnet/") && [...decodeURIComponent(segment(x, 3))].some((c) => c.charCodeAt(0) > 0x7f)
        ? serverError(x)
        : x,
  },
  {
    name: "a page past the maximum size answered instead of refused (pageSize far above its maximum)",
    api: "metrics",
    target: "listChains",
    check: "negative_data_rejection",
    mutate: (x) => {
      const size = Number(query(x).get("pageSize"));
      if (!x.path.startsWith("/v2/chains?") || !(size > 1_000_000)) return x;
      return {
        ...x,
        status: 200,
        body: JSON.stringify({ chains: [] }),
        headers: { "content-type": "application/json" },
      };
    },
  },
  {
    name: "a field of the wrong type for one combination of optional parameters (feature without network)",
    api: "data",
    target: "listChains",
    check: "response_schema_conformance",
    mutate: (x) => {
      const q = query(x);
      const b = json(x);
      if (!x.path.startsWith("/v1/chains?") || !q.has("feature") || q.has("network") || !b?.chains?.length) return x;
      b.chains[0].chainId = Number(b.chains[0].chainId);
      return { ...x, body: JSON.stringify(b) };
    },
  },
  {
    name: "PATCH answered like GET (a method the path does not serve)",
    api: "data",
    target: "listChains",
    check: "unsupported_method",
    mutate: (x) =>
      x.method === "PATCH" && x.path.startsWith("/v1/chains")
        ? { ...x, status: 200, headers: { "content-type": "application/json" }, body: '{"chains":[]}' }
        : x,
  },
  {
    name: "a negative JSON-RPC id echoed without its sign",
    api: "node",
    target: "index.getLastAccepted",
    check: "jsonrpc_envelope",
    mutate: (x) => {
      const b = json(x);
      return b && !Array.isArray(b) && typeof b.id === "number" && b.id < 0
        ? { ...x, body: JSON.stringify({ ...b, id: -b.id }) }
        : x;
    },
  },
  {
    name: "a batch of three or more calls answered without its last answer",
    api: "node",
    target: "eth_getChainConfig",
    check: "jsonrpc_envelope",
    mutate: (x) => {
      const b = json(x);
      return Array.isArray(b) && b.length >= 3 ? { ...x, body: JSON.stringify(b.slice(0, -1)) } : x;
    },
  },
  {
    name: "a range of 10 or more containers asked for, answered in the deployed shape ({containers}), not an array",
    api: "node",
    target: "index.getContainerRange",
    check: "response_schema_conformance",
    mutate: (x) => {
      const call = parse(x.requestBody);
      const b = json(x);
      return Number(call?.params?.numToFetch) >= 10 && Array.isArray(b?.result) && b.result.length
        ? { ...x, body: JSON.stringify({ ...b, result: { containers: b.result } }) }
        : x;
    },
  },
  {
    name: "the object form of a block parameter answered as text/plain",
    api: "node",
    target: "eth_feeConfig",
    check: "content_type_conformance",
    mutate: (x) => {
      const call = parse(x.requestBody);
      const objectForm = (c: any) => c?.method === "eth_feeConfig" && typeof c.params?.[0] === "object" && c.params[0];
      return [call].flat().some(objectForm) ? { ...x, headers: { ...x.headers, "content-type": "text/plain" } } : x;
    },
  },
];

describe("input-dependent mutants in front of our mocks: the fixed run misses them, --fuzz catches each", () => {
  const proxies: Running[] = [];
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()));
  });
  const via = async (api: ApiName, mutate: (x: Exchange) => Exchange) => {
    const proxy = await startMutant((mocks[api] as Running).url, mutate);
    proxies.push(proxy);
    return proxy.url;
  };

  // Each mutant changes only the answers to its own class of input: a fixed run that passes with every mutant of an
  // API at once misses each of them.
  for (const api of ["metrics", "data", "node"] as const)
    it(`the fixed run passes with every ${api} mutant at once`, async () => {
      const mine = MUTANTS.filter((m) => m.api === api);
      const url = await via(api, (x) => mine.reduce((answer, m) => m.mutate(answer), x));
      const fixed = await runContract({ urls: { [api]: url }, allowMutations: true, preferStatuses: true });
      const failed = fixed.results.filter((r) => r.status === "fail");
      // the first failures' checks, messages and answers on the assertion's line: a failure in CI says what it was
      const checks = (r: (typeof failed)[number]) => r.failures.map((f) => `${f.check}: ${f.message}`).join("; ");
      const why = failed.slice(0, 5).map((r) => `${r.target} › ${r.name} [${r.seen.join(",")}]: ${checks(r)}`);
      expect(
        failed.map((r) => `${r.target} › ${r.name}`),
        why.join("\n"),
      ).toEqual([]);
      expect(fixed.summary.ok).toBe(true);
    }, 120_000);

  for (const m of MUTANTS)
    it(`${m.api} ${m.target}: ${m.name} → ${m.check}`, async () => {
      const url = await via(m.api, m.mutate);
      // the default runs and budget; pointed at the one operation or method the mutant breaks
      const fuzz = await fuzzContract({ urls: { [m.api]: url }, seed: 20_240_901, grep: m.target });
      const found = fuzz.results.filter((r) => r.target === m.target && r.failures.some((f) => f.check === m.check));
      expect(
        found.map((r) => r.name),
        fuzz.text,
      ).not.toEqual([]);
      expect(found[0]?.request).toMatch(/^curl -sS -i /);
      expect(found[0]?.replay).toMatch(/--fuzz --seed 20240901 .*--grep '/);
      expect(fuzz.summary.ok).toBe(false);
      expect(fuzz.junit).toContain(`type="${m.check}"`);
    }, 120_000);
});
