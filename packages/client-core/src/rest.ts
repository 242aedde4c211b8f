// Glue between the transport and openapi-fetch, used by the generated per-operation functions of the REST clients:
// an operation builds its request with openapi-fetch's own serialisers (path, query, body, headers), exactly as
// openapi-fetch's client would, and sends it through the transport. The client packages hand in openapi-fetch's
// `createClient` for the path API (`client.api`).
import {
  createFinalURL,
  createQuerySerializer,
  defaultBodySerializer,
  defaultPathSerializer,
  mergeHeaders,
  type HeadersOptions,
} from "openapi-fetch";
import { ResponseValidationError } from "./errors.js";
import { paginate, type AllOptions, type Paginator } from "./paginate.js";
import { checkShape, type Shape } from "./shape.js";
import {
  createTransport,
  readJson,
  redactUrl,
  type CallOptions,
  type FetchLike,
  type Transport,
  type TransportOptions,
} from "./transport.js";

// ---------- types derived from openapi-typescript's `operations[...]` ----------

type Defined<T> = Exclude<T, undefined>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Slot<P, K extends string> = K extends keyof P
  ? [Defined<P[K]>] extends [never]
    ? {}
    : undefined extends P[K]
      ? { [Q in K]?: Defined<P[K]> | undefined }
      : { [Q in K]: P[K] }
  : {};
type BodySlot<Op> = Op extends { requestBody?: infer RB }
  ? [Defined<RB>] extends [never]
    ? {}
    : Defined<RB> extends { content: { "application/json": infer B } }
      ? Op extends { requestBody: unknown }
        ? { body: B }
        : { body?: B | undefined }
      : {}
  : {};
type Params<Op> = Op extends { parameters: infer P } ? P : {};

/**
 * What a generated operation function takes: `{ path, query, header, body }`, each present only where the spec has
 * it.
 */
export type OperationInput<Op> = Simplify<
  Slot<Params<Op>, "path"> & Slot<Params<Op>, "query"> & Slot<Params<Op>, "header"> & BodySlot<Op>
>;
/** The JSON body of the operation's success response. */
export type OperationOutput<Op> = Op extends { responses: infer R }
  ? R extends { 200: { content: { "application/json": infer D } } }
    ? D
    : R extends { 201: { content: { "application/json": infer D } } }
      ? D
      : unknown
  : unknown;
/** Arguments after the client: the input is optional when nothing in it is required. */
export type OperationArgs<Op, Extra = {}> = {} extends OperationInput<Op>
  ? [input?: OperationInput<Op>, options?: CallOptions & Extra]
  : [input: OperationInput<Op>, options?: CallOptions & Extra];

// ---------- the client object ----------

/** An openapi-fetch client, as far as RestClient's default `api` type tells (its `request` method). */
export interface OpenApiFetchLike {
  request(method: string, path: string, init: Record<string, unknown>): Promise<{ data?: unknown; response: Response }>;
}

/** A REST client: base URL, transport, and `api`, the openapi-fetch client (path API) sending through the transport. */
export interface RestClient<Api = OpenApiFetchLike> {
  readonly baseUrl: string;
  readonly transport: Transport;
  /**
   * openapi-fetch's path API (`api.GET("/v2/chains/{chainId}", …)`), with the transport's retries, timeouts and typed
   * errors
   */
  readonly api: Api;
}

export interface RestClientOptions extends TransportOptions {
  /** Service root; defaults to the spec's first server. */
  baseUrl?: string | undefined;
}

/**
 * Builds a RestClient. `createClient` is openapi-fetch's; its fetch goes through the transport and checks that 2xx
 * bodies are JSON, so the path API throws typed errors too (operation named "METHOD /path" there).
 */
export function createRestClient<Api>(
  createClient: (options: { baseUrl: string; fetch: FetchLike }) => Api,
  options: RestClientOptions,
  defaultBaseUrl: string,
): RestClient<Api> {
  const baseUrl = (options.baseUrl ?? defaultBaseUrl).replace(/\/+$/, "");
  const transport = createTransport(options);
  const api = createClient({
    baseUrl,
    fetch: async (request) => {
      const operation = `${request.method} ${new URL(request.url).pathname}`;
      const response = await transport.send(request, { operation });
      if (response.status !== 204) await readJson(response.clone(), operation);
      return response;
    },
  });
  const client = { baseUrl, transport, api };
  Object.defineProperty(client, "toJSON", { value: () => ({ baseUrl }) });
  return client;
}

// ---------- generated operations ----------

/** What the generator knows about one operation. */
export interface OperationDef {
  /** operationId */
  id: string;
  method: string;
  path: string;
  /** safe to repeat (from the method, or the spec's x-avaspec-idempotent) */
  idempotent: boolean;
  /** expected shape of the success body */
  shape?: Shape;
}

export interface PaginatedDef extends OperationDef {
  /** the array property holding the items */
  items: string;
  /** where the request carries pageToken */
  tokenIn: "query" | "body";
}

export type OperationFn<Op> = (client: RestClient<any>, ...args: OperationArgs<Op>) => Promise<OperationOutput<Op>>;
type ItemOf<Op, K extends string> = OperationOutput<Op> extends { [Q in K]?: infer A }
  ? Defined<A> extends readonly (infer I)[]
    ? I
    : never
  : never;
export type PaginatedOperationFn<Op, K extends string> = OperationFn<Op> & {
  /** every page, following nextPageToken */
  pages(client: RestClient<any>, ...args: OperationArgs<Op>): AsyncGenerator<OperationOutput<Op>, void, undefined>;
  /** every item of every page */
  items(client: RestClient<any>, ...args: OperationArgs<Op>): AsyncGenerator<ItemOf<Op, K>, void, undefined>;
  /** items collected into an array; `max` caps how many (and how many pages are fetched) */
  all(client: RestClient<any>, ...args: OperationArgs<Op, AllOptions>): Promise<ItemOf<Op, K>[]>;
  /** a Paginator (pages(), items(), all(), for await) */
  paginate(client: RestClient<any>, ...args: OperationArgs<Op>): Paginator<OperationOutput<Op>, ItemOf<Op, K>>;
};

interface AnyInput {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  header?: Record<string, unknown>;
  body?: unknown;
}

/** openapi-fetch's default query serialiser (form style, exploded arrays, deepObject objects). */
const querySerializer = createQuerySerializer();

/**
 * The request openapi-fetch's client sends for `input` (its `createFinalURL`, default serialisers and header
 * merge): path parameters into the path, the query string, a JSON body with its content type, header parameters.
 */
function buildRequest(baseUrl: string, def: OperationDef, input: AnyInput): Request {
  const url = createFinalURL(def.path, {
    baseUrl,
    params: { path: input.path, query: input.query },
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
  const body = input.body === undefined ? undefined : defaultBodySerializer(input.body);
  const headers = mergeHeaders(
    body === undefined ? {} : { "Content-Type": "application/json" },
    input.header as HeadersOptions | undefined,
  );
  return new Request(url, { redirect: "follow", method: def.method.toUpperCase(), body, headers });
}

async function call(
  client: RestClient<any>,
  def: OperationDef,
  input: AnyInput | null = {},
  options: CallOptions | null = {},
): Promise<unknown> {
  input ??= {};
  options ??= {};
  const { signal, timeoutMs, retry, idempotent, headers } = options;
  const request = buildRequest(client.baseUrl, def, input);
  const response = await client.transport.send(request, {
    operation: def.id,
    signal,
    timeoutMs,
    retry,
    headers,
    idempotent: idempotent ?? def.idempotent,
  });
  const status = response.status;
  const url = redactUrl(response.url || request.url);
  const data = await readJson(response, def.id);
  if (def.shape) {
    const problem = checkShape(data, def.shape);
    if (problem) throw new ResponseValidationError(def.id, status, url, problem);
  }
  return data;
}

/** A generated per-operation function. */
export function operation<Op>(def: OperationDef): OperationFn<Op> {
  return ((client: RestClient<any>, input?: AnyInput, options?: CallOptions) =>
    call(client, def, input, options)) as OperationFn<Op>;
}

/** A generated paginated operation: callable for one page, plus pages/items/all/paginate. */
export function paginatedOperation<Op, K extends string>(def: PaginatedDef): PaginatedOperationFn<Op, K> {
  const one = (client: RestClient<any>, input?: AnyInput, options?: CallOptions) => call(client, def, input, options);
  const pager = (client: RestClient<any>, input: AnyInput | null = {}, options?: CallOptions) => {
    input ??= {};
    const slot = def.tokenIn === "body" ? ((input.body ?? {}) as Record<string, unknown>) : (input.query ?? {});
    return paginate<Record<string, unknown>, unknown>({
      operation: def.id,
      startToken: typeof slot.pageToken === "string" ? slot.pageToken : undefined,
      fetchPage: async (pageToken) => {
        const next = { ...slot, pageToken };
        const page = await one(
          client,
          def.tokenIn === "body" ? { ...input, body: next } : { ...input, query: next },
          options,
        );
        return page as Record<string, unknown>;
      },
      items: (page) => (Array.isArray(page[def.items]) ? (page[def.items] as unknown[]) : []),
      nextToken: (page) => (typeof page.nextPageToken === "string" ? page.nextPageToken : undefined),
    });
  };
  return Object.assign(one, {
    paginate: pager,
    pages: (client: RestClient<any>, input?: AnyInput, options?: CallOptions) => pager(client, input, options).pages(),
    items: (client: RestClient<any>, input?: AnyInput, options?: CallOptions) => pager(client, input, options).items(),
    all: (client: RestClient<any>, input?: AnyInput, options?: CallOptions & AllOptions) =>
      pager(client, input, options).all(options),
  }) as unknown as PaginatedOperationFn<Op, K>;
}
