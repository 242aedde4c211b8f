// Chain-VM extras on /ext/bc/<id>/rpc and validators.getCurrentValidators.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RunningNodeMock } from "./index.js";
import { UNMARSHAL_MESSAGE } from "./errors.js";
import { call, post, start } from "./test-support/client.js";
import { createNodeMockHandler } from "./index.js";
import { blockHash, DEFAULT_FEE_CONFIG } from "./state.js";
import { nodeSpec } from "./test-support/client.js";

const C_ID = "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5";
let mock: RunningNodeMock;
let subnet: string;
let state: ReturnType<typeof createNodeMockHandler>["state"];
// a fixed clock: the chain head (a function of the clock) is the same in the mock and in `state`
const NOW = Date.UTC(2025, 5, 1, 12);
const now = () => NOW;
beforeAll(async () => {
  mock = await start({ seed: "evm", now });
  state = createNodeMockHandler({ seed: "evm", spec: await nodeSpec(), now }).state;
  subnet = state.subnetEvmChainId;
});
afterAll(() => mock.close());
const rpc = (chain: string, method: string, params?: unknown) => call(mock.url, `/ext/bc/${chain}/rpc`, method, params);

/** The default fee config with the chain's gas limit and minimum base fee (its blocks' and the Data API's). */
const feeConfigOf = (chain: string) => {
  const { entry } = state.chains.get(state.chainByAlias.get(chain)!)!.evm!;
  return { ...DEFAULT_FEE_CONFIG, gasLimit: entry.gasLimit, minBaseFee: entry.minBaseFee };
};

describe("eth_feeConfig", () => {
  test.each([
    ["omitted", undefined],
    ["[]", []],
    ['["latest"]', ["latest"]],
    ["a hex block number", ["0x1b4"]],
    ['{"blockNumber": "earliest"}', [{ blockNumber: "earliest" }]],
    ["[null]", [null]],
  ])("%s → the chain's config, lastChangedAt 0", async (_name, params) => {
    for (const chain of ["C", C_ID, subnet]) {
      expect((await rpc(chain, "eth_feeConfig", params)).result).toEqual({
        feeConfig: feeConfigOf(chain),
        lastChangedAt: 0,
      });
    }
    expect(feeConfigOf("C")).toEqual({ ...DEFAULT_FEE_CONFIG, gasLimit: 15000000 }); // the C-Chain's blocks' gas limit
  });
  test("a hash of one of the chain's blocks works; other hashes and future blocks → header not found", async () => {
    for (const chain of [C_ID, subnet]) {
      const evm = state.chains.get(chain)!.evm!;
      const known = blockHash(evm, 12n);
      expect((await rpc(chain, "eth_feeConfig", [known])).result.lastChangedAt).toBe(0);
      expect(
        (await rpc(chain, "eth_feeConfig", [{ blockHash: known, requireCanonical: true }])).result.lastChangedAt,
      ).toBe(0);
      expect((await rpc(chain, "eth_feeConfig", ["0x" + "ab".repeat(32)])).error).toEqual({
        code: -32000,
        message: "header for hash not found",
      });
      expect((await rpc(chain, "eth_feeConfig", [blockHash(evm, BigInt(evm.headNumber) + 1n)])).error.message).toBe(
        "header for hash not found",
      );
      expect((await rpc(chain, "eth_feeConfig", [`0x${(evm.headNumber + 1).toString(16)}`])).error).toEqual({
        code: -32000,
        message: "header not found",
      });
      expect((await rpc(chain, "eth_feeConfig", [`0x${evm.headNumber.toString(16)}`])).result.lastChangedAt).toBe(0);
    }
  });
  test("a bad block reference (a bare number too, which the node refuses) → -32602 invalid argument 0", async () => {
    for (const bad of ["nonsense", true, {}, 12, "0x01", ["latest"]]) {
      const r = await rpc("C", "eth_feeConfig", [bad]);
      expect(r.error.code).toBe(-32602);
      expect(r.error.message).toMatch(/^invalid argument 0: /);
    }
  });
});

describe("eth_getChainConfig", () => {
  test("carries the fee config, precompiles and upgrades", async () => {
    const r = (await rpc(subnet, "eth_getChainConfig", [])).result;
    expect(r.feeConfig).toEqual(feeConfigOf(subnet));
    expect(typeof r.chainId).toBe("number");
    expect(r.contractDeployerAllowListConfig.blockTimestamp).toBe(0);
    expect(Array.isArray(r.upgrades.precompileUpgrades)).toBe(true);
    expect(r.upgrades.precompileUpgrades.length).toBeGreaterThan(0);
    expect((await rpc("C", "eth_getChainConfig")).result.chainId).toBe(43114);
  });
  test("takes no arguments", async () => {
    expect((await rpc("C", "eth_getChainConfig", [1])).error).toEqual({
      code: -32602,
      message: "too many arguments, want at most 0",
    });
  });
});

describe("eth_getActiveRulesAt / eth_getActivePrecompilesAt", () => {
  test("rules follow the timestamp", async () => {
    const early = (await rpc(subnet, "eth_getActiveRulesAt", [1600000000])).result;
    const late = (await rpc(subnet, "eth_getActiveRulesAt", [])).result;
    expect(early.avalancheRules.IsDurango).toBe(false);
    expect(late.avalancheRules.IsDurango).toBe(true);
    expect(late.avalancheRules.IsEtna).toBe(true);
    expect(early.ethRules.IsCancun).toBe(false);
    for (const k of ["ChainID", "IsBerlin", "IsLondon", "IsMerge", "IsShanghai", "IsPrague", "IsVerkle"])
      expect(late.ethRules).toHaveProperty(k);
    for (const k of ["IsFortuna", "IsGranite", "IsHelicon"]) expect(late.avalancheRules).toHaveProperty(k);
    // the tx allow list is an upgrade after genesis: absent early, present late
    expect(early.precompiles.txAllowListConfig).toBeUndefined();
    expect(late.precompiles.txAllowListConfig.timestamp).toBeGreaterThan(0);
    expect(early.precompiles.contractDeployerAllowListConfig).toEqual({ timestamp: 0 });
  });
  test("the deprecated method still works and agrees", async () => {
    const pre = (await rpc(subnet, "eth_getActivePrecompilesAt", [])).result;
    const rules = (await rpc(subnet, "eth_getActiveRulesAt", [])).result;
    expect(Object.keys(pre).sort()).toEqual(Object.keys(rules.precompiles).sort());
    expect(pre.contractDeployerAllowListConfig.blockTimestamp).toBe(0);
  });
  test.each([
    ["a string", "1700000000"],
    ["a negative number", -1],
    ["a fraction", 1.5],
    ["a bool", true],
    ["past uint64", 1e20],
  ])("timestamp as %s → -32602", async (_name, t) => {
    for (const m of ["eth_getActiveRulesAt", "eth_getActivePrecompilesAt"]) {
      const r = await rpc("C", m, [t]);
      expect(r.error.code).toBe(-32602);
      expect(r.error.message).toMatch(/^invalid argument 0: /);
    }
  });
  test("a string timestamp gets Go's exact message", async () => {
    expect((await rpc("C", "eth_getActiveRulesAt", ["1732111892"])).error).toEqual({
      code: -32602,
      message: "invalid argument 0: json: cannot unmarshal string into Go value of type uint64",
    });
  });
});

describe("validators.getCurrentValidators", () => {
  const v = (chain: string, params?: unknown) =>
    call(mock.url, `/ext/bc/${chain}/validators`, "validators.getCurrentValidators", params);
  test("all validators when nodeIDs is omitted or empty", async () => {
    const all = (await v(subnet)).result.validators;
    expect(all.length).toBeGreaterThan(0);
    expect((await v(subnet, { nodeIDs: [] })).result.validators).toEqual(all);
    for (const x of all) {
      expect(x.nodeID).toMatch(/^NodeID-/);
      expect(
        Number.isInteger(x.weight) && Number.isInteger(x.startTimestamp) && Number.isInteger(x.uptimeSeconds),
      ).toBe(true);
      expect(x.uptimePercentage).toBeGreaterThanOrEqual(0);
      expect(x.uptimePercentage).toBeLessThanOrEqual(100);
    }
  });
  test("nodeIDs filter; no match → []", async () => {
    const all = (await v(subnet)).result.validators;
    expect((await v(subnet, { nodeIDs: [all[1].nodeID] })).result.validators).toEqual([all[1]]);
    expect((await v(subnet, { nodeIDs: ["NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5"] })).result).toEqual({
      validators: [],
    });
  });
  test("a malformed node ID → unmarshal error", async () => {
    expect((await v(subnet, { nodeIDs: ["P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5"] })).error).toEqual({
      code: -32000,
      message: UNMARSHAL_MESSAGE,
      data: null,
    });
  });
  test("no batches here", async () => {
    const r = await post(mock.url, `/ext/bc/${subnet}/validators`, [
      { jsonrpc: "2.0", id: 1, method: "validators.getCurrentValidators" },
    ]);
    expect(r.json.error.code).toBe(-32700);
  });
});

test("unknown chain → 404", async () => {
  expect((await post(mock.url, "/ext/bc/2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByN/rpc", [])).status).toBe(404);
  expect((await post(mock.url, "/ext/bc/unknown/validators", {})).status).toBe(404);
});
