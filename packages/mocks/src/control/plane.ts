// The control plane of one server: a Layer around its answerer (journal → rate limit → faults / scenario →
// latency → answer) and the /__avaspec/ routes that steer it. One design for the three servers; what differs
// (REST or JSON-RPC, declared statuses, examples, error codes) comes from the engine's catalogue.
import { bodyBytes } from "../server/bytes.js";
import type {
  Answerer,
  ApiEngine,
  ApiName,
  CatalogueEntry,
  ControlRoute,
  Layer,
  MockRequest,
  MockResponse,
  Route,
  RpcCall,
} from "../server/exchange.js";
import type { Outcome } from "./answer.js";
import { FaultBook, type FaultRuleInput } from "./faults.js";
import { Journal } from "./journal.js";
import { LatencySource, preferredDelay, sleep } from "./latency.js";
import { DEFAULT_JOURNAL_SIZE, type LatencyRange, type RateLimit } from "./options.js";
import { RateLimiter } from "./rate-limit.js";
import { chainRoutes } from "./chain-routes.js";
import { controlRoutes, Refusal } from "./routes.js";
import { type ScenarioInput, ScenarioBook } from "./scenario.js";
import { describeProblem } from "./shape.js";
import { type GroupReset, type ResetGroup, Siblings } from "./siblings.js";

export interface ControlSettings {
  /** seed of `rate` draws and latency ranges: the same seed replays the same run */
  seed?: string;
  /** entries kept by the request journal; 0 turns it off. Default 1000 */
  journalSize?: number;
  latency?: LatencyRange;
  rateLimit?: RateLimit;
  /** bearer token the control routes require (checked by the caller: required off loopback) */
  controlToken?: string;
  /** rules set at start (and again by reset) */
  faults?: FaultRuleInput[];
  /** scenario loaded at start (and again by reset) */
  scenario?: ScenarioInput;
  /** clock of the rate limiter (ms); default Date.now */
  now?: () => number;
  /** where a reload's dropped rules are reported */
  log?: (level: "warn", message: string) => void;
  /** the servers started with this one, which `POST /__avaspec/reset?all=true` resets too */
  resetGroup?: ResetGroup;
  /** longest wait for the engine's own reset (local mode: the network back at genesis), in ms; RESET_LIMIT_MS */
  resetLimitMs?: number;
}

/**
 * Longest a reset waits for the engine's state to be back at its start. Local mode returns the network to genesis
 * after the executions in progress (an eth_call ends within geth's 5 s), so twice that.
 */
export const RESET_LIMIT_MS = 10_000;

/** The engine's reset, settled within `limitMs`; past it, a 504 that says the requests after it still wait for it. */
async function settleWithin(reset: void | Promise<void>, limitMs: number, api: ApiName): Promise<void> {
  if (reset === undefined) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const within = `${limitMs / 1000} s`;
      reject(
        new Refusal(
          504,
          `the ${api} mock's state did not return to its start within ${within} (the executions in progress end ` +
            "first); its requests wait until it has",
        ),
      );
    }, limitMs);
  });
  try {
    await Promise.race([reset, late]);
  } finally {
    clearTimeout(timer);
  }
}

const NO_CAUSE: { readonly text?: string } = Object.freeze({});

/** A body that is not JSON, as a misbehaving proxy in front of an API might send with status 200. */
export const NOT_JSON_BODY = "<html><body><h1>502 Bad Gateway</h1><p>upstream answered garbage</p></body></html>\n";

export class ControlPlane {
  readonly journal: Journal;
  readonly faults: FaultBook;
  readonly scenario: ScenarioBook;
  readonly latency: LatencySource;
  readonly limiter: RateLimiter | undefined;
  readonly routes: ControlRoute[];
  readonly layer: Layer;
  readonly #now: () => number;
  readonly #entries = new WeakMap<ApiEngine, Map<string, CatalogueEntry>>();
  readonly #siblings: Siblings | undefined;
  #seenEngine: ApiEngine;

  constructor(
    readonly engine: () => ApiEngine,
    readonly settings: ControlSettings = {},
  ) {
    const seed = settings.seed ?? "avaspec";
    this.journal = new Journal(
      settings.journalSize ?? DEFAULT_JOURNAL_SIZE,
      settings.controlToken ? [settings.controlToken] : [],
    );
    this.faults = new FaultBook(engine, seed, () => this.journal.lastSeq);
    this.scenario = new ScenarioBook(engine);
    this.latency = new LatencySource(settings.latency, seed);
    this.limiter = settings.rateLimit ? new RateLimiter(settings.rateLimit) : undefined;
    this.#now = settings.now ?? Date.now;
    this.#seenEngine = engine();
    this.#loadStart();
    const group = settings.resetGroup;
    this.#siblings = group ? new Siblings(group, this.#seenEngine.api, () => this.reset()) : undefined;
    // the node mock's chain routes answer 409 until it runs the local network
    this.routes = [...controlRoutes(this), ...(this.#seenEngine.api === "node" ? chainRoutes(this) : [])];
    this.layer = (request, route, next) => this.#handle(request, route, next);
  }

  /** Resets this server, then the others started with it (each in its own thread, maybe): who did, who did not. */
  async resetAll(): Promise<GroupReset & { self: ApiName }> {
    await this.reset();
    const others = (await this.#siblings?.resetOthers()) ?? { reset: [], silent: [], waitMs: 0 };
    return { self: this.engine().api, ...others };
  }

  /** Leaves the reset group (the server closed). */
  close(): void {
    this.#siblings?.close();
  }

  /**
   * Back to the start state: the start rules and scenario (counters rewound), an empty journal, the engine's own.
   * Settles once the engine's state is back (local mode: the network at genesis), within `resetLimitMs`.
   */
  reset(): Promise<void> {
    this.faults.clear();
    this.scenario.clear();
    this.#loadStart();
    this.journal.clear();
    this.limiter?.reset();
    this.latency.reset();
    const engine = this.engine();
    return settleWithin(engine.reset(), this.settings.resetLimitMs ?? RESET_LIMIT_MS, engine.api);
  }

  /**
   * The current engine. When it was replaced (a spec reload: the host's setEngine), the rules and the scenario are
   * re-checked against the new catalogue first; those that no longer hold are dropped and reported.
   */
  sync(): ApiEngine {
    const engine = this.engine();
    if (engine !== this.#seenEngine) {
      this.#seenEngine = engine;
      for (const line of this.#recheck()) this.settings.log?.("warn", line);
    }
    return engine;
  }

  #recheck(): string[] {
    const lines = this.faults
      .recheck()
      .dropped.map((d) => `fault rule ${d.rule.id} dropped: ${d.problems.map(describeProblem).join("; ")}`);
    const { scenario } = this.scenario.describe();
    if (this.scenario.size > 0) {
      try {
        this.scenario.load(scenario);
      } catch (error) {
        this.scenario.clear();
        lines.push(`scenario dropped: ${(error as Error).message}`);
      }
    }
    return lines;
  }

  #loadStart(): void {
    if (this.settings.faults?.length) this.faults.add(this.settings.faults);
    if (this.settings.scenario) this.scenario.load(this.settings.scenario);
  }

  /** Nothing steers this request's answer: no limit, no latency, no rule, no scenario, no Prefer. */
  #unsteered(request: MockRequest): boolean {
    return (
      this.limiter === undefined &&
      this.latency.idle &&
      this.faults.size === 0 &&
      this.scenario.size === 0 &&
      request.headers.prefer === undefined
    );
  }

  #handle(request: MockRequest, route: Route, next: Answerer): Promise<MockResponse> {
    const steered = !this.#unsteered(request);
    if (!steered && !this.journal.enabled) return next(request, route);
    return this.#recorded(request, route, next, steered);
  }

  /**
   * The answer, recorded in the journal with its status and time. Unsteered (the common case: only the journal),
   * it is the next one's as it comes, with no steering frames to await.
   */
  #recorded(request: MockRequest, route: Route, next: Answerer, steered: boolean): Promise<MockResponse> {
    this.sync();
    const started = performance.now();
    const record = this.journal.record(request, route);
    // only steering writes a cause: an unsteered answer shares one that stays empty
    const cause: { text?: string } = steered ? {} : NO_CAUSE;
    let answered: Promise<MockResponse>;
    try {
      answered = steered ? this.#answer(request, route, next, cause) : next(request, route);
    } catch (error) {
      answered = Promise.reject(error);
    }
    return answered.then(
      (response) => {
        const ms = performance.now() - started;
        record.finish(response.action ? null : response.status, ms, response.action, cause.text, response.violations);
        return response;
      },
      (error: unknown) => {
        record.finish(null, performance.now() - started, undefined, "error");
        throw error;
      },
    );
  }

  async #answer(request: MockRequest, route: Route, next: Answerer, cause: { text?: string }): Promise<MockResponse> {
    const engine = this.engine();
    const verdict = this.limiter?.take(request.remoteAddress, this.#now());
    const preferred = preferredDelay(request.headers.prefer);
    if (preferred && "invalid" in preferred && engine.kind === "rest") {
      // as Prism refuses a bad `Prefer: code`; the node speaks no Prefer, so there it is ignored (RFC 7240)
      return engine.transportError(400, preferred.invalid);
    }
    const limited = verdict !== undefined && !verdict.allowed;
    const steerable = !limited && route.operations.length > 0;
    const fault = steerable ? this.#fault(route, request) : undefined;
    // delay rules pass on (decide went on to the next rule): then the scenario, or the mock, answers after them
    const answering = fault?.passOn ? undefined : fault;
    const decision = steerable ? (answering ?? this.scenario.next(route, request)) : undefined;
    // the delays add up: global + operation (the latency setting), then the rules' and the scenario step's
    const steered = (fault?.delayMs ?? 0) + (decision !== fault ? (decision?.delayMs ?? 0) : 0);
    const delayMs =
      (preferred && "ms" in preferred ? preferred.ms : undefined) ?? this.latency.next(route.operations) + steered;
    if (delayMs > 0) await sleep(delayMs, request.signal);
    let response: MockResponse;
    if (limited) {
      cause.text = "rate-limit";
      response = await this.#tooMany(engine, request, route);
    } else {
      if (decision) cause.text = "ruleId" in decision ? `fault:${decision.ruleId}` : `scenario:${decision.step}`;
      response = await this.#produce(engine, decision?.outcome, decision?.calls, request, route, next);
      if (decision?.retryAfter !== undefined) {
        response = { ...response, headers: { ...response.headers, "retry-after": String(decision.retryAfter) } };
      }
    }
    return verdict ? { ...response, headers: { ...response.headers, ...verdict.headers } } : response;
  }

  #fault(route: Route, request: MockRequest) {
    return this.faults.size === 0 ? undefined : this.faults.decide(route, request);
  }

  async #produce(
    engine: ApiEngine,
    outcome: Outcome | undefined,
    calls: readonly RpcCall[] | undefined,
    request: MockRequest,
    route: Route,
    next: Answerer,
  ): Promise<MockResponse> {
    switch (outcome?.kind) {
      case undefined:
      case "own":
        return next(request, route);
      case "forced":
        // node: an answer aimed at some calls of a batch replaces only those
        return engine.answer(request, route, calls ? { ...outcome.forced, calls: new Set(calls) } : outcome.forced);
      case "undeclared":
        return {
          ...engine.transportError(
            outcome.status,
            `status ${outcome.status} injected by an avaspec fault rule ("undeclared": true)`,
          ),
          violations: undeclaredStatus(outcome.status, route.operations, (id) => this.#entry(engine, id)),
        };
      case "transport":
        // the host carries the action out; the answer under it is what a host that cannot would send
        return {
          ...engine.transportError(503, `connection ${outcome.action} injected by an avaspec fault rule`),
          action: outcome.action,
        };
      case "malformed":
        return malformed(await next(request, route), outcome.mode);
    }
  }

  /** 429: the operation's declared 429 and body (REST), else the API's own transport error (node: plain text). */
  #tooMany(engine: ApiEngine, request: MockRequest, route: Route): Promise<MockResponse> | MockResponse {
    const id = route.operations[0];
    const entry = id === undefined ? undefined : this.#entry(engine, id);
    if (engine.kind === "rest" && entry?.statuses.includes(429)) return engine.answer(request, route, { status: 429 });
    const { limit, windowMs } = this.settings.rateLimit!;
    return engine.transportError(429, `rate limit exceeded: ${limit} requests per ${windowMs / 1000} s per client`);
  }

  #entry(engine: ApiEngine, id: string): CatalogueEntry | undefined {
    let byId = this.#entries.get(engine);
    if (byId === undefined) {
      byId = new Map(engine.catalogue().map((e) => [e.id, e]));
      this.#entries.set(engine, byId);
    }
    return byId.get(id);
  }
}

/** The contract an injected undeclared status breaks: each routed operation that does not declare it. */
function undeclaredStatus(
  status: number,
  operations: readonly string[],
  entryOf: (id: string) => CatalogueEntry | undefined,
): string[] {
  return operations
    .filter((id) => !(entryOf(id)?.statuses.includes(status) ?? false))
    .map(
      (id) => `status ${status} is not declared for ${id} (declared: ${entryOf(id)?.statuses.join(", ") ?? "none"})`,
    );
}

/** What a malformed answer breaks: its body is not the JSON the operation declares. */
const MALFORMED_VIOLATIONS = {
  truncated: ["the body is cut short: not the complete JSON the spec declares"],
  "not-json": ["the body is not JSON (the spec declares JSON)"],
} as const;

/** Status 200 with the answer's body cut short (never complete JSON) or replaced by text that is not JSON. */
function malformed(answer: MockResponse, mode: "truncated" | "not-json"): MockResponse {
  const bytes = bodyBytes(answer.body);
  const body =
    mode === "not-json"
      ? bodyBytes(NOT_JSON_BODY)
      : bytes.length > 1
        ? bytes.subarray(0, Math.floor(bytes.length / 2))
        : bodyBytes("{");
  const headers = { ...answer.headers };
  if ("content-length" in headers) headers["content-length"] = String(body.length);
  return { status: 200, headers, body, violations: MALFORMED_VIOLATIONS[mode] };
}
