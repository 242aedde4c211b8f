// Node's native derivation of the funded accounts (hd-keys.node.ts) against @scure's and noble's, which a page uses
// (hd-keys.browser.ts): the same keys and addresses, in a fraction of the time.
import { describe, expect, it } from "vitest";
import * as pureJs from "./hd-keys.browser.js";
import * as native from "./hd-keys.node.js";

const MNEMONICS = [
  "test test test test test test test test test test test junk",
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
  "legal winner thank year wave sausage worth useful legal winner thank yellow",
  // NFKD applies: a mnemonic's words may come composed
  `${"pr\u00e9fixe ".repeat(11)}about`,
];
const hex = (keys: Uint8Array[]) => keys.map((k) => Buffer.from(k).toString("hex"));

describe("the funded accounts' keys in Node", () => {
  it.each(MNEMONICS)("are @scure's keys and addresses for %s", (mnemonic) => {
    const keys = native.mnemonicPrivateKeys(mnemonic, 12);
    expect(hex(keys)).toEqual(hex(pureJs.mnemonicPrivateKeys(mnemonic, 12)));
    expect(keys.map(native.addressOf)).toEqual(keys.map(pureJs.addressOf));
  });

  it("give the ewoq key avalanche-cli's address, and anvil's first account its key", () => {
    const ewoq = Buffer.from("56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027", "hex");
    expect(native.addressOf(ewoq)).toBe("0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc");
    expect(hex(native.mnemonicPrivateKeys(MNEMONICS[0]!, 1))).toEqual([
      "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
    ]);
  });

  it("take a fraction of the pure-JS derivation's time (a local network's start)", () => {
    const time = (derive: typeof native) => {
      let best = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 3; round++) {
        const started = performance.now();
        derive.mnemonicPrivateKeys(MNEMONICS[round + 1]!, 10).map(derive.addressOf);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const ratio = time(native) / time(pureJs);
    // measured 0.1-0.25 warm, on a loaded 2-core machine (at a process's start, noble's tables not yet built, far
    // less); at 1 the native path would be gone
    expect(ratio).toBeLessThan(0.5);
  });
});
