// The standard methods coreth serves beyond sending: eth_sign, eth_signTransaction, eth_fillTransaction,
// eth_createAccessList, eth_getProof, and the by-block-and-index readers, checked against what they claim.
import { RLP } from "@ethereumjs/rlp";
import {
  bytesToHex,
  encodeFunctionData,
  type Hex,
  hexToBytes,
  keccak256,
  parseTransaction,
  recoverMessageAddress,
} from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { ChainError } from "./errors.js";
import { createExecutingChain, type ExecutingChain } from "./executing/executing-chain.js";
import { createRequest, type RequestFunction } from "./rpc/request.js";
import { deploy } from "./test-support/deploy.js";
import { ewoq, RECIPIENT } from "./test-support/sign.js";
import { compileReader, compileToken } from "./test-support/token.js";

const STRANGER: Hex = "0x1111111111111111111111111111111111111111";
const me = ewoq.address.toLowerCase() as Hex;
let chain: ExecutingChain;

async function start(): Promise<RequestFunction> {
  chain = await createExecutingChain();
  return createRequest(chain);
}

afterEach(() => chain?.close());

async function refusal(promise: Promise<unknown>): Promise<ChainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChainError);
  return error as ChainError;
}

async function deployToken(rpc: RequestFunction): Promise<Hex> {
  return (await deploy(rpc, compileToken(), { args: [1000n] })).address;
}

describe("eth_sign and eth_signTransaction", () => {
  it("eth_sign signs EIP-191 with the account's key; an account without a key is geth's unknown account", async () => {
    const rpc = await start();
    const signature = (await rpc({ method: "eth_sign", params: [me, "0xdeadbeef"] })) as Hex;
    expect(signature).toMatch(/^0x[0-9a-f]{128}(1b|1c)$/);
    expect(await recoverMessageAddress({ message: { raw: "0xdeadbeef" }, signature })).toBe(ewoq.address);
    expect(signature).toBe(await ewoq.signMessage({ message: { raw: "0xdeadbeef" } }));
    expect((await refusal(rpc({ method: "eth_sign", params: [STRANGER, "0x00"] }))).message).toBe("unknown account");
  });

  it("eth_signTransaction signs without sending; it needs gas, fees and nonce, as geth does", async () => {
    const rpc = await start();
    const request = { from: me, to: RECIPIENT, value: "0x7", gas: "0x5208", nonce: "0x0" };
    const signed = (await rpc({
      method: "eth_signTransaction",
      params: [{ ...request, maxFeePerGas: "0x174876e800", maxPriorityFeePerGas: "0x1" }],
    })) as { raw: Hex; tx: { hash: Hex } };
    const parsed = parseTransaction(signed.raw);
    expect(parsed).toMatchObject({ type: "eip1559", chainId: 43112, to: RECIPIENT, value: 7n, nonce: 0 });
    expect(keccak256(signed.raw)).toBe(signed.tx.hash);
    expect(chain.head().number).toBe(0n); // not sent
    expect(await rpc({ method: "eth_sendRawTransaction", params: [signed.raw] })).toBe(signed.tx.hash);
    expect(await chain.balance(RECIPIENT)).toBe(10n ** 24n + 7n);
    const { gas: _, ...noGas } = request;
    const missing = [
      [noGas, "gas not specified"],
      [request, "missing gasPrice or maxFeePerGas/maxPriorityFeePerGas"],
      [{ ...noGas, gas: "0x5208", gasPrice: "0x1", nonce: undefined }, "nonce not specified"],
      [{ ...request, from: STRANGER, gasPrice: "0x1" }, "unknown account"],
    ] as const;
    for (const [params, message] of missing) {
      expect((await refusal(rpc({ method: "eth_signTransaction", params: [params] }))).message).toBe(message);
    }
  });

  it("eth_sendTransaction takes the nonce it is given", async () => {
    const rpc = await start();
    await rpc({ method: "eth_sendTransaction", params: [{ from: me, to: RECIPIENT, nonce: "0x1" }] });
    expect(chain.pending()).toHaveLength(1); // past a gap: it waits
    await rpc({ method: "eth_sendTransaction", params: [{ from: me, to: RECIPIENT, nonce: "0x0" }] });
    expect(chain.head().number).toBe(2n);
  });
});

describe("eth_fillTransaction", () => {
  it("fills nonce, gas and fees, unsigned, for any sender", async () => {
    const rpc = await start();
    await rpc({ method: "eth_sendTransaction", params: [{ from: me, to: RECIPIENT }] });
    const filled = (await rpc({ method: "eth_fillTransaction", params: [{ from: me, to: RECIPIENT }] })) as {
      raw: Hex;
      tx: Record<string, unknown>;
    };
    const estimate = await rpc({ method: "eth_estimateGas", params: [{ from: me, to: RECIPIENT }] });
    expect(filled.tx).toMatchObject({ type: "0x2", nonce: "0x1", gas: estimate, to: RECIPIENT, value: "0x0" });
    expect(BigInt(filled.tx.maxFeePerGas as string)).toBeGreaterThanOrEqual(chain.head().baseFeePerGas);
    expect(filled.tx.r).toBeUndefined();
    // as geth's MarshalBinary of an unsigned transaction: 0x02 ‖ rlp([chainId, nonce, …, accessList, 0, 0, 0])
    expect(filled.raw.startsWith("0x02")).toBe(true);
    const fields = RLP.decode(hexToBytes(`0x${filled.raw.slice(4)}`)) as Uint8Array[];
    expect(fields).toHaveLength(12);
    expect(fields.slice(9).map((f) => f.length)).toEqual([0, 0, 0]);
    const legacy = (await rpc({
      method: "eth_fillTransaction",
      params: [{ from: STRANGER, to: RECIPIENT, gasPrice: "0x64" }],
    })) as { tx: Record<string, unknown> };
    expect(legacy.tx).toMatchObject({ type: "0x0", nonce: "0x0", gasPrice: "0x64" });
  });
});

describe("eth_createAccessList", () => {
  it("lists the other contract's slot a call reads, not the sender or recipient; a revert is its error", async () => {
    const rpc = await start();
    const token = await deployToken(rpc);
    const reader = await deploy(rpc, compileReader());
    const read = {
      from: me,
      to: reader.address,
      data: encodeFunctionData({ abi: compileReader().abi, args: [token] }),
    };
    const answer = (await rpc({ method: "eth_createAccessList", params: [read, "latest"] })) as {
      accessList: { address: Hex; storageKeys: Hex[] }[];
      gasUsed: Hex;
      error?: string;
    };
    // the Reader reads the token's totalSupply, slot 1
    expect(answer).toEqual({
      accessList: [{ address: token, storageKeys: [`0x${"1".padStart(64, "0")}`] }],
      gasUsed: answer.gasUsed,
    });
    // with the list a transaction pays 4300 up front and saves 2500 (cold call) + 2000 (cold slot) - 200 in warm reads
    const plain = BigInt((await rpc({ method: "eth_estimateGas", params: [read] })) as Hex);
    expect(BigInt(answer.gasUsed)).toBeLessThan(plain);

    const big = encodeFunctionData({
      abi: compileToken().abi,
      functionName: "transfer",
      args: [RECIPIENT, 10n ** 30n],
    });
    const reverted = (await rpc({ method: "eth_createAccessList", params: [{ from: me, to: token, data: big }] })) as {
      error?: string;
    };
    expect(reverted.error).toBe("execution reverted");
  });
});

describe("eth_getProof", () => {
  it("proves the account and slot against the block's state root", async () => {
    const rpc = await start();
    const token = await deployToken(rpc);
    const slotOfTotalSupply = "0x1";
    const proof = (await rpc({ method: "eth_getProof", params: [token, [slotOfTotalSupply], "latest"] })) as {
      accountProof: Hex[];
      storageHash: Hex;
      storageProof: { key: Hex; value: Hex; proof: Hex[] }[];
      nonce: Hex;
    };
    expect(proof.storageProof[0]).toMatchObject({ key: "0x1", value: "0x3e8" }); // totalSupply 1000
    expect(proof.nonce).toBe("0x1"); // a contract starts at nonce 1 (EIP-161)
    // each proof starts at its root: the block's state root, and the account's storage root
    expect(keccak256(proof.accountProof[0] as Hex)).toBe(chain.head().stateRoot);
    expect(keccak256(proof.storageProof[0]?.proof[0] as Hex)).toBe(proof.storageHash);
    // and ends at the account: its leaf holds rlp([nonce, balance, storageRoot, codeHash])
    const leaf = RLP.decode(hexToBytes(proof.accountProof.at(-1) as Hex)) as Uint8Array[];
    const account = RLP.decode(leaf[1] as Uint8Array) as Uint8Array[];
    expect(bytesToHex(account[2] as Uint8Array)).toBe(proof.storageHash);
  });
});
