// The doors a test reaches one local network through (`networkId: "local"`): worker threads, one thread, the CLI,
// createMockFetch and the MSW handlers. A test lists the doors it runs through; each is opened fresh.
import { setupServer } from "msw/node";
import { expect } from "vitest";
import { createMockFetch } from "../adapters/fetch.js";
import { createHandlers } from "../adapters/msw.js";
import { startMocks } from "../index.js";
import type { ApiName } from "../server/exchange.js";
import { runMockCli, stopMockClis } from "./cli.js";

export interface LocalDoor {
  fetch: typeof fetch;
  urls: Record<ApiName, string>;
  /** each way this door resets the mocks, by a name for failure texts; each settles once the reset answered */
  resets: Record<string, () => Promise<void>>;
  close(): Promise<void>;
}

/** POST /__avaspec/reset?all=true on one server of a group started together: it answers once the others did. */
function resetAllFrom(base: string): () => Promise<void> {
  return async () => {
    const response = await fetch(`${base}/__avaspec/reset?all=true`, { method: "POST" });
    expect(response.status).toBe(200);
  };
}

async function threads(): Promise<LocalDoor> {
  const mocks = await startMocks({ ports: { metrics: 0, data: 0, node: 0 }, networkId: "local", logLevel: "silent" });
  expect(mocks.isolation).toBe("threads");
  const urls = { metrics: mocks.metrics.url, data: mocks.data.url, node: mocks.node.url };
  const resets = {
    "mocks.node.reset()": () => mocks.node.reset(),
    "reset?all=true on the Data mock": resetAllFrom(urls.data),
  };
  return { fetch, urls, resets, close: () => mocks.close() };
}

async function oneThread(): Promise<LocalDoor> {
  const ports = { metrics: 0, data: 0, node: 0 };
  const mocks = await startMocks({ networkId: "local", ports, isolation: "none", logLevel: "silent" });
  const urls = { metrics: mocks.metrics.url, data: mocks.data.url, node: mocks.node.url };
  return { fetch, urls, resets: { "mocks.node.reset()": () => mocks.node.reset() }, close: () => mocks.close() };
}

async function cli(): Promise<LocalDoor> {
  const ready = await runMockCli(["--network-id", "local"]).ready;
  const urls = { metrics: ready.metrics!, data: ready.data!, node: ready.node! };
  return {
    fetch,
    urls,
    resets: { "reset?all=true on the node": resetAllFrom(urls.node) },
    close: async () => stopMockClis(),
  };
}

async function mockFetch(): Promise<LocalDoor> {
  const answer = await createMockFetch({ networkId: "local" });
  const resets = { "node.reset()": () => answer.node.reset(), "reset() of all three": () => answer.reset() };
  return { fetch: answer, urls: answer.baseUrls, resets, close: () => answer.close() };
}

async function msw(): Promise<LocalDoor> {
  const urls = { metrics: "http://127.0.0.1:19640", data: "http://127.0.0.1:19641", node: "http://127.0.0.1:19642" };
  const handlers = await createHandlers({ networkId: "local", baseUrls: urls });
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: "error" });
  const resets = { "node.reset()": () => handlers.node.reset(), "reset() of all three": () => handlers.reset() };
  const close = async () => {
    server.close();
    await handlers.close();
  };
  return { fetch, urls, resets, close };
}

/** Every door by name; `describe.each(doors("threads", "msw"))` runs a test through those named. */
const DOORS = {
  threads: ["startMocks (a thread per API)", threads],
  oneThread: ['startMocks({ isolation: "none" }) (one thread, the same ports)', oneThread],
  cli: ["avaspec-mock --network-id local", cli],
  mockFetch: ["createMockFetch (one process)", mockFetch],
  msw: ["the MSW handlers (setupServer, one process)", msw],
} as const satisfies Record<string, readonly [string, () => Promise<LocalDoor>]>;

export function localDoors(...names: (keyof typeof DOORS)[]): [string, () => Promise<LocalDoor>][] {
  return names.map((name) => [...DOORS[name]]);
}
