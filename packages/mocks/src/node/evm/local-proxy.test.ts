// The methods added to the spec with the local network (filters, eth_createAccessList, eth_getProof, eth_coinbase,
// eth_fillTransaction, eth_sign, eth_signTransaction), answered by the executing C-Chain of `--network-id local`
// through the strict validating proxy: every answer, result or error, holds to the spec (a violation would be a
// 502 and an entry in /__avaspec/violations). The contract suite runs them against the generated chains.
import { afterAll, beforeAll, expect, test } from "vitest";
import { type RunningNodeMock, startNodeMock } from "../index.js";
import { call } from "../test-support/client.js";

/** the local network's well-known funded key's address (avalanche-cli's ewoq) */
const EWOQ = "0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc";
const OTHER = `0x${"ab".repeat(20)}`;

let local: RunningNodeMock;
let proxy: RunningNodeMock;
beforeAll(async () => {
  local = await startNodeMock({ port: 0, networkId: "local" });
  proxy = await startNodeMock({ port: 0, proxy: { node: local.url }, proxyStrict: true });
}, 120_000);
afterAll(() => Promise.all([proxy?.close(), local?.close()]));

const rpc = (method: string, params: unknown[] = []) => call(proxy.url, "/ext/bc/C/rpc", method, params);

test("every answer of the new methods on the executing C-Chain holds to the spec", { timeout: 120_000 }, async () => {
  const transfer = { from: EWOQ, to: OTHER, value: "0x1" };
  const answers: Array<[string, any]> = [];
  const ask = async (method: string, params: unknown[] = []) => {
    const answer = await rpc(method, params);
    answers.push([method, answer]);
    return answer;
  };
  const blockFilter = (await ask("eth_newBlockFilter")).result;
  const logFilter = (await ask("eth_newFilter", [{ fromBlock: "0x0" }])).result;
  await ask("eth_newPendingTransactionFilter");
  await ask("eth_sendTransaction", [transfer]);
  await ask("eth_getFilterChanges", [blockFilter]);
  await ask("eth_getFilterChanges", [logFilter]);
  await ask("eth_getFilterLogs", [logFilter]);
  await ask("eth_getFilterChanges", ["0x1"]); // filter not found
  await ask("eth_uninstallFilter", [blockFilter]);
  await ask("eth_uninstallFilter", [blockFilter]);
  await ask("eth_coinbase");
  await ask("eth_createAccessList", [transfer, "latest"]);
  await ask("eth_createAccessList", [{ from: OTHER, to: EWOQ, value: "0xffffffffffffffffffff" }]);
  await ask("eth_getProof", [EWOQ, ["0x0"], "latest"]);
  await ask("eth_getProof", [EWOQ, ["0xzz"], "latest"]);
  await ask("eth_fillTransaction", [transfer]);
  await ask("eth_fillTransaction", [{ from: EWOQ, gas: "0x5208" }]); // a creation without data
  await ask("eth_sign", [EWOQ, "0xdeadbeef"]);
  await ask("eth_sign", [OTHER, "0xdeadbeef"]); // unknown account
  await ask("eth_signTransaction", [{ ...transfer, gas: "0x5208", gasPrice: "0x174876e800", nonce: "0x1" }]);
  await ask("eth_signTransaction", [transfer]); // gas not specified
  // a violating answer would have been a 502, which call() throws on
  for (const [method, answer] of answers)
    expect("result" in answer || "error" in answer, `${method}: ${JSON.stringify(answer)}`).toBe(true);
  expect(answers.filter(([, a]) => "result" in a).length).toBeGreaterThan(12);
  const summary = await (await fetch(`${proxy.url}/__avaspec/violations/summary`)).json();
  const list = await (await fetch(`${proxy.url}/__avaspec/violations`)).text();
  expect(summary.total, list).toBe(0);
});
