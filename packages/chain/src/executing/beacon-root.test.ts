// EIP-4788 on Cancun from block 0, as coreth and subnet-evm do it: every header (genesis too) carries the zero hash as
// its parent beacon block root (coreth miner/worker.go: beaconRoot &common.Hash{}; core/genesis.go), and blocks
// answer it with blobGasUsed and excessBlobGas (internal/ethapi/api.go RPCMarshalHeader). The system call of each
// block (core/state_processor.go ProcessBeaconBlockRoot) reaches an address without code in the local genesis, so it
// writes nothing; @ethereumjs skips its write for an address without code too.
import { fromRlp, type Hex } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { createRequest } from "../rpc/request.js";
import { signTransfer } from "../test-support/sign.js";
import { createExecutingChain, type ExecutingChain } from "./executing-chain.js";

const ZERO_HASH = `0x${"0".repeat(64)}`;
/** EIP-4788's contract (params.BeaconRootsStorageAddress) and its ring buffer's length */
const BEACON_ROOTS: Hex = "0x000F3df6D732807Ef1319fB7B8bB8522d0Beac02";
const HISTORY_BUFFER_LENGTH = 8191n;
/** a Cancun header's fields in RLP order: … 16 withdrawalsRoot, 17 blobGasUsed, 18 excessBlobGas, 19 the root */
const PARENT_BEACON_ROOT = 19;

let chain: ExecutingChain;
afterEach(() => chain?.close());

describe("EIP-4788 as coreth does it", () => {
  it("genesis and a mined block: the zero beacon root in the header, and answered beside no blob gas", async () => {
    chain = await createExecutingChain();
    const rpc = createRequest(chain);
    await chain.sendRawTransaction(await signTransfer({ nonce: 0 }));
    for (const tag of ["0x0", "latest"]) {
      const block = (await rpc({ method: "eth_getBlockByNumber", params: [tag, false] })) as Record<string, unknown>;
      const header = (fromRlp(chain.block(BigInt(block.number as string))!.rlp) as Hex[][])[0]!;
      expect(header[PARENT_BEACON_ROOT]).toBe(ZERO_HASH);
      expect(block).toMatchObject({ parentBeaconBlockRoot: ZERO_HASH, blobGasUsed: "0x0", excessBlobGas: "0x0" });
    }
  });

  it("writes nothing at the beacon roots address: no code there, so the block's system call does nothing", async () => {
    chain = await createExecutingChain();
    const rpc = createRequest(chain);
    await chain.sendRawTransaction(await signTransfer({ nonce: 0 }));
    const timestamp = chain.head().timestamp;
    const slots = [timestamp % HISTORY_BUFFER_LENGTH, (timestamp % HISTORY_BUFFER_LENGTH) + HISTORY_BUFFER_LENGTH];
    for (const slot of slots) {
      const stored = await rpc({
        method: "eth_getStorageAt",
        params: [BEACON_ROOTS, `0x${slot.toString(16)}`, "latest"],
      });
      expect(stored).toBe(ZERO_HASH);
    }
    expect(await rpc({ method: "eth_getCode", params: [BEACON_ROOTS, "latest"] })).toBe("0x");
    const proof = (await rpc({ method: "eth_getProof", params: [BEACON_ROOTS, [], "latest"] })) as { nonce: Hex };
    expect(proof.nonce).toBe("0x0");
  });
});
