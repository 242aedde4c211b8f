// The direct handle of each in-process API: the typed client of its /__avaspec/ routes (faults, scenario, journal,
// reset), talking to the mock in this process rather than over a network, and its base URL.
import { type ControlClient, createControlClient } from "../control/client.js";
import type { ApiName } from "../server/exchange.js";
import { API_NAMES, type InProcessMocks } from "./assemble.js";

/** One API in this process: `url` is its base URL; the rest steers it as `createControlClient` does a server. */
export interface MockHandle<S extends ApiName = ApiName> extends ControlClient<S> {
  name: S;
  url: string;
}

export interface MockHandles {
  metrics: MockHandle<"metrics">;
  data: MockHandle<"data">;
  node: MockHandle<"node">;
  /** POST /__avaspec/reset on all three: faults, scenarios, journals, rate limits and the APIs' own state */
  reset(): Promise<void>;
  /** local mode: stops interval mining and writes the state file, when there is one; nothing to do otherwise */
  close(): Promise<void>;
}

/** The handles, each answering through `answer` (the in-process door, with no interception needed). */
export function handlesOf(
  mocks: InProcessMocks,
  answer: (request: Request) => Promise<Response>,
  token: string | undefined,
): MockHandles {
  const fetchInProcess = (input: RequestInfo | URL, init?: RequestInit) => answer(new Request(input, init));
  const handle = <S extends ApiName>(name: S): MockHandle<S> => ({
    name,
    url: mocks[name].base.href,
    ...createControlClient<S>(mocks[name].base.href, { token, fetch: fetchInProcess as typeof fetch }),
  });
  const handles = { metrics: handle("metrics"), data: handle("data"), node: handle("node") };
  return {
    ...handles,
    reset: async () => {
      await Promise.all(API_NAMES.map((name) => handles[name].reset()));
    },
    close: async () => {
      await Promise.all(API_NAMES.map((name) => mocks[name].app.engine.close?.()));
    },
  };
}
