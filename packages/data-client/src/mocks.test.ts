// The client against @avaspec/mocks (the spec-driven Data API mock): every operation succeeds with and without the
// key and passes the shape check; every declared error (asked for with `Prefer: code=N`) maps to its class.
import { startDataMock } from "@avaspec/mocks";
import { loadSpec } from "@avaspec/specs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDeclaredErrors } from "@avaspec/client-gen/test-support/errors";
import { operationSamples } from "@avaspec/client-gen/samples";
import { behindValidatingProxy } from "@avaspec/client-gen/test-support/validating-proxy";
import * as data from "./index.js";
import { createDataClient, getBlock, type DataClient } from "./index.js";

const samples = operationSamples(loadSpec("data"));
const fn = (id: string) => (data as unknown as Record<string, any>)[id];

// the mock behind a strict validating proxy: every exchange below is also held to the contract by the proxy
let mock: Awaited<ReturnType<typeof behindValidatingProxy>>;
let withKey: DataClient;
let withoutKey: DataClient;
beforeAll(async () => {
  mock = await behindValidatingProxy("data", startDataMock);
  withKey = createDataClient({ baseUrl: mock.url, apiKey: "mock-key", retry: false });
  withoutKey = createDataClient({ baseUrl: mock.url, retry: false });
});
afterAll(async () => {
  // runs after every test of the file: the proxy saw no answer that breaks the contract
  expect(await mock.responseViolations()).toEqual([]);
  await mock?.close();
});

describe.each(samples.map((s) => [s.id, s] as const))("%s against the mock", (_, sample) => {
  it("answers the spec's example input, with and without a key, with a body of the declared shape", async () => {
    expect(await fn(sample.id)(withKey, sample.input)).toBeTypeOf("object");
    expect(await fn(sample.id)(withoutKey, sample.input)).toBeTypeOf("object");
  });

  it("maps each declared error response to its class", async () => {
    await expectDeclaredErrors(
      sample,
      (options) => fn(sample.id)(withKey, sample.input, options),
      (error) => expect(JSON.stringify(error)).not.toContain("mock-key"),
    );
  });
});

it("an invalid block ID is the mock's 400, as a BadRequestError with the contract's error body", async () => {
  const error = await getBlock(withKey, { path: { chainId: "43114", blockId: "not-a-block" } }).catch((e: any) => e);
  expect(error.name).toBe("BadRequestError");
  expect(error.body).toMatchObject({ statusCode: 400, error: "Bad Request" });
});
