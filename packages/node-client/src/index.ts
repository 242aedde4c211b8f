// @avaspec/node-client: a typed JSON-RPC client for the node's admin, index, chain-VM and validators APIs.
import { endpoints, type NodeClient } from "./generated/node.js";
import { buildClient, type NodeClientOptions } from "./runtime.js";

/**
 * Creates a client of one node.
 *
 * @example
 * const node = createNodeClient({ baseUrl: "http://127.0.0.1:9650", timeoutMs: 10_000 });
 * await node.admin.alias({ endpoint: "bc/X", alias: "myX" });
 * const { feeConfig } = await node.chain("C").feeConfig();
 */
export function createNodeClient(options: NodeClientOptions = {}): NodeClient {
  return buildClient(endpoints, options) as NodeClient;
}

export * from "./generated/node.js";
export {
  BatchTooLargeError,
  JsonRpcError,
  type BatchResult,
  type CallOptions,
  type EndpointSpec,
  type NodeClientOptions,
} from "./runtime.js";
export {
  AbortError,
  ApiError,
  AvaspecError,
  NetworkError,
  NotFoundError,
  ResponseValidationError,
  TimeoutError,
  type ErrorHookContext,
  type FetchLike,
  type Hooks,
  type RequestHookContext,
  type ResponseHookContext,
  type RetryOptions,
} from "@avaspec/client-core";
