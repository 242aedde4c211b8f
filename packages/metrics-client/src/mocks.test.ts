// The client against @avaspec/mocks (the spec-driven mock servers): every operation succeeds and passes the shape
// check, pagination runs to its end, every declared error (asked for with `Prefer: code=N`) maps to its class,
// and a page token older than 24 hours surfaces as PageTokenError.
import { startMetricsMock } from "@avaspec/mocks";
import { loadSpec } from "@avaspec/specs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDeclaredErrors } from "@avaspec/client-gen/test-support/errors";
import { behindValidatingProxy } from "@avaspec/client-gen/test-support/validating-proxy";
import { operationSamples } from "@avaspec/client-gen/samples";
import * as metrics from "./index.js";
import { PageTokenError, createMetricsClient, getChainMetrics, listChains, type MetricsClient } from "./index.js";

const samples = operationSamples(loadSpec("metrics"));
const fn = (id: string) => (metrics as unknown as Record<string, any>)[id];

let now = Date.now();
// the mock behind a strict validating proxy: every exchange below is also held to the contract by the proxy
let mock: Awaited<ReturnType<typeof behindValidatingProxy>>;
let client: MetricsClient;
beforeAll(async () => {
  mock = await behindValidatingProxy("metrics", startMetricsMock, { clock: () => now });
  client = createMetricsClient({ baseUrl: mock.url, retry: false });
});
afterAll(async () => {
  // runs after every test of the file: the proxy saw no answer that breaks the contract
  expect(await mock.responseViolations()).toEqual([]);
  await mock?.close();
});

describe.each(samples.map((s) => [s.id, s] as const))("%s against the mock", (_, sample) => {
  it("answers the spec's example input with a body of the declared shape", async () => {
    const result = await fn(sample.id)(client, sample.input);
    expect(result).toBeTypeOf("object");
  });

  if (sample.page) {
    it("pages to the end (or to max) without repeating a token", async () => {
      const items = await fn(sample.id).all(client, sample.input, { max: 5000 });
      expect(items.length).toBeGreaterThan(0);
    });
  }

  it("maps each declared error response to its class", async () => {
    await expectDeclaredErrors(sample, (options) => fn(sample.id)(client, sample.input, options));
  });
});

describe("pagination against the mock", () => {
  it("listChains.all() runs to the last page (nextPageToken absent)", async () => {
    let pages = 0;
    let last: { nextPageToken?: string } | undefined;
    for await (const page of listChains.pages(client, { query: { pageSize: 2 } })) {
      pages++;
      last = page;
    }
    expect(pages).toBeGreaterThan(1);
    expect(last?.nextPageToken).toBeUndefined();
    const all = await listChains.all(client);
    const paged = await listChains.all(client, { query: { pageSize: 2 } });
    expect(paged).toEqual(all);
  });

  it("a token older than 24 hours is a PageTokenError", async () => {
    const pages = getChainMetrics.pages(client, {
      path: { chainId: "43114", metric: "txCount" },
      query: { pageSize: 10 },
    });
    const first = await pages.next();
    expect(first.value?.nextPageToken).toBeTypeOf("string");
    now += 24 * 3600_000 + 1000;
    const error = await pages.next().catch((e: any) => e);
    expect(error).toBeInstanceOf(PageTokenError);
    expect(error.message).toMatch(/getChainMetrics: the server rejected the page token of page 2/);
  });
});
