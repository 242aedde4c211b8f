/** A JSON document with each repeated subtree kept once in `shared`; a use of one is `{ "$shared": <index> }`. */
export interface PackedDocument {
  shared: unknown[];
  root: unknown;
}
/** Packs a JSON value; throws when an object of it has a "$shared" key. */
export declare function packSharedSubtrees(doc: unknown): PackedDocument;
/** The document a packed one stands for, every use of a shared subtree a copy of its own. */
export declare function unpackSharedSubtrees(packed: Readonly<PackedDocument>): any;
