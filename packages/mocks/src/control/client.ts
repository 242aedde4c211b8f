// A typed client of one server's /__avaspec/ routes. `startMocks()` hands one to each server, so a test steers and
// watches the mocks the same way whether they run in this thread, in worker threads or in another process.
import type { ApiName } from "../server/exchange.js";
import { type ChainControl, type ControlCall, chainControl } from "./chain-client.js";
import type { FaultRule } from "./faults.js";
import type { JournalEntry, JournalFilter } from "./journal.js";
import type { PerServer } from "./options.js";
import type { LatencyInput, LatencySetting } from "./latency.js";
import type { ScenarioInput } from "./scenario.js";
import type { FaultRulesInput, VerifyPatternOf } from "./typed-rules.js";
import { type VerifyCount, VerificationError, verificationMessage, verifyBody } from "./verification-error.js";
import type { Verification } from "./verify.js";

/** A control request the server refused; `status` and the server's `message` say why. */
export class ControlRequestError extends Error {
  override readonly name = "ControlRequestError";
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface ScenarioState {
  scenario: ScenarioInput;
  positions: Record<string, { step: number; used: number; done: boolean }>;
}

/**
 * `ControlClient<"metrics">` (and "data", "node") takes rules typed from that server's spec (typed-rules.ts); the
 * plain `ControlClient` (the server unknown) takes any rule, as the server checks it. A typed client still goes where
 * a plain one is asked for.
 */
export type ControlClient<S extends ApiName = ApiName> = ClientOf<FaultRulesInput<S>, VerifyPatternOf<S>>;

/** The client, by what its `faults.add` and `verify` take (methods: their parameters are compared both ways). */
interface ClientOf<Rules, Pattern> {
  /** the journal, oldest first: `requests({ operation: "getChainMetrics" })` */
  requests(filter?: JournalFilter): Promise<JournalEntry[]>;
  clearRequests(): Promise<void>;
  faults: {
    /**
     * adds a rule or a list of rules (all or none: a refused rule throws ControlRequestError and adds nothing); a
     * --faults file's form (`{ metrics: [...], node: [...] }`) adds this server's section
     */
    add(rules: Rules): Promise<FaultRule[]>;
    list(): Promise<FaultRule[]>;
    remove(id: number): Promise<void>;
    clear(): Promise<void>;
  };
  scenario: {
    /** replaces the scenario; a --scenario file's form (`{ metrics: {...}, node: {...} }`) loads this server's part */
    load(scenario: ScenarioInput | PerServer<ScenarioInput>): Promise<ScenarioState>;
    get(): Promise<ScenarioState>;
    clear(): Promise<void>;
  };
  /**
   * Counts the journal's requests that match `pattern` (the rules' vocabulary: `operation` or `method`, then `path`,
   * `query`, `headers`, `body`, `params`) and throws a VerificationError listing the near misses when the count does
   * not hold: `await mock.verify({ operation: "getChain", path: { chainId: "43114" } }, { times: 2 })`
   */
  verify(pattern: Pattern, count?: VerifyCount): Promise<Verification>;
  latency: {
    /** sets the global (`delayMs`) and per-operation (`operations`) latency; each given part replaces its own */
    set(latency: LatencyInput): Promise<LatencySetting>;
    get(): Promise<LatencySetting>;
  };
  /**
   * faults, scenario, journal, latency, rate limits and the API's own state back to the start; `{ all: true }`:
   * the servers started with this one (startMocks, the CLI) too
   */
  reset(options?: { all?: boolean | undefined }): Promise<void>;
  /** the node mock in local mode: the dev methods of its executing chains (snapshot, mine, time, balances, …) */
  chain: ChainControl;
}

export interface ControlClientOptions {
  /** the --control-token, when the server has one */
  token?: string | undefined;
  fetch?: typeof fetch | undefined;
}

/** A client of the control routes of the server at `baseUrl` (e.g. `http://127.0.0.1:4010`). */
export function createControlClient<S extends ApiName = ApiName>(
  baseUrl: string,
  options: ControlClientOptions = {},
): ControlClient<S> {
  const root = baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  const call: ControlCall = async <T>(method: string, route: string, body?: unknown, query?: URLSearchParams) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const qs = query && [...query.keys()].length ? `?${query}` : "";
    const response = await doFetch(`${root}/__avaspec/${route}${qs}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the error
    }
    if (!response.ok) {
      const message = (parsed as { message?: unknown })?.message;
      throw new ControlRequestError(
        response.status,
        `${method} /__avaspec/${route}: ${response.status} ${typeof message === "string" ? message : text}`,
        parsed,
      );
    }
    return parsed as T;
  };
  return {
    requests: async (filter = {}) => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(filter)) if (value !== undefined) query.set(name, String(value));
      return (await call<{ requests: JournalEntry[] }>("GET", "requests", undefined, query)).requests;
    },
    clearRequests: async () => void (await call("DELETE", "requests")),
    faults: {
      add: async (rules) => (await call<{ added: FaultRule[] }>("POST", "faults", rules)).added,
      list: async () => (await call<{ rules: FaultRule[] }>("GET", "faults")).rules,
      remove: async (id) => void (await call("DELETE", "faults", undefined, new URLSearchParams({ id: String(id) }))),
      clear: async () => void (await call("DELETE", "faults")),
    },
    scenario: {
      load: (scenario) => call<ScenarioState>("POST", "scenario", scenario),
      get: () => call<ScenarioState>("GET", "scenario"),
      clear: async () => void (await call("DELETE", "scenario")),
    },
    verify: async (pattern, count = {}) => {
      const result = await call<Verification>("POST", "verify", verifyBody(pattern, count));
      if (!result.held) throw new VerificationError(result, verificationMessage(pattern, count, result));
      return result;
    },
    latency: {
      set: (latency) => call<LatencySetting>("POST", "latency", latency),
      get: () => call<LatencySetting>("GET", "latency"),
    },
    reset: async (options = {}) =>
      void (await call("POST", "reset", undefined, options.all ? new URLSearchParams({ all: "true" }) : undefined)),
    chain: chainControl(call),
  };
}
