// Our three mocks (@avaspec/mocks) started in process on port 0 for a test file, and closed after it.
import { afterAll, beforeAll } from "vitest";
import { startDataMock, startMetricsMock, startNodeMock } from "@avaspec/mocks";
import type { ApiName } from "../index.js";
import type { Running } from "./servers.js";

/** Starts the three mocks before the file's tests; read the fields in tests. */
export function useMocks(): Partial<Record<ApiName, Running>> {
  const mocks: Partial<Record<ApiName, Running>> = {};
  beforeAll(async () => {
    const [metrics, data, node] = await Promise.all([
      startMetricsMock({ port: 0, logLevel: "silent" }),
      startDataMock({ port: 0, logLevel: "silent" }),
      startNodeMock({ port: 0 }),
    ]);
    Object.assign(mocks, { metrics, data, node });
  });
  afterAll(async () => {
    await Promise.all(Object.values(mocks).map((m) => m?.close()));
  });
  return mocks;
}
