// The /__avaspec/ routes of one server, declared as a table (as WireMock's AdminRoutes): method, path, the query
// parameters it takes, what it does, and its handler. Bodies and queries are checked with clear 400s; the bearer
// token guards every route when one is set; no input here can throw past a handler (nothing crashes a server).
import { utf8Text } from "../server/bytes.js";
import {
  type ApiEngine,
  type ApiName,
  CONTROL_PREFIX,
  type ControlRoute,
  type MockRequest,
  type MockResponse,
} from "../server/exchange.js";
import { errorAnswer, jsonAnswer, jsonTextAnswer } from "../server/json.js";
import { BoundsError, CONTROL_BODY_LIMITS, parseBoundedJson } from "./bounds.js";
import type { FaultBook } from "./faults.js";
import { tokenRefusal } from "./guard.js";
import type { Journal, JournalFilter } from "./journal.js";
import type { ScenarioBook } from "./scenario.js";
import { ownSection } from "./sections.js";
import { ControlInputError } from "./shape.js";
import { loadYaml } from "./yaml.js";
import { loadControlValidators } from "../schema/validators.js";
import { parseBoundedYaml } from "./yaml-bounds.js";
import type { GroupReset } from "./siblings.js";
import { checkLatency, type LatencySource } from "./latency.js";

/** What the routes steer: one server's control plane (plane.ts). */
export interface ControlTarget {
  readonly faults: FaultBook;
  readonly scenario: ScenarioBook;
  readonly journal: Journal;
  readonly latency: LatencySource;
  readonly settings: { readonly controlToken?: string };
  engine(): ApiEngine;
  /** picks up a reloaded engine before a control request reads the catalogue */
  sync(): void;
  /** settles once the server is back at its start (local mode: the network at genesis) */
  reset(): Promise<void>;
  /** resets this server and the others started with it */
  resetAll(): Promise<GroupReset & { self: ApiName }>;
}

/** A control request that cannot be served; becomes an error answer with this status. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Handler = (plane: ControlTarget, request: MockRequest) => MockResponse | Promise<MockResponse>;
/** method, path under /__avaspec/, the query parameters it takes, the line `GET /__avaspec/` shows, the handler */
export type RouteLine = readonly [ControlRoute["method"], string, readonly string[], string, Handler];

const FILTERS = ["operation", "method", "since", "limit"];

const ROUTES: readonly RouteLine[] = [
  ["GET", "faults", [], "the fault rules, with how often each matched and fired", listFaults],
  ["POST", "faults", [], "add a fault rule, or a list of them (all or none)", addFaults],
  ["DELETE", "faults", ["id"], "clear the fault rules (id=N: only that one)", removeFaults],
  ["GET", "scenario", [], "the scenario and where each sequence stands", describeScenario],
  ["POST", "scenario", [], "load a scenario (JSON or YAML), replacing the current one", loadScenario],
  ["DELETE", "scenario", [], "drop the scenario", clearScenario],
  ["GET", "requests", FILTERS, "the request journal, oldest first", listRequests],
  [
    "POST",
    "verify",
    [],
    "how many journal requests match a pattern, held to a count; near misses when not",
    verifyRequests,
  ],
  ["GET", "latency", [], "the latency added to answers: global and per operation or method", describeLatency],
  ["POST", "latency", [], "set the global (delayMs) and per-operation (operations) latency", setLatency],
  ["DELETE", "requests", [], "clear the request journal", clearRequests],
  ["POST", "reset", ["all"], "back to the start state (all=true: the servers started with it too)", reset],
];

/** Verification and near misses, loaded with the first request that needs them (a page's chunk of their own). */
const verification = () => import("./verify.js");

/** The rules; each that matched nothing carries its near misses (computed now, from the journal). */
async function listFaults(plane: ControlTarget, request: MockRequest): Promise<MockResponse> {
  const rules = plane.faults.list();
  const unmatched = plane.faults.unmatched();
  const misses =
    unmatched.length === 0 || plane.journal.size === 0
      ? new Map<number, never[]>()
      : await (await verification()).unmatchedNearMisses(plane.engine(), plane.journal, unmatched, request.signal);
  return jsonAnswer(200, {
    rules: rules.map((rule) => (rule.matched === 0 ? { ...rule, nearMisses: misses.get(rule.id) ?? [] } : rule)),
  });
}

async function verifyRequests(plane: ControlTarget, request: MockRequest): Promise<MockResponse> {
  const { checkVerification, verify } = await verification();
  const input = checkVerification(plane.engine(), readBody(request));
  return jsonAnswer(200, await verify(plane.engine(), plane.journal, input, request.signal));
}

function describeLatency(plane: ControlTarget): MockResponse {
  return jsonAnswer(200, plane.latency.describe());
}

function setLatency(plane: ControlTarget, request: MockRequest): MockResponse {
  plane.latency.set(checkLatency(plane.engine(), readBody(request)));
  return jsonAnswer(200, plane.latency.describe());
}

function addFaults(plane: ControlTarget, request: MockRequest): MockResponse {
  return jsonAnswer(201, { added: plane.faults.add(sectionOf(plane, request)) });
}

function removeFaults(plane: ControlTarget, request: MockRequest): MockResponse {
  const id = lastValue(request, "id");
  if (id === undefined) return jsonAnswer(200, { cleared: plane.faults.clear() });
  if (!/^\d{1,9}$/.test(id)) throw new Refusal(400, `id must be a rule's id (a whole number), got "${id}"`);
  if (!plane.faults.remove(Number(id))) throw new Refusal(404, `no fault rule with id ${id}`);
  return jsonAnswer(200, { removed: Number(id) });
}

function describeScenario(plane: ControlTarget): MockResponse {
  return jsonAnswer(200, plane.scenario.describe());
}

function loadScenario(plane: ControlTarget, request: MockRequest): MockResponse {
  plane.scenario.load(sectionOf(plane, request));
  return jsonAnswer(200, plane.scenario.describe());
}

function clearScenario(plane: ControlTarget): MockResponse {
  plane.scenario.clear();
  return jsonAnswer(200, { cleared: true });
}

function listRequests(plane: ControlTarget, request: MockRequest): MockResponse {
  // written by the journal itself: its text is bounded (JOURNAL_ANSWER_CHARS), however large the entries
  return jsonTextAnswer(200, plane.journal.listText(readFilter(plane, request)));
}

function clearRequests(plane: ControlTarget): MockResponse {
  const cleared = plane.journal.size;
  plane.journal.clear();
  return jsonAnswer(200, { cleared });
}

async function reset(plane: ControlTarget, request: MockRequest): Promise<MockResponse> {
  const all = lastValue(request, "all");
  if (all !== undefined && all !== "true" && all !== "false") {
    throw new Refusal(400, `all must be true (every server started together) or false, got "${all}"`);
  }
  if (all !== "true") {
    await plane.reset();
    return jsonAnswer(200, { reset: true });
  }
  const { self, reset: others, silent, waitMs } = await plane.resetAll();
  const servers = [self, ...others];
  if (silent.length > 0) {
    const within = `${waitMs / 1000} s`;
    throw new Refusal(
      504,
      `reset ${servers.join(", ")}; ${silent.join(", ")} did not confirm within ${within} (is it running?)`,
    );
  }
  return jsonAnswer(200, { reset: true, servers });
}

const YAML_TYPES = ["application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml"];

const mediaTypeOf = (request: MockRequest) =>
  (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
const isYamlBody = (request: MockRequest) => YAML_TYPES.includes(mediaTypeOf(request));

/** The request's body: JSON or YAML; refused when empty, of another type, or broken. */
export function readBody(request: MockRequest): unknown {
  if (request.body.length === 0) {
    throw new Refusal(400, "the body is empty; send the JSON described in GET /__avaspec/");
  }
  const type = mediaTypeOf(request);
  const isYaml = YAML_TYPES.includes(type);
  if (!isYaml && type !== "application/json") {
    throw new Refusal(415, `Content-Type must be application/json or application/yaml, got "${type}"`);
  }
  const text = utf8Text(request.body);
  try {
    return isYaml ? parseBoundedYaml(text, CONTROL_BODY_LIMITS) : parseBoundedJson(text, CONTROL_BODY_LIMITS);
  } catch (error) {
    if (error instanceof BoundsError) throw new Refusal(400, error.message);
    const first = (error as Error).message.split("\n")[0];
    throw new Refusal(400, `the body is not valid ${isYaml ? "YAML" : "JSON"}: ${first}`);
  }
}

/** The body, or this server's section of it when it is a whole --faults / --scenario file. */
function sectionOf(plane: ControlTarget, request: MockRequest): unknown {
  const engine = plane.engine();
  return ownSection(
    engine.api,
    readBody(request),
    engine.catalogue().map((e) => e.id),
  );
}

function lastValue(request: MockRequest, name: string): string | undefined {
  const raw = Object.hasOwn(request.query, name) ? request.query[name] : undefined;
  return Array.isArray(raw) ? raw[raw.length - 1] : raw;
}

function readFilter(plane: ControlTarget, request: MockRequest): JournalFilter {
  const filter: JournalFilter = {};
  for (const name of Object.keys(request.query)) {
    const value = lastValue(request, name)!;
    if (name === "operation" || name === "method") {
      const ids = plane
        .engine()
        .catalogue()
        .map((e) => e.id);
      if (!ids.includes(value)) throw new Refusal(400, `unknown ${name} "${value}"; allowed: ${ids.join(", ")}`);
      filter[name] = value;
    } else if (name === "since") {
      const ms = /^\d{1,16}$/.test(value) ? Number(value) : Date.parse(value);
      if (!Number.isFinite(ms)) {
        throw new Refusal(400, `since must be milliseconds since the epoch or an ISO 8601 time, got "${value}"`);
      }
      filter.since = ms;
    } else {
      if (!/^\d{1,9}$/.test(value)) throw new Refusal(400, `limit must be a whole number, got "${value}"`);
      filter.limit = Number(value);
    }
  }
  return filter;
}

/** The routes of the table, each guarded: token, allowed query parameters, errors as answers. */
export function controlRoutes(plane: ControlTarget): ControlRoute[] {
  // `GET /__avaspec/` (the list of routes) and the readiness path are the host's own
  return routesOf(plane, ROUTES);
}

/** A table of route lines as the host's routes, each guarded (token, query, errors as answers). */
export function routesOf(plane: ControlTarget, lines: readonly RouteLine[]): ControlRoute[] {
  return lines.map(([method, name, query, description, handler]) => ({
    method,
    path: `${CONTROL_PREFIX}${name}`,
    description: query.length ? `${description}; query: ${query.join(", ")}` : description,
    handle: (request) => guarded(plane, query, handler, request),
  }));
}

/** Checks the token (when set) and the query, then runs the handler, turning every failure into an error answer. */
async function guarded(
  plane: ControlTarget,
  query: readonly string[],
  handler: Handler,
  request: MockRequest,
): Promise<MockResponse> {
  const refused = tokenRefusal(plane.settings.controlToken, request);
  if (refused) return refused;
  try {
    const unknown = Object.keys(request.query).find((name) => !query.includes(name));
    if (unknown !== undefined) {
      const allowed = query.length ? `; allowed: ${query.join(", ")}` : "";
      throw new Refusal(400, `unknown query parameter "${unknown}"${allowed}`);
    }
    plane.sync();
    if (request.body.length > 0 && isYamlBody(request)) await loadYaml();
    // a POST's body is checked (and a reset re-adds the start rules) with validators loaded on first need
    if (request.method === "POST") await loadControlValidators();
    return await handler(plane, request);
  } catch (error) {
    if (error instanceof Refusal) return errorAnswer(error.status, error.message);
    if (error instanceof ControlInputError) return errorAnswer(400, error.message);
    return errorAnswer(500, `the control request failed: ${(error as Error)?.message ?? String(error)}`);
  }
}
