// Local mode under generated parameters: every chain-VM method of the spec (and the dev methods) on the executing
// C-Chain gets a JSON-RPC answer in HTTP 200, a result or an error with the node's codes, never an internal error
// (-32603: a fault of the chain, not of the input) and never a 5xx.
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type RunningNodeMock, startNodeMock } from "./index.js";
import { nodeSpec } from "./test-support/client.js";

const DEV_METHODS = ["evm_snapshot", "evm_revert", "evm_mine", "evm_increaseTime", "evm_setNextBlockTimestamp"];
const ADDRESS = `0x${"ab".repeat(20)}`;

let node: RunningNodeMock;
let methods: string[];
beforeAll(async () => {
  const spec = await nodeSpec();
  node = await startNodeMock({ port: 0, networkId: "local" });
  const chainVm = (spec.methods as Array<{ name: string; "x-avaspec-endpoint"?: string }>)
    .filter((m) => /^(eth|net|web3)_/.test(m.name))
    .map((m) => m.name);
  methods = [...chainVm, ...DEV_METHODS, "eth_newFilter", "eth_getFilterChanges", "anvil_setBalance"];
}, 60_000);
afterAll(() => node?.close());

const param = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(
    "0x",
    "0x0",
    "0x1",
    "0xzz",
    `0x1${"0".repeat(64)}`,
    "latest",
    "pending",
    "earliest",
    ADDRESS,
    `0x${"ab".repeat(32)}`,
    { to: ADDRESS, data: "0x5b600056", gas: "0x30d40" },
    { from: ADDRESS, value: "0x1" },
    { fromBlock: "0x0", toBlock: "latest", address: ADDRESS },
    { blockHash: `0x${"ab".repeat(32)}` },
    "0xf86c808504a817c800825208",
  ),
);

test("every generated call on the executing C-Chain gets a well-formed answer", { timeout: 240_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...methods), fc.array(param, { maxLength: 3 }), async (method, params) => {
      const response = await fetch(`${node.url}/ext/bc/C/rpc`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 7, method, params }),
      });
      expect(response.status).toBe(200);
      const answer = await response.json();
      expect(answer.id).toBe(7);
      if ("error" in answer) {
        expect(Number.isInteger(answer.error.code)).toBe(true);
        expect(answer.error.code, `${method} ${JSON.stringify(params)}: ${answer.error.message}`).not.toBe(-32603);
      } else {
        expect(answer).toHaveProperty("result");
      }
    }),
    { numRuns: 300, seed: 28 },
  );
});
