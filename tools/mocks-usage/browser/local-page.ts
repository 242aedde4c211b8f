// The page the local-mode browser test opens: createMockFetch({ networkId: "local" }) runs the executing chain in
// the page itself. A funded account sends a value transfer, which is mined; its receipt, the recipient's balance and
// the Data API's view of the same block are written into the page.
import { createMockFetch } from "@avaspec/mocks/fetch";
import { show } from "./show.js";

const EWOQ = "0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC";
const RECIPIENT = "0x000000000000000000000000000000000000beef";

async function run() {
  const mock = await createMockFetch({ networkId: "local" });
  const rpcUrl = `${mock.baseUrls.node}/ext/bc/C/rpc`;
  let id = 0;
  const rpc = async (method: string, params: unknown[]) => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params });
    const reply = await mock(rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body });
    const { result, error } = (await reply.json()) as { result?: unknown; error?: { message: string } };
    if (error) throw new Error(`${method}: ${error.message}`);
    return result;
  };
  const hash = await rpc("eth_sendTransaction", [{ from: EWOQ, to: RECIPIENT, value: "0x2a" }]);
  const receipt = (await rpc("eth_getTransactionReceipt", [hash])) as { blockNumber: string; blockHash: string };
  const number = Number(receipt.blockNumber);
  const dataBlock = await mock(`${mock.baseUrls.data}/v1/chains/43112/blocks/${number}`);
  return {
    chainId: await rpc("eth_chainId", []),
    status: (receipt as { status?: string }).status,
    balance: await rpc("eth_getBalance", [RECIPIENT, "latest"]),
    blockHash: receipt.blockHash,
    dataStatus: dataBlock.status,
    dataBlockHash: ((await dataBlock.json()) as { blockHash?: string }).blockHash,
  };
}

run().then(
  (result) => show("result", result),
  (error: unknown) => show("failure", { message: String((error as Error)?.stack ?? error) }),
);
