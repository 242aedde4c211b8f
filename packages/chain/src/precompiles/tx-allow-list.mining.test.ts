// The transaction allow list is checked again when a block is built: a sender whose role is removed after its
// transaction was taken is dropped, as subnet-evm's state transition would make a block with it invalid.
import { encodeFunctionData, type Hex, parseAbi } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { expect, it } from "vitest";
import { TEST_MNEMONIC } from "../accounts.js";
import { createExecutingChain } from "../executing/executing-chain.js";
import { LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { createRequest } from "../rpc/request.js";

const TX_ALLOW_LIST: Hex = "0x0200000000000000000000000000000000000002";
const EWOQ: Hex = "0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc";
const dev = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 }).address.toLowerCase() as Hex;
const abi = parseAbi(["function setEnabled(address addr)", "function setNone(address addr)"]);

it("drops a pooled transaction whose sender lost its role before the block was built", async () => {
  // interval mining an hour apart: nothing is mined unless the test mines
  const chain = await createExecutingChain({ profile: LOCAL_SUBNET_EVM_L1, blockTime: 3600 });
  const rpc = createRequest(chain);
  const asAdmin = (functionName: "setEnabled" | "setNone") =>
    rpc({
      method: "eth_sendTransaction",
      params: [{ from: EWOQ, to: TX_ALLOW_LIST, data: encodeFunctionData({ abi, functionName, args: [dev] }) }],
    });
  try {
    await asAdmin("setEnabled");
    await chain.mine();
    const revoke = (await asAdmin("setNone")) as Hex; // pooled first, so it runs first in the next block
    const transfer = (await rpc({
      method: "eth_sendTransaction",
      params: [{ from: dev, to: EWOQ, value: "0x1" }],
    })) as Hex;
    expect(chain.pending()).toEqual([revoke, transfer]); // dev was enabled when the transfer was taken
    const block = await chain.mine();
    expect(block.transactions).toEqual([revoke]);
    expect(chain.pending()).toEqual([]);
    expect(await rpc({ method: "eth_getTransactionReceipt", params: [transfer] })).toBeNull();
  } finally {
    chain.close();
  }
});
