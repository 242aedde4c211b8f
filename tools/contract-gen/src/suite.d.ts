// The shape of the generated suite: what tools/contract-gen writes and packages/contract runs (copied there as
// src/generated/suite-types.ts, so that the generator and the runner read one definition).

export type ApiName = "metrics" | "data" | "node";
export type RestApiName = "metrics" | "data";

/** Why a case exists: a spec example, a value derived from a schema, an invalid input, a seed rule, a stateful link. */
export type CaseKind = "example" | "derived" | "negative" | "rule" | "flow";

export interface HttpRequest {
  method: string;
  /** Path with every parameter filled in (already URL-encoded), starting with "/". */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Raw request body (JSON text, or deliberately malformed text). */
  body?: string;
}

export interface RestCase {
  api: RestApiName;
  operationId: string;
  name: string;
  kind: CaseKind;
  request: HttpRequest;
  /**
   * Statuses the server must answer with: "2xx" = any 2xx status the operation declares.
   * Every response must also be declared for the operation (status, content type, body schema) unless
   * `undeclaredOperation` (a request to a method the path does not have).
   */
  expect: { statuses: number[] | "2xx" };
  undeclaredOperation?: boolean;
  /** Keys of the object at `at` in a 2xx body: only within `only`, or every one of `all` (x-avaspec-short-window). */
  bodyKeys?: { at: string[]; only?: string[]; all?: string[] };
  /** Asks for a status with the `Prefer: code=N` header of Prism-style mocks: run only with --prefer-statuses. */
  prefer?: boolean;
  /**
   * Values of the object at `at` in a 2xx body that must not decrease along `order` (rolling windows: a longer window
   * holds the shorter one, so a count, a sum or a maximum over it is at least as large).
   */
  nested?: { at: string[]; order: string[] };
  /** Filters the request sets, that every item of the 2xx body's `items` array must honour. */
  filters?: ItemFilter[];
}

/** A query filter seen in the items: `field` equals one of `values`, or (an array field) includes one of them. */
export interface ItemFilter {
  param: string;
  items: string;
  field: string;
  match: "equals" | "includes";
  values: unknown[];
}

export interface RpcErrorSpec {
  code: number;
  /** Exact message, or a regular expression (x-avaspec-message-pattern) the message must match. */
  message?: string;
  pattern?: string;
  /** Name of the error in components/errors, when it has one. */
  name?: string;
}

export type RpcExpect =
  | { result: true }
  | { error: RpcErrorSpec[] }
  /** A transport-level answer (not JSON-RPC): an HTTP status, e.g. 404 for an unknown chain. */
  | { httpStatuses: number[] }
  /** A batch answer: an array of this many envelopes. */
  | { batch: number };

export interface RpcCase {
  api: "node";
  /** The method under test; "" for a case about an endpoint rather than a method (unknown method, bad body). */
  method: string;
  /** Endpoint kind (a key of x-avaspec-endpoints). */
  endpoint: string;
  /** Endpoint path, filled in, e.g. /ext/index/C/block. */
  path: string;
  name: string;
  kind: CaseKind;
  /** Raw JSON-RPC request body. */
  body: string;
  /** Method names of the requests inside `body` (batches), for result validation. */
  methods?: string[];
  /** The id sent (null for a malformed body: the answer's id must be null). */
  id: string | number | null;
  /**
   * For a batch refused as a whole: the answer may be one error envelope, or (geth) an array holding one, whose id is
   * `id` or one of these.
   */
  wholeBatch?: { ids: (string | number | null)[] };
  /** Needs --allow-mutations. */
  mutates: boolean;
  /** Params (by name) whose value a successful call takes for good (an alias): suffixed per run, to run again. */
  uniqueParams?: string[];
  /** Send the same request this many times before the one that is checked (e.g. start the profiler twice). */
  repeatBefore?: number;
  expect: RpcExpect;
}

export interface RpcCall {
  method: string;
  params: unknown;
}

export type Flow =
  | {
      kind: "pagination";
      api: RestApiName;
      operationId: string;
      name: string;
      request: HttpRequest;
      /**
       * The page-size parameter: the listing is followed once with the largest page size, then again with a page
       * size that splits it into a few pages; both must end and hold the same number of items.
       */
      pageSize?: { name: string; min: number; max: number };
      /** The array property of the 200 body that holds the page's items. */
      itemsField: string;
      /** Item property holding a Unix timestamp, when items are a time series (newest first). */
      timestampField?: string;
      /** Query parameters bounding the time window, when the request sets them. */
      window?: { start?: number; end?: number };
      /** The interval timestamps are aligned to: hour, day (00:00 UTC), week (Monday 00:00 UTC), month (the 1st). */
      interval?: string;
    }
  | {
      /** An OpenAPI link of a 200 answer: the source request, then the target built from runtime expressions. */
      kind: "link";
      api: RestApiName;
      operationId: string;
      name: string;
      request: HttpRequest;
      /** The source request's parameter values, keyed "path.name" / "query.name" / "header.name". */
      sourceValues: Record<string, string>;
      target: { operationId: string; method: string; path: string; params: { name: string; in: string }[] };
      /** Link parameters: runtime expressions ($request.path.x, $response.body#/ptr, …) or constants. */
      parameters: Record<string, unknown>;
      requestBody?: unknown;
      /** A link named "same…": the target must answer the very same body. */
      same: boolean;
    }
  | {
      kind: "blockLink";
      api: RestApiName;
      operationId: string;
      name: string;
      /** Path template, e.g. /v1/chains/{chainId}/blocks/{blockId}, with every other parameter in `values`. */
      pathTemplate: string;
      values: Record<string, string>;
      blockParam: string;
      first: string;
      fields: { number: string; hash: string; parentHash: string };
      headers?: Record<string, string>;
    }
  | {
      kind: "indexLink";
      api: "node";
      name: string;
      endpoint: string;
      path: string;
      /** Method names found by their params and results. */
      last: string;
      byId?: string;
      getIndex?: string;
      byIndex?: string;
      range?: { method: string; startParam: string; countParam: string };
      /** Extra params every call of this endpoint carries (e.g. encoding). */
      common: Record<string, unknown>;
      emptyError: RpcErrorSpec[];
      rangeError: RpcErrorSpec[];
      /** Container fields whose encodings are checked: `bytes` hex with a sha256 checksum, `id` CB58 of its hash. */
      container?: { id: string; bytes: string };
    }
  | {
      kind: "aliasLink";
      api: "node";
      name: string;
      method: string;
      path: string;
      params: Record<string, unknown>;
      aliasParam: string;
      /** Where the alias is served: a path template with {alias}. */
      aliasPath: string;
      /** A read-only call to make through the alias. */
      through: RpcCall;
      /** Optional read-back: a method listing aliases. */
      list?: { method: string; path: string; params: Record<string, unknown> };
    }
  | {
      kind: "loggerLink";
      api: "node";
      name: string;
      path: string;
      setter: string;
      getter: string;
      loggerParam: string;
      levelParams: string[];
      levels: string[];
      logger: string;
      resultField: string;
    };

export interface OperationInfo {
  api: ApiName;
  /** operationId (REST) or method name (node). */
  id: string;
  method?: string;
  path?: string;
  /** Statuses (REST) or error codes (node) the spec declares. */
  declared: string[];
  mutates: boolean;
  /** Named error cases the spec declares (examples with an error), for the coverage section. */
  errorCases: string[];
}

export interface Suite {
  $comment: string;
  specs: Record<ApiName, { title: string; version: string } | null>;
  operations: OperationInfo[];
  rest: RestCase[];
  rpc: RpcCase[];
  flows: Flow[];
}
