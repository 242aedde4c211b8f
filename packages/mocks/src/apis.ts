// The two REST mocks: each serves its assembled document from @avaspec/specs, with its rules.
import { loadRestDocuments } from "#documents";
import { type MockOptions, type RunningMock, startMock } from "./assembly/start.js";
import { dataDefinition, metricsDefinition, type RestDocuments } from "./rest/definitions.js";
import type { RestApiDefinition } from "./rest/rules.js";

export type Documents = RestDocuments;

/** The assembled documents (refs kept), as @avaspec/specs ships them. */
export function loadDocuments(): Documents {
  return loadRestDocuments();
}

export function metricsApi(documents: Documents = loadDocuments()): RestApiDefinition {
  return metricsDefinition(documents);
}

export function dataApi(documents: Documents = loadDocuments()): RestApiDefinition {
  return dataDefinition(documents);
}

/** Starts the Metrics API mock (127.0.0.1, port 0 unless given). */
export function startMetricsMock(options: MockOptions = {}): Promise<RunningMock> {
  return startMock("metrics", options);
}

/** Starts the Data API mock (127.0.0.1, port 0 unless given). */
export function startDataMock(options: MockOptions = {}): Promise<RunningMock> {
  return startMock("data", options);
}
