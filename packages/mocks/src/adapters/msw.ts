// createHandlers: the three mocks as MSW request handlers, one per API (its base URL and everything under it), for
// setupServer (msw/node) and setupWorker (msw/browser). The same engines and control planes as the server: rules,
// page tokens, node state, faults, scenarios and the journal, answered in the test's own process or page.
import { HttpResponse, http, type RequestHandler } from "msw";
import type { ApiName } from "../server/exchange.js";
import { API_NAMES, assembleInProcess, type InProcessApi, type InProcessOptions } from "./assemble.js";
import { locate, targetUnder } from "./base-url.js";
import { exchange, type Outcome } from "./exchange.js";
import { handlesOf, type MockHandle, type MockHandles } from "./handles.js";

export type MockHandlersOptions = InProcessOptions;

/** The handlers (spread them into setupServer / setupWorker), with a direct handle per API. */
export type MockHandlers = RequestHandler[] &
  MockHandles & {
    /** the base URL of each API */
    baseUrls: Record<ApiName, string>;
  };

/** MSW handlers for all three APIs; options as the server's (see InProcessOptions). */
export async function createHandlers(options: MockHandlersOptions = {}): Promise<MockHandlers> {
  const mocks = await assembleInProcess(options);
  const apis = API_NAMES.map((name) => mocks[name]);
  const settings = { budgetMs: options.requestBudgetMs };
  const handlers: RequestHandler[] = apis.map((api) =>
    // a RegExp with no capture group: MSW decodes captured path parameters, which throws on a malformed escape
    // (the engine answers those with its own 400, as the server does)
    http.all(new RegExp(`^${escapeRegExp(api.base.href)}(?:/|$)`), async ({ request }) => {
      const target = targetUnder(api.base, new URL(request.url));
      // a path the pattern matched but the base does not hold (e.g. "/metricsX"): another handler's, or none
      if (target === undefined) return undefined;
      return settle(await exchange(api, request, target, settings), request);
    }),
  );
  // the direct handles answer in process, whether or not MSW is listening
  const direct = async (request: Request) => {
    const found = locate(apis, new URL(request.url)) as { api: InProcessApi; target: string };
    const outcome = await exchange(found.api, request, found.target, settings);
    return outcome.kind === "response" ? outcome.response : HttpResponse.error();
  };
  const handles = handlesOf(mocks, direct, options.controlToken || undefined);
  const baseUrls = Object.fromEntries(apis.map((api) => [api.name, api.base.href])) as MockHandlers["baseUrls"];
  return Object.assign(handlers, handles, { baseUrls });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * What MSW does with each outcome: the response; a network error (HttpResponse.error(): the caller's fetch rejects
 * with a TypeError) for a dropped connection; for a hang, nothing until the caller aborts.
 */
function settle(outcome: Outcome, request: Request): Response | Promise<Response> {
  if (outcome.kind === "response") return outcome.response;
  if (outcome.kind === "reset") return HttpResponse.error();
  // MSW rejects the caller's fetch itself on abort; this promise then settles with a network error nobody reads
  const signal = request.signal;
  return new Promise<Response>((resolve) => {
    if (signal.aborted) resolve(HttpResponse.error());
    else signal.addEventListener("abort", () => resolve(HttpResponse.error()), { once: true });
  });
}

export type { MockHandle, MockHandles };
