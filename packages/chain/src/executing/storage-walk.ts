// A contract's whole storage read from its trie, when it is small: the calls' state view then answers any slot of it,
// a zero one too, from a map, where each slot never read would otherwise walk the trie (geth's snapshot does the same
// for all state). @ethereumjs's own dump (getValueMap) walks the whole trie whatever its limit, so this walk stops at
// the first leaf past the limit.
import { BranchMPTNode, ExtensionMPTNode, LeafMPTNode, type MerklePatriciaTrie } from "@ethereumjs/mpt";
import { RLP } from "@ethereumjs/rlp";
import { equalsBytes } from "@ethereumjs/util";

type NodeRef = Parameters<MerklePatriciaTrie["lookupNode"]>[0];

/**
 * The trie's values by key (unprefixed hex of the trie's own key: the slot's keccak in a storage trie), each
 * RLP-decoded as MerkleStateManager's getStorage answers it; undefined when the trie holds more than `limit`.
 */
export async function storageUpTo(
  trie: MerklePatriciaTrie,
  limit: number,
): Promise<Map<string, Uint8Array> | undefined> {
  const values = new Map<string, Uint8Array>();
  const root = trie.root();
  if (equalsBytes(root, trie.EMPTY_TRIE_ROOT)) return values;
  const pending: [NodeRef, number[]][] = [[root, []]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [ref, path] = next;
    const node = await trie.lookupNode(ref);
    if (node instanceof LeafMPTNode) {
      if (values.size >= limit) return undefined;
      const key = [...path, ...node.key()].map((nibble) => nibble.toString(16)).join("");
      values.set(key, RLP.decode(node.value()) as Uint8Array);
    } else if (node instanceof ExtensionMPTNode) {
      pending.push([node.value(), [...path, ...node.key()]]);
    } else if (node instanceof BranchMPTNode) {
      // a storage trie's keys are all 32 bytes long, so no value ends at a branch
      for (const [nibble, child] of node.getChildren()) pending.push([child, [...path, nibble]]);
    }
  }
  return values;
}
