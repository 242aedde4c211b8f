// JSON-RPC failures the node mock raises. Codes and texts follow deployed-services.md §1–§4;
// the OpenRPC document declares the same catalogue (components/errors). The error type, geth's invalid params and Go's
// %q are @avaspec/chain's, which its executing chain answers with too.
import { ChainError } from "@avaspec/chain/rpc";

export { ChainError, goQuote, invalidParams } from "@avaspec/chain/rpc";

/** Gorilla-style (admin, index, validators) application error: always -32000. */
export const appError = (message: string) => new ChainError(-32000, message);

export const UNMARSHAL_MESSAGE =
  "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. " +
  "See documentation for example calls";
export const unmarshalError = () => new ChainError(-32000, UNMARSHAL_MESSAGE);
