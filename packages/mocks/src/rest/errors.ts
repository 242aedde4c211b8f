// The seeds' error body, `{message, statusCode, error}`, with `error` the HTTP reason phrase.
import { reasonPhrase } from "../server/status.js";

export interface ErrorBody {
  message: string | string[];
  statusCode: number;
  error: string;
}

export function errorBody(statusCode: number, message: string | string[]): ErrorBody {
  return { message, statusCode, error: reasonPhrase(statusCode) };
}

/** An error a rule or the transport raises on purpose; the server answers it with the seed's body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string | string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(messages) ? messages.join("; ") : messages);
  }
  body(): ErrorBody {
    return errorBody(this.statusCode, this.messages);
  }
}
