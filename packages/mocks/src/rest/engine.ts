// The REST engine of one API (metrics, data), compiled from its document once: a route table, request validators
// (generated at build time, or compiled at start-up), the declared answers serialised once, and the API's rules.
// `identify` routes, reads and validates a request once; `answer` answers that route. Prism stays the oracle: the
// same engine can answer through Prism instead (`engine: "prism"`, loaded on first use), and `Prefer: dynamic=true`
// always does, since generating bodies from schemas is Prism's job.
import { RouteTable } from "@avaspec/spec-model/routes";
import { answerJson } from "../served-once.js";
import { GENERATED_VALIDATORS } from "../generated/rest-validators.js";
import { MAX_BODY_BYTES } from "../server/body-limit.js";
import { corsHeaders, isPreflight, preflight } from "../server/cors.js";
import { errorBody } from "../server/json.js";
import type {
  ApiEngine,
  ApiName,
  CatalogueEntry,
  ForcedAnswer,
  MockRequest,
  MockResponse,
  Route,
} from "../server/exchange.js";
import { NegotiationFailure, OperationAnswers } from "./answers.js";
import { HttpError } from "./errors.js";
import { RequestNaming } from "./naming.js";
import { type Fail, methodNotAllowed, notFound, preferUnmet, type RestAnswer, withOwnErrorBody } from "./outcomes.js";
import { namesRequest, readScenario, type Scenario } from "./prefer.js";
import type { PrismPath } from "./prism-path.js";
import { hoistedQuery, preludeFaults, type ReadRequest, readRequest } from "./read.js";
import type { Rule, RestApiDefinition } from "./rules.js";
import { createRuleRunner, type RuleRunner } from "./runner.js";
import { type JsonSchema, type OperationInfo, readOperations } from "./spec.js";
import { type OperationValidators, requestSchemas, validateRequest, type Violation } from "./validation.js";
import { type LoadedValidators, loadValidators } from "./validators.js";
import { violationMessages } from "./violations.js";

type EngineLog = (level: "error" | "warn" | "info" | "debug", message: string) => void;

/** "compiled": the engine's own request path (the default); "prism": every request through Prism, the oracle. */
export type RestEngineKind = "compiled" | "prism";

export interface RestEngineOptions {
  /** seed of the generated data and of page-token signatures; default "avaspec" */
  seed?: string | undefined;
  /** clock in milliseconds since the epoch; default Date.now */
  clock?: (() => number) | undefined;
  /** largest accepted request body in bytes; default 1 MiB */
  maxBodyBytes?: number | undefined;
  log?: EngineLog | undefined;
  /** pass Prism's own log lines to `log` at debug level */
  verbose?: boolean | undefined;
  /** which request path answers; default "compiled" */
  engine?: RestEngineKind | undefined;
}

export interface RestEngine extends ApiEngine {
  readonly name: string;
  readonly kind: "rest";
  readonly operations: readonly OperationInfo[];
  /** which request path answers */
  readonly engineKind: RestEngineKind;
  /** where the request validators came from: the generated code, or Ajv at start-up */
  readonly validatorSource: "generated" | "compiled";
  /** how many answers each path gave (the differential test holds the compiled path to answering alone) */
  readonly answeredBy: Readonly<Record<RestEngineKind, number>>;
  /** answers one GET in-process: proves the document loads and answers */
  warmUp(): Promise<void>;
}

/** What the compiled path hands to Prism: a body or header generated from a schema (`Prefer: dynamic=true`). */
const THROUGH_PRISM = Symbol("through Prism");

/** A REST request as this engine routed and read it. */
class RestRoute implements Route {
  readonly calls = [];
  readonly operations: readonly string[];
  constructor(
    readonly owner: RestEngineCore,
    readonly read: ReadRequest,
    readonly op: OperationInfo | undefined,
    /** the path exists with other methods (a 405) */
    readonly allowed: string[] | undefined,
    readonly pathParams: Readonly<Record<string, string>>,
    readonly query: Record<string, string | string[]>,
    /** faults found before validation (answered 400 on either path) */
    readonly prelude: HttpError | undefined,
    /** the compiled validators' violations (the Prism path validates for itself) */
    readonly violations: readonly Violation[],
    readonly faults: readonly string[],
    /** the request is invalid and the every-error validators are loading: route it again once this settles */
    readonly pending?: Promise<void>,
  ) {
    this.operations = op ? [op.operationId] : [];
  }
  get body(): unknown {
    return this.read.body;
  }
}

export async function createRestEngine(api: RestApiDefinition, options: RestEngineOptions = {}): Promise<RestEngine> {
  const operations = readOperations(api.dereferenced);
  const schemas = requestSchemas(operations);
  const loadAllGenerated = async () =>
    (await import("../generated/rest-all-validators.js")).GENERATED_ALL_VALIDATORS[api.name];
  const loaded = await loadValidators(schemas, GENERATED_VALIDATORS[api.name], loadAllGenerated);
  return new RestEngineCore(api, operations, loaded, options);
}

class RestEngineCore implements RestEngine {
  readonly kind = "rest" as const;
  readonly api: ApiName;
  readonly name: string;
  readonly maxBodyBytes: number;
  readonly engineKind: RestEngineKind;
  readonly answeredBy: Record<RestEngineKind, number> = { compiled: 0, prism: 0 };
  readonly validators: Readonly<Record<string, OperationValidators>>;
  readonly validatorSource: "generated" | "compiled";
  readonly #table: RouteTable<OperationInfo>;
  readonly #answers = new Map<string, OperationAnswers>();
  /** what each operation's error examples may name of a request (a forced status answers with the request's) */
  readonly #naming = new Map<string, RequestNaming>();
  readonly #rules: Record<string, Rule>;
  readonly #runRule: RuleRunner;
  readonly #catalogue: CatalogueEntry[];
  readonly #entries: Map<string, CatalogueEntry>;
  readonly #fail: Fail;
  readonly #log: EngineLog;
  #prism: Promise<PrismPath> | undefined;

  constructor(
    readonly definition: RestApiDefinition,
    readonly operations: readonly OperationInfo[],
    readonly loaded: LoadedValidators,
    readonly options: RestEngineOptions,
  ) {
    this.validators = loaded.validators;
    this.validatorSource = loaded.source;
    const seed = options.seed ?? "avaspec";
    const clock = options.clock ?? Date.now;
    this.api = definition.name as ApiName;
    this.name = definition.name;
    this.maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
    this.engineKind = options.engine ?? "compiled";
    this.#log = options.log ?? (() => {});
    const asString = definition.messageStyle === "string";
    this.#fail = (status, message) =>
      errorBody(status, asString && Array.isArray(message) ? message.join("; ") : message);
    this.#table = new RouteTable(operations);
    for (const op of operations) {
      this.#answers.set(op.operationId, new OperationAnswers(definition.dereferenced, op));
      this.#naming.set(op.operationId, new RequestNaming(definition.dereferenced, op));
    }
    this.#rules = definition.rules({ seed, operations: [...operations], document: definition.dereferenced, clock });
    const known = new Set(operations.map((o) => o.operationId));
    for (const id of Object.keys(this.#rules)) {
      if (!known.has(id))
        throw new Error(
          `${definition.name}: a rule names operation "${id}", which the document does not have; ` +
            `delete its rule in packages/mocks/src/${definition.name}/rules.ts`,
        );
    }
    this.#runRule = createRuleRunner(seed, clock);
    this.#catalogue = restCatalogue(definition.dereferenced, operations, definition.headerAliases ?? {});
    this.#entries = new Map(this.#catalogue.map((e) => [e.id, e]));
  }

  #entry(op: OperationInfo): CatalogueEntry | undefined {
    return this.#entries.get(op.operationId);
  }

  identify(request: MockRequest): RestRoute {
    const read = readRequest(request, this.definition.headerAliases ?? {});
    const match = this.#table.match(read.method, read.encodedPath);
    const op = match.kind === "operation" ? match.op : undefined;
    const pathParams = match.kind === "operation" ? match.pathParams : {};
    const query = hoistedQuery(op, request.query, read.body);
    const faults = op ? preludeFaults(op, pathParams, query, read) : [];
    const prelude = read.unreadable ?? (faults.length > 0 ? new HttpError(400, faults) : undefined);
    let violations: Violation[] = [];
    if (op && !prelude && this.engineKind === "compiled") {
      const found = validateRequest(this.validators[op.operationId] ?? {}, {
        op,
        rawPathParams: match.kind === "operation" ? match.rawPathParams : {},
        query,
        headers: read.headers,
        body: read.body,
        bodyLength: read.bodyLength,
      });
      // invalid, and the validators that write its 400 load on this first need
      if (found === undefined) {
        const pending = this.loaded.loadAll();
        return new RestRoute(this, read, op, undefined, pathParams, query, prelude, [], [], pending);
      }
      violations = found;
    }
    const lines = prelude ? messagesOf(prelude) : violations.length > 0 ? violationMessages(violations, op) : [];
    const allowed = match.kind === "method" ? match.allowed : undefined;
    return new RestRoute(this, read, op, allowed, pathParams, query, prelude, violations, lines);
  }

  answer(request: MockRequest, route: Route, forced?: ForcedAnswer): Promise<MockResponse> {
    const settling = this.definition.settled?.();
    if (settling) return settling.then(() => this.answer(request, route, forced));
    try {
      return this.#answer(request, route, forced);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  #answer(request: MockRequest, route: Route, forced: ForcedAnswer | undefined): Promise<MockResponse> {
    const own = route instanceof RestRoute && route.owner === this ? route : this.identify(request);
    if (own.pending) return own.pending.then(() => this.#answer(request, this.identify(request), forced));
    const cors = corsHeaders(request);
    if (cors && isPreflight(request)) return Promise.resolve(preflight(cors, request, own.allowed ?? []));
    let answer: RestAnswer;
    try {
      if (own.prelude) throw own.prelude;
      const scenario = scenarioOf(forced, own.query, own.read.headers.prefer);
      const routed = this.#answerRouted(own, scenario, request);
      // only Prism's answers are awaited: a compiled one is ready now, and costs no promise frame of its own
      if (routed instanceof Promise) {
        return routed.then(
          (later) => onTheWire(later, cors),
          (error: unknown) => onTheWire(this.#errorAnswer(error), cors),
        );
      }
      answer = routed;
    } catch (error) {
      answer = this.#errorAnswer(error);
    }
    return Promise.resolve(onTheWire(answer, cors));
  }

  /** An HttpError's answer in the API's form; anything else is no answer (rethrown). */
  #errorAnswer(error: unknown): RestAnswer {
    if (!(error instanceof HttpError)) throw error;
    const headers = { ...error.headers };
    return { status: error.statusCode, body: this.#fail(error.statusCode, error.messages), headers };
  }

  #answerRouted(route: RestRoute, scenario: Scenario | undefined, request: MockRequest) {
    const own = this.engineKind === "compiled" ? this.#compiledAnswer(route, scenario, request) : THROUGH_PRISM;
    if (own === THROUGH_PRISM) {
      this.answeredBy.prism++;
      return this.#prismPath().then((prism) => prism.answer(route, scenario, request.signal));
    }
    this.answeredBy.compiled++;
    return own;
  }

  /** The compiled path's answer, or THROUGH_PRISM for what only Prism does: a body generated from a schema. */
  #compiledAnswer(route: RestRoute, scenario: Scenario | undefined, request: MockRequest) {
    const { op, read } = route;
    if (!op) {
      return route.allowed
        ? methodNotAllowed(this.#fail, read.method, read.encodedPath, route.allowed)
        : notFound(this.#fail, read.method, read.encodedPath);
    }
    const answers = this.#answers.get(op.operationId)!;
    if (route.violations.length > 0) return this.#invalid(route, op, answers, scenario);
    if (scenario?.dynamic === true) return THROUGH_PRISM;
    const code = scenario?.code;
    const exampleKey = scenario?.exampleKey ?? (code !== undefined ? answers.exampleForStatus(code) : undefined);
    const rule = this.#rules[op.operationId];
    if (code === undefined && exampleKey === undefined && rule) return this.#ruleAnswer(route, op, rule, request);
    const negotiated = answers.valid(code, exampleKey);
    if (negotiated instanceof NegotiationFailure) return preferUnmet(this.#fail, op, this.#entry(op), scenario ?? {});
    if (negotiated.generated) return THROUGH_PRISM;
    const { status, headers, value, json } = negotiated;
    const answer = withOwnErrorBody(this.#fail, { status, body: value, json, headers: { ...headers } });
    return namesRequest(scenario) ? this.#named(op, answer, route.pathParams) : answer;
  }

  /** A forced error answer's message with the request's path parameters in place of the example's (naming.ts). */
  #named(op: OperationInfo, answer: RestAnswer, pathParams: Readonly<Record<string, string>>): RestAnswer {
    return this.#naming.get(op.operationId)?.answer(answer, pathParams) ?? answer;
  }

  /** 400 (or the response Prism picks for an invalid request) with the violations as the seed's message. */
  #invalid(route: RestRoute, op: OperationInfo, answers: OperationAnswers, scenario: Scenario | undefined): RestAnswer {
    const codes = route.violations.some((v) => v.code === 415) ? [415, 422, 400] : [422, 400];
    const code = scenario?.code;
    const exampleKey =
      code !== undefined && codes.includes(code) ? (scenario?.exampleKey ?? answers.exampleForStatus(code)) : undefined;
    const picked = answers.invalid(codes, exampleKey);
    if (picked instanceof NegotiationFailure) return preferUnmet(this.#fail, op, this.#entry(op), scenario ?? {});
    const status = picked && picked.status >= 400 && picked.status < 500 ? picked.status : 400;
    const { "content-type": _type, ...headers } = picked?.headers ?? {};
    return { status, body: this.#fail(status, route.faults as string[]), headers };
  }

  #ruleAnswer(route: RestRoute, op: OperationInfo, rule: Rule, request: MockRequest): RestAnswer {
    const input = {
      pathParams: route.pathParams,
      query: route.query,
      headers: route.read.headers,
      body: route.body,
      abortable: request,
    };
    try {
      const out = this.#runRule(op, rule, input);
      return { status: out.statusCode, body: out.body, headers: out.headers };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (request.signal.aborted) {
        // abandoned on purpose (client gone, budget spent): the host sends nothing or its own 503
        return { status: 503, body: this.#fail(503, "abandoned"), headers: {} };
      }
      this.#log("error", `rule for ${op.operationId} failed: ${(error as Error)?.stack ?? error}`);
      return { status: 500, body: this.#fail(500, "the mock's data source failed; see the mock's log"), headers: {} };
    }
  }

  /** Prism's request path, loaded on first use (a dynamic answer, or `engine: "prism"`). */
  #prismPath(): Promise<PrismPath> {
    this.#prism ??= import("#prism-path").then(({ createPrismPath }) =>
      createPrismPath({
        definition: this.definition,
        operations: this.operations,
        exampleForStatus: (op, code) => this.#answers.get(op.operationId)?.exampleForStatus(code),
        named: (op, answer, pathParams) => this.#named(op, answer, pathParams),
        entryOf: (op) => this.#entry(op),
        rules: this.#rules,
        runRule: this.#runRule,
        seed: this.options.seed ?? "avaspec",
        fail: this.#fail,
        log: this.#log,
        verbose: this.options.verbose ?? false,
      }),
    );
    return this.#prism;
  }

  catalogue(): readonly CatalogueEntry[] {
    return this.#catalogue;
  }

  transportError(status: number, message: string): MockResponse {
    return {
      status,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(this.#fail(status, message)),
    };
  }

  reset(): void {
    // stateless: data is a pure function of (seed, request, clock); page tokens carry their own state
  }

  async warmUp(): Promise<void> {
    const op = this.operations.find((o) => o.method === "get");
    if (!op) return;
    const path = op.path.replace(/\{[^}]+\}/g, "x");
    const request: MockRequest = {
      method: "GET",
      rawUrl: path,
      path,
      query: {},
      headers: {},
      body: new Uint8Array(0),
      remoteAddress: "127.0.0.1",
      receivedAt: Date.now(),
      signal: new AbortController().signal,
      onAbort: () => () => {},
    };
    if (this.engineKind === "prism") await this.#prismPath();
    await this.answer(request, this.identify(request));
  }
}

function messagesOf(error: HttpError): string[] {
  return Array.isArray(error.messages) ? error.messages : [error.messages];
}

/**
 * The answer as bytes on the wire: JSON, `content-type: application/json` always (what real clients expect). An
 * answer's headers object is its own (made for it): it is completed in place.
 */
function serialise(answer: RestAnswer): MockResponse {
  const body = answer.json ?? (answer.body === undefined ? "" : (answerJson(answer.body) ?? ""));
  answer.headers["content-type"] = "application/json";
  return { status: answer.status, headers: answer.headers, body };
}

/** The answer serialised, with the CORS headers of a cross-origin request. */
function onTheWire(answer: RestAnswer, cors: Record<string, string> | undefined): MockResponse {
  const out = serialise(answer);
  if (cors) Object.assign(out.headers, cors);
  return out;
}

/** A forced answer (fault rule, scenario step) wins over the request's own Prefer header. */
function scenarioOf(
  forced: ForcedAnswer | undefined,
  query: Record<string, string | string[]>,
  prefer: string | undefined,
): Scenario | undefined {
  if (forced && "status" in forced) return { code: forced.status };
  if (forced && "example" in forced) return { exampleKey: forced.example };
  if (forced && "error" in forced) throw new HttpError(500, forced.error.message);
  return readScenario(prefer, query);
}

/**
 * Every operation with its declared statuses, the example names of each status, and what a request matcher may
 * name: its parameters (headers: declared ones, apiKey security headers and their aliases) and whether it has a body.
 */
function restCatalogue(
  document: JsonSchema,
  operations: readonly OperationInfo[],
  headerAliases: Readonly<Record<string, string>>,
): CatalogueEntry[] {
  return operations.map((op) => {
    const responses = (document.paths?.[op.path]?.[op.method]?.responses ?? {}) as Record<string, JsonSchema>;
    const examples: Record<string, string[]> = {};
    for (const [code, response] of Object.entries(responses)) {
      const named = Object.keys(response.content?.["application/json"]?.examples ?? {});
      if (named.length > 0) examples[code] = named;
    }
    const statuses = op.statuses.filter((s) => /^\d{3}$/.test(s)).map(Number);
    const named = (where: string) => op.parameters.filter((p) => p.in === where).map((p) => p.name);
    const headers = [...named("header"), ...apiKeyHeaders(document, op)].map((h) => h.toLowerCase());
    const aliases = Object.keys(headerAliases).filter((alias) => headers.includes(headerAliases[alias]!));
    const parameters = { path: named("path"), query: named("query"), header: [...new Set([...headers, ...aliases])] };
    return { id: op.operationId, statuses, examples, parameters, body: op.requestBody !== undefined };
  });
}

/** The headers of the apiKey security schemes that apply to the operation (its own `security`, else the document's). */
function apiKeyHeaders(document: JsonSchema, op: OperationInfo): string[] {
  const requirements = (document.paths?.[op.path]?.[op.method]?.security ?? document.security ?? []) as JsonSchema[];
  const schemes = (document.components?.securitySchemes ?? {}) as Record<string, JsonSchema>;
  return requirements
    .flatMap((requirement) => Object.keys(requirement))
    .map((name) => schemes[name])
    .filter((scheme) => scheme?.type === "apiKey" && scheme.in === "header")
    .map((scheme) => String(scheme!.name));
}
