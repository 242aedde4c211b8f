// Teeth of the envelope the generative run explores: HTTP methods a path does not declare (and HEAD where GET is
// served), JSON-RPC endpoints asked without POST, batches up to maxBatch and past it, members of every kind, repeated
// and odd ids. Each mutant is a proxy in front of our mocks that breaks one of those rules; --fuzz catches each with
// the named check and a curl line. Against the mocks themselves, the same run finds nothing.
import { afterAll, describe, expect, it } from "vitest";
import { fuzzContract, type ApiName, type FuzzCheck } from "../index.js";
import { useMocks } from "../test-support/mock-servers.js";
import { startMutant, type Exchange, type Running } from "../test-support/servers.js";

const mocks = useMocks();
const SEED = 20_240_901;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
type Envelope = { id?: unknown; error?: { code?: number; message?: string }; result?: unknown };
/** The answer's batch of envelopes rewritten (answers that are not batches as they are). */
const batchAnswer = (x: Exchange, rewrite: (envs: Envelope[], calls: unknown[]) => Envelope[]): Exchange => {
  const envs = parse(x.body);
  const calls = parse(x.requestBody);
  if (!Array.isArray(envs) || !Array.isArray(calls)) return x;
  return { ...x, body: JSON.stringify(rewrite(envs, calls)) };
};

interface Mutant {
  name: string;
  api: ApiName;
  target: string;
  check: FuzzCheck;
  mutate: (x: Exchange) => Exchange;
}

const MUTANTS: Mutant[] = [
  {
    name: "a 405 without its Allow header",
    api: "data",
    target: "listChains",
    check: "unsupported_method",
    mutate: (x) => {
      if (x.status !== 405) return x;
      const { allow: _gone, ...headers } = x.headers;
      return { ...x, headers };
    },
  },
  {
    name: "OPTIONS answered 200, as if the path served it",
    api: "metrics",
    target: "listChains",
    check: "unsupported_method",
    mutate: (x) => (x.method === "OPTIONS" ? { ...x, status: 200, body: '{"chains":[]}' } : x),
  },
  {
    name: "HEAD answered 202, a status GET does not declare",
    api: "metrics",
    target: "listChains",
    check: "status_code_conformance",
    mutate: (x) => (x.method === "HEAD" ? { ...x, status: 202 } : x),
  },
  {
    name: "GET on a gorilla endpoint answered with another text than the node's",
    api: "node",
    target: "index.getLastAccepted",
    check: "unsupported_method",
    mutate: (x) => (x.method === "GET" && x.status === 405 ? { ...x, body: "method not allowed\n" } : x),
  },
  {
    name: "the answer to a batch member that is not a request object left out",
    api: "node",
    target: "eth_chainId",
    check: "jsonrpc_envelope",
    mutate: (x) => batchAnswer(x, (envs) => envs.filter((e) => !(e.id === null && e.error?.code === -32600))),
  },
  {
    name: "a repeated id answered once",
    api: "node",
    target: "eth_chainId",
    check: "jsonrpc_envelope",
    mutate: (x) =>
      batchAnswer(x, (envs) =>
        envs.filter((e, i) => envs.findIndex((o) => JSON.stringify(o.id) === JSON.stringify(e.id)) === i),
      ),
  },
  {
    name: "maxBatch off by one: a batch of exactly 1000 calls refused as too large",
    api: "node",
    target: "eth_getChainConfig",
    check: "jsonrpc_envelope",
    mutate: (x) =>
      batchAnswer(x, (envs, calls) =>
        calls.length === 1000
          ? [{ id: (calls[0] as Envelope)?.id, error: { code: -32600, message: "batch too large" } }].map((e) => ({
              jsonrpc: "2.0",
              ...e,
            }))
          : envs,
      ),
  },
  {
    name: "a fractional id echoed without its fraction",
    api: "node",
    target: "eth_blockNumber",
    check: "jsonrpc_envelope",
    mutate: (x) => {
      const round = (e: Envelope) =>
        typeof e.id === "number" && !Number.isInteger(e.id) ? { ...e, id: Math.trunc(e.id) } : e;
      const b = parse(x.body);
      if (Array.isArray(b)) return { ...x, body: JSON.stringify(b.map(round)) };
      return b && typeof b === "object" ? { ...x, body: JSON.stringify(round(b as Envelope)) } : x;
    },
  },
];

describe("the envelope explored: each mutant in front of our mocks is caught by --fuzz", () => {
  const proxies: Running[] = [];
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()));
  });

  for (const m of MUTANTS)
    it(`${m.api} ${m.target}: ${m.name} → ${m.check}`, async () => {
      const proxy = await startMutant((mocks[m.api] as Running).url, m.mutate);
      proxies.push(proxy);
      const fuzz = await fuzzContract({ urls: { [m.api]: proxy.url }, seed: SEED, grep: m.target });
      const found = fuzz.results.filter((r) => r.target === m.target && r.failures.some((f) => f.check === m.check));
      expect(
        found.map((r) => r.name),
        fuzz.text,
      ).not.toEqual([]);
      expect(found[0]?.request).toMatch(/^curl -sS -i /);
      expect(found[0]?.replay).toMatch(/--fuzz --seed 20240901 .*--grep '/);
      expect(fuzz.summary.ok).toBe(false);
    }, 180_000);
});

describe("the envelope explored against our mocks", () => {
  it("finds nothing where the mutants above are caught", async () => {
    const targets = [...new Set(MUTANTS.map((m) => `${m.api} ${m.target}`))];
    const urls = { metrics: mocks.metrics?.url, data: mocks.data?.url, node: mocks.node?.url } as Record<
      ApiName,
      string
    >;
    for (const target of targets) {
      const fuzz = await fuzzContract({ urls, seed: SEED, grep: target });
      expect(
        fuzz.results.filter((r) => r.status === "fail").map((r) => `${r.target} › ${r.name}`),
        fuzz.text,
      ).toEqual([]);
      // the run went through the envelope: a method other than the declared one, or a batch, was answered
      const seen = fuzz.stats.targets.flatMap((t) => t.seen);
      expect(
        seen.some((s) => s === "405" || s === "HTTP 405"),
        `${target}: ${seen.join(",")}`,
      ).toBe(true);
    }
  }, 600_000);
});
