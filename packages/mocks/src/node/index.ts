// The node JSON-RPC mock: admin, index, chain-VM and validators APIs, driven by the assembled OpenRPC document.
import type { IncomingMessage, ServerResponse } from "node:http";
import { type NodeMockOptions, type RunningMock, startMock } from "../assembly/start.js";
import { MockHost } from "../server/host.js";
import { createNodeEngine, type NodeEngineOptions } from "./engine.js";
import type { NodeSpec } from "./spec.js";
import type { NodeState } from "./state.js";

export { createNodeEngine } from "./engine.js";
export type { NodeEngine, NodeEngineOptions } from "./engine.js";
export type { NodeMockOptions } from "../assembly/start.js";

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

/** The node mock started in this thread (every mock's running type). */
export type RunningNodeMock = RunningMock;

/** Starts the node mock on host:port (127.0.0.1:9650 by default). */
export function startNodeMock(options: NodeMockOptions = {}): Promise<RunningMock> {
  return startMock("node", options);
}
