// The node JSON-RPC mock: admin, index, chain-VM and validators APIs, driven by the assembled OpenRPC document.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { loadSpec } from "@avaspec/specs";
import { createDispatcher } from "./server.js";
import { readNodeSpec, type NodeSpec } from "./spec.js";
import { NodeState, type PendingVm } from "./state.js";

export { MAX_BODY_BYTES, MAX_JSON_DEPTH, READY_PATH } from "./server.js";
export { MAX_ALIAS_LENGTH, MAX_FETCHED_BY_RANGE } from "./methods.js";
export { blockHash, MAINNET } from "./state.js";
export type { PendingVm, NodeState, EvmChain, Container, Validator } from "./state.js";

export interface NodeMockOptions {
  /** default 9650 (the node's); use 0 in tests */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  /** seeds every generated value (containers, validators, IDs); default "avaspec" */
  seed?: string | number;
  /** serve /ext/admin (the node's --api-admin-enabled); default true */
  adminEnabled?: boolean;
  /** serve /ext/index/... (the node's --index-enabled); default true */
  indexEnabled?: boolean;
  /** the OpenRPC document (dereferenced); default the one @avaspec/specs ships */
  spec?: object;
  /** VM plugins that admin.loadVMs finds; default one seeded VM that loads */
  pendingVMs?: PendingVm[];
  /** when > 0, the C, P and X indexes (not the history-only X/vtx) accept a new container every this many ms */
  acceptEveryMs?: number;
  /** clock for acceptEveryMs (ms since the epoch); default Date.now */
  now?: () => number;
}

export interface NodeMockHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  readonly state: NodeState;
  readonly spec: NodeSpec;
}

/** A request listener for node:http (or any compatible server) with its own state. */
export function createNodeMockHandler(options: Omit<NodeMockOptions, "port" | "host"> = {}): NodeMockHandler {
  const spec = readNodeSpec((options.spec as Record<string, any>) ?? loadSpec("node", { dereferenced: true }));
  const state = new NodeState(spec, {
    seed: options.seed,
    enabled: { admin: options.adminEnabled !== false, index: options.indexEnabled !== false },
    pendingVMs: options.pendingVMs,
    acceptEveryMs: options.acceptEveryMs,
    now: options.now,
  });
  const dispatcher = createDispatcher(spec, state);
  const handler = ((req: IncomingMessage, res: ServerResponse) => dispatcher.handle(req, res)) as NodeMockHandler;
  Object.defineProperties(handler, { state: { value: state }, spec: { value: spec } });
  return handler;
}

export interface RunningNodeMock {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the node mock on host:port (127.0.0.1:9650 by default). */
export async function startNodeMock(options: NodeMockOptions = {}): Promise<RunningNodeMock> {
  const handler = createNodeMockHandler(options);
  const host = options.host ?? "127.0.0.1";
  // requestTimeout: a client that never finishes its body cannot hold a socket for Node's default 5 minutes
  const server = createServer({ keepAliveTimeout: 5000, requestTimeout: 30_000 }, handler);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 9650, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
