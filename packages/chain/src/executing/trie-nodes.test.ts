import { BranchMPTNode, ExtensionMPTNode, LeafMPTNode } from "@ethereumjs/mpt";
import { bytesToHex } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { Branch, decodeNode, encodeNode, Extension, Leaf, type TrieNode } from "./trie-nodes.js";

const bytes = (length: number, fill = 0xab) => new Uint8Array(length).fill(fill);
const noInline = (): Uint8Array => {
  throw new Error("no inline child here");
};

describe("encodeNode", () => {
  it("writes @ethereumjs's RLP for leaves of every value size (one byte under 0x80, 55, 56, 300 bytes)", () => {
    for (const value of [
      Uint8Array.from([0x05]),
      Uint8Array.from([0x80]),
      bytes(31),
      bytes(55),
      bytes(56),
      bytes(300),
    ]) {
      for (const path of [[], [1], [1, 2], [0, 15, 3, 4, 5]]) {
        const theirs = new LeafMPTNode(path, value).serialize();
        expect(bytesToHex(encodeNode(new Leaf(path, value), noInline))).toBe(bytesToHex(theirs));
        expect(bytesToHex(encodeNode(decodeNode(theirs), noInline))).toBe(bytesToHex(theirs));
      }
    }
  });

  it("writes @ethereumjs's RLP for branches and extensions with hashed and inlined children and a value", () => {
    const inlineLeaf = new Leaf([3], Uint8Array.from([7]));
    const inlineRef = encodeNode(inlineLeaf, noInline);
    expect(inlineRef.length).toBeLessThan(32);
    const theirs = new BranchMPTNode();
    const children: Branch["children"] = new Array(16).fill(null);
    for (const i of [0, 5, 15]) {
      theirs.setBranch(i, bytes(32, i));
      children[i] = bytes(32, i);
    }
    theirs.setBranch(9, new LeafMPTNode([3], Uint8Array.from([7])).raw());
    children[9] = inlineLeaf;
    theirs.value(bytes(60));
    const branch = new Branch(children, bytes(60));
    const refOf = (child: TrieNode) => encodeNode(child, noInline);
    expect(bytesToHex(encodeNode(branch, refOf))).toBe(bytesToHex(theirs.serialize()));
    expect(bytesToHex(encodeNode(decodeNode(theirs.serialize()), refOf))).toBe(bytesToHex(theirs.serialize()));
    const extension = new ExtensionMPTNode([1, 2, 3], bytes(32, 1));
    expect(bytesToHex(encodeNode(new Extension([1, 2, 3], bytes(32, 1)), noInline))).toBe(
      bytesToHex(extension.serialize()),
    );
    const inlined = new ExtensionMPTNode([4], new LeafMPTNode([3], Uint8Array.from([7])).raw() as never);
    expect(bytesToHex(encodeNode(new Extension([4], inlineLeaf), refOf))).toBe(bytesToHex(inlined.serialize()));
  });

  it("rejects bytes that are not a trie node", () => {
    expect(() => decodeNode(Uint8Array.from([0xc3, 0x01, 0x02, 0x03]))).toThrow("Invalid node in DB");
  });
});
