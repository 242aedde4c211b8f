// Shared by the REST clients' tests: the error class a client must throw for each status the specs declare
// (@avaspec/client-core's classes; any other status is an ApiError).
export const CLASS_BY_STATUS: Record<number, string> = {
  400: "BadRequestError",
  401: "UnauthorizedError",
  403: "ForbiddenError",
  404: "NotFoundError",
  429: "RateLimitError",
  500: "InternalServerError",
  502: "BadGatewayError",
  503: "ServiceUnavailableError",
};
