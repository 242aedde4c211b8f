// In Node: libsecp256k1's public-key recovery through the `secp256k1` package's prebuilt binding (N-API; it loads in
// worker threads too). About 30× noble's pure-JS recovery (DESIGN.md, "Transfers: profile and speed-ups"). Its
// prebuilds are linux-x64, darwin-arm64 and win32-x64; elsewhere (linux-arm64: the image's arm64 variant) its loader
// throws and the chain keeps noble (ecdsa-recover.fallback.test.ts): the package's own fallback (elliptic) is not used.
import { createRequire } from "node:module";
import type { EcdsaRecover } from "./custom-crypto.js";

interface Secp256k1Binding {
  ecdsaRecover(signature: Uint8Array, recoveryId: number, messageHash: Uint8Array, compressed: boolean): Uint8Array;
}

function loadBinding(): Secp256k1Binding | undefined {
  try {
    return createRequire(import.meta.url)("secp256k1/bindings.js") as Secp256k1Binding;
  } catch {
    return undefined;
  }
}

const binding = loadBinding();

/** libsecp256k1's recovery, or undefined where its binding does not load (then @ethereumjs keeps noble). */
export const ecdsaRecover: EcdsaRecover | undefined = binding
  ? (signature, recoveryId, messageHash) => binding.ecdsaRecover(signature, recoveryId, messageHash, false)
  : undefined;
