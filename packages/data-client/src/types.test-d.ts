// Type-level tests: misuse of the Data client must not compile.
import { describe, expectTypeOf, it } from "vitest";
import { createDataClient, getBlock, getChain, listAddressChains, listChains, type components } from "./index.js";

const client = createDataClient({ apiKey: "k" });

describe("Data client types", () => {
  it("return the spec's response types", () => {
    expectTypeOf(getBlock(client, { path: { chainId: "43114", blockId: "1" } })).resolves.toEqualTypeOf<
      components["schemas"]["Block"]
    >();
    expectTypeOf(listChains(client)).resolves.toEqualTypeOf<components["schemas"]["ListChainsResponse"]>();
  });
  it("reject wrong names, types, enum values and paths", () => {
    // @ts-expect-error blockNumber is not a path parameter (blockId is)
    void getBlock(client, { path: { chainId: "43114", blockNumber: "1" } });
    // @ts-expect-error chainId is a string
    void getChain(client, { path: { chainId: 43114 } });
    // @ts-expect-error "defi" is not a feature
    void listChains(client, { query: { feature: "defi" } });
    // @ts-expect-error "devnet" is not a network
    void listChains(client, { query: { network: "devnet" } });
    // @ts-expect-error the address is required
    void listAddressChains(client, { path: {} });
    // @ts-expect-error /v1/blocks is not a path
    void client.api.GET("/v1/blocks");
    // @ts-expect-error apiKey is a string or Secret
    createDataClient({ apiKey: 42 });
  });
  it("the data client has no pagination helpers (nothing is paginated)", () => {
    // @ts-expect-error listChains is not paginated
    void listChains.pages;
  });
});
