// Test helpers: start a node mock on port 0 and talk to it over loopback.
import { loadNodeDocument } from "#documents";
import { afterAll, beforeAll } from "vitest";
import { startNodeMock, type NodeMockOptions, type RunningNodeMock } from "../index.js";

export async function nodeSpec(): Promise<Record<string, any>> {
  if (process.env.AVASPEC_NODE_SPEC_FIXTURE) return (await import(process.env.AVASPEC_NODE_SPEC_FIXTURE)).default;
  return loadNodeDocument();
}

export async function start(options: NodeMockOptions = {}): Promise<RunningNodeMock> {
  return startNodeMock({ port: 0, ...options, spec: options.spec ?? (await nodeSpec()) });
}

export interface Answer {
  status: number;
  contentType: string | null;
  text: string;
  json: any;
}

export async function post(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, contentType: res.headers.get("content-type"), text, json };
}

let nextId = 1;
/** One JSON-RPC call; returns the parsed envelope. */
export async function call(base: string, path: string, method: string, params?: unknown): Promise<any> {
  const body: Record<string, unknown> = { jsonrpc: "2.0", id: nextId++, method };
  if (params !== undefined) body.params = params;
  const a = await post(base, path, body);
  if (a.status !== 200) throw new Error(`HTTP ${a.status}: ${a.text}`);
  return a.json;
}

/** The result of one call on the C-Chain's RPC path; an error answer throws, naming the method. */
export async function cChainResult(base: string, method: string, params: unknown[] = []): Promise<any> {
  const answer = await call(base, "/ext/bc/C/rpc", method, params);
  if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** A local-mode node mock for a whole test file: started before its tests, closed after; `url` once started. */
export function localNodeForFile(options: NodeMockOptions = {}): { readonly url: string } {
  let node: RunningNodeMock | undefined;
  beforeAll(async () => {
    node = await startNodeMock({ port: 0, networkId: "local", ...options });
  }, 60_000);
  afterAll(() => node?.close());
  return {
    get url() {
      if (!node) throw new Error("the local node mock has not started (use its url inside a test)");
      return node.url;
    },
  };
}

/** Creation code that loops until its gas runs out (JUMPDEST PUSH1 0 JUMP): an eth_call without `to` runs it. */
export const ENDLESS_LOOP = "0x5b600056";
