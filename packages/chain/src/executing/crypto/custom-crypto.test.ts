// The chain's customCrypto against what @ethereumjs uses without it (noble): the same keccak-256 for every length, and
// the same recovered key, or a refusal where noble refuses, for random signatures and the edge cases a hostile
// transaction or an ecrecover call can bring (high s, zero and overflowing r and s, a bad v, an r off the curve).
import { bigIntToBytes, bytesToHex, ecrecover as nobleEcrecover, setLengthLeft } from "@ethereumjs/util";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { parseTransaction, serializeTransaction, type TransactionSerializableEIP1559 } from "viem";
import { describe, expect, it } from "vitest";
import { ecdsaRecover } from "#ecdsa-recover";
import { ChainError } from "../../errors.js";
import { signTransfer } from "../../test-support/sign.js";
import { createExecutingChain } from "../executing-chain.js";
import { chainCrypto, createKeccak256, customCryptoOf, type EcdsaRecover, ecrecoverWith } from "./custom-crypto.js";

const N = secp256k1.Point.CURVE().n;
/** a fixed-seed generator: the same vectors every run, so a failure can be replayed */
function bytesFrom(seed: number): (length: number) => Uint8Array {
  let state = seed >>> 0;
  return (length) => {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      out[i] = state >>> 24;
    }
    return out;
  };
}

/** The answer, or "refused" when it throws: a refusal's text differs between libraries; that it refuses must not. */
function outcome(recover: () => Uint8Array): string {
  try {
    return bytesToHex(recover());
  } catch {
    return "refused";
  }
}

describe("keccak256 (hash-wasm)", () => {
  it("equals noble's for every length from 0 to 1,100 bytes, and for 1 MiB", async () => {
    const keccak256 = await createKeccak256();
    const random = bytesFrom(1);
    for (let length = 0; length <= 1100; length++) {
      const data = random(length);
      expect(bytesToHex(keccak256(data)), `length ${length}`).toBe(bytesToHex(keccak_256(data)));
    }
    const large = random(1 << 20);
    expect(bytesToHex(keccak256(large))).toBe(bytesToHex(keccak_256(large)));
    expect(bytesToHex(keccak256(new Uint8Array()))).toBe(
      "0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470",
    );
  });

  it("answers a fresh array each call: a kept hash does not change under the next", async () => {
    const keccak256 = await createKeccak256();
    const first = keccak256(new Uint8Array([1]));
    const copy = first.slice();
    keccak256(new Uint8Array([2]));
    expect(first).toEqual(copy);
  });
});

describe.runIf(ecdsaRecover)("ecrecover through libsecp256k1", () => {
  const ecrecover = ecrecoverWith(ecdsaRecover as EcdsaRecover);
  const both = (hash: Uint8Array, v: bigint, r: Uint8Array, s: Uint8Array, chainId?: bigint) => ({
    ours: outcome(() => ecrecover(hash, v, r, s, chainId)),
    noble: outcome(() => nobleEcrecover(hash, v, r, s, chainId)),
  });

  it("is what this platform loads (linux-x64 has a prebuilt binding)", () => {
    if (process.platform === "linux" && process.arch === "x64") expect(ecdsaRecover).toBeDefined();
  });

  it("recovers noble's key from 100 random signatures, with v as 0/1, 27/28 and EIP-155", () => {
    const random = bytesFrom(2);
    for (let i = 0; i < 100; i++) {
      const key = setLengthLeft(bigIntToBytes((BigInt(bytesToHex(random(32))) % (N - 1n)) + 1n), 32);
      const hash = random(32);
      const signature = secp256k1.sign(hash, key, { prehash: false, format: "recovered" });
      const recovery = BigInt(signature[0] as number);
      const r = signature.subarray(1, 33);
      const s = signature.subarray(33);
      const expected = bytesToHex(secp256k1.getPublicKey(key, false).slice(1));
      for (const [v, chainId] of [
        [recovery, undefined],
        [recovery + 27n, undefined],
        [recovery + 35n + 2n * 43112n, 43112n],
      ] as const) {
        expect(both(hash, v, r, s, chainId), `vector ${i}, v ${v}`).toEqual({ ours: expected, noble: expected });
      }
    }
  });

  it("agrees with noble on the edge cases: high s, zero and overflowing r and s, bad v, r off the curve", () => {
    const random = bytesFrom(3);
    const hash = random(32);
    const key = setLengthLeft(bigIntToBytes(0x1234567n), 32);
    const signature = secp256k1.sign(hash, key, { prehash: false, format: "recovered" });
    const r = signature.subarray(1, 33);
    const s = signature.subarray(33);
    const word = (n: bigint) => setLengthLeft(bigIntToBytes(n), 32);
    const highS = word(N - BigInt(bytesToHex(s)));
    const offCurve = word(offCurveX());
    const cases: [string, bigint, Uint8Array, Uint8Array, bigint | undefined, "refused" | "key"][] = [
      ["high s: the precompile takes it", 28n - BigInt(signature[0] ?? 0), r, highS, undefined, "key"],
      ["r = 0", 27n, word(0n), s, undefined, "refused"],
      ["s = 0", 27n, r, word(0n), undefined, "refused"],
      ["r = n", 27n, word(N), s, undefined, "refused"],
      ["s = n", 27n, r, word(N), undefined, "refused"],
      ["r = 2^256 - 1", 27n, word(2n ** 256n - 1n), s, undefined, "refused"],
      ["s = 2^256 - 1", 27n, r, word(2n ** 256n - 1n), undefined, "refused"],
      ["v = 29", 29n, r, s, undefined, "refused"],
      ["v = 29 where recovery ID 2 (x = r + n) would find a point", 29n, word(curveXAboveN()), s, undefined, "refused"],
      ["v = 2", 2n, r, s, undefined, "refused"],
      ["v for another chain ID", 35n + 2n * 43113n, r, s, 43112n, "refused"],
      ["r not the x of a curve point", 27n, offCurve, s, undefined, "refused"],
    ];
    for (const [name, v, rCase, sCase, chainId, expected] of cases) {
      const answer = both(hash, v, rCase, sCase, chainId);
      expect(answer.ours, name).toBe(answer.noble);
      if (expected === "refused") expect(answer.ours, name).toBe("refused");
      else expect(answer.ours, name).not.toBe("refused");
    }
  });
});

describe("the chain's Common", () => {
  it("carries the keccak and, where it loads, the native recovery", async () => {
    const crypto = await chainCrypto();
    expect(crypto.keccak256).toBeTypeOf("function");
    expect(crypto.ecrecover === undefined).toBe(ecdsaRecover === undefined);
  });

  it("keeps noble's keccak where WebAssembly cannot be compiled (a page's Content-Security-Policy)", async () => {
    const refused = () => Promise.reject(new EvalError("WebAssembly.instantiate(): Refused to compile"));
    const crypto = await customCryptoOf(refused, undefined);
    expect(crypto).toEqual({});
    const standIn: EcdsaRecover = (signature) => signature; // never called: only which members are set is checked
    expect(Object.keys(await customCryptoOf(refused, standIn))).toEqual(["ecrecover"]);
  });

  it("still refuses a transaction with s above secp256k1n/2 (EIP-2) as invalid sender", async () => {
    const chain = await createExecutingChain();
    const signed = parseTransaction(await signTransfer({ nonce: 0 }));
    const { r, s, yParity } = signed;
    if (r === undefined || s === undefined || yParity === undefined) throw new Error("viem answered no signature");
    // the same signature with s mirrored: it still recovers ewoq's key, but no node takes it
    const mirrored = { r, s: `0x${(N - BigInt(s)).toString(16)}` as const, yParity: 1 - yParity };
    const raw = serializeTransaction({ ...signed, type: "eip1559" } as TransactionSerializableEIP1559, mirrored);
    const error = await chain.sendRawTransaction(raw).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChainError);
    expect((error as ChainError).message).toBe("invalid sender");
    expect(chain.head().number).toBe(0n);
  });
});

/** The smallest x for which x³ + 7 has no square root mod p: no point has it, so no signature with r = x recovers. */
function offCurveX(): bigint {
  const p = secp256k1.Point.CURVE().p;
  for (let x = 1n; ; x++) {
    const y2 = (x ** 3n + 7n) % p;
    if (modPow(y2, (p - 1n) / 2n, p) !== 1n) return x;
  }
}

/** The smallest r for which r + n is the x of a curve point (libsecp256k1 recovers with ID 2 there; v allows 0/1). */
function curveXAboveN(): bigint {
  const { p, n } = secp256k1.Point.CURVE();
  for (let r = 1n; ; r++) if (modPow(((r + n) ** 3n + 7n) % p, (p - 1n) / 2n, p) === 1n) return r;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}
