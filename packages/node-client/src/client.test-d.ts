// Type-level tests (vitest typecheck): misuse must fail to compile, results must carry the schema types.
import { describe, expectTypeOf, test } from "vitest";
import {
  createNodeClient,
  JsonRpcError,
  type BatchResult,
  type Container,
  type EthFeeConfigResult,
  type EthGetChainConfigResult,
  type IndexApi,
  type NodeClient,
  type ValidatorsGetCurrentValidatorsResult,
} from "./index.js";

const node = createNodeClient({ baseUrl: "http://127.0.0.1:9650", timeoutMs: 1000 });

describe("createNodeClient", () => {
  test("returns the generated NodeClient; options are typed", () => {
    expectTypeOf(node).toEqualTypeOf<NodeClient>();
    createNodeClient();
    createNodeClient({
      fetch: (r: Request) => fetch(r),
      headers: { a: "b" },
      hooks: { onRequest: ({ request }) => void request.url },
    });
    // @ts-expect-error baseUrl is a string
    createNodeClient({ baseUrl: 9650 });
    // @ts-expect-error unknown option
    createNodeClient({ basUrl: "http://127.0.0.1:9650" });
  });
});

describe("by-name methods take one typed object", () => {
  test("admin.alias", () => {
    expectTypeOf(node.admin.alias).parameter(0).toEqualTypeOf<{ endpoint: string; alias: string }>();
    node.admin.alias({ endpoint: "bc/X", alias: "myX" });
    // @ts-expect-error misspelt param name
    node.admin.alias({ endpoint: "bc/X", alais: "myX" });
    // @ts-expect-error wrong param type
    node.admin.alias({ endpoint: "bc/X", alias: 1 });
    // @ts-expect-error a required param is missing
    node.admin.alias({ endpoint: "bc/X" });
    // @ts-expect-error positional args on a by-name method
    node.admin.alias("bc/X", "myX");
  });

  test("at least one of logLevel and displayLevel (x-avaspec-requires-one-of)", () => {
    node.admin.setLoggerLevel({ logLevel: "DEBUG" });
    node.admin.setLoggerLevel({ loggerName: "C", displayLevel: "INFO" });
    node.admin.setLoggerLevel({ logLevel: "DEBUG", displayLevel: "INFO" });
    // @ts-expect-error neither level
    node.admin.setLoggerLevel({ loggerName: "C" });
    // @ts-expect-error params are required
    node.admin.setLoggerLevel();
    // @ts-expect-error not a level
    node.admin.setLoggerLevel({ logLevel: "LOUD" });
  });

  test("methods without params take none", () => {
    node.admin.startCPUProfiler();
    node.admin.startCPUProfiler({}, { timeoutMs: 5 });
    // @ts-expect-error it has no params
    node.admin.startCPUProfiler({ anything: 1 });
  });

  test("per-call options", () => {
    node.admin.alias(
      { endpoint: "a", alias: "b" },
      { signal: AbortSignal.timeout(5), timeoutMs: 5, headers: { x: "y" }, retry: false },
    );
    // @ts-expect-error timeoutMs is a number
    node.admin.alias({ endpoint: "a", alias: "b" }, { timeoutMs: "5" });
  });
});

describe("index(chain, kind) accepts only the document's pairs", () => {
  test("valid pairs", () => {
    expectTypeOf(node.index("C", "block")).toEqualTypeOf<IndexApi>();
    node.index("P", "block");
    node.index("X", "block");
    node.index("X", "tx");
    node.index("X", "vtx"); // deprecated (history only), still typed
  });
  test("invalid pairs", () => {
    // @ts-expect-error no C-Chain tx index
    node.index("C", "tx");
    // @ts-expect-error no P-Chain vertex index
    node.index("P", "vtx");
    // @ts-expect-error no such chain
    node.index("Q", "block");
    // @ts-expect-error both are needed
    node.index("X");
  });
  test("getContainerByIndex", () => {
    expectTypeOf(
      node.index("X", "tx").getContainerByIndex({ index: 0, encoding: "hex" }),
    ).resolves.toEqualTypeOf<Container>();
    // @ts-expect-error encoding is only "hex"
    node.index("X", "tx").getContainerByIndex({ index: 0, encoding: "cb58" });
    // @ts-expect-error index is a number or decimal string, not a boolean
    node.index("X", "tx").getContainerByIndex({ index: true, encoding: "hex" });
  });
});

describe("chain(id)", () => {
  const chain = node.chain("2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5");
  test("positional eth_* args are typed function args", () => {
    expectTypeOf(chain.feeConfig()).resolves.toEqualTypeOf<EthFeeConfigResult>();
    expectTypeOf(chain.feeConfig()).resolves.toHaveProperty("lastChangedAt").toBeNumber();
    chain.feeConfig("latest", { timeoutMs: 100 });
    // @ts-expect-error by-position: no params object
    chain.feeConfig({ blk: "latest" });
    expectTypeOf(chain.getChainConfig()).resolves.toEqualTypeOf<EthGetChainConfigResult>();
    expectTypeOf(chain.getChainConfig()).resolves.toHaveProperty("chainId").toBeNumber();
    // @ts-expect-error eth_getChainConfig takes no args
    chain.getChainConfig("latest");
    // @ts-expect-error the timestamp is a number
    chain.getActivePrecompilesAt("1700000000");
  });
  test("validators", () => {
    expectTypeOf(
      chain.validators.getCurrentValidators(),
    ).resolves.toEqualTypeOf<ValidatorsGetCurrentValidatorsResult>();
    expectTypeOf(chain.validators.getCurrentValidators({ nodeIDs: ["NodeID-1"] }))
      .resolves.toHaveProperty("validators")
      .items.toHaveProperty("nodeID")
      .toBeString();
    // @ts-expect-error nodeIDs is an array
    chain.validators.getCurrentValidators({ nodeIDs: "NodeID-1" });
  });
  test("batch is typed per call and only exists where the endpoint batches", async () => {
    const [fee, config] = await chain.batch([
      { method: "eth_feeConfig", params: ["latest"] },
      { method: "eth_getChainConfig" },
    ]);
    expectTypeOf(fee).toEqualTypeOf<BatchResult<EthFeeConfigResult>>();
    expectTypeOf(config).toEqualTypeOf<BatchResult<EthGetChainConfigResult>>();
    if (!config.ok) expectTypeOf(config.error).toEqualTypeOf<JsonRpcError>();
    // @ts-expect-error not a method of the rpc endpoint
    chain.batch([{ method: "admin.alias", params: { endpoint: "a", alias: "b" } }]);
    // @ts-expect-error wrong positional params
    chain.batch([{ method: "eth_feeConfig", params: [1, 2] }]);
    // @ts-expect-error validators do not batch
    chain.validators.batch;
    // @ts-expect-error admin does not batch
    node.admin.batch;
  });
});

describe("errors", () => {
  test("JsonRpcError carries code, message, data and method", () => {
    const e = new JsonRpcError({ code: -32000, message: "m", method: "admin.alias", url: "u" });
    expectTypeOf(e.code).toBeNumber();
    expectTypeOf(e.data).toBeUnknown();
    expectTypeOf(e.method).toBeString();
    expectTypeOf(e).toMatchTypeOf<Error>();
  });
});
