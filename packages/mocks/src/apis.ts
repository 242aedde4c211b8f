// The two REST mocks: each serves its assembled document from @avaspec/specs, with its rules.
import { loadSpec } from "@avaspec/specs";
import { watchRestSpec } from "./control/reload.js";
import { dataRules } from "./data/rules.js";
import { metricsRules } from "./metrics/rules.js";
import { startRestMock, type MockOptions, type RestApiDefinition, type RunningMock } from "./rest/server.js";
import { dereference, type JsonSchema } from "./rest/spec.js";

export interface Documents {
  metrics: JsonSchema;
  data: JsonSchema;
}

/** The assembled documents (refs kept), as @avaspec/specs ships them. */
export function loadDocuments(): Documents {
  return { metrics: loadSpec("metrics"), data: loadSpec("data") };
}

export function metricsApi(documents: Documents = loadDocuments()): RestApiDefinition {
  const dataDocument = dereference(documents.data);
  return {
    name: "metrics",
    document: documents.metrics,
    dereferenced: dereference(documents.metrics),
    messageStyle: "array",
    rules: (ctx) => metricsRules(ctx, { dataDocument }),
  };
}

export function dataApi(documents: Documents = loadDocuments()): RestApiDefinition {
  const metricsDocument = dereference(documents.metrics);
  return {
    name: "data",
    document: documents.data,
    dereferenced: dereference(documents.data),
    // DEVIATIONS D7: the Data API's error message is one string
    messageStyle: "string",
    // reference policy 3: the deployed service's header name is accepted too
    headerAliases: { "x-glacier-api-key": "x-data-api-key" },
    rules: (ctx) => dataRules(ctx, { metricsDocument }),
  };
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
