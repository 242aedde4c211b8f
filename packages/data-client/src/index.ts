export { createDataClient, type DataClient, type DataClientOptions } from "./client.js";
export * from "./generated/operations.js";
export { API_KEY_HEADER, DEFAULT_BASE_URL, OPERATION_IDS } from "./generated/meta.js";
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
  RateLimitError,
  RequestTimeoutError,
  ResponseValidationError,
  Secret,
  ServiceUnavailableError,
  TimeoutError,
  UnauthorizedError,
  type CallOptions,
  type ErrorBody,
  type Hooks,
  type OperationInput,
  type OperationOutput,
  type RetryOptions,
} from "@avaspec/client-core";
