// Errors as the node answers them over JSON-RPC: geth's texts (core/error.go, core/txpool/errors.go) under code
// -32000, a revert under code 3 with the revert bytes as data.
import type { Hex } from "./chain.js";

import { ChainError } from "./chain-error.js";

export { ChainError, refuse } from "./chain-error.js";

const ERROR_STRING_SELECTOR = "0x08c379a0";

/** geth's revert: code 3, "execution reverted" with the Error(string) reason when there is one, the bytes as data. */
export function revertError(returned: Hex): ChainError {
  const reason = errorStringReason(returned);
  return new ChainError(3, reason === undefined ? "execution reverted" : `execution reverted: ${reason}`, returned);
}

function errorStringReason(returned: Hex): string | undefined {
  if (!returned.startsWith(ERROR_STRING_SELECTOR) || returned.length < 10 + 128) return undefined;
  const body = returned.slice(10);
  const length = Number.parseInt(body.slice(64, 128), 16);
  const text = body.slice(128, 128 + length * 2);
  if (!Number.isSafeInteger(length) || text.length !== length * 2) return undefined;
  return new TextDecoder().decode(Uint8Array.from(text.match(/../g) ?? [], (b) => Number.parseInt(b, 16)));
}
