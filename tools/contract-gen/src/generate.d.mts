// Types of generate.mjs (the suite's shape is @avaspec/contract's Suite type).
export declare const HEADER: string;
export declare function generateSuite(docs: { metrics?: unknown; data?: unknown; node?: unknown }): any;
export declare function restSuite(
  api: "metrics" | "data",
  doc: unknown,
): { operations: any[]; cases: any[]; flows: any[] };
export declare function rpcSuite(doc: unknown): { operations: any[]; cases: any[]; flows: any[] };
