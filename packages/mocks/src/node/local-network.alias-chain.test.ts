// admin.aliasChain in local mode acts on the local network: an alias given to an executing chain (by its ID or a name
// it is served under) routes /ext/bc/<alias>/rpc to that chain, admin.getChainAliases lists it, a name already taken
// is refused as the node refuses it, and a reset takes it back.
import { LOCAL_C_CHAIN_BLOCKCHAIN_ID, LOCAL_L1_BLOCKCHAIN_ID } from "@avaspec/chain";
import { expect, it } from "vitest";
import { call, localNodeForFile } from "./test-support/client.js";

const node = localNodeForFile();

const admin = (method: string, params: Record<string, string>) => call(node.url, "/ext/admin", method, params);
const aliases = async (chain: string) => (await admin("admin.getChainAliases", { chain })).result.aliases;
const chainIdAt = async (name: string) => {
  const response = await fetch(`${node.url}/ext/bc/${name}/rpc`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
  });
  return response.status === 200 ? ((await response.json()) as { result: string }).result : response.status;
};

it("an alias of the L1 (by ID) and of the C-Chain (by C) routes to the executing chain and is listed", async () => {
  expect(await admin("admin.aliasChain", { chain: LOCAL_L1_BLOCKCHAIN_ID, alias: "my-l1" })).toMatchObject({
    result: {},
  });
  expect(await chainIdAt("my-l1")).toBe("0x1869f"); // 99999
  expect(await aliases(LOCAL_L1_BLOCKCHAIN_ID)).toEqual(["l1", LOCAL_L1_BLOCKCHAIN_ID, "my-l1"]);
  expect(await admin("admin.aliasChain", { chain: "C", alias: "my-c" })).toMatchObject({ result: {} });
  expect(await chainIdAt("my-c")).toBe("0xa868"); // 43112
  expect(await aliases(LOCAL_C_CHAIN_BLOCKCHAIN_ID)).toEqual(["C", "evm", LOCAL_C_CHAIN_BLOCKCHAIN_ID, "my-c"]);
  // a block mined through the alias is the chain's
  const mined = await call(node.url, "/ext/bc/my-l1/rpc", "evm_mine", []);
  expect(mined.error).toBeUndefined();
  expect(await call(node.url, "/ext/bc/l1/rpc", "eth_blockNumber", [])).toMatchObject({ result: "0x1" });
});

it("refuses a name already taken, and a chain the network lacks, with the node's texts", async () => {
  expect((await admin("admin.aliasChain", { chain: LOCAL_L1_BLOCKCHAIN_ID, alias: "evm" })).error).toMatchObject({
    code: -32000,
    message: "evm is already used as an alias for an ID",
  });
  expect((await admin("admin.aliasChain", { chain: "nowhere", alias: "x" })).error).toMatchObject({
    message: "there is no ID with alias nowhere",
  });
});

it("a reset takes the aliases back", async () => {
  await admin("admin.aliasChain", { chain: "l1", alias: "gone-after-reset" });
  expect(await chainIdAt("gone-after-reset")).toBe("0x1869f");
  expect((await fetch(`${node.url}/__avaspec/reset`, { method: "POST" })).status).toBe(200);
  expect(await chainIdAt("gone-after-reset")).toBe(404);
  expect(await aliases(LOCAL_L1_BLOCKCHAIN_ID)).toEqual(["l1", LOCAL_L1_BLOCKCHAIN_ID]);
});
