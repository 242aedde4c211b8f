export type Problem = {
  file: string;
  line: number;
  column: number;
  severity: "error";
  rule: string;
  message: string;
  pointer: string;
};
export type Position = { file: string; line: number; column: number };
export declare const REPO_ROOT: string;
export declare const DEFAULT_ROOT_FILE: string;
export declare const RULES: Record<
  | "openrpc-meta-schema"
  | "ref-resolves"
  | "method-has-example"
  | "example-params-valid"
  | "example-result-valid"
  | "example-error-declared"
  | "method-listed"
  | "schema-compiles"
  | "schema-keywords"
  | "param-structure-declared"
  | "method-name"
  | "endpoint-declared"
  | "method-unique"
  | "required-param-order",
  string
>;
export declare const COMPONENT_KINDS: Record<string, string>;
export declare class UnreadableTreeError extends Error {}
export declare function pointerOf(...tokens: Array<string | number>): string;
export declare const assembleWithPositions: typeof import("@avaspec/specs/assemble-openrpc").assembleOpenRpcWithPositions;
export declare function getPointer(doc: unknown, pointer: string): unknown;
export declare function dereference(doc: unknown, node?: unknown): unknown;
export declare function dataPathToPointer(dataPath: string): string;
/** Lints the OpenRPC tree rooted at `rootFile` (default specs/node/openrpc.yaml); throws UnreadableTreeError. */
export declare function lintOpenRpc(rootFile?: string): Problem[];
export declare function formatProblem(
  problem: Pick<Problem, "file" | "line" | "column" | "severity" | "rule" | "message">,
  base?: string,
): string;
export declare function rootFileFor(dir: string): string;
