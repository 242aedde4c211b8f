export type SourcePosition = { line: number; col: number };
export type Located = { file: string; line: number; column: number };
export declare const COMPONENT_KINDS: Record<string, string>;
/** The tree cannot be read at all (missing files, YAML syntax errors, wrong top-level shapes). */
export declare class SourceTreeError extends Error {}
export declare function readYamlSource(file: string): { file: string; text: string; value: unknown };
/** The assembled document and, for every JSON pointer of it, where it was written. */
export declare function assembleOpenRpcWithPositions(rootFile: string): {
  doc: Record<string, any>;
  locate(pointer: string): Located;
  /** $refs that do not resolve (kept as written in `doc`). */
  refProblems: { pointer: string; message: string }[];
  /** methods of methods/*.yaml that the root lists not exactly once. */
  listingProblems: (Located & { message: string })[];
  /** the root's method $refs that resolved: the group file, the item's index and the method's pointer. */
  listed: { file: string; index: number; pointer: string }[];
};
/** The assembled document; throws SourceTreeError on any unresolved $ref or method not listed exactly once. */
export declare function assembleOpenRpc(rootFile: string): Record<string, any>;
