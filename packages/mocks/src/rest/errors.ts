// An error a rule or the transport raises on purpose; the REST engine answers it with the contract's error body.
/** An error a rule or the transport raises on purpose; the server answers it with the contract's error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string | string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(messages) ? messages.join("; ") : messages);
  }
}
