// Prism (@stoplight/prism-http 5.12), used in-process: its router, request validator, security check and
// response negotiator (examples, Prefer scenarios, dynamic data). Typed here by the small surface we use.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export interface PrismRequest {
  method: string;
  url: { path: string; baseUrl?: string; query: Record<string, string | string[]> };
  headers: Record<string, string>;
  body?: unknown;
}

export interface PrismResponse {
  statusCode: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface PrismViolation {
  path?: Array<string | number>;
  code?: string | number;
  message: string;
  severity: number;
}

/** Prism's own operation object (from @stoplight/http-spec). */
export interface PrismOperation {
  id: string;
  iid?: string;
  method: string;
  path: string;
  [key: string]: unknown;
}

export interface PrismConfig {
  validateRequest: boolean;
  validateResponse: boolean;
  checkSecurity: boolean;
  errors: boolean;
  isProxy: false;
  mock: { dynamic?: boolean; code?: number; exampleKey?: string; ignoreExamples?: boolean; seed?: string };
}

export type Either<L, R> = { _tag: "Left"; left: L } | { _tag: "Right"; right: R };

export interface PrismError extends Error {
  status?: number;
  detail?: string;
}

export interface PrismOutput {
  output: PrismResponse;
  validations: { input: PrismViolation[]; output: PrismViolation[] };
}

export interface PrismInstance {
  request(input: PrismRequest, operations: PrismOperation[], config?: Partial<PrismConfig>): () => Promise<Either<PrismError, PrismOutput>>;
}

export interface PrismLogger {
  trace(...args: unknown[]): void;
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  success(...args: unknown[]): void;
  start(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  fatal(...args: unknown[]): void;
  child(bindings?: unknown): PrismLogger;
}

/** What Prism's `mock` component receives. */
export interface MockArgs {
  resource: PrismOperation;
  input: { data: PrismRequest; validations: PrismViolation[] };
  config: PrismConfig["mock"];
}
export type MockComponent = (args: MockArgs) => (logger: PrismLogger) => Either<Error, PrismResponse>;

interface PrismHttpModule {
  createInstance(config: PrismConfig, components: { logger: PrismLogger; mock?: MockComponent }): PrismInstance;
  getHttpOperationsFromSpec(spec: object | string): Promise<PrismOperation[]>;
}

const prismHttp = require("@stoplight/prism-http") as PrismHttpModule;
const prismMock = (require("@stoplight/prism-http/dist/mocker") as { default: MockComponent }).default;

export const getHttpOperationsFromSpec = (spec: object): Promise<PrismOperation[]> => prismHttp.getHttpOperationsFromSpec(spec);
export const createInstance = prismHttp.createInstance;
/** Prism's default mocker: examples, Prefer code/example, dynamic generation, invalid-request negotiation. */
export const defaultMock = prismMock;
