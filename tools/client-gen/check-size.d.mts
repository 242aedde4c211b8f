export declare function sizeLimit(budget: number): number;
export declare function bundleSize(entry: string, resolveDir: string): Promise<{ min: number; gzip: number }>;
export declare function sizeGate(options: {
  dir: URL | string;
  entry: string;
  limit: number;
  label: string;
}): Promise<{ min: number; gzip: number; ok: boolean }>;
