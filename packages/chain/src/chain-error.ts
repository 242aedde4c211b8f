// The one JSON-RPC error of the chain and the node mock: a code, the node's text, and data (a revert's bytes, or what a
// forced answer sets). A module of its own, without the EVM, so that the generated world and the mocks' default mode
// (which refuse with it) bring no more of errors.ts into a page.
export class ChainError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** written as the error's `data` when set (null included); left out when undefined */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "ChainError";
  }
}

/** geth's -32000 "server error": every transaction refusal and execution failure other than a revert. */
export const refuse = (message: string) => new ChainError(-32000, message);

/** -32602, invalid params. */
export const invalidParams = (message: string) => new ChainError(-32602, message);
