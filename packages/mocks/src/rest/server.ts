// One REST mock of a definition of the caller's own (the specs' two: apis.ts): assembled as every mock is
// (assembly/start.ts).
import { type MockOptions, type RunningMock, startMock } from "../assembly/start.js";
import type { RestApiDefinition } from "./rules.js";

export type { LogLevel } from "../assembly/log.js";
export type { MockOptions, RunningMock } from "../assembly/start.js";

export async function startRestMock(api: RestApiDefinition, options: MockOptions = {}): Promise<RunningMock> {
  return startMock(api, options);
}
