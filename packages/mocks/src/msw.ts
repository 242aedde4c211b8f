// @avaspec/mocks/msw: the Metrics, Data and node mocks as MSW request handlers (setupServer, setupWorker).
export { createHandlers } from "./adapters/msw.js";
export type { MockHandle, MockHandles, MockHandlers, MockHandlersOptions } from "./adapters/msw.js";
export type { InProcessOptions } from "./adapters/assemble.js";
export { ControlRequestError, createControlClient } from "./control/client.js";
export type { ControlClient, ScenarioState } from "./control/client.js";
export { ControlFileError } from "./control/files.js";
export { ControlOptionError } from "./control/options.js";
export type { FaultRule, FaultRuleInput } from "./control/faults.js";
export type { JournalEntry, JournalFilter } from "./control/journal.js";
export type { ScenarioInput, ScenarioStepInput } from "./control/scenario.js";
export { VerificationError } from "./control/verification-error.js";
export type { VerifyCount, VerifyPattern } from "./control/verification-error.js";
export type { Verification } from "./control/verify.js";
export type { Difference, NearMiss } from "./control/near-miss.js";
export type { LatencyInput, LatencySetting } from "./control/latency.js";
