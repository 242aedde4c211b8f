// In local mode the spec's chain methods answer from the executing chains, not the generated ones: the L1 declares its
// precompiles and chain ID 99999, the C-Chain 43112; eth_feeConfig agrees with the blocks and the fee manager. Each
// answer validates against the method's result schema in the node spec.
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningNodeMock } from "./index.js";
import { call, nodeSpec, start } from "./test-support/client.js";

const spec = await nodeSpec();
const ajv = new Ajv({ strict: false });
(addFormats as unknown as { default: (a: Ajv) => void }).default(ajv);
const resultSchema = (name: string) => spec.methods.find((m: any) => m.name === name)?.result?.schema ?? {};

let node: RunningNodeMock;
beforeAll(async () => {
  node = await start({ spec, networkId: "local" });
}, 60_000);
afterAll(() => node?.close());

/** one call on a chain endpoint; the answer must carry a result valid against the spec */
async function valid(chain: string, method: string, params: unknown[] = []): Promise<any> {
  const answer = await call(node.url, `/ext/bc/${chain}/rpc`, method, params);
  expect(answer.error, `${method} on ${chain}`).toBeUndefined();
  const validate = ajv.compile(resultSchema(method));
  expect(validate(answer.result), `${method} on ${chain}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  return answer.result;
}

const PRECOMPILES = [
  "contractDeployerAllowListConfig",
  "contractNativeMinterConfig",
  "feeManagerConfig",
  "txAllowListConfig",
];

describe("the spec's chain methods in local mode", () => {
  it("the L1's chain config declares its chain ID and the four precompiles; the C-Chain's says 43112", async () => {
    const l1 = await valid("l1", "eth_getChainConfig");
    expect(l1.chainId).toBe(99999);
    for (const key of PRECOMPILES) expect(l1[key], key).toMatchObject({ blockTimestamp: 0 });
    expect(l1.feeConfig.gasLimit).toBe(8_000_000);
    const c = await valid("C", "eth_getChainConfig");
    expect(c.chainId).toBe(43112);
    for (const key of PRECOMPILES) expect(c[key], key).toBeUndefined();
  });

  it("eth_feeConfig agrees with the blocks, on both chains", async () => {
    for (const chain of ["l1", "C"]) {
      const { feeConfig, lastChangedAt } = await valid(chain, "eth_feeConfig", []);
      expect(lastChangedAt).toBe(0);
      const head = (await call(node.url, `/ext/bc/${chain}/rpc`, "eth_getBlockByNumber", ["latest", false])).result;
      expect(BigInt(head.gasLimit)).toBe(BigInt(feeConfig.gasLimit));
      const baseFee = (await call(node.url, `/ext/bc/${chain}/rpc`, "eth_baseFee", [])).result;
      expect(BigInt(baseFee)).toBe(BigInt(feeConfig.minBaseFee)); // a quiet chain's next block: the floor
    }
  });

  it("eth_getActivePrecompilesAt and eth_getActiveRulesAt show the L1's precompiles, none on the C-Chain", async () => {
    const active = await valid("l1", "eth_getActivePrecompilesAt", []);
    expect(Object.keys(active).sort()).toEqual(PRECOMPILES);
    const rules = await valid("l1", "eth_getActiveRulesAt", []);
    expect(Object.keys(rules.precompiles ?? {}).length).toBe(4);
    expect(await valid("C", "eth_getActivePrecompilesAt", [])).toEqual({});
    await valid("C", "eth_getActiveRulesAt", []);
  });

  it("eth_feeConfig's lastChangedAt follows the fee manager", async () => {
    // setFeeConfig from ewoq (the fee manager's admin), sent through eth_sendTransaction (it signs for ewoq)
    const { feeConfig } = await valid("l1", "eth_feeConfig", []);
    const words = [
      feeConfig.gasLimit,
      feeConfig.targetBlockRate,
      feeConfig.minBaseFee * 2,
      feeConfig.targetGas,
      feeConfig.baseFeeChangeDenominator,
      feeConfig.minBlockGasCost,
      feeConfig.maxBlockGasCost,
      feeConfig.blockGasCostStep,
    ].map((n: number) => BigInt(n).toString(16).padStart(64, "0"));
    const hash = (
      await call(node.url, "/ext/bc/l1/rpc", "eth_sendTransaction", [
        {
          from: "0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC",
          to: "0x0200000000000000000000000000000000000003",
          data: `0x8f10b586${words.join("")}`,
        },
      ])
    ).result;
    const receipt = (await call(node.url, "/ext/bc/l1/rpc", "eth_getTransactionReceipt", [hash])).result;
    expect(receipt.status).toBe("0x1");
    const after = await valid("l1", "eth_feeConfig", []);
    expect(after.lastChangedAt).toBe(Number(receipt.blockNumber));
    expect(after.feeConfig.minBaseFee).toBe(feeConfig.minBaseFee * 2);
  });
});
