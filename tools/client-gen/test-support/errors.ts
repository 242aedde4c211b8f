// Shared by the REST clients' tests: the error class a client must throw for each status the specs declare
// (@avaspec/client-core's classes; any other status is an ApiError), and the test that each is thrown.
import { expect } from "vitest";

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

/**
 * Asks `call` for each status the operation declares (`Prefer: code=N`, which the mocks honour) and expects the
 * error of the client's class, with that status, the operation's name and the error body; `also` adds checks.
 */
export async function expectDeclaredErrors(
  sample: { id: string; errorStatuses: number[] },
  call: (options: { headers: Record<string, string> }) => Promise<unknown>,
  also?: (error: any) => void,
): Promise<void> {
  for (const status of sample.errorStatuses) {
    const error: any = await call({ headers: { prefer: `code=${status}` } }).catch((e: unknown) => e);
    expect([status, error?.name, error?.status, error?.operation]).toEqual([
      status,
      CLASS_BY_STATUS[status] ?? "ApiError",
      status,
      sample.id,
    ]);
    expect(error.body?.statusCode).toBe(status);
    also?.(error);
  }
}
