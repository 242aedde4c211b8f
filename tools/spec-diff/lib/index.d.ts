// Types of lib/index.mjs (hand-written; the implementation is JSDoc-typed ESM).
export type Direction = "request" | "response";
export interface Change {
  /** e.g. "operation-removed", "request-enum-value-removed", "params-reordered" */
  rule: string;
  breaking: boolean;
  /** where in the API: "GET /v2/chains › query pageSize", "admin.alias › param alias" */
  where: string;
  message: string;
}
export type Api = "metrics" | "data" | "node";
export declare const DOCUMENTS: readonly { api: Api; kind: "openapi" | "openrpc"; source: string; dist: string }[];
export declare function diffOpenApi(base: object, head: object): Change[];
export declare function diffOpenRpc(base: object, head: object): Change[];
export declare function diffDocuments(kind: "openapi" | "openrpc", base: object, head: object): Change[];
export declare function parseChangeset(text: string): Record<string, string>;
export declare function changesetsSince(
  root: string,
  commit: string,
): { file: string; bumps: Record<string, string> }[];
export declare function repoRoot(cwd?: string): string;
export declare function resolveRef(root: string, ref: string): string;
export declare function assemble(
  root: string,
  commit: string | null,
): Promise<{ docs: Record<Api, any>; absent: Api[]; notes: string[] }>;
export interface GateResult {
  root: string;
  base: string;
  baseCommit: string;
  /** the commit compared with: the merge base of `base` and HEAD unless mergeBase is false */
  commit: string;
  notes: string[];
  results: {
    api: Api;
    kind: "openapi" | "openrpc";
    absentAtBase: boolean;
    absentInWorkingTree: boolean;
    changes: Change[];
  }[];
  breaking: number;
  changesets: { file: string; bumps: Record<string, string> }[];
  /** changesets added since the base that say "@avaspec/specs": major */
  majors: string[];
  ok: boolean;
}
export declare function runGate(options: { base: string; cwd?: string; mergeBase?: boolean }): Promise<GateResult>;
