// The network's state file: both chains and the index's acceptance times survive a dump loaded into a fresh network;
// a file of another kind, version or network, or one missing a chain, is refused before anything changes.
import { afterEach, describe, expect, it } from "vitest";
import { MAX_STATE_FILE_BYTES } from "../executing/state-file.js";
import { ewoq, RECIPIENT, signTransfer } from "../test-support/sign.js";
import { createLocalNetwork, LOCAL_C_CHAIN_BLOCKCHAIN_ID, type LocalNetwork } from "./local-network.js";
import { dumpNetworkState, loadNetworkState } from "./network-state.js";

const networks: LocalNetwork[] = [];
afterEach(() => {
  for (const network of networks.splice(0)) network.close();
});

async function fresh(now: () => number): Promise<LocalNetwork> {
  const network = await createLocalNetwork({ now });
  networks.push(network);
  return network;
}

const rpc = async (network: LocalNetwork, name: string, method: string, params: unknown[] = []) => {
  const chain = network.chainNamed(name)!;
  const answer = JSON.parse(await network.handle(chain, JSON.stringify({ jsonrpc: "2.0", id: 1, method, params })));
  await network.mining; // a send's block, mined after its early answer, as a server's next request waits for it
  if (answer.error) throw new Error(JSON.stringify(answer.error));
  return answer.result;
};

describe("dumpNetworkState and loadNetworkState", () => {
  it("a fresh network loaded from the dump has both chains' blocks and balances, and the index's times", async () => {
    let now = Date.parse("2026-11-27T10:00:00.120Z");
    const network = await fresh(() => now);
    await rpc(network, "C", "eth_sendRawTransaction", [await signTransfer({ nonce: 0, value: 7n })]);
    now += 5000;
    await rpc(network, "C", "eth_sendRawTransaction", [await signTransfer({ nonce: 1, value: 7n })]);
    await rpc(network, "l1", "evm_mine");
    const dumped = await dumpNetworkState(network);

    now += 3_600_000; // the loading network starts an hour later, at its own genesis
    const loaded = await fresh(() => now);
    await loadNetworkState(loaded, dumped);
    expect(await rpc(loaded, "C", "eth_blockNumber")).toBe("0x2");
    expect(await rpc(loaded, "C", "eth_getBalance", [RECIPIENT, "latest"])).toBe(
      await rpc(network, "C", "eth_getBalance", [RECIPIENT, "latest"]),
    );
    expect(await rpc(loaded, "C", "eth_getTransactionCount", [ewoq.address, "latest"])).toBe("0x2");
    expect(await rpc(loaded, "l1", "eth_blockNumber")).toBe("0x1");
    expect(loaded.cChainIndex.containers).toEqual(network.cChainIndex.sync().containers);
    expect(loaded.cChainIndex.containers.map((c) => c.timestamp)).toEqual([
      "2026-11-27T10:00:00.12Z",
      "2026-11-27T10:00:05.12Z",
    ]);
    // and it goes on from there
    await rpc(loaded, "C", "eth_sendRawTransaction", [await signTransfer({ nonce: 2, value: 7n })]);
    expect(await rpc(loaded, "C", "eth_blockNumber")).toBe("0x3");
  });

  it("refuses a file of another kind, version or network, one missing a chain, or one too large", async () => {
    const network = await fresh(Date.now);
    const good = JSON.parse(await dumpNetworkState(network));
    const refusals: [string, RegExp][] = [
      ["{", /^state file is not JSON: /],
      [JSON.stringify({ ...good, format: "anvil" }), /^state file is not a local network's/],
      [JSON.stringify({ ...good, version: 2 }), /^state file version 2 unknown, want 1$/],
      [JSON.stringify({ ...good, networkId: 1 }), /^state file is of network 1, this network is 12345$/],
      [
        JSON.stringify({
          ...good,
          chains: { [LOCAL_C_CHAIN_BLOCKCHAIN_ID]: good.chains[LOCAL_C_CHAIN_BLOCKCHAIN_ID] },
        }),
        /^state file has no state for the subnet-EVM L1 \(local\) /,
      ],
      [JSON.stringify({ ...good, accepted: undefined }), /^state file has no accepted times for the index$/],
      [" ".repeat(MAX_STATE_FILE_BYTES + 1), /^state file too large: 268435457 bytes, limit 268435456$/],
    ];
    await rpc(network, "C", "evm_mine");
    for (const [text, message] of refusals) {
      await expect(loadNetworkState(network, text)).rejects.toThrow(message);
    }
    expect(await rpc(network, "C", "eth_blockNumber")).toBe("0x1"); // nothing changed
  });
});
