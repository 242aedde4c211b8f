// --fuzz against our own mocks, with a fixed seed and a small budget: the mocks pass, every operation and method is
// fuzzed, the same seed draws the same requests. What the fuzzer found where the spec, not the mock, is short is
// listed below as fixed cases (SPEC_GAPS): each is checked to still hold, and is known (not failing) in the run.
import { createRpcChecker } from "@avaspec/exchange-checks";
import { describe, expect, it } from "vitest";
import { fuzzContract, loadSpecs, type ApiName, type Deviation } from "../index.js";
import { useMocks } from "../test-support/mock-servers.js";

const mocks = useMocks();
const urls = () => Object.fromEntries(Object.entries(mocks).map(([k, v]) => [k, v?.url])) as Record<ApiName, string>;

/**
 * Where the spec is short of what the node (and our mock, faithfully) does; reported to the lead, not fixed here:
 * narrowing a request schema is a breaking change of @avaspec/specs (pnpm spec:diff), a decision of its own.
 */
const SPEC_GAPS: Deviation[] = [
  {
    id: "GAP-hex64",
    api: "node",
    method: "eth_feeConfig",
    check: "positive_data_acceptance",
    path: "hex number > 64 bits",
    live: "BlockNumber's pattern allows hex quantities past 64 bits; the node refuses them (-32602)",
  },
  {
    id: "GAP-topic-after-null",
    api: "node",
    method: "eth_getLogs",
    check: "negative_data_rejection",
    path: "filter: must be null",
    live: "a topic position [null, x] matches any topic whatever x is (the node stops reading at the null)",
  },
];

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${urls().node}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
};

// Fixed cases: each fails once the spec is fixed; then drop it from SPEC_GAPS.
describe("spec gaps the fuzzer found", () => {
  it("GAP-hex64: a 17-hex-digit block number is valid for the spec, refused by the node (-32602)", async () => {
    const node = loadSpecs().node;
    const rpc = "/ext/bc/2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5/rpc";
    const call = { jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [`0x1${"0".repeat(16)}`] };
    expect(createRpcChecker(node).checkRequest(rpc, JSON.stringify(call))).toEqual([]);
    expect((await post(rpc, call)).error).toMatchObject({
      code: -32602,
      message: "invalid argument 0: hex number > 64 bits",
    });
  });
});

const RPC = "/ext/bc/2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5/rpc";

// Fixed case: after a null alternative the node reads no further, so [null, 12.5] matches any topic.
describe("spec gaps the fuzzer found (eth_getLogs)", () => {
  it("GAP-topic-after-null: a topic position [null, 12.5] is invalid for the spec, answered by the node", async () => {
    const call = { jsonrpc: "2.0", id: 1, method: "eth_getLogs", params: [{ topics: [[null, 12.5]] }] };
    expect(createRpcChecker(loadSpecs().node).checkRequest(RPC, JSON.stringify(call))).not.toEqual([]);
    expect(await post(RPC, call)).toHaveProperty("result");
  });
});

// Fixed cases: what --fuzz found (seeds 20240901, 1 and 2) where the node decodes a value the spec called invalid;
// the spec now says what the node does (Go's encoding/json: null into a value type is its zero value, a null pointer
// field is left out, hexutil reads "" as 0 or no bytes, unknown fields are ignored).
describe("fuzz findings the spec now states: valid for the spec, answered by the mock", () => {
  const H = `0x${"ab".repeat(32)}`;
  const A = "0xdede450834df64c2a0e6a5a0ef816abadd861cf7";
  const EOA = `0x${"aa".repeat(20)}`; // no code: the mock runs calls to it
  it.each<[string, string, unknown[]]>([
    ["hydrated null", "eth_getBlockByNumber", ["0x0", null]],
    ["hydrated null", "eth_getBlockByHash", [H, null]],
    ['index ""', "eth_getTransactionByBlockHashAndIndex", [H, ""]],
    ['index ""', "eth_getTransactionByBlockNumberAndIndex", ["0x0", ""]],
    ["a block object with an unknown field", "eth_getBlockReceipts", [{ unexpected: "" }]],
    ["null key, block object with an unknown field", "eth_getStorageAt", [A, null, { blockNumber: "latest", x: null }]],
    ["a null percentile", "eth_feeHistory", ["0x0", "latest", [null]]],
    ["no percentile list", "eth_feeHistory", ["0x1", "latest", null]],
    ["percentiles unchecked for blockCount 0", "eth_feeHistory", ["", "0x0", [2147483648]]],
    ["filter null", "eth_getLogs", [null]],
    ["filter fromBlock null", "eth_getLogs", [{ fromBlock: null }]],
    ["transaction null", "eth_call", [null]],
    ["a null transaction field", "eth_call", [{ to: EOA, maxFeePerGas: null }]],
    ["transaction type any value", "eth_estimateGas", [{ to: EOA, type: { wrong: "type" } }]],
    ['data ""', "web3_sha3", [""]],
  ])("%s: %s", async (_, method, params) => {
    const call = { jsonrpc: "2.0", id: 1, method, params };
    expect(createRpcChecker(loadSpecs().node).checkRequest(RPC, JSON.stringify(call))).toEqual([]);
    expect(await post(RPC, call)).toHaveProperty("result");
  });

  it("an access list entry without its address: invalid for the spec, refused as the node does", async () => {
    const call = { jsonrpc: "2.0", id: 1, method: "eth_estimateGas", params: [{ accessList: [{ storageKeys: [] }] }] };
    expect(createRpcChecker(loadSpecs().node).checkRequest(RPC, JSON.stringify(call))).not.toEqual([]);
    expect((await post(RPC, call)).error).toEqual({
      code: -32602,
      message: "invalid argument 0: missing required field 'address' for AccessTuple",
    });
  });
});

describe("--fuzz against our mocks", () => {
  const seed = 20_240_901;
  const run = () =>
    fuzzContract({ urls: urls(), seed, runs: 20, budgetMs: 30_000, allowMutations: true, knownDeviations: SPEC_GAPS });

  it("passes, with every operation and method fuzzed, valid and invalid requests alike", async () => {
    const report = await run();
    if (!report.summary.ok) console.log(report.text);
    expect(report.results.filter((r) => r.status === "fail").map((r) => `${r.target} › ${r.name}`)).toEqual([]);
    expect(
      report.coverage.rows.filter((r) => r.state !== "covered").map((r) => `${r.api} ${r.id}: ${r.reason}`),
    ).toEqual([]);
    expect(report.summary.ok).toBe(true);
    for (const t of report.stats.targets) {
      expect(t.valid, `${t.api} ${t.id} valid`).toBeGreaterThan(0);
      expect(t.invalid, `${t.api} ${t.id} invalid`).toBeGreaterThan(0);
    }
    // every REST status family and JSON-RPC answer kind shows up somewhere
    const seen = new Set(report.stats.targets.flatMap((t) => t.seen));
    for (const s of ["200", "400", "404", "405", "result", "-32000", "-32602", "-32700"]) expect(seen).toContain(s);
    expect(report.text).toMatch(new RegExp(`^Fuzz: seed ${seed}, 20 runs per operation or method: \\d+ requests`, "m"));
    expect(report.junit).toMatch(/<testsuites name="avaspec-contract --fuzz --seed 20240901" tests="\d+" failures="0"/);
  }, 120_000);

  it("draws the same requests for the same seed (the same number per target, the same answers seen)", async () => {
    const a = await fuzzContract({ urls: { data: urls().data }, seed: 7, runs: 15 });
    const b = await fuzzContract({ urls: { data: urls().data }, seed: 7, runs: 15 });
    const c = await fuzzContract({ urls: { data: urls().data }, seed: 8, runs: 15 });
    const shape = (r: typeof a) => r.stats.targets.map((t) => [t.id, t.requests, t.valid, t.seen.join()]);
    expect(shape(b)).toEqual(shape(a));
    expect(shape(c)).not.toEqual(shape(a));
  }, 60_000);
});
