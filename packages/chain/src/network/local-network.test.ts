// The local network: its chains under their IDs and aliases, the C-Chain's index of accepted blocks (each container
// the block avalanchego would index), and the reset to genesis.
import { cb58Decode } from "@avaspec/spec-model";
import { RLP } from "@ethereumjs/rlp";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, hexToBytes } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECIPIENT, signTransfer } from "../test-support/sign.js";
import {
  createLocalNetwork,
  LOCAL_C_CHAIN_BLOCKCHAIN_ID,
  LOCAL_L1_BLOCKCHAIN_ID,
  type LocalNetwork,
} from "./local-network.js";

let network: LocalNetwork;
let clock = Date.parse("2026-11-27T10:00:00.120Z");

beforeAll(async () => {
  network = await createLocalNetwork({ now: () => clock });
});
afterAll(() => network.close());

const call = async (name: string, method: string, params: unknown[] = []) => {
  const chain = network.chainNamed(name)!;
  const answer = JSON.parse(await network.handle(chain, JSON.stringify({ jsonrpc: "2.0", id: 1, method, params })));
  await network.mining; // a send's block, mined after its early answer, as a server's next request waits for it
  return answer;
};

describe("the local network", () => {
  it("runs the C-Chain under its blockchain ID and aliases, and the L1 under its own", async () => {
    expect(network.chainNamed("C")).toBe(network.chainNamed(LOCAL_C_CHAIN_BLOCKCHAIN_ID));
    expect(network.chainNamed("evm")).toBe(network.chainNamed("C"));
    expect(network.chainNamed("l1")).toBe(network.chainNamed(LOCAL_L1_BLOCKCHAIN_ID));
    expect(network.chainNamed("X")).toBeUndefined();
    expect(cb58Decode(LOCAL_L1_BLOCKCHAIN_ID)?.length).toBe(32);
    expect((await call("C", "eth_chainId")).result).toBe("0xa868");
    expect((await call("l1", "eth_chainId")).result).toBe("0x1869f");
    expect(network.serves("eth_sendRawTransaction")).toBe(true);
    expect(network.serves("eth_getChainConfig")).toBe(true); // the spec declares it on every chain
    expect(network.serves("avax.getAtomicTx")).toBe(false);
  });

  it("indexes each accepted C-Chain block as avalanchego does: ID the hash, bytes the RLP, accepted at", async () => {
    expect(network.cChainIndex.sync().containers).toEqual([]); // genesis is not accepted through consensus
    clock += 1500;
    const sent = await call("C", "eth_sendRawTransaction", [await signTransfer({ nonce: 0 })]);
    expect(sent.error).toBeUndefined();
    const [container] = network.cChainIndex.containers;
    const block = network.chainNamed("C")!.chain.head();
    expect(container).toEqual({
      id: expect.any(String),
      bytes: expect.any(String),
      timestamp: "2026-11-27T10:00:01.62Z",
      encoding: "hex",
      index: "0",
    });
    expect(bytesToHex(cb58Decode(container!.id)!)).toBe(block.hash);
    // the bytes: the block's RLP then a 4-byte checksum; the header inside hashes to the block ID
    const raw = hexToBytes(container!.bytes as `0x${string}`);
    const rlp = raw.subarray(0, raw.length - 4);
    expect(bytesToHex(rlp)).toBe(block.rlp);
    const [header, transactions] = RLP.decode(rlp) as unknown as [Uint8Array[], Uint8Array[]];
    expect(bytesToHex(keccak_256(RLP.encode(header)))).toBe(block.hash);
    expect(transactions).toHaveLength(1);
    expect(network.cChainIndex.byId.get(container!.id)).toBe(0);
    // the L1's blocks are not the C-Chain's index
    await call("l1", "evm_mine");
    expect(network.cChainIndex.sync().containers).toHaveLength(1);
  });

  it("drops the containers of blocks an evm_revert takes back, and empties on reset", async () => {
    const snapshot = (await call("C", "evm_snapshot")).result;
    await call("C", "eth_sendRawTransaction", [await signTransfer({ nonce: 1, to: RECIPIENT })]);
    expect(network.cChainIndex.containers).toHaveLength(2);
    await call("C", "evm_revert", [snapshot]);
    expect(network.cChainIndex.containers).toHaveLength(1);
    await network.reset();
    expect(network.cChainIndex.containers).toHaveLength(0);
    expect((await call("C", "eth_blockNumber")).result).toBe("0x0");
    expect((await call("l1", "eth_blockNumber")).result).toBe("0x0");
  });
});
