// Types of lib/build-docs.mjs and lib/render-openrpc.mjs (hand-written; the implementation is JSDoc-typed ESM).
export interface BuiltPage {
  api: "metrics" | "data" | "node";
  kind: "openapi" | "openrpc";
  file: string;
  page: string;
  title: string;
  version: string;
  /** operationIds (OpenAPI) or method names (OpenRPC) */
  items: string[];
  /** OpenAPI pages: every operation with its method and path */
  operations?: { operationId: string; method: string; path: string }[];
}
export declare function buildDocs(options: {
  outDir: string;
  specs: { metrics: string; data: string; node: string };
}): Promise<BuiltPage[]>;
export declare function renderIndex(pages: BuiltPage[]): string;
export declare function operationsOf(
  doc: object,
): { method: string; path: string; operationId: string; tags: string[] }[];
export declare function renderOpenRpc(doc: object): string;
export declare function methodAnchor(name: string): string;
export declare function esc(value: unknown): string;
