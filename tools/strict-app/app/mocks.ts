// What a strict application passes to @avaspec/mocks: settings read from its own configuration, any of which may be
// undefined, for startMocks, the in-process doors, the control client and its inputs (rules, scenarios, matchers,
// verification, latency). Compiled under `exactOptionalPropertyTypes` (check.test.ts).
import {
  type ControlClient,
  createControlClient,
  type FaultRuleInput,
  type LatencyInput,
  type MatchInput,
  type ScenarioInput,
  startMocks,
  type VerifyPattern,
} from "@avaspec/mocks";
import { createMockFetch } from "@avaspec/mocks/fetch";
import { createHandlers } from "@avaspec/mocks/msw";

interface MockSettings {
  seed?: string | undefined;
  port?: number | undefined;
  latencyMs?: number | undefined;
  token?: string | undefined;
  journalSize?: number | undefined;
  chainId?: string | undefined;
  times?: number | undefined;
  status?: number | undefined;
  delayMs?: number | undefined;
  everyServer?: boolean | undefined;
}

export async function strictMocks(settings: MockSettings) {
  const match: MatchInput = {
    path: settings.chainId === undefined ? undefined : { chainId: settings.chainId },
    query: undefined,
    headers: undefined,
    body: undefined,
    params: undefined,
  };
  const rule: FaultRuleInput = {
    name: undefined,
    operation: "getChain",
    method: undefined,
    match,
    times: settings.times,
    rate: undefined,
    status: settings.status,
    retryAfter: undefined,
    example: undefined,
    error: undefined,
    mock: undefined,
    reset: undefined,
    hang: undefined,
    malformed: undefined,
    delayMs: settings.delayMs,
    undeclared: undefined,
  };
  const scenario: ScenarioInput = {
    getChain: { steps: [{ status: settings.status, times: settings.times }], after: undefined, match: undefined },
  };
  const mocks = await startMocks({
    host: undefined,
    ports: { metrics: settings.port, data: settings.port, node: settings.port },
    seed: settings.seed,
    logLevel: undefined,
    clock: undefined,
    isolation: undefined,
    engine: undefined,
    control: undefined,
    latency: settings.latencyMs,
    rateLimit: undefined,
    journalSize: settings.journalSize,
    controlToken: settings.token,
    faults: { data: [rule] },
    scenario: undefined,
    watch: undefined,
    proxy: undefined,
    record: undefined,
    replay: undefined,
  });
  // rules built from the app's own settings, not typed by the spec: a plain client of the same server takes them
  const data: ControlClient = createControlClient(mocks.data.url, { token: settings.token, fetch: undefined });
  await data.faults.add(rule);
  await mocks.data.scenario.load(scenario);
  const latency: LatencyInput = { delayMs: settings.delayMs, operations: undefined };
  await mocks.data.latency.set(latency);
  const pattern: VerifyPattern = { operation: "getChain", method: undefined, undeclared: undefined, ...match };
  await data.verify(pattern, { times: settings.times, atLeast: undefined, atMost: undefined });
  await mocks.data.requests({ operation: undefined, method: undefined, since: undefined, limit: settings.times });
  await mocks.data.reset({ all: settings.everyServer });
  await mocks.close();

  const inProcess = {
    seed: settings.seed,
    latency: settings.latencyMs,
    controlToken: settings.token,
    faults: undefined,
  };
  const mockFetch = await createMockFetch({ ...inProcess, baseUrls: undefined, requestBudgetMs: undefined });
  const handlers = await createHandlers({ ...inProcess, baseUrls: undefined, scenario: undefined });
  return { mockFetch, handlers };
}
