export type Api = "metrics" | "data" | "node";
export interface SpecOptions {
  dereferenced?: boolean;
}
/** Absolute path of an assembled document in this package's dist/. */
export declare function specPath(api: Api, options?: SpecOptions): string;
/** The assembled document, parsed (a fresh copy on every call). */
export declare function loadSpec(api: Api, options?: SpecOptions): Record<string, any>;
export declare const apis: readonly ["metrics", "data", "node"];
