// The two REST mocks: each serves its assembled document from @avaspec/specs, with its rules.
import { loadSpec } from "@avaspec/specs";
import { watchRestSpec } from "./control/reload.js";
import { dataDefinition, metricsDefinition, type RestDocuments } from "./rest/definitions.js";
import { startRestMock, type MockOptions, type RestApiDefinition, type RunningMock } from "./rest/server.js";

export type Documents = RestDocuments;

/** The assembled documents (refs kept), as @avaspec/specs ships them. */
export function loadDocuments(): Documents {
  return { metrics: loadSpec("metrics"), data: loadSpec("data") };
}

export function metricsApi(documents: Documents = loadDocuments()): RestApiDefinition {
  return metricsDefinition(documents);
}

export function dataApi(documents: Documents = loadDocuments()): RestApiDefinition {
  return dataDefinition(documents);
}

/** What a reloaded engine is built with (--watch): the same data as the one it replaces. */
const engineOptions = ({ seed, clock, maxBodyBytes }: MockOptions) => ({ seed, clock, maxBodyBytes });

/** Starts the Metrics API mock (127.0.0.1, port 0 unless given). */
export async function startMetricsMock(options: MockOptions = {}): Promise<RunningMock> {
  const running = await startRestMock(metricsApi(), options);
  return options.watch ? watchRestSpec(running, () => metricsApi(), engineOptions(options)) : running;
}

/** Starts the Data API mock (127.0.0.1, port 0 unless given). */
export async function startDataMock(options: MockOptions = {}): Promise<RunningMock> {
  const running = await startRestMock(dataApi(), options);
  return options.watch ? watchRestSpec(running, () => dataApi(), engineOptions(options)) : running;
}
