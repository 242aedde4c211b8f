// Local mode answers a send once the transaction is admitted and mines its block right after (automine's early
// answer, @avaspec/chain's README). Read your writes across the three APIs: requests sent together at once after the
// answer (the receipt, the index's last accepted block, the Data API's block) each see the block, through every door.
import { type Hex, hexToNumber } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalDoor, localDoors } from "../test-support/local-doors.js";

const ewoq = privateKeyToAccount("0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027");
const BOB = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const DOORS = localDoors("threads", "oneThread", "cli", "mockFetch", "msw");

describe.each(DOORS)("reads right after a send's answer through %s", (_name, open) => {
  let door: LocalDoor;
  beforeAll(async () => {
    door = await open();
  }, 120_000);
  afterAll(() => door?.close());

  const post = async (path: string, method: string, params: unknown) => {
    const response = await door.fetch(`${door.urls.node}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: any; error?: unknown };
    expect(body.error).toBeUndefined();
    return body.result;
  };

  it("sees each block in the receipt, the index and the Data API", async () => {
    for (let nonce = 0; nonce < 5; nonce++) {
      const raw = await ewoq.signTransaction({
        type: "eip1559",
        chainId: 43112,
        to: BOB,
        value: 1n,
        gas: 21_000n,
        nonce,
        maxFeePerGas: 100_000_000_000n,
        maxPriorityFeePerGas: 1n,
      });
      const hash = (await post("/ext/bc/C/rpc", "eth_sendRawTransaction", [raw])) as Hex;
      const block = nonce + 1;
      const [receipt, accepted, data] = await Promise.all([
        post("/ext/bc/C/rpc", "eth_getTransactionReceipt", [hash]),
        post("/ext/index/C/block", "index.getLastAccepted", { encoding: "hex" }),
        door.fetch(`${door.urls.data}/v1/chains/43112/blocks/${block}`),
      ]);
      expect(receipt?.blockNumber && hexToNumber(receipt.blockNumber)).toBe(block);
      expect(accepted.index).toBe(String(block - 1)); // the index starts at block 1
      expect(data.status).toBe(200);
      expect(((await data.json()) as { txCount: number }).txCount).toBe(1);
    }
  }, 60_000);
});
