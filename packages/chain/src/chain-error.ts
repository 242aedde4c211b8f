// The chain's error: a JSON-RPC code, geth's text, and data (a revert's bytes). A module of its own, so that the
// generated world (which refuses with it) brings no more of errors.ts into a page of the mocks' default mode.
import type { Hex } from "./chain.js";

export class ChainError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Hex,
  ) {
    super(message);
    this.name = "ChainError";
  }
}

/** geth's -32000 "server error": every transaction refusal and execution failure other than a revert. */
export const refuse = (message: string) => new ChainError(-32000, message);

/** -32602, invalid params. */
export const invalidParams = (message: string) => new ChainError(-32602, message);
