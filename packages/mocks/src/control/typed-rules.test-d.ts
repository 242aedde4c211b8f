// Type-level tests of the typed fault rules, compiled by the package's typecheck (`tsc -p tsconfig.json`): each
// `@ts-expect-error` line must fail to compile, or the typecheck fails ("Unused '@ts-expect-error' directive").
import type { ControlClient } from "./client.js";
import type { RequestPattern, FaultRuleInput } from "./typed-rules.js";

declare const metrics: ControlClient<"metrics">;
declare const data: ControlClient<"data">;
declare const node: ControlClient<"node">;
declare const unknownServer: ControlClient;

export async function typedRules(): Promise<void> {
  // what the specs declare compiles
  await metrics.faults.add({ operation: "getChain", match: { path: { chainId: "43114" } }, status: 503 });
  await metrics.faults.add([
    { operation: "getChainMetrics", match: { query: { timeInterval: "day", pageToken: null } }, status: 429 },
    { operation: "getChain", example: "chainNotFound" },
    { delayMs: 100 },
  ]);
  await metrics.faults.add({ operation: "compositeQuery", match: { body: { subset: { queries: [] } } }, status: 400 });
  await node.faults.add({
    method: "eth_getBalance",
    match: { params: { block: "latest" } },
    error: { code: -32000, message: "x" },
  });
  await node.faults.add({ method: "eth_getBalance", match: { params: ["0x01"] }, hang: true });
  // "undeclared": true loosens what the server loosens
  await metrics.faults.add({ operation: "getChain", status: 418, undeclared: true });
  await metrics.faults.add({ operation: "getChain", match: { query: { debug: "1" } }, status: 503, undeclared: true });
  await node.faults.add({ method: "eth_chainId", error: { code: -1, message: "odd" }, undeclared: true });
  // the server unknown: the untyped form, as before
  await unknownServer.faults.add({ operation: "anything", match: { path: { whatever: 1 } }, status: 999 });
  const untyped: FaultRuleInput = { operation: "getChian", status: 1 };
  await metrics.faults.add({ metrics: [untyped] });

  await data.faults.add({ operation: "getBlock", match: { path: { chainId: "43114" } }, status: 404 });
  // a misspelt operation
  // @ts-expect-error "getChian" is no operationId of the metrics spec
  await metrics.faults.add({ operation: "getChian", status: 503 });
  // @ts-expect-error getBlock is the data API's, not the metrics API's
  await metrics.faults.add({ operation: "getBlock", status: 503 });
  // @ts-expect-error a misspelt method of the node
  await node.faults.add({ method: "eth_getBalanse", hang: true });
  // @ts-expect-error the node's rules name a method, not an operation
  await node.faults.add({ operation: "eth_getBalance", hang: true });

  // a misspelt or foreign parameter
  // @ts-expect-error getChain has no path parameter "chainID"
  await metrics.faults.add({ operation: "getChain", match: { path: { chainID: "43114" } }, status: 503 });
  // @ts-expect-error getChain has no query parameter "pageSize"
  await metrics.faults.add({ operation: "getChain", match: { query: { pageSize: 10 } }, status: 503 });
  // @ts-expect-error getChain takes no body
  await metrics.faults.add({ operation: "getChain", match: { body: "x" }, status: 503 });
  // @ts-expect-error eth_getBalance has no param "blocks"
  await node.faults.add({ method: "eth_getBalance", match: { params: { blocks: "latest" } }, hang: true });
  // @ts-expect-error the node matches params, not path parameters
  await node.faults.add({ method: "eth_getBalance", match: { path: { chainId: "1" } }, hang: true });

  // a status, example or error code the operation does not declare
  // @ts-expect-error getChain declares no 418
  await metrics.faults.add({ operation: "getChain", status: 418 });
  // @ts-expect-error getChain has no example "nope"
  await metrics.faults.add({ operation: "getChain", example: "nope" });
  // @ts-expect-error eth_getBalance declares no error code -1
  await node.faults.add({ method: "eth_getBalance", error: { code: -1, message: "x" } });
  // @ts-expect-error the node answers JSON-RPC errors in HTTP 200: no other status is declared
  await node.faults.add({ method: "eth_chainId", status: 503 });
  // @ts-expect-error a rule for every operation names no parameters
  await metrics.faults.add({ match: { path: { chainId: "1" } }, status: 503 });
}

export function patterns(): void {
  const good: RequestPattern<"metrics"> = { operation: "getChain", match: { path: { chainId: "43114" } } };
  const rpc: RequestPattern<"node"> = { method: "eth_getBalance", match: { params: { address: "0x" } } };
  const loose: RequestPattern = { operation: "getChian" };
  // @ts-expect-error a pattern's match follows its operation's parameters too
  const bad: RequestPattern<"metrics"> = { operation: "getChain", match: { path: { chainID: "43114" } } };
  void [good, rpc, loose, bad];
}

export function assignable(metricsMock: ControlClient<"metrics">, nodeMock: ControlClient<"node">): ControlClient[] {
  // a typed client is still a client: it goes where an untyped one is asked for
  const clients: ControlClient[] = [metricsMock, nodeMock];
  return clients;
}

export async function verification(metrics: ControlClient<"metrics">, node: ControlClient<"node">): Promise<void> {
  await metrics.verify({ operation: "getChain", path: { chainId: "43114" } }, { times: 2 });
  await node.verify({ method: "eth_getBalance", params: { address: "0x" } }, { atLeast: 1 });
  await metrics.verify({ headers: { "x-trace": "1" } });
  // @ts-expect-error verify's operation is one the spec declares
  await metrics.verify({ operation: "getChian" });
  // @ts-expect-error verify's path names follow the operation's parameters
  await metrics.verify({ operation: "getChain", path: { chainID: "43114" } });
  // @ts-expect-error the node verifies methods, not operations
  await node.verify({ operation: "getChain" });
}
