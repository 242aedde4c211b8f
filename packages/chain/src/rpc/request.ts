// The chain's JSON-RPC front: request({ method, params }) for EIP-1193 style callers (viem's custom transport), and
// handleJsonRpc(body) for an HTTP body (single call or batch), answering as the node does.
import { ChainError } from "../errors.js";
import type { ExecutingChain } from "../executing/executing-chain.js";
import { parsePositional } from "./args.js";
import { EARLY_SENDS, METHODS, type Method } from "./methods.js";
import { SUBNET_EVM_METHODS } from "./subnet-evm-methods.js";

/** every method a chain answers: the standard and dev ones, then subnet-evm's (an L1's own refuse on the C-Chain) */
export const ALL_METHODS = { ...METHODS, ...SUBNET_EVM_METHODS };

/** geth's BatchRequestLimit */
const MAX_BATCH = 1000;

export interface RpcRequest {
  method: string;
  params?: unknown;
}

export type RequestFunction = (request: RpcRequest) => Promise<unknown>;

export interface RequestOptions {
  /**
   * Answer eth_sendRawTransaction and eth_sendTransaction once the transaction is admitted (the local network does);
   * in automine its block is mined right after. Default: the answer waits for the block, as hardhat's does.
   */
  earlyAnswer?: boolean;
}

/**
 * Answers one call or throws a ChainError carrying the JSON-RPC error's code, message and data; bad arguments get
 * geth's own `invalid argument N: …` texts (args.ts, the node mock's decoders). `methods` is the table served: by
 * default what coreth or subnet-evm serves. Every request first waits for a block an early answer left to mine
 * (`chain.mining`), so whatever is answered after a send's answer sees its block.
 */
export function createRequest(
  chain: ExecutingChain,
  methods: Record<string, Method> = ALL_METHODS,
  options: RequestOptions = {},
): RequestFunction {
  const served = options.earlyAnswer ? withEarlySends(methods) : methods;
  return async ({ method, params }) => {
    // read your writes: a send answered before its block was mined (automine) has the block before anything else
    const mining = chain.mining;
    if (mining) await mining;
    const entry = Object.hasOwn(served, method) ? served[method] : undefined;
    if (!entry) throw new ChainError(-32601, `the method ${method} does not exist/is not available`);
    return entry.run(chain, parsePositional(entry.args, params) as unknown[]);
  };
}

/** The table's sends replaced by their early-answer forms (only those the table serves). */
function withEarlySends(methods: Record<string, Method>): Record<string, Method> {
  const early = Object.entries(EARLY_SENDS).filter(([name]) => Object.hasOwn(methods, name));
  return { ...methods, ...Object.fromEntries(early) };
}

/** One HTTP body in, one out: JSON-RPC 2.0 envelopes, a batch answered element by element. */
export async function handleJsonRpc(request: RequestFunction, body: string): Promise<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "parse error" } });
  }
  return handleJsonRpcMessage(request, parsed);
}

/** A body its server parsed already (a call or a batch), answered as JSON text as handleJsonRpc answers it. */
export async function handleJsonRpcMessage(request: RequestFunction, parsed: unknown): Promise<string> {
  if (!Array.isArray(parsed)) return JSON.stringify(await answer(request, parsed));
  if (parsed.length === 0) {
    return JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "empty batch" } });
  }
  if (parsed.length > MAX_BATCH) {
    return JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch too large" } });
  }
  const answers = [];
  for (const call of parsed) answers.push(await answer(request, call));
  return JSON.stringify(answers);
}

async function answer(request: RequestFunction, call: unknown): Promise<Record<string, unknown>> {
  const envelope = typeof call === "object" && call !== null ? (call as Record<string, unknown>) : {};
  const id = envelope.id ?? null;
  if (envelope.jsonrpc !== "2.0" || typeof envelope.method !== "string") {
    return { jsonrpc: "2.0", id, error: { code: -32600, message: "invalid request" } };
  }
  try {
    const result = await request({ method: envelope.method, params: envelope.params });
    return { jsonrpc: "2.0", id, result: result ?? null };
  } catch (error) {
    // anything else is a fault of this package, answered as geth's internal error rather than left hanging
    if (!(error instanceof ChainError)) return { jsonrpc: "2.0", id, error: { code: -32603, message: String(error) } };
    const data = error.data === undefined ? {} : { data: error.data };
    return { jsonrpc: "2.0", id, error: { code: error.code, message: error.message, ...data } };
  }
}
