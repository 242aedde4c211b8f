// The correct fixture servers and the suite generated from the fixture specs, shared by the engine and teeth tests.
import { afterAll, beforeAll } from "vitest";
import { deriveSuite } from "../derive/index.js";
import type { Deviation } from "../index.js";
import { restFixture, rpcFixture } from "./fixture-specs.js";
import { startNodeFixture, startRestFixture, type Running } from "./servers.js";

export const fixtureSuite = deriveSuite({ metrics: restFixture, node: rpcFixture });
export const fixtureSpecs = { metrics: restFixture, node: rpcFixture };

/** Starts the REST and node fixture servers before the file's tests and closes them after; read the fields in tests. */
export function useFixtureServers(): { rest: Running; node: Running } {
  const servers = {} as { rest: Running; node: Running };
  beforeAll(async () => {
    servers.rest = await startRestFixture();
    servers.node = await startNodeFixture();
  });
  afterAll(async () => {
    await servers.rest?.close();
    await servers.node?.close();
  });
  return servers;
}

/** A documented deviation in the fixture's terms: the live service answers txCount as a string. */
export const txCountString: Deviation = {
  id: "T1",
  api: "metrics",
  operation: "getBlock",
  check: "body-schema",
  path: "/txCount",
  live: "txCount is a JSON string",
};
