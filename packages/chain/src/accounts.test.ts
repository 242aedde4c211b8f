import { describe, expect, it } from "vitest";
import { localFundedAccounts, mnemonicAccounts, TEST_MNEMONIC } from "./accounts.js";

// anvil's and hardhat's well-known accounts for the test mnemonic (printed by `anvil` at start).
const ANVIL_ADDRESSES = [
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
  "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
  "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
  "0x976EA74026E726554dB657fA54763abd0C3a0aa9",
  "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955",
  "0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f",
  "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
];

describe("funded accounts", () => {
  it("derives anvil's ten accounts from the test mnemonic", () => {
    const derived = mnemonicAccounts(TEST_MNEMONIC, 10).map((a) => a.address.toLowerCase());
    expect(derived).toEqual(ANVIL_ADDRESSES.map((a) => a.toLowerCase()));
    expect(mnemonicAccounts(TEST_MNEMONIC, 1)[0]?.privateKey).toBe(
      "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
    );
  });

  it("puts the ewoq key first, at avalanche-cli's address", () => {
    const [ewoq, ...rest] = localFundedAccounts();
    expect(ewoq?.address.toLowerCase()).toBe("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC".toLowerCase());
    expect(rest).toHaveLength(10);
  });

  it("derives other accounts from another mnemonic", () => {
    const other = mnemonicAccounts(
      "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
      1,
    );
    expect(other[0]?.address.toLowerCase()).not.toBe(ANVIL_ADDRESSES[0]?.toLowerCase());
  });

  it("derives a mnemonic's accounts once per process: a second chain reuses them", () => {
    const first = mnemonicAccounts(TEST_MNEMONIC, 10);
    const second = mnemonicAccounts(TEST_MNEMONIC, 10);
    expect(second).not.toBe(first); // a list of its own
    second.forEach((account, i) => expect(account).toBe(first[i])); // the same derived (frozen) accounts
    expect(Object.isFrozen(first[0])).toBe(true);
  });
});
