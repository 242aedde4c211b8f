// The validating proxy and record/replay, installed on a mock host through its seam (exchange.ts): the forwarder or
// the replayer becomes the answerer, the checks and the recorder become layers, the violations get control routes.
import type { Answerer, ApiEngine, ApiName, ControlRoute, Layer, MockResponse } from "../server/exchange.js";
import type { RestChecker, RpcChecker, Violation } from "./checker.js";
import { decodeBody } from "./body.js";
import { bodyBytes, type Fixture, storedJson } from "./fixture.js";
import { createForwarder, type Forwarder } from "./forward.js";
import { createRecorder, type Recorder } from "./record.js";
import { createReplayer, type FixtureReport, loadFixtures } from "./replay.js";
import { secretNames } from "./secrets.js";
import { createValidationLayer } from "./validate.js";
import { ViolationLog } from "./violations.js";

export type { ExchangeRecord, KeptExchange } from "./violations.js";
export type { FixtureReport } from "./replay.js";
export type { Fixture } from "./fixture.js";

/** The part of a mock host the proxy needs (MockHost has it). */
export interface ProxyHost {
  readonly engine: Pick<ApiEngine, "api" | "answer" | "transportError">;
  use(layer: Layer): void;
  setAnswerer(answerer: Answerer | undefined): void;
  addRoutes(routes: readonly ControlRoute[]): void;
}

export type Checkers = { kind: "rest"; rest: RestChecker } | { kind: "jsonrpc"; rpc: RpcChecker };

export interface ProxyOptions {
  /** forward this API to the upstream (validated); absent: the mock answers (or the replay) */
  upstream?: URL | undefined;
  /** a violating response becomes 502 with the violation list */
  strict?: boolean | undefined;
  /** write each upstream answer as a fixture under this folder */
  record?: string | undefined;
  /** serve fixtures from this folder */
  replay?: string | undefined;
  /** with replay: a miss is a 404, not the mock's answer */
  replayOnly?: boolean | undefined;
  /** with replay: serve fixtures that no longer validate (still reported) */
  allowInvalidFixtures?: boolean | undefined;
  /** upstream time budget in ms (default 25 s, under the host's 30 s request budget) */
  timeoutMs?: number | undefined;
  maxResponseBytes?: number | undefined;
}

export interface ProxyShared {
  /** violations of every API (one log, one set of routes) */
  log: ViolationLog;
  checkers: Partial<Record<ApiName, Checkers>>;
  /** header and query names that carry secrets */
  secrets: ReadonlySet<string>;
  /** where start-up reports go (one JSON line each); default stderr */
  write?: (line: string) => void;
}

export interface InstalledProxy {
  api: ApiName;
  /** the fixtures read at start-up (with replay) */
  fixtures?: FixtureReport;
  /** waits for the fixtures being written */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The shared parts: one violation log, the checkers of each document, the secret names the documents declare. */
export function createProxyShared(
  documents: Partial<Record<ApiName, object>>,
  makeCheckers: (api: ApiName, document: object) => Checkers,
  options: {
    capacity?: number | undefined;
    write?: ((line: string) => void) | undefined;
    secretsFrom?: readonly object[] | undefined;
  } = {},
): ProxyShared {
  const checkers: Partial<Record<ApiName, Checkers>> = {};
  for (const [api, doc] of Object.entries(documents) as [ApiName, object][]) checkers[api] = makeCheckers(api, doc);
  return {
    log: new ViolationLog(options),
    checkers,
    secrets: secretNames(options.secretsFrom ?? Object.values(documents)),
    write: options.write,
  };
}

/** The violations routes, registered once per host. */
export function violationRoutes(shared: ProxyShared): ControlRoute[] {
  return shared.log.routes();
}

/** Installs forwarding, checks, recording and replay on one host, as the options ask. */
export async function installProxy(
  host: ProxyHost,
  shared: ProxyShared,
  options: ProxyOptions,
): Promise<InstalledProxy> {
  const api = host.engine.api;
  const checkers = shared.checkers[api];
  if (!checkers) throw new Error(`no ${api} spec to check the ${api} proxy against`);
  const transportError = (status: number, message: string): MockResponse => host.engine.transportError(status, message);
  let forwarder: Forwarder | undefined;
  let recorder: Recorder | undefined;
  let fixtures: FixtureReport | undefined;
  if (options.upstream) {
    forwarder = createForwarder({
      upstream: options.upstream,
      transportError,
      // 504 where the API declares it; the REST specs declare 502 and 503 only
      timeoutStatus: api === "node" ? 504 : 503,
      timeoutMs: options.timeoutMs,
      maxResponseBytes: options.maxResponseBytes,
    });
    host.use(
      createValidationLayer({
        api,
        checker: checkers,
        log: shared.log,
        strict: !!options.strict,
        secrets: shared.secrets,
      }),
    );
    if (options.record) {
      recorder = createRecorder({
        api,
        dir: options.record,
        secrets: shared.secrets,
        upstream: forwarder.upstream,
        identify: checkers.kind === "rest" ? (m, p) => checkers.rest.identify(m, p) : undefined,
        knownMethod: checkers.kind === "jsonrpc" ? (method) => checkers.rpc.methods.has(method) : undefined,
        warn: shared.write,
      });
      host.use(recorder.layer);
    }
  }
  // the engine at call time: a spec reload (setEngine) replaces it
  const fallback: Answerer = forwarder?.answer ?? ((request, route) => host.engine.answer(request, route));
  if (options.replay) {
    const loaded = await loadFixtures({
      api,
      dir: options.replay,
      allowInvalid: !!options.allowInvalidFixtures,
      validate: (fixture) => fixtureViolations(checkers, fixture),
    });
    fixtures = loaded.report;
    reportFixtures(loaded.report, !!options.allowInvalidFixtures, shared.write);
    const replayer = createReplayer({
      api,
      fixtures: loaded.byKey,
      secrets: shared.secrets,
      replayOnly: !!options.replayOnly,
      fallback,
      transportError,
    });
    host.setAnswerer(replayer);
  } else if (forwarder) host.setAnswerer(forwarder.answer);
  return {
    api,
    fixtures,
    flush: async () => recorder?.flush(),
    close: async () => {
      await recorder?.flush();
      forwarder?.close();
    },
  };
}

/**
 * A recording is stale when its answer breaks the current spec, or when the spec now refuses its request although
 * the recording shows it accepted (an error answer to a refused request is still a faithful recording).
 */
async function fixtureViolations(checkers: Checkers, fixture: Fixture): Promise<Violation[]> {
  const { request, response } = fixture;
  const decoded = await decodeBody(response.headers, bodyBytes(response.body));
  const answer = { status: response.status, headers: response.headers, body: decoded.text };
  const requestBody = bodyBytes(request.body);
  let violations: Violation[];
  if (checkers.kind === "jsonrpc") {
    violations = checkers.rpc.checkExchange(request.path, requestBody.toString("utf8"), answer);
  } else {
    const operation = checkers.rest.identify(request.method, request.path);
    if (operation === undefined)
      return [
        {
          rule: "operation-unknown",
          where: "",
          expected: "a method and path the spec declares",
          actual: `${request.method} ${request.path}`,
          message: `the spec no longer has ${request.method} ${request.path} (recorded as ${fixture.operation})`,
          side: "request",
        },
      ];
    violations = [
      ...checkers.rest.checkRequest(operation, {
        path: request.path,
        query: request.query,
        headers: request.headers ?? {},
        body: requestBody.length > 0 ? requestBody.toString("utf8") : undefined,
      }),
      ...checkers.rest.checkResponse(operation, answer),
    ];
  }
  violations.push(...decoded.violations);
  const refused = isErrorAnswer(fixture);
  return violations.filter((v) => v.side === "response" || !refused);
}

function isErrorAnswer(fixture: Fixture): boolean {
  if (fixture.api !== "node") return fixture.response.status >= 400;
  const body = storedJson(fixture.response.body);
  const elements = Array.isArray(body) ? body : [body];
  return elements.length > 0 && elements.every((e) => e !== null && typeof e === "object" && "error" in e);
}

function reportFixtures(report: FixtureReport, allowInvalid: boolean, write?: (line: string) => void): void {
  const out = write ?? ((line: string) => process.stderr.write(`${line}\n`));
  for (const c of report.corrupt) out(JSON.stringify({ event: "fixture-corrupt", api: report.api, ...c }));
  for (const s of report.stale)
    out(
      JSON.stringify({
        event: "fixture-stale",
        api: report.api,
        file: s.file,
        operation: s.operation,
        served: allowInvalid,
        violations: s.violations.map(({ rule, where, expected, message }) => ({ rule, where, expected, message })),
      }),
    );
  out(
    JSON.stringify({
      event: "fixtures-loaded",
      api: report.api,
      dir: report.dir,
      served: report.served,
      stale: report.stale.length,
      corrupt: report.corrupt.length,
    }),
  );
}
