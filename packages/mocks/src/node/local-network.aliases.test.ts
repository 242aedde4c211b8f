// admin.getChainAliases in local mode: the executing chains are the ones served as C, evm and l1; the generated
// C-Chain, still served under its own ID, keeps only that.
import { LOCAL_C_CHAIN_BLOCKCHAIN_ID, LOCAL_L1_BLOCKCHAIN_ID } from "@avaspec/chain";
import { expect, it } from "vitest";
import { call, localNodeForFile } from "./test-support/client.js";

const GENERATED_C_ID = "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5";

const node = localNodeForFile();

const aliases = async (chain: string) =>
  (await call(node.url, "/ext/admin", "admin.getChainAliases", { chain })).result.aliases;

it("names the local network's chains by the names they are served under", async () => {
  expect(await aliases(LOCAL_C_CHAIN_BLOCKCHAIN_ID)).toEqual(["C", "evm", LOCAL_C_CHAIN_BLOCKCHAIN_ID]);
  expect(await aliases(LOCAL_L1_BLOCKCHAIN_ID)).toEqual(["l1", LOCAL_L1_BLOCKCHAIN_ID]);
  expect(await aliases(GENERATED_C_ID)).toEqual([GENERATED_C_ID]);
  // a reset keeps it so
  await fetch(`${node.url}/__avaspec/reset`, { method: "POST" });
  expect(await aliases(LOCAL_L1_BLOCKCHAIN_ID)).toEqual(["l1", LOCAL_L1_BLOCKCHAIN_ID]);
});
