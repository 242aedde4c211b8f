// eth_coinbase, eth_createAccessList, eth_fillTransaction, eth_sign, eth_signTransaction and eth_getProof over the
// generated chains: what a coreth node without keys answers, and the mock's N14 refusals.
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromHex, toHex } from "@avaspec/chain/world";
import type { RunningNodeMock } from "../index.js";
import { call, start } from "../test-support/client.js";
import { encodeUnsigned, type UnsignedTx } from "./unsigned-tx.js";

const NOW = Date.UTC(2025, 10, 20, 12);
const SENDER = "0xe8d7433d77eeed123e2d90950e97e40e2f11ec17";
const RECIPIENT = "0x94394a9b553376c334e9aaf57061440a37d8e560";
const TOKEN = "0xdede450834df64c2a0e6a5a0ef816abadd861cf7"; // has code
let mock: RunningNodeMock;
beforeAll(async () => {
  mock = await start({ seed: "keyless", now: () => NOW });
});
afterAll(() => mock.close());

const rpc = (method: string, params: unknown[] = [], base = mock.url) => call(base, "/ext/bc/C/rpc", method, params);
async function result(method: string, params: unknown[] = [], base = mock.url): Promise<any> {
  const r = await rpc(method, params, base);
  if (r.error) throw new Error(`${method}: ${JSON.stringify(r.error)}`);
  return r.result;
}
const appError = (message: string | RegExp) => ({
  code: -32000,
  message: message instanceof RegExp ? expect.stringMatching(message) : message,
});

test("eth_coinbase is the black-hole address, every block's miner", async () => {
  const coinbase = await result("eth_coinbase");
  expect(coinbase).toBe("0x0100000000000000000000000000000000000000");
  expect((await result("eth_getBlockByNumber", ["latest", false])).miner).toBe(coinbase);
});

describe("eth_sign and eth_signTransaction: a node holds no keys", () => {
  test("every address is an unknown account, after the arguments decode", async () => {
    expect((await rpc("eth_sign", [SENDER, "0xdeadbeef"])).error).toEqual(appError("unknown account"));
    expect((await rpc("eth_sign", ["0x12", "0xdeadbeef"])).error?.code).toBe(-32602);
    expect((await rpc("eth_sign", [SENDER, "0xabc"])).error?.code).toBe(-32602);
  });

  test("eth_signTransaction first wants what only the signer decides, then checks the fee cap", async () => {
    const tx = { from: SENDER, to: RECIPIENT, gas: "0x5208", gasPrice: "0x6fc23ac00", nonce: "0x7" };
    const without = (key: string) => Object.fromEntries(Object.entries(tx).filter(([k]) => k !== key));
    expect((await rpc("eth_signTransaction", [without("gas")])).error).toEqual(appError("gas not specified"));
    expect((await rpc("eth_signTransaction", [without("gasPrice")])).error).toEqual(
      appError("missing gasPrice or maxFeePerGas/maxPriorityFeePerGas"),
    );
    expect((await rpc("eth_signTransaction", [without("nonce")])).error).toEqual(appError("nonce not specified"));
    expect((await rpc("eth_signTransaction", [{ ...tx, chainId: "0x1" }])).error).toEqual(
      appError("chainId does not match node's (have=1, want=43114)"),
    );
    // 21000 gas at 10^16 wei: 210 AVAX of fees, over coreth's 100
    expect((await rpc("eth_signTransaction", [{ ...tx, gasPrice: "0x2386f26fc10000" }])).error).toEqual(
      appError("tx fee (210.00 ether) exceeds the configured cap (100.00 ether)"),
    );
    expect((await rpc("eth_signTransaction", [tx])).error).toEqual(appError("unknown account"));
  });
});

describe("eth_fillTransaction", () => {
  test("fills the nonce, gas, fees, value and chain ID as the node's setDefaults does", async () => {
    const { raw, tx } = await result("eth_fillTransaction", [{ from: SENDER, to: RECIPIENT, input: "0x68656c6c6f" }]);
    const head = await result("eth_getBlockByNumber", ["latest", false]);
    const tip = BigInt(await result("eth_maxPriorityFeePerGas"));
    expect(tx).toEqual({
      type: "0x2",
      nonce: await result("eth_getTransactionCount", [SENDER, "latest"]),
      to: RECIPIENT,
      gas: await result("eth_estimateGas", [{ from: SENDER, to: RECIPIENT, input: "0x68656c6c6f" }]),
      value: "0x0",
      input: "0x68656c6c6f",
      maxFeePerGas: `0x${(tip + 2n * BigInt(head.baseFeePerGas)).toString(16)}`,
      maxPriorityFeePerGas: `0x${tip.toString(16)}`,
      gasPrice: `0x${(tip + 2n * BigInt(head.baseFeePerGas)).toString(16)}`,
      chainId: "0xa86a",
      accessList: [],
    });
    expect(raw.startsWith("0x02")).toBe(true);
  });

  test("a gas price makes a legacy transaction, an access list with it an EIP-2930 one", async () => {
    const base = { from: SENDER, to: RECIPIENT, gas: "0x5208", gasPrice: "0x6fc23ac00", nonce: "0x1" };
    expect((await result("eth_fillTransaction", [base])).tx.type).toBe("0x0");
    const list = [{ address: TOKEN, storageKeys: [`0x${"00".repeat(31)}01`] }];
    const typed = await result("eth_fillTransaction", [{ ...base, accessList: list }]);
    expect(typed.tx).toMatchObject({ type: "0x1", chainId: "0xa86a", accessList: list });
  });

  test("refuses what the node refuses", async () => {
    expect((await rpc("eth_fillTransaction", [{ from: SENDER, gas: "0x5208" }])).error).toEqual(
      appError("contract creation without any data provided"),
    );
    expect((await rpc("eth_fillTransaction", [{ to: RECIPIENT, gasPrice: "0x1", maxFeePerGas: "0x1" }])).error).toEqual(
      appError("both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified"),
    );
    expect((await rpc("eth_fillTransaction", [{ to: RECIPIENT, gasPrice: "0x0" }])).error).toEqual(
      appError("gasPrice must be non-zero after london fork"),
    );
    expect((await rpc("eth_fillTransaction", [{ from: SENDER, to: TOKEN, input: "0x70a08231" }])).error).toEqual(
      appError(`avaspec-mock does not execute contract code: ${TOKEN} has code`),
    );
  });
});

describe("the unsigned encoding is the one @avaspec/chain's EVM library writes", () => {
  let local: RunningNodeMock;
  beforeAll(async () => {
    local = await start({ networkId: "local" });
  });
  afterAll(() => local.close());

  const cases = {
    legacy: { gasPrice: "0x6fc23ac00" },
    "EIP-2930": { gasPrice: "0x6fc23ac00", accessList: [{ address: TOKEN, storageKeys: [`0x${"00".repeat(32)}`] }] },
    "EIP-1559": { maxFeePerGas: "0x6fc23ac00", maxPriorityFeePerGas: "0x2", value: "0x1234", input: "0xdeadbeef" },
  };
  test.each(Object.entries(cases))("%s", async (_name, fields) => {
    const args = { from: SENDER, to: RECIPIENT, gas: "0x7530", nonce: "0x3", ...fields };
    const { raw, tx } = await result("eth_fillTransaction", [args], local.url);
    const unsigned: UnsignedTx = {
      type: Number(tx.type) as 0 | 1 | 2,
      chainId: 43112n,
      nonce: BigInt(tx.nonce),
      gas: BigInt(tx.gas),
      to: tx.to,
      value: BigInt(tx.value),
      input: tx.input,
      accessList: tx.accessList ?? [],
      from: SENDER,
      ...(tx.type === "0x2"
        ? { maxFeePerGas: BigInt(tx.maxFeePerGas), maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas) }
        : { gasPrice: BigInt(tx.gasPrice) }),
    };
    expect(`0x${toHex(encodeUnsigned(unsigned))}`).toBe(raw);
  });
});

describe("eth_createAccessList", () => {
  test("a transfer, a call to an account without code: the list less its two ends, the intrinsic gas", async () => {
    const transfer = { from: SENDER, to: RECIPIENT, gas: "0x7530" };
    expect(await result("eth_createAccessList", [transfer, "latest"])).toEqual({ accessList: [], gasUsed: "0x5208" });
    const other = { address: TOKEN, storageKeys: [`0x${"00".repeat(32)}`] };
    const given = [{ address: SENDER, storageKeys: [] }, other];
    expect(await result("eth_createAccessList", [{ ...transfer, accessList: given }])).toEqual({
      accessList: [other],
      gasUsed: `0x${(21000 + 2400 + 1900).toString(16)}`,
    });
  });

  test("a transaction the node cannot apply names the unsigned transaction's hash", async () => {
    let empty = "";
    for (let i = 1; !empty; i++) {
      const candidate = `0x${i.toString(16).padStart(40, "a")}`;
      if ((await result("eth_getBalance", [candidate, "latest"])) === "0x0") empty = candidate;
    }
    const poor = { from: empty, to: RECIPIENT };
    const error = (await rpc("eth_createAccessList", [poor])).error;
    expect(error).toEqual(
      appError(
        /^failed to apply transaction: 0x[0-9a-f]{64} err: insufficient funds for gas \* price \+ value: address 0x/,
      ),
    );
    // the hash is that of the filled transaction with the RPC gas cap as its gas limit
    const { raw } = await result("eth_fillTransaction", [{ ...poor, gas: `0x${(50_000_000).toString(16)}` }]);
    expect(error.message).toContain(`0x${toHex(keccak_256(fromHex(raw.slice(2))))}`);
    expect((await rpc("eth_createAccessList", [{ from: SENDER, to: RECIPIENT, gas: "0x5207" }])).error).toEqual(
      appError(/err: intrinsic gas too low: have 20999, want 21000$/),
    );
  });

  test("contract code is the N14 refusal", async () => {
    expect((await rpc("eth_createAccessList", [{ to: TOKEN, input: "0x70a08231" }])).error).toEqual(
      appError(`avaspec-mock does not execute contract code: ${TOKEN} has code`),
    );
  });
});

test("eth_getProof: the node's checks of keys and block, then the N14 refusal", async () => {
  expect((await rpc("eth_getProof", [TOKEN, ["0x0"], "latest"])).error).toEqual(
    appError("avaspec-mock does not build state proofs: its generated chains keep no state tries"),
  );
  expect((await rpc("eth_getProof", [TOKEN, ["0xzz"], "latest"])).error).toEqual(appError("hex string invalid"));
  expect((await rpc("eth_getProof", [TOKEN, [`0x${"00".repeat(33)}`], "latest"])).error).toEqual(
    appError("hex string too long, want at most 32 bytes"),
  );
  expect((await rpc("eth_getProof", [TOKEN, [], "0xffffffffff"])).error).toEqual(
    appError("cannot query unfinalized data"),
  );
  expect((await rpc("eth_getProof", [TOKEN, "0x0", "latest"])).error?.code).toBe(-32602);
});
