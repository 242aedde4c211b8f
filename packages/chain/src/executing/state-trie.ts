// The state's tries (the account trie and, as its copies, the storage tries): @ethereumjs's MerklePatriciaTrie with
// get, put and del walking decoded nodes synchronously, and the root hashed only when asked. @ethereumjs's put walked
// the database with a promise per node, decoded each node it passed and encoded and hashed the whole path again on
// every put: the flush of a block's changed accounts and slots was 12% of a transfer's CPU (DESIGN.md, "Speed,
// session 8: the trie"). The nodes go to the same database in the same form (RLP under the hex of their hash, through
// the CheckpointDB's checkpoints), so proofs, older roots, state files and @ethereumjs's own walks read them as before.
import { MerklePatriciaTrie, type MPTOpts, type TrieShallowCopyOpts } from "@ethereumjs/mpt";
import { concatBytes, equalsBytes, unprefixedHexToBytes, ValueEncoding } from "@ethereumjs/util";
import { bytesToFlatUnprefixedHex } from "./flat-hex.js";
import {
  Branch,
  type ChildRef,
  decodeNode,
  encodeNode,
  Extension,
  Leaf,
  matchingLength,
  NO_CHILDREN,
  nibblesOf,
  type TrieNode,
} from "./trie-nodes.js";

/** decoded nodes kept per database; past this many the map is emptied (about 0.6 KB a node: 2.3 MB at most) */
export const DECODED_NODES_LIMIT = 4_096;

type StoredValue = Uint8Array | string;
/** decoded nodes by database key, one map per database (its nodes are content-addressed, so never stale) */
const decodedByDatabase = new WeakMap<Map<string, StoredValue>, Map<string, TrieNode>>();

export class StateTrie extends MerklePatriciaTrie {
  /** the root after puts and deletes not hashed yet (null: the empty trie); undefined when `root()` is current */
  private declare unhashed: TrieNode | null | undefined;

  constructor(opts: MPTOpts) {
    super(opts);
    this.unhashed = undefined;
  }

  /** The root hash; puts and deletes since the last ask are hashed and their nodes written now. */
  override root(value?: Uint8Array | null): Uint8Array {
    if (value !== undefined) {
      this.unhashed = undefined;
      return super.root(value);
    }
    if (this.unhashed !== undefined) this.hashUnhashed();
    return super.root();
  }

  override async get(key: Uint8Array, throwIfMissing = false): Promise<Uint8Array | null> {
    const stored = this.storedMap();
    if (stored === undefined) return super.get(key, throwIfMissing);
    try {
      return this.valueAt(nibblesOf(this.appliedKey(key)));
    } catch (error) {
      // @ethereumjs's get answers null for a key under a node missing from the database, unless asked to throw
      if (!throwIfMissing && error instanceof Error && error.message === "Missing node in DB") return null;
      throw error;
    }
  }

  override async put(key: Uint8Array, value: Uint8Array | null, skipKeyTransform = false): Promise<void> {
    if (this.storedMap() === undefined) return super.put(key, value, skipKeyTransform);
    if (value === null || value.length === 0) return this.del(key, skipKeyTransform);
    const path = nibblesOf(skipKeyTransform ? key : this.appliedKey(key));
    this.unhashed = this.inserted(this.rootNode(), path, 0, value);
  }

  override async del(key: Uint8Array, skipKeyTransform = false): Promise<void> {
    if (this.storedMap() === undefined) return super.del(key, skipKeyTransform);
    const root = this.rootNode();
    const after = this.deleted(root, nibblesOf(skipKeyTransform ? key : this.appliedKey(key)), 0);
    if (after !== root) this.unhashed = after;
  }

  /** The nodes not hashed yet go into the checkpoint being committed. */
  override async commit(): Promise<void> {
    this.root();
    return super.commit();
  }

  /** Asked for the database itself (a state file's dump, code reads), the nodes not hashed yet are written first. */
  override database(db?: Parameters<MerklePatriciaTrie["database"]>[0], valueEncoding?: ValueEncoding) {
    if (db === undefined && this.unhashed !== undefined) this.root();
    return super.database(db, valueEncoding);
  }

  /** @ethereumjs's shallowCopy, making a StateTrie (the state manager's storage tries are such copies). */
  override shallowCopy(includeCheckpoints = true, opts?: TrieShallowCopyOpts): StateTrie {
    const trie = new StateTrie({
      ...this._opts,
      db: this._db.db.shallowCopy(),
      root: this.root(),
      cacheSize: 0,
      ...(opts ?? {}),
    });
    if (includeCheckpoints && this.hasCheckpoints()) trie._db.setCheckpoints(this._db.checkpoints);
    return trie;
  }

  /**
   * The map behind the database when the walk may read it directly: a MapDB, no LRU cache in the CheckpointDB, and
   * none of the options whose extra writes only @ethereumjs's own put makes (node pruning, root persistence).
   */
  private storedMap(): Map<string, StoredValue> | undefined {
    if (this._opts.useNodePruning || this._opts.useRootPersistence || this._db.cacheSize > 0) return undefined;
    const database = (this._db.db as { _database?: unknown })._database;
    return database instanceof Map ? (database as Map<string, StoredValue>) : undefined;
  }

  private rootNode(): TrieNode | null {
    if (this.unhashed !== undefined) return this.unhashed;
    const root = super.root();
    return equalsBytes(root, this.EMPTY_TRIE_ROOT) ? null : this.loaded(root);
  }

  private valueAt(path: number[]): Uint8Array | null {
    let node = this.rootNode();
    let at = 0;
    while (node !== null) {
      if (node instanceof Leaf) {
        const whole = node.path.length === path.length - at && matchingLength(node.path, path, at) === node.path.length;
        return whole ? node.value : null;
      }
      if (node instanceof Extension) {
        if (matchingLength(node.path, path, at) !== node.path.length) return null;
        at += node.path.length;
        node = this.resolved(node.child);
      } else {
        if (at === path.length) return node.value;
        node = this.resolved(node.children[path[at++] as number] as ChildRef | null);
      }
    }
    return null;
  }

  /** The subtree `node` with `path` (from `at` on) set to `value`: new nodes along the path, none hashed. */
  private inserted(node: TrieNode | null, path: number[], at: number, value: Uint8Array): TrieNode {
    if (node === null) return new Leaf(path.slice(at), value);
    if (node instanceof Branch) {
      if (at === path.length) return new Branch(node.children, value);
      const index = path[at] as number;
      const children = node.children.slice();
      children[index] = this.inserted(this.resolved(children[index] as ChildRef | null), path, at + 1, value);
      return new Branch(children, node.value);
    }
    const match = matchingLength(node.path, path, at);
    if (node instanceof Leaf && match === node.path.length && at + match === path.length) {
      return new Leaf(node.path, value);
    }
    if (node instanceof Extension && match === node.path.length) {
      return new Extension(node.path, this.inserted(this.resolved(node.child), path, at + match, value));
    }
    // the paths part after `match` nibbles: a branch there holds the old node's rest and the new value
    const children = NO_CHILDREN.slice();
    let branchValue: Uint8Array | null = null;
    if (match === node.path.length) {
      branchValue = (node as Leaf).value; // an extension's whole path matching was handled above
    } else {
      const rest = node.path.slice(match + 1);
      children[node.path[match] as number] =
        node instanceof Leaf
          ? new Leaf(rest, node.value)
          : rest.length === 0
            ? node.child
            : new Extension(rest, node.child);
    }
    if (at + match === path.length) branchValue = value;
    else children[path[at + match] as number] = new Leaf(path.slice(at + match + 1), value);
    const branch = new Branch(children, branchValue);
    return match === 0 ? branch : new Extension(node.path.slice(0, match), branch);
  }

  /** The subtree `node` without `path` (from `at` on), collapsed as the trie requires; `node` itself if no change. */
  private deleted(node: TrieNode | null, path: number[], at: number): TrieNode | null {
    if (node === null) return null;
    if (node instanceof Leaf) {
      const whole = node.path.length === path.length - at && matchingLength(node.path, path, at) === node.path.length;
      return whole ? null : node;
    }
    if (node instanceof Extension) {
      if (matchingLength(node.path, path, at) !== node.path.length) return node;
      const child = this.resolved(node.child);
      const after = this.deleted(child, path, at + node.path.length);
      return after === child ? node : joined(node.path, after);
    }
    let children = node.children;
    let value = node.value;
    if (at === path.length) {
      if (value === null) return node;
      value = null;
    } else {
      const index = path[at] as number;
      const child = this.resolved(children[index] as ChildRef | null);
      const after = this.deleted(child, path, at + 1);
      if (after === child) return node;
      children = children.slice();
      children[index] = after;
    }
    return this.collapsed(children, value);
  }

  /** A branch left with one entry becomes a leaf or an extension; with none, nothing. */
  private collapsed(children: (ChildRef | null)[], value: Uint8Array | null): TrieNode | null {
    let count = 0;
    let only = -1;
    for (let i = 0; i < 16; i++) {
      if (children[i] !== null) {
        count++;
        only = i;
      }
    }
    if (count === 0) return value === null ? null : new Leaf([], value);
    if (count > 1 || value !== null) return new Branch(children, value);
    const ref = children[only] as ChildRef;
    const child = this.resolved(ref) as TrieNode;
    // a branch child stays where it is (by its hash, not read again); a leaf or an extension takes the nibble
    return child instanceof Branch ? new Extension([only], ref) : joined([only], child);
  }

  private resolved(ref: ChildRef | null): TrieNode | null {
    if (ref === null) return null;
    return ref instanceof Uint8Array ? this.loaded(ref) : ref;
  }

  /** The node stored under `hash`: decoded once per database, then kept. */
  private loaded(hash: Uint8Array): TrieNode {
    const stored = this.storedMap() as Map<string, StoredValue>;
    const key = this.dbKey(hash);
    const decoded = decodedNodes(stored);
    const known = decoded.get(key);
    if (known !== undefined) return known;
    const encoded = this.readNode(stored, key);
    if (encoded === undefined) throw new Error("Missing node in DB");
    const node = decodeNode(encoded);
    if (encoded.length >= 32) node.ref = hash;
    remember(decoded, key, node);
    return node;
  }

  /** As CheckpointDB.get: the open checkpoints' writes, newest first, then the database (text from older dumps). */
  private readNode(stored: Map<string, StoredValue>, key: string): Uint8Array | undefined {
    const checkpoints = this._db.checkpoints;
    for (let i = checkpoints.length - 1; i >= 0; i--) {
      const written = (checkpoints[i] as (typeof checkpoints)[number]).keyValueMap;
      if (written.has(key)) return written.get(key);
    }
    const value = stored.get(key);
    return typeof value === "string" ? unprefixedHexToBytes(value) : value;
  }

  /** As CheckpointDB.put: into the open checkpoint, or the database in its value encoding. */
  private writeNode(key: string, encoded: Uint8Array): void {
    const checkpoints = this._db.checkpoints;
    const open = checkpoints[checkpoints.length - 1];
    if (open !== undefined) open.keyValueMap.set(key, encoded);
    else {
      const stored = this.storedMap() as Map<string, StoredValue>;
      stored.set(key, this._opts.valueEncoding === ValueEncoding.Bytes ? encoded : bytesToFlatUnprefixedHex(encoded));
    }
  }

  private dbKey(hash: Uint8Array): string {
    const prefix = this._opts.keyPrefix;
    return bytesToFlatUnprefixedHex(prefix === undefined ? hash : concatBytes(prefix, hash));
  }

  private hashUnhashed(): void {
    const root = this.unhashed;
    this.unhashed = undefined;
    super.root(
      root === null || root === undefined ? this.EMPTY_TRIE_ROOT : (this.referenceOf(root, true) as Uint8Array),
    );
  }

  /**
   * What a parent holds for `node`: its hash when its RLP is 32 bytes or more (the node is written then), the RLP
   * itself otherwise; the root is always hashed and written. Worked out once per node: a node is never changed.
   */
  private referenceOf(node: TrieNode, root: boolean): Uint8Array {
    if (node.ref !== undefined && (!root || node.ref.length === 32)) return node.ref;
    const encoded = encodeNode(node, (child) => this.referenceOf(child, false));
    if (encoded.length < 32 && !root) {
      node.ref = encoded;
      return encoded;
    }
    const hash = this.hash(encoded);
    const key = this.dbKey(hash);
    this.writeNode(key, encoded);
    remember(decodedNodes(this.storedMap() as Map<string, StoredValue>), key, node);
    if (encoded.length >= 32) node.ref = hash;
    return hash;
  }
}

/** `prefix` put before the node's own path (a branch becomes an extension's child). */
function joined(prefix: number[], node: TrieNode | null): TrieNode | null {
  if (node === null) return null;
  if (node instanceof Leaf) return new Leaf(prefix.concat(node.path), node.value);
  if (node instanceof Extension) return new Extension(prefix.concat(node.path), node.child);
  return new Extension(prefix, node);
}

/** How many decoded nodes are kept for the database `db` (a MapDB's map): for the bound's test. */
export function keptNodeCount(db: { _database: Map<string, StoredValue> }): number {
  return decodedByDatabase.get(db._database)?.size ?? 0;
}

function decodedNodes(stored: Map<string, StoredValue>): Map<string, TrieNode> {
  let decoded = decodedByDatabase.get(stored);
  if (decoded === undefined) {
    decoded = new Map();
    decodedByDatabase.set(stored, decoded);
  }
  return decoded;
}

function remember(decoded: Map<string, TrieNode>, key: string, node: TrieNode): void {
  if (decoded.size >= DECODED_NODES_LIMIT) decoded.clear();
  decoded.set(key, node);
}
