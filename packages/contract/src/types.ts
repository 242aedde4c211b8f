// The cases of the contract suite, as data: what the derivation (src/derive/) writes into src/generated/suite.json and
// the runner (run.ts) reads. The flows' types are each flow kind's own (src/flows/); the whole suite is suite.ts.

export type ApiName = "metrics" | "data" | "node";
export type RestApiName = "metrics" | "data";

/** Why a case exists: a spec example, a value derived from a schema, an invalid input, a rule, a stateful link. */
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
