import type { Shape } from "@avaspec/client-core";

export interface OperationSample {
  id: string;
  method: string;
  path: string;
  idempotent: boolean;
  shape?: Shape;
  page?: { items: string; tokenIn: "query" | "body" };
  summary?: string;
  deprecated: boolean;
  /** a valid input: path parameters, required query parameters, the body example */
  input: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: any };
  /** a sample success body (nextPageToken removed) */
  okBody: any;
  errorStatuses: number[];
  params: { name: string; in: string; required?: boolean; schema?: any }[];
}
export declare function operationSamples(doc: Record<string, any>): OperationSample[];
export declare function expectedPath(sample: OperationSample): string;
