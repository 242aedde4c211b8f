// The /__avaspec/ routes of one server. Bodies and queries are checked with clear 400s; a bearer token guards
// them when one is set; no input here can throw past the handler (a control request never crashes a server).
import { equalBytes, utf8Bytes } from "#crypto";
import { parse as parseYaml } from "yaml";
import { CONTROL_PREFIX, type ControlRoute, type MockRequest, type MockResponse } from "../server/exchange.js";
import type { JournalFilter } from "./journal.js";
import type { ControlPlane } from "./plane.js";
import { ControlInputError } from "./shape.js";
import { utf8Text } from "../server/bytes.js";

const JSON_HEADERS = { "content-type": "application/json", "cache-control": "no-store" };
const REASONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  415: "Unsupported Media Type",
  500: "Internal Server Error",
};

export function json(status: number, value: unknown, headers: Record<string, string> = {}): MockResponse {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: `${JSON.stringify(value)}\n` };
}

/** The seeds' error body, for control answers on every server (the node's included: the control plane is ours). */
export function controlError(status: number, message: string, headers: Record<string, string> = {}): MockResponse {
  return json(status, { message, statusCode: status, error: REASONS[status] ?? "Error" }, headers);
}

/** A control request that cannot be served; becomes an error answer with this status. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const YAML_TYPES = ["application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml"];

/** The request's body: JSON (or YAML where `yaml` is allowed); refused when empty, of another type, or broken. */
function readBody(request: MockRequest, yaml: boolean): unknown {
  if (request.body.length === 0)
    throw new Refusal(400, "the body is empty; send the JSON described in GET /__avaspec/");
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  const isYaml = yaml && YAML_TYPES.includes(type);
  if (!isYaml && type !== "application/json") {
    throw new Refusal(415, `Content-Type must be application/json${yaml ? " or application/yaml" : ""}, got "${type}"`);
  }
  const text = utf8Text(request.body);
  try {
    return isYaml ? parseYaml(text, { maxAliasCount: 100, uniqueKeys: true }) : JSON.parse(text);
  } catch (error) {
    throw new Refusal(
      400,
      `the body is not valid ${isYaml ? "YAML" : "JSON"}: ${(error as Error).message.split("\n")[0]}`,
    );
  }
}

const FILTERS = ["operation", "method", "since", "limit"] as const;

function readFilter(plane: ControlPlane, request: MockRequest): JournalFilter {
  const filter: JournalFilter = {};
  for (const [name, raw] of Object.entries(request.query)) {
    if (!(FILTERS as readonly string[]).includes(name)) {
      throw new Refusal(400, `unknown filter "${name}"; allowed: ${FILTERS.join(", ")}`);
    }
    const value = Array.isArray(raw) ? raw[raw.length - 1]! : raw;
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

function onlyQuery(request: MockRequest, allowed: readonly string[]): void {
  for (const name of Object.keys(request.query)) {
    if (!allowed.includes(name)) {
      throw new Refusal(
        400,
        `unknown query parameter "${name}"${allowed.length ? `; allowed: ${allowed.join(", ")}` : ""}`,
      );
    }
  }
}

function removeFault(plane: ControlPlane, request: MockRequest): MockResponse {
  onlyQuery(request, ["id"]);
  const raw = request.query.id;
  if (raw === undefined) return json(200, { cleared: plane.faults.clear() });
  const id = Array.isArray(raw) ? raw[raw.length - 1]! : raw;
  if (!/^\d{1,9}$/.test(id)) throw new Refusal(400, `id must be a rule's id (a whole number), got "${id}"`);
  if (!plane.faults.remove(Number(id))) throw new Refusal(404, `no fault rule with id ${id}`);
  return json(200, { removed: Number(id) });
}

type Handler = (request: MockRequest) => MockResponse;

/** Method, path under the prefix, description and handler of each control route. */
function routeTable(plane: ControlPlane): Array<[ControlRoute["method"], string, string, Handler]> {
  return [
    [
      "GET",
      "faults",
      "the fault rules, with how often each matched and fired",
      (r) => {
        onlyQuery(r, []);
        return json(200, { rules: plane.faults.list() });
      },
    ],
    [
      "POST",
      "faults",
      "add a fault rule, or a list of them (all or none)",
      (r) => {
        onlyQuery(r, []);
        return json(201, { added: plane.faults.add(readBody(r, true)) });
      },
    ],
    ["DELETE", "faults", "clear the fault rules (?id=N: only that one)", (r) => removeFault(plane, r)],
    [
      "GET",
      "scenario",
      "the scenario and where each sequence stands",
      (r) => {
        onlyQuery(r, []);
        return json(200, plane.scenario.describe());
      },
    ],
    [
      "POST",
      "scenario",
      "load a scenario (JSON or YAML), replacing the current one",
      (r) => {
        onlyQuery(r, []);
        plane.scenario.load(readBody(r, true));
        return json(200, plane.scenario.describe());
      },
    ],
    [
      "DELETE",
      "scenario",
      "drop the scenario",
      (r) => {
        onlyQuery(r, []);
        plane.scenario.clear();
        return json(200, { cleared: true });
      },
    ],
    [
      "GET",
      "requests",
      "the request journal, oldest first (?operation= ?method= ?since= ?limit=)",
      (r) => json(200, { requests: plane.journal.list(readFilter(plane, r)), capacity: plane.journal.capacity }),
    ],
    [
      "DELETE",
      "requests",
      "clear the request journal",
      (r) => {
        onlyQuery(r, []);
        const cleared = plane.journal.size;
        plane.journal.clear();
        return json(200, { cleared });
      },
    ],
    [
      "POST",
      "reset",
      "back to the start state: faults, scenario, journal, rate limits, the API's own state",
      (r) => {
        onlyQuery(r, []);
        plane.reset();
        return json(200, { reset: true });
      },
    ],
  ];
}

/** The routes, each with the line `GET /__avaspec/` shows for it. */
export function controlRoutes(plane: ControlPlane): ControlRoute[] {
  // `GET /__avaspec/` (the list of routes) and the readiness path are the host's own
  return routeTable(plane).map(([method, name, description, handler]) => ({
    method,
    path: `${CONTROL_PREFIX}${name}`,
    description,
    handle: guarded(plane.settings.controlToken, (request) => {
      plane.sync();
      return handler(request);
    }),
  }));
}

/** Checks the bearer token (when set), then runs the handler, turning every failure into an error answer. */
function guarded(token: string | undefined, handler: Handler): (request: MockRequest) => MockResponse {
  const expected = token === undefined ? undefined : utf8Bytes(`Bearer ${token}`);
  return (request) => {
    if (expected !== undefined) {
      if (!equalBytes(utf8Bytes(request.headers.authorization ?? ""), expected)) {
        return controlError(401, "the control routes need Authorization: Bearer <the --control-token>", {
          "www-authenticate": 'Bearer realm="avaspec"',
        });
      }
    }
    try {
      return handler(request);
    } catch (error) {
      if (error instanceof Refusal) return controlError(error.status, error.message);
      if (error instanceof ControlInputError) return controlError(400, error.message);
      return controlError(500, `the control request failed: ${(error as Error)?.message ?? String(error)}`);
    }
  };
}
