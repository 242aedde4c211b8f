// JSON-RPC failures the node mock raises. Codes and texts follow deployed-services.md §1–§4;
// the OpenRPC document declares the same catalogue (components/errors).

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Gorilla-style (admin, index, validators) application error: always -32000. */
export const appError = (message: string) => new RpcError(-32000, message);

export const UNMARSHAL_MESSAGE =
  "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls";
export const unmarshalError = () => new RpcError(-32000, UNMARSHAL_MESSAGE);

/** geth-style invalid params (-32602). */
export const invalidParams = (message: string) => new RpcError(-32602, message);

/** Go's %q for the strings we quote (ASCII identifiers in practice); JSON quoting is the same for them. */
export const goQuote = (s: string) => JSON.stringify(s);
