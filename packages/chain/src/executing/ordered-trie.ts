// The root of a block's transactions or receipts trie (key: the item's index as RLP, value: the item), computed
// directly from the sorted keys as geth's StackTrie does, not by putting each item into an @ethereumjs trie (a
// database, a checkpoint layer, a walk per put): the same root, a fraction of the work.
import { RLP } from "@ethereumjs/rlp";

type Keccak = (bytes: Uint8Array) => Uint8Array;

/** An MPT node as RLP sees it: a leaf or extension [path, value/child], or a branch of 17. */
type TrieNode = (Uint8Array | TrieNode)[];

interface Entry {
  nibbles: Uint8Array;
  value: Uint8Array;
}

/** The root hash of the trie holding `values[i]` at key RLP(i), as @ethereumjs and geth derive it. */
export function orderedTrieRoot(values: readonly Uint8Array[], keccak: Keccak): Uint8Array {
  const entries = values.map((value, i) => ({ nibbles: toNibbles(RLP.encode(i)), value }));
  entries.sort((a, b) => compareNibbles(a.nibbles, b.nibbles));
  return trieRoot(entries, keccak);
}

/** The root hash of the trie holding each entry's value at its key (keys unique, sorted by nibbles). */
function trieRoot(entries: Entry[], keccak: Keccak): Uint8Array {
  if (entries.length === 0) return keccak(RLP.encode(new Uint8Array()));
  return keccak(RLP.encode(nodeOf(entries, 0, keccak))); // the root is hashed whatever its size
}

function nodeOf(entries: Entry[], depth: number, keccak: Keccak): TrieNode {
  const [first] = entries;
  if (!first) throw new Error("a trie node of no entries");
  if (entries.length === 1) return [hexPrefix(first.nibbles.subarray(depth), true), first.value];
  const shared = sharedPrefixLength(entries, depth);
  if (shared > 0) {
    const child = nodeOf(entries, depth + shared, keccak);
    return [hexPrefix(first.nibbles.subarray(depth, depth + shared), false), reference(child, keccak)];
  }
  const branch: (Uint8Array | TrieNode)[] = [];
  let value: Uint8Array = new Uint8Array();
  let start = 0;
  if (first.nibbles.length === depth) {
    value = first.value; // a key that ends here (sorted first)
    start = 1;
  }
  for (let nibble = 0; nibble < 16; nibble++) {
    let end = start;
    while (end < entries.length && entries[end]?.nibbles[depth] === nibble) end++;
    branch.push(
      end === start ? new Uint8Array() : reference(nodeOf(entries.slice(start, end), depth + 1, keccak), keccak),
    );
    start = end;
  }
  branch.push(value);
  return branch;
}

/** A child as its parent holds it: inline when its RLP is under 32 bytes, else its hash. */
function reference(node: TrieNode, keccak: Keccak): Uint8Array | TrieNode {
  const encoded = RLP.encode(node);
  return encoded.length < 32 ? node : keccak(encoded);
}

function sharedPrefixLength(entries: Entry[], depth: number): number {
  const first = entries[0]?.nibbles ?? new Uint8Array();
  const last = entries.at(-1)?.nibbles ?? new Uint8Array(); // sorted: what the first and last share, all share
  let length = 0;
  while (
    depth + length < first.length &&
    depth + length < last.length &&
    first[depth + length] === last[depth + length]
  ) {
    length++;
  }
  return length;
}

/** The yellow paper's hex-prefix encoding of a path, flagged as a leaf's or an extension's. */
function hexPrefix(nibbles: Uint8Array, leaf: boolean): Uint8Array {
  const odd = nibbles.length % 2;
  const out = new Uint8Array(1 + (nibbles.length - odd) / 2);
  const flag = (leaf ? 2 : 0) + odd;
  out[0] = (flag << 4) | (odd ? (nibbles[0] ?? 0) : 0);
  for (let i = odd, o = 1; i < nibbles.length; i += 2, o++) out[o] = ((nibbles[i] ?? 0) << 4) | (nibbles[i + 1] ?? 0);
  return out;
}

function toNibbles(bytes: Uint8Array): Uint8Array {
  const nibbles = new Uint8Array(bytes.length * 2);
  bytes.forEach((byte, i) => {
    nibbles[2 * i] = byte >> 4;
    nibbles[2 * i + 1] = byte & 15;
  });
  return nibbles;
}

function compareNibbles(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return a.length - b.length;
}
