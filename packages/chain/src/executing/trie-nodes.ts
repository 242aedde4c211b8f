// The state trie's nodes as plain objects (state-trie.ts walks them synchronously). A node never changes once made: a
// put makes new nodes along its path, so a node decoded once may be kept and shared by every trie on its database,
// and a node remembers its reference (its hash, or its own raw form when under 32 bytes and so inlined in its
// parent) once worked out, as geth's hasher keeps a node's hash: only the nodes a put made are encoded again.
import { RLP } from "@ethereumjs/rlp";

/** what a parent holds for a child: its 32-byte hash (the child is in the database), or the child node itself */
export type ChildRef = Uint8Array | TrieNode;
/** a node as RLP decodes it: bytes, or a list (an inlined child inside its parent) */
type RawNode = Uint8Array | RawNode[];

export class Leaf {
  /** the reference once worked out (state-trie.ts's referenceOf): the 32-byte hash, or the RLP when shorter */
  ref: Uint8Array | undefined = undefined;
  constructor(
    readonly path: number[],
    readonly value: Uint8Array,
  ) {}
}

export class Extension {
  ref: Uint8Array | undefined = undefined;
  constructor(
    readonly path: number[],
    readonly child: ChildRef,
  ) {}
}

export class Branch {
  ref: Uint8Array | undefined = undefined;
  constructor(
    /** 16 entries, null where no child; never changed after the branch is made (a put copies it) */
    readonly children: (ChildRef | null)[],
    readonly value: Uint8Array | null,
  ) {}
}

export type TrieNode = Leaf | Extension | Branch;

/** an empty branch's 16 slots, to copy */
export const NO_CHILDREN: readonly (ChildRef | null)[] = Object.freeze(new Array<ChildRef | null>(16).fill(null));

const EMPTY = new Uint8Array(0);

/** The key's nibbles, high first. */
export function nibblesOf(key: Uint8Array): number[] {
  const nibbles = new Array<number>(key.length * 2);
  for (let i = 0; i < key.length; i++) {
    const byte = key[i] as number;
    nibbles[2 * i] = byte >> 4;
    nibbles[2 * i + 1] = byte & 15;
  }
  return nibbles;
}

/** How many of `path`'s nibbles `key` repeats from `from` on. */
export function matchingLength(path: number[], key: number[], from: number): number {
  let i = 0;
  while (i < path.length && from + i < key.length && path[i] === key[from + i]) i++;
  return i;
}

/** The yellow paper's hex-prefix encoding of a leaf's or an extension's path. */
function encodePath(path: number[], leaf: boolean): Uint8Array {
  const odd = path.length & 1;
  const out = new Uint8Array((path.length >> 1) + 1);
  const flag = (leaf ? 2 : 0) | odd;
  let i = odd;
  out[0] = odd === 1 ? (flag << 4) | (path[0] as number) : flag << 4;
  for (let at = 1; i < path.length; i += 2, at++) out[at] = ((path[i] as number) << 4) | (path[i + 1] as number);
  return out;
}

function decodePath(bytes: Uint8Array): { path: number[]; leaf: boolean } {
  const flag = (bytes[0] as number) >> 4;
  const path: number[] = (flag & 1) === 1 ? [(bytes[0] as number) & 15] : [];
  for (let i = 1; i < bytes.length; i++) path.push((bytes[i] as number) >> 4, (bytes[i] as number) & 15);
  return { path, leaf: (flag & 2) !== 0 };
}

/** A node from its RLP (as stored in the database under its hash). */
export function decodeNode(encoded: Uint8Array): TrieNode {
  return nodeFromRaw(RLP.decode(encoded) as RawNode[]);
}

function nodeFromRaw(raw: RawNode[]): TrieNode {
  if (raw.length === 17) {
    const children = new Array<ChildRef | null>(16);
    for (let i = 0; i < 16; i++) children[i] = childFromRaw(raw[i] as RawNode);
    const value = raw[16] as Uint8Array;
    return new Branch(children, value.length === 0 ? null : value);
  }
  if (raw.length !== 2 || !(raw[0] instanceof Uint8Array)) throw new Error("Invalid node in DB");
  const { path, leaf } = decodePath(raw[0]);
  if (leaf) return new Leaf(path, raw[1] as Uint8Array);
  const child = childFromRaw(raw[1] as RawNode);
  if (child === null) throw new Error("Invalid node in DB");
  return new Extension(path, child);
}

function childFromRaw(item: RawNode): ChildRef | null {
  if (item instanceof Uint8Array) return item.length === 0 ? null : item;
  return nodeFromRaw(item);
}

/**
 * The node's RLP in one buffer (@ethereumjs's RLP.encode builds each list from its items' copies, a concatenation per
 * level). `refOf` gives a child's reference: its 32-byte hash, or its own RLP when shorter (inlined as it is).
 */
export function encodeNode(node: TrieNode, refOf: (child: TrieNode) => Uint8Array): Uint8Array {
  const refFor = (child: ChildRef | null): Uint8Array =>
    child === null ? EMPTY : child instanceof Uint8Array ? child : refOf(child);
  if (node instanceof Branch) {
    const refs = new Array<Uint8Array>(16);
    let payload = stringLength(node.value ?? EMPTY);
    for (let i = 0; i < 16; i++) {
      const ref = refFor(node.children[i] as ChildRef | null);
      refs[i] = ref;
      payload += refLength(ref);
    }
    const out = new Uint8Array(headerLength(payload) + payload);
    let at = writeHeader(out, 0, payload, 0xc0);
    for (let i = 0; i < 16; i++) at = writeRef(out, at, refs[i] as Uint8Array);
    writeString(out, at, node.value ?? EMPTY);
    return out;
  }
  const path = encodePath(node.path, node instanceof Leaf);
  const second = node instanceof Leaf ? node.value : refFor(node.child);
  const payload = stringLength(path) + (node instanceof Leaf ? stringLength(second) : refLength(second));
  const out = new Uint8Array(headerLength(payload) + payload);
  const at = writeString(out, writeHeader(out, 0, payload, 0xc0), path);
  if (node instanceof Leaf) writeString(out, at, second);
  else writeRef(out, at, second);
  return out;
}

/** a child's reference in its parent: none (the empty string), a hash (a 32-byte string), or an inlined node's RLP */
function refLength(ref: Uint8Array): number {
  return ref.length === 0 ? 1 : ref.length === 32 ? 33 : ref.length;
}

function writeRef(out: Uint8Array, at: number, ref: Uint8Array): number {
  if (ref.length !== 0 && ref.length !== 32) {
    out.set(ref, at);
    return at + ref.length;
  }
  return writeString(out, at, ref);
}

function writeString(out: Uint8Array, at: number, bytes: Uint8Array): number {
  let next = at;
  if (!(bytes.length === 1 && (bytes[0] as number) < 0x80)) next = writeHeader(out, at, bytes.length, 0x80);
  out.set(bytes, next);
  return next + bytes.length;
}

/** an RLP string's whole length: a single byte under 0x80 is its own encoding */
function stringLength(bytes: Uint8Array): number {
  return bytes.length === 1 && (bytes[0] as number) < 0x80 ? 1 : headerLength(bytes.length) + bytes.length;
}

function headerLength(length: number): number {
  return length <= 55 ? 1 : 1 + byteCount(length);
}

function byteCount(length: number): number {
  let count = 0;
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) count++;
  return count;
}

/** writes an RLP header (0x80 for strings, 0xc0 for lists) for `length` bytes at `at`; returns the next position */
function writeHeader(out: Uint8Array, at: number, length: number, base: number): number {
  if (length <= 55) {
    out[at] = base + length;
    return at + 1;
  }
  const count = byteCount(length);
  out[at] = base + 55 + count;
  for (let i = count, rest = length; i >= 1; i--, rest = Math.floor(rest / 256)) out[at + i] = rest % 256;
  return at + 1 + count;
}
