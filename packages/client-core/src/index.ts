export * from "./errors.js";
export { Secret, secret } from "./secret.js";
export {
  IDEMPOTENT_METHODS,
  backoffDelay,
  parseRetryAfter,
  retryPolicy,
  type RetryOptions,
  type RetryPolicy,
} from "./retry.js";
export {
  createTransport,
  readJson,
  redactUrl,
  toApiError,
  type CallOptions,
  type ErrorHookContext,
  type FetchLike,
  type Hooks,
  type RequestHookContext,
  type ResponseHookContext,
  type SendOptions,
  type Transport,
  type TransportOptions,
} from "./transport.js";
export { paginate, type AllOptions, type PaginateOptions, type Paginator } from "./paginate.js";
export { checkShape, type Shape } from "./shape.js";
export {
  createRestClient,
  operation,
  paginatedOperation,
  type OpenApiFetchLike,
  type OperationArgs,
  type OperationDef,
  type OperationFn,
  type OperationInput,
  type OperationOutput,
  type PaginatedDef,
  type PaginatedOperationFn,
  type RestClient,
  type RestClientOptions,
} from "./rest.js";
