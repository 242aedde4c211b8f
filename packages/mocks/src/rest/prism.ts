// Prism (@stoplight/prism-http 5.12), used in-process: its router, request validator, security check and
// response negotiator (examples, Prefer scenarios, dynamic data). Typed here by the small surface we use.
import Module, { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * Start-up: Prism loads @faker-js/faker (every locale, over half of Prism's load time) only to hand it to
 * json-schema-faker for `Prefer: dynamic=true`, and json-schema-faker asks for it only while generating. A
 * stand-in in the module cache loads the real faker on first use instead.
 */
function deferFaker(): void {
  let fakerPath: string;
  try {
    fakerPath = createRequire(require.resolve("@stoplight/prism-http")).resolve("@faker-js/faker");
  } catch {
    return;
  }
  const cache = require.cache;
  if (cache[fakerPath]) return;
  let real: Record<string, unknown> | undefined;
  const load = (): Record<string, unknown> => {
    if (!real) {
      delete cache[fakerPath];
      real = require(fakerPath) as Record<string, unknown>;
    }
    return real;
  };
  const stand = new Module(fakerPath) as NodeJS.Module & { filename: string; loaded: boolean };
  stand.filename = fakerPath;
  stand.loaded = true;
  // json-schema-faker takes the faker object at once but uses it only while generating: hand it a lazy view too
  const lazyObject = (pick: () => Record<string, unknown>) =>
    new Proxy(
      {},
      {
        get: (_t, key) => pick()[key as string],
        has: (_t, key) => key in pick(),
        ownKeys: () => Reflect.ownKeys(pick()),
        getOwnPropertyDescriptor: (_t, key) => {
          const d = Reflect.getOwnPropertyDescriptor(pick(), key);
          return d ? { ...d, configurable: true } : undefined;
        },
      },
    );
  const views = new Map<string, unknown>();
  stand.exports = new Proxy(
    {},
    {
      get: (_t, key) => {
        if (key === "default" || key === "faker") {
          if (!views.has(key))
            views.set(
              key,
              lazyObject(() => load()[key] as Record<string, unknown>),
            );
          return views.get(key);
        }
        return load()[key as string];
      },
      has: (_t, key) => key in load(),
    },
  );
  cache[fakerPath] = stand;
}

export interface PrismRequest {
  method: string;
  url: { path: string; baseUrl?: string; query: Record<string, string | string[]> };
  headers: Record<string, string>;
  body?: unknown;
  /** ours, not Prism's: the MockRequest's signal, passed on to the rules (Prism hands the object through) */
  signal?: AbortSignal;
}

export interface PrismResponse {
  statusCode: number;
  headers?: Record<string, string>;
  body?: unknown;
}

interface PrismViolation {
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

type Either<L, R> = { _tag: "Left"; left: L } | { _tag: "Right"; right: R };

interface PrismError extends Error {
  status?: number;
  detail?: string;
}

interface PrismOutput {
  output: PrismResponse;
  validations: { input: PrismViolation[]; output: PrismViolation[] };
}

interface PrismInstance {
  request(
    input: PrismRequest,
    operations: PrismOperation[],
    config?: Partial<PrismConfig>,
  ): () => Promise<Either<PrismError, PrismOutput>>;
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
interface MockArgs {
  resource: PrismOperation;
  input: { data: PrismRequest; validations: PrismViolation[] };
  config: PrismConfig["mock"];
}
export type MockComponent = (args: MockArgs) => (logger: PrismLogger) => Either<Error, PrismResponse>;

interface PrismHttpModule {
  createInstance(config: PrismConfig, components: { logger: PrismLogger; mock?: MockComponent }): PrismInstance;
  getHttpOperationsFromSpec(spec: object | string): Promise<PrismOperation[]>;
}

/**
 * Prism is loaded on first use, not on import: a process that only starts mock threads (or only the node mock)
 * never pays for it.
 */
let loaded: { http: PrismHttpModule; mock: MockComponent } | undefined;
function prism(): { http: PrismHttpModule; mock: MockComponent } {
  if (!loaded) {
    deferFaker();
    loaded = {
      http: require("@stoplight/prism-http") as PrismHttpModule,
      mock: (require("@stoplight/prism-http/dist/mocker") as { default: MockComponent }).default,
    };
  }
  return loaded;
}

export const getHttpOperationsFromSpec = (spec: object): Promise<PrismOperation[]> =>
  prism().http.getHttpOperationsFromSpec(spec);
export const createInstance: PrismHttpModule["createInstance"] = (config, components) =>
  prism().http.createInstance(config, components);
/** Prism's default mocker: examples, Prefer code/example, dynamic generation, invalid-request negotiation. */
export const defaultMock: MockComponent = (args) => prism().mock(args);
