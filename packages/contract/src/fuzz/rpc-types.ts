// The JSON-RPC requests the fuzzer draws, before they are written as HTTP (rpc-draws.ts, rpc-envelopes.ts).

export interface RpcCallDraw {
  aim: "valid" | "invalid";
  broke?: string;
  method: string;
  /** undefined: `params` left out. */
  params?: unknown;
  id: string | number | null;
  /** The id left out: a notification (answered with nothing). */
  notification?: true;
  /** A batch member that is not a request object, sent as this value instead of the envelope. */
  notRequest?: { value: unknown };
  jsonrpc: unknown;
}

export type RpcDraw =
  | { shape: "single"; path: string; call: RpcCallDraw }
  | { shape: "batch"; path: string; calls: RpcCallDraw[] }
  | { shape: "malformed"; path: string; call: RpcCallDraw; cut: number }
  | { shape: "verb"; path: string; call: RpcCallDraw; verb: string };
