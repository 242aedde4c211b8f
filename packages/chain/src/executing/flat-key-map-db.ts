// The state database's map, with flat keys. @ethereumjs's CheckpointDB hands a committed checkpoint's writes to the
// database with keys made by bytesToUnprefixedHex, a rope of one 32-byte node a byte: about 1 KB a 32-byte key, 80
// bytes flat. The trie nodes a mined block writes are kept as long as the chain (older blocks' states are read), so
// their keys were about a quarter of a kept block's heap (DESIGN.md, "Memory a kept block").
import { MapDB, unprefixedHexToBytes } from "@ethereumjs/util";
import { bytesToFlatUnprefixedHex } from "./flat-hex.js";

type StoredValue = string | Uint8Array;

/** A MapDB whose keys, hex text without 0x as the trie's databases use, are stored as flat strings. */
export class FlatKeyMapDB extends MapDB<string, StoredValue> {
  override put(key: string, value: StoredValue): Promise<void> {
    this._database.set(bytesToFlatUnprefixedHex(unprefixedHexToBytes(key)), value);
    return Promise.resolve();
  }

  /** A copy on the same map (a storage trie's database is a copy of the account trie's). */
  override shallowCopy(): FlatKeyMapDB {
    return new FlatKeyMapDB(this._database);
  }
}
