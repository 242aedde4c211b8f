export { createMetricsClient, type MetricsClient, type MetricsClientOptions } from "./client.js";
export * from "./generated/operations.js";
export { DEFAULT_BASE_URL, OPERATION_IDS, PAGINATED_OPERATION_IDS } from "./generated/meta.js";
export type { components, operations, paths } from "./generated/openapi.js";
export {
  AbortError,
  ApiError,
  AvaspecError,
  BadGatewayError,
  BadRequestError,
  ForbiddenError,
  InternalServerError,
  NetworkError,
  NotFoundError,
  PageTokenError,
  PaginationLoopError,
  RateLimitError,
  RequestTimeoutError,
  ResponseValidationError,
  ServiceUnavailableError,
  TimeoutError,
  UnauthorizedError,
  type CallOptions,
  type ErrorBody,
  type Hooks,
  type OperationInput,
  type OperationOutput,
  type Paginator,
  type RetryOptions,
} from "@avaspec/client-core";
