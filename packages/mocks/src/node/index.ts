// The node JSON-RPC mock: admin, index, chain-VM and validators APIs, driven by the assembled OpenRPC document.
import type { IncomingMessage, ServerResponse } from "node:http";
import { attachControl, type ControlOptions, withControlClient } from "../control/attach.js";
import type { ControlClient } from "../control/client.js";
import { watchNodeSpec } from "../control/reload.js";
import { attachProxy, type ProxyStartOptions } from "../proxy/attach.js";
import { MockHost } from "../server/host.js";
import { createNodeEngine, type NodeEngineOptions } from "./engine.js";
import type { NodeSpec } from "./spec.js";
import type { NodeState } from "./state.js";

export { READY_PATH } from "../server/exchange.js";
export { MAX_BODY_BYTES, MAX_JSON_DEPTH } from "./dispatcher.js";
export { createNodeEngine } from "./engine.js";
export type { NodeEngine, NodeEngineOptions } from "./engine.js";
export { MAX_ALIAS_LENGTH, MAX_FETCHED_BY_RANGE } from "./methods.js";
export { blockHash, MAINNET } from "./state.js";
export type { PendingVm, NodeState, EvmChain, Container, Validator } from "./state.js";

export interface NodeMockOptions extends NodeEngineOptions, ControlOptions, ProxyStartOptions {
  /** default 9650 (the node's); use 0 in tests */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  /** budget of one request, from its arrival to its answer, in ms; default 30 000 */
  requestBudgetMs?: number;
}

export interface NodeMockHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  readonly state: NodeState;
  readonly spec: NodeSpec;
}

/** A request listener for node:http (or any compatible server) with its own state. */
export function createNodeMockHandler(options: NodeEngineOptions = {}): NodeMockHandler {
  const engine = createNodeEngine(options);
  const host = new MockHost(engine);
  const handler = ((req: IncomingMessage, res: ServerResponse) => host.listener(req, res)) as NodeMockHandler;
  Object.defineProperties(handler, { state: { get: () => engine.state }, spec: { value: engine.spec } });
  return handler;
}

export interface RunningNodeMock extends ControlClient {
  url: string;
  port: number;
  /** the host: add control routes and layers, swap the answerer or the engine */
  mockHost: MockHost;
  close(): Promise<void>;
}

/** Starts the node mock on host:port (127.0.0.1:9650 by default). */
export async function startNodeMock(options: NodeMockOptions = {}): Promise<RunningNodeMock> {
  const engine = createNodeEngine(options);
  const mockHost = new MockHost(engine, {
    host: options.host,
    port: options.port ?? 9650,
    requestBudgetMs: options.requestBudgetMs,
  });
  attachControl(mockHost, options);
  const proxy = await attachProxy(mockHost, options);
  const host = await mockHost.listen();
  const shownHost = (options.host ?? "127.0.0.1").includes(":") ? `[${options.host}]` : (options.host ?? "127.0.0.1");
  const running = withControlClient(
    {
      url: `http://${shownHost}:${host.port}`,
      port: host.port,
      mockHost: host,
      close: async () => {
        await proxy?.close();
        await host.close();
      },
    },
    options,
  );
  return options.watch && options.spec === undefined ? watchNodeSpec(running, options) : running;
}
