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
  readonly byId = new Map<string, number>();
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
      this.byId.delete(this.containers.pop()!.id);
    }
    const head = this.chain.head().number;
    // the clock read once a sync, and only when a block came (a sync follows every request)
    let at: AcceptedAt | undefined;
    for (let height = BigInt(this.#hashes.length) + 1n; height <= head; height++) {
      const block = this.chain.block(height);
      if (!block) break;
      at ??= acceptedAt(this.now());
      const index = this.containers.length;
      const id = cb58Encode(hexToBytes(block.hash));
      this.containers.push(container(id, index, block, at));
      this.byId.set(id, index);
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
 * A container whose bytes (the block's RLP and its checksum) and timestamp text are made when first read: a block is
 * mined per transaction and most are never asked for by index, and these were 3–4% of a transfer through the network
 * (DESIGN.md, "Speed, session 8: mining"). The getters are own and enumerable, so JSON and structured clones see them.
 */
function container(id: string, index: number, block: { rlp: Hex }, at: AcceptedAt): IndexedContainer {
  let bytes: string | undefined;
  return Object.freeze({
    id,
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
