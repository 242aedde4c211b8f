// Type-level tests: misuse of the client must not compile.
import { describe, expectTypeOf, it } from "vitest";
import {
  compositeQuery,
  createMetricsClient,
  getChain,
  getChainMetrics,
  getRollingWindowMetrics,
  listChains,
  type ApiError,
  type components,
} from "./index.js";

const client = createMetricsClient();

describe("per-operation functions", () => {
  it("return the spec's response types", () => {
    expectTypeOf(getChain(client, { path: { chainId: "43114" } })).resolves.toEqualTypeOf<
      components["schemas"]["ChainRecord"]
    >();
    expectTypeOf(listChains.items(client)).toEqualTypeOf<
      AsyncGenerator<components["schemas"]["ChainRecord"], void, undefined>
    >();
    expectTypeOf(
      getChainMetrics.all(client, { path: { chainId: "43114", metric: "txCount" } }, { max: 10 }),
    ).resolves.toEqualTypeOf<components["schemas"]["DataPoint"][]>();
    expectTypeOf(compositeQuery.all).returns.resolves.toEqualTypeOf<string[]>();
  });

  it("take optional input only where nothing is required", () => {
    void listChains(client);
    void listChains(client, { query: { network: "mainnet", pageSize: 10 } });
    // @ts-expect-error getChain needs its path parameter
    void getChain(client);
    // @ts-expect-error and the path object must carry chainId
    void getChain(client, { path: {} });
  });

  it("reject a wrong parameter name", () => {
    // @ts-expect-error chainID is not a parameter (chainId is)
    void getChain(client, { path: { chainID: 43114 } });
    // @ts-expect-error networks is not a query parameter of listChains
    void listChains(client, { query: { networks: "mainnet" } });
    // @ts-expect-error listChains has no path parameters
    void listChains(client, { path: { chainId: 1 } });
  });

  it("reject a wrong parameter type", () => {
    // @ts-expect-error pageSize is an integer, not a string
    void listChains(client, { query: { pageSize: "10" } });
    void getChainMetrics(client, {
      path: { chainId: "43114", metric: "txCount" },
      // @ts-expect-error startTimestamp is a number
      query: { startTimestamp: "yesterday" },
    });
  });

  it("reject a wrong enum value", () => {
    // @ts-expect-error "devnet" is not a network
    void listChains(client, { query: { network: "devnet" } });
    // @ts-expect-error "txCounts" is not a chain metric
    void getChainMetrics(client, { path: { chainId: "43114", metric: "txCounts" } });
    // @ts-expect-error "minute" is not a time interval
    void getChainMetrics(client, { path: { chainId: "43114", metric: "txCount" }, query: { timeInterval: "minute" } });
    // @ts-expect-error contracts is not a rolling-window metric
    void getRollingWindowMetrics(client, { path: { chainId: "43114", metric: "cumulativeContracts" } });
  });

  it("type the composite query body", () => {
    void compositeQuery(client, {
      body: {
        queries: [
          {
            id: "a",
            type: "AllTimeNativeBalance",
            params: { firstDate: "2024-01-01", lastDate: "2024-08-31", minBalance: "1", evmChainId: "43114" },
          },
        ],
        operator: "AND",
      },
    });
    // @ts-expect-error operator is AND or OR
    void compositeQuery(client, { body: { queries: [], operator: "XOR" } });
    // @ts-expect-error the body is required
    void compositeQuery(client, {});
  });
});

describe("path API (openapi-fetch)", () => {
  it("rejects a path that is not in the spec and a wrong method", () => {
    void client.api.GET("/v2/chains/{chainId}", { params: { path: { chainId: "43114" } } });
    // @ts-expect-error /v2/chainz is not a path of the spec
    void client.api.GET("/v2/chainz");
    // @ts-expect-error /v2/chains has no POST
    void client.api.POST("/v2/chains");
    // @ts-expect-error wrong parameter name on the path API too
    void client.api.GET("/v2/chains/{chainId}", { params: { path: { chain: "43114" } } });
    // @ts-expect-error wrong enum value on the path API too
    void client.api.GET("/v2/chains", { params: { query: { network: "devnet" } } });
    // @ts-expect-error wrong parameter type on the path API too
    void client.api.GET("/v2/chains", { params: { query: { pageSize: "ten" } } });
  });
});

it("errors are typed", () => {
  expectTypeOf<ApiError["status"]>().toEqualTypeOf<number>();
  expectTypeOf<NonNullable<ApiError["body"]>["message"]>().toEqualTypeOf<string | string[]>();
});
