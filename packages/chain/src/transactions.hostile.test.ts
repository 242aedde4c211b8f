// Hostile and malformed transactions: each gets the node's error (geth's texts under -32000) and leaves the chain as it
// was; good transactions of the three types are taken.
import { RLP } from "@ethereumjs/rlp";
import { bytesToHex } from "@ethereumjs/util";
import { concatHex, encodeFunctionData, type Hex, keccak256, parseEther, parseSignature } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { beforeEach, describe, expect, it } from "vitest";
import { ChainError } from "./errors.js";
import { createExecutingChain, type ExecutingChain } from "./executing/executing-chain.js";
import { createRequest, type RequestFunction } from "./rpc/request.js";
import { ewoq, FEE_CAP, RECIPIENT, signTransfer } from "./test-support/sign.js";
import { compileToken } from "./test-support/token.js";

let chain: ExecutingChain;
let rpc: RequestFunction;

beforeEach(async () => {
  chain = await createExecutingChain();
  rpc = createRequest(chain);
});

async function refusal(method: string, params: unknown[]): Promise<ChainError> {
  const error = await rpc({ method, params }).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ChainError)) throw new Error(`${method} was not refused: ${String(error)}`);
  return error;
}

const send = (raw: Hex) => rpc({ method: "eth_sendRawTransaction", params: [raw] }) as Promise<Hex>;
const sendRefusal = (raw: Hex) => refusal("eth_sendRawTransaction", [raw]);

describe("transactions the node takes", () => {
  it("takes legacy, EIP-2930 and EIP-1559 transactions and mines each in its own block", async () => {
    const legacy = await ewoq.signTransaction({
      type: "legacy",
      chainId: 43112,
      nonce: 0,
      to: RECIPIENT,
      value: 1n,
      gas: 21_000n,
      gasPrice: FEE_CAP,
    });
    const eip2930 = await ewoq.signTransaction({
      type: "eip2930",
      chainId: 43112,
      nonce: 1,
      to: RECIPIENT,
      value: 1n,
      gas: 30_000n,
      gasPrice: FEE_CAP,
      accessList: [{ address: RECIPIENT, storageKeys: [] }],
    });
    const eip1559 = await signTransfer({ nonce: 2 });
    for (const raw of [legacy, eip2930, eip1559]) {
      const hash = await send(raw);
      expect(chain.receipt(hash)?.status).toBe(1);
    }
    expect(chain.head().number).toBe(3n);
    expect([1n, 2n, 3n].map((n) => chain.transaction(chain.block(n)?.transactions[0] as Hex)?.type)).toEqual([0, 1, 2]);
    expect(await chain.balance(RECIPIENT)).toBe(parseEther("1000000") + 3n);
  });

  it("queues a transaction past a nonce gap and mines it once the gap fills", async () => {
    const later = await send(await signTransfer({ nonce: 1 }));
    expect(chain.receipt(later)).toBeUndefined();
    expect(chain.pending()).toEqual([later]);
    expect((await sendRefusal(await signTransfer({ nonce: 1 }))).message).toBe("already known");
    await send(await signTransfer({ nonce: 0 }));
    expect(chain.receipt(later)?.status).toBe(1);
    expect(chain.head().number).toBe(2n);
  });
});

describe("transactions the node refuses, with its error", () => {
  const cases: [string, () => Promise<Hex>, RegExp][] = [
    ["malformed RLP", async () => "0xf8ff01", /^rlp: /],
    ["an empty transaction", async () => "0x", /^typed transaction too short$/],
    ["an unknown type", async () => "0x05c0", /^transaction type not supported$/],
    [
      "a wrong chain ID",
      () => signTransfer({ nonce: 0, chainId: 1 }),
      /^invalid sender: invalid chain id for signer: have 1 want 43112$/,
    ],
    [
      "no replay protection (pre-EIP-155 legacy)",
      () => ewoq.signTransaction({ type: "legacy", nonce: 0, to: RECIPIENT, gas: 21_000n, gasPrice: FEE_CAP }),
      /^only replay-protected \(EIP-155\) transactions allowed over RPC$/,
    ],
    [
      "too little gas",
      () => signTransfer({ nonce: 0, gas: 20_000n }),
      /^intrinsic gas too low: gas 20000, minimum needed 21000$/,
    ],
    [
      "a fee cap under the base fee",
      () => signTransfer({ nonce: 0, maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1n }),
      new RegExp(
        "^max fee per gas less than block base fee: address 0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC, " +
          "maxFeePerGas: 1000000000, baseFee: 25000000000$",
      ),
    ],
    [
      "a tip over the fee cap (viem will not sign one: signed by hand)",
      async () => {
        // [chainId, nonce, tip, feeCap, gas, to, value, data, accessList], signed over 0x02 ‖ rlp(fields)
        const fields = [43112, 0, FEE_CAP + 1n, FEE_CAP, 21_000, RECIPIENT, 1, "0x", []];
        const hash = keccak256(concatHex(["0x02", bytesToHex(RLP.encode(fields))]));
        const { r, s, yParity } = parseSignature(await ewoq.sign({ hash }));
        return concatHex(["0x02", bytesToHex(RLP.encode([...fields, yParity ?? 0, r, s]))]);
      },
      /^max priority fee per gas higher than max fee per gas/,
    ],
    [
      "a value over the balance",
      () => signTransfer({ nonce: 0, value: parseEther("2000000") }),
      /^insufficient funds for gas \* price \+ value: balance 1000000000000000000000000, tx cost \d+, overshot \d+$/,
    ],
    [
      "calldata over the size limit",
      () => signTransfer({ nonce: 0, gas: 5_000_000n, data: `0x${"ab".repeat(128 * 1024)}` }),
      /^oversized data: transaction size \d+, limit 131072$/,
    ],
    ["a gas limit over the block's", () => signTransfer({ nonce: 0, gas: 15_000_001n }), /^exceeds block gas limit$/],
    [
      "an unfunded sender",
      () =>
        privateKeyToAccount(`0x${"11".repeat(32)}`).signTransaction({
          type: "eip1559",
          chainId: 43112,
          nonce: 0,
          to: RECIPIENT,
          gas: 21_000n,
          maxFeePerGas: FEE_CAP,
          maxPriorityFeePerGas: 1n,
        }),
      /^insufficient funds for gas \* price \+ value: balance 0, /,
    ],
  ];

  it.each(cases)("%s", async (_, make, message) => {
    const error = await sendRefusal(await make());
    expect(error.code).toBe(-32000);
    expect(error.message).toMatch(message);
    expect(chain.head().number).toBe(0n);
    expect(chain.pending()).toEqual([]);
  });

  it("refuses a bad signature as invalid sender", async () => {
    const raw = await signTransfer({ nonce: 0 });
    const tampered = `${raw.slice(0, -64)}${"f".repeat(64)}` as Hex; // s above secp256k1n/2
    expect((await sendRefusal(tampered)).message).toBe("invalid sender");
  });

  it("refuses a replayed transaction: nonce too low", async () => {
    const raw = await signTransfer({ nonce: 0 });
    await send(raw);
    const error = await sendRefusal(raw);
    expect(error.message).toBe("nonce too low: address 0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC, tx: 0 state: 1");
    expect(chain.head().number).toBe(1n);
  });

  it("answers -32602 for a parameter that is not hex bytes", async () => {
    const error = await refusal("eth_sendRawTransaction", ["0xabc"]);
    expect(error.code).toBe(-32602);
  });
});

describe("code that never ends or goes too deep", () => {
  it("ends an infinite loop by gas, in eth_call, eth_estimateGas and a mined transaction", async () => {
    const token = compileToken();
    const deploy = await ewoq.signTransaction({
      type: "eip1559",
      chainId: 43112,
      nonce: 0,
      gas: 2_000_000n,
      maxFeePerGas: FEE_CAP,
      maxPriorityFeePerGas: 1n,
      data: `${token.bytecode}${"0".repeat(63)}1`,
    });
    const address = chain.receipt(await send(deploy))?.contractAddress as Hex;
    const spin = encodeFunctionData({ abi: token.abi, functionName: "spin" });
    const call = await refusal("eth_call", [{ to: address, data: spin, gas: "0x1e8480" }]);
    expect(call.message).toBe("out of gas");
    const estimate = await refusal("eth_estimateGas", [{ to: address, data: spin, gas: "0x1e8480" }]);
    expect(estimate.message).toBe("gas required exceeds allowance (2000000)");
    const mined = await send(await signTransfer({ nonce: 1, to: address, data: spin, gas: 2_000_000n, value: 0n }));
    expect(chain.receipt(mined)).toMatchObject({ status: 0, gasUsed: 2_000_000n });
    const dive = encodeFunctionData({ abi: token.abi, functionName: "dive", args: [2000n] });
    const deep = await refusal("eth_call", [{ to: address, data: dive }]);
    expect(deep.code).toBe(3);
    expect(deep.message).toBe("execution reverted");
  });
});
