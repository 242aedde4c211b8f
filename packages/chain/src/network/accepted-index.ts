// The index API's view of a chain's accepted blocks, as avalanchego's indexer keeps it for the C-Chain: container i
// is the i-th block accepted after genesis, its ID the block hash (coreth's block ID), its bytes the block's RLP in
// avalanchego's hex encoding (0x, the bytes, then the last 4 bytes of their sha256), its timestamp the wall-clock time
// at which this node accepted it.
import { cb58Checksum, cb58Encode } from "@avaspec/spec-model";
import { bytesToUnprefixedHex, hexToBytes } from "@ethereumjs/util";
import type { ChainReader, Hex } from "../chain.js";

/** One index container, as `index.getContainerByIndex` answers it. */
export interface IndexedContainer {
  readonly id: string;
  readonly bytes: string;
  readonly timestamp: string;
  readonly encoding: "hex";
  readonly index: string;
}

export class AcceptedIndex {
  readonly containers: IndexedContainer[] = [];
  /** container ID → index; `get` and `has` answer for every container (IDs are indexed when first looked up) */
  readonly byId: Map<string, number> = new IdsWhenAsked(this.containers);
  /** the block hash of each container, to notice blocks an evm_revert or a reset took back */
  readonly #hashes: Hex[] = [];

  constructor(
    private readonly chain: ChainReader,
    private readonly now: () => number,
  ) {}

  /**
   * Takes in the blocks accepted since the last sync, stamped now; drops the containers of blocks the chain no
   * longer has (evm_revert, reset: a dev chain takes blocks back, a real node never does).
   */
  sync(): this {
    while (this.#hashes.length > 0) {
      const height = BigInt(this.#hashes.length); // container i holds block i + 1
      if (this.chain.block(height)?.hash === this.#hashes[this.#hashes.length - 1]) break;
      this.#hashes.pop();
      this.containers.pop();
      (this.byId as IdsWhenAsked).dropFrom(this.containers.length);
    }
    const head = this.chain.head().number;
    // the clock read once a sync, and only when a block came (a sync follows every request)
    let at: AcceptedAt | undefined;
    for (let height = BigInt(this.#hashes.length) + 1n; height <= head; height++) {
      const block = this.chain.block(height);
      if (!block) break;
      at ??= acceptedAt(this.now());
      this.containers.push(container(this.containers.length, block, at));
      this.#hashes.push(block.hash);
    }
    return this;
  }

  /** Forgets every container (the network went back to genesis). */
  clear(): void {
    this.containers.length = 0;
    this.#hashes.length = 0;
    this.byId.clear();
  }
}

/** A sync's time, formatted when a container's timestamp is first read. */
interface AcceptedAt {
  readonly text: () => string;
}

function acceptedAt(ms: number): AcceptedAt {
  let text: string | undefined;
  return { text: () => (text ??= formatAcceptedAt(ms)) };
}

/**
 * The containers' IDs to their index, indexed when a lookup comes rather than for every block mined: an ID is the
 * hash in CB58 (a base58 encoding and a sha256 checksum), 1.4% of a transfer through the network (DESIGN.md, "Speed,
 * session 8: mining"). `get` and `has` see every container; the rest of Map sees those indexed so far.
 */
class IdsWhenAsked extends Map<string, number> {
  readonly #containers: readonly IndexedContainer[];
  /** containers below this index are in the map */
  #indexed = 0;

  constructor(containers: readonly IndexedContainer[]) {
    super();
    this.#containers = containers;
  }

  override get(id: string): number | undefined {
    this.#indexAll();
    return super.get(id);
  }

  override has(id: string): boolean {
    this.#indexAll();
    return super.has(id);
  }

  override clear(): void {
    super.clear();
    this.#indexed = 0;
  }

  /** Forgets the IDs of containers from `index` on (they were dropped; each ID is its container's alone). */
  dropFrom(index: number): void {
    if (index >= this.#indexed) return;
    for (const [id, at] of this.entries()) if (at >= index) super.delete(id);
    this.#indexed = index;
  }

  #indexAll(): void {
    for (; this.#indexed < this.#containers.length; this.#indexed++) {
      super.set((this.#containers[this.#indexed] as IndexedContainer).id, this.#indexed);
    }
  }
}

/**
 * A container whose ID, bytes (the block's RLP and its checksum) and timestamp text are made when first read: a block
 * is mined per transaction and most are never asked for by index, and these were 3–5% of a transfer through the
 * network (DESIGN.md, "Speed, session 8: mining"). The getters are own and enumerable, so JSON and structured clones
 * see them.
 */
function container(index: number, block: { hash: Hex; rlp: Hex }, at: AcceptedAt): IndexedContainer {
  let id: string | undefined;
  let bytes: string | undefined;
  return Object.freeze({
    get id() {
      id ??= cb58Encode(hexToBytes(block.hash));
      return id;
    },
    get bytes() {
      if (bytes === undefined) {
        const { rlp } = block;
        bytes = `${rlp}${bytesToUnprefixedHex(cb58Checksum(hexToBytes(rlp)))}`;
      }
      return bytes;
    },
    get timestamp() {
      return at.text();
    },
    encoding: "hex",
    index: String(index),
  });
}

/** RFC 3339 in UTC with the fraction Go prints (trailing zeros trimmed), as a node's time.Time marshals. */
export function formatAcceptedAt(ms: number): string {
  const iso = new Date(ms).toISOString(); // 2026-11-27T10:00:00.120Z
  const [seconds, fraction = ""] = iso.slice(0, -1).split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return `${seconds}${trimmed ? `.${trimmed}` : ""}Z`;
}
