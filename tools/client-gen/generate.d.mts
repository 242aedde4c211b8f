export declare const HEADER: string;
export declare function deref(doc: any, node: any): any;
export declare function letters(doc: any, schema: any): string;
export declare function shapeOf(doc: any, schema: any): any;
export declare function readOperations(doc: any): any[];
export declare function apiKeyHeader(doc: any): string | undefined;
export declare function emitOperations(ops: any[]): string;
export declare function emitMeta(doc: any, ops: any[]): string;
export declare function generate(options: {
  api: string;
  pkgDir: string;
  outDir: string;
}): Promise<{ ops: any[]; files: string[] }>;
