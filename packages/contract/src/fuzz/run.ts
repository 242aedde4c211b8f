// The generative run: for every operation and JSON-RPC method, fast-check draws requests from the schemas, each goes
// through the exchange checks, and the first failure of each check is shrunk to a minimal request (a curl command).
// Seeds are derived from one run seed per target, so `--seed` replays a run exactly.
import {
  createRestChecker,
  createRpcChecker,
  type PrecompiledValidators,
  type RestChecker,
  type RpcChecker,
  SchemaValidators,
} from "@avaspec/exchange-checks";
import fc from "fast-check";
import { once } from "../checks.js";
import type { CaseResult, Failure, RecordedExchange } from "../results.js";
import { explainingDeviations, type Deviation } from "../deviations.js";
import { keepExchanges, recordExchanges } from "../exchanges.js";
import { joinUrl, send } from "../http.js";
import { disabledEndpoints } from "../run.js";
import type { SpecDocuments } from "../documents.js";
import type { ApiName, RestApiName } from "../types.js";
import { curlOf } from "./curl.js";
import { restRequest, restTargets, type RestDraw, type RestTarget } from "./rest-draws.js";
import { rpcRequest, rpcTargets, type RpcTarget } from "./rpc-draws.js";
import type { RpcDraw } from "./rpc-types.js";
import { Stopwatch, timed } from "./timed.js";
import { classifyRest, judgeRpc, ReadAnswers, restVerdict, type Verdict } from "./verdicts.js";

export interface FuzzOptions {
  urls: Partial<Record<ApiName, string>>;
  /** The dereferenced specs requests are drawn from and answers checked against. */
  specs: SpecDocuments;
  /** The run seed (32-bit integer): the same seed draws the same requests. */
  seed: number;
  /** Runs (requests drawn) per operation or method. */
  runs: number;
  /** Wall-time budget of the whole run; past it no request is started and shrinking stops. */
  budgetMs: number;
  allowMutations?: boolean;
  skipDisabled?: boolean;
  timeoutMs?: number;
  /** Operations and methods fuzzed at once (each draws its requests one after another). */
  concurrency?: number;
  /** Only operations and methods whose name contains this text. */
  grep?: string;
  /** Failures these explain are known (reported, not failing the run). */
  deviations?: Deviation[];
}

export interface FuzzTargetStats {
  api: ApiName;
  id: string;
  state: "fuzzed" | "skipped" | "not run";
  reason?: string;
  runs: number;
  requests: number;
  valid: number;
  invalid: number;
  seen: string[];
}

export interface FuzzStats {
  seed: number;
  requests: number;
  wallMs: number;
  /** Time drawing and shrinking values (fast-check). */
  generationMs: number;
  /** Time classifying requests and checking answers. */
  checkMs: number;
  /** The rest of the wall time: sending, waiting on the servers, reading answers. */
  exchangeMs: number;
  targets: FuzzTargetStats[];
}

export interface FuzzRun {
  results: CaseResult[];
  stats: FuzzStats;
  /** Documented deviations seen, with the number of requests that showed each. */
  known: Map<Deviation, number>;
}

/** How many distinct failures (each of a check not failed before) are looked for per target. */
const MAX_FAILURES_PER_TARGET = 4;

/** FNV-1a of the text, as a 32-bit seed. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

interface Exchange {
  failures: Failure[];
  seen: string[];
  /** What the request was, written when read (for a failure: most requests pass). */
  label: () => string;
  valid: boolean;
  /** The request as a curl command (written only for a failure). */
  curl: () => string;
  /** What was sent and answered (the HTML report shows it for a failure). */
  recorded?: RecordedExchange[];
}

interface Target {
  api: ApiName;
  id: string;
  mutates: boolean;
  /** Endpoint kind (node), for --skip-disabled. */
  kind?: string;
  arbitrary: fc.Arbitrary<unknown>;
  exchange(draw: unknown): Promise<Exchange>;
}

class Env {
  readonly generation = new Stopwatch();
  readonly checking = new Stopwatch();
  readonly deadline: number;
  readonly known = new Map<Deviation, number>();
  constructor(
    readonly o: FuzzOptions,
    readonly started: number,
  ) {
    this.deadline = started + o.budgetMs;
  }
  get timeoutMs() {
    return this.o.timeoutMs ?? 10_000;
  }
  spent() {
    return performance.now() >= this.deadline;
  }
}

function restTarget(env: Env, checker: RestChecker, t: RestTarget): Target {
  const base = env.o.urls[t.api] as string;
  const answers = new ReadAnswers();
  return {
    api: t.api,
    id: t.operation.id,
    mutates: false,
    arbitrary: t.arbitrary,
    async exchange(draw) {
      const d = draw as RestDraw;
      const { built, cls } = env.checking.time(() => {
        const b = restRequest(t, d);
        return { built: b, cls: classifyRest(checker, t, d, b) };
      });
      const { http } = built;
      const out = await send({
        method: http.method,
        url: joinUrl(base, http.path, http.query),
        ...(http.headers ? { headers: http.headers } : {}),
        ...(http.body !== undefined ? { body: http.body } : {}),
        timeoutMs: env.timeoutMs,
      });
      return env.checking.time(() => {
        const v: Verdict = restVerdict(checker, t, cls, out, answers);
        return {
          ...v,
          label: cls.label,
          valid: cls.kind === "valid",
          curl: () => curlOf(base, http),
        };
      });
    },
  };
}

function rpcTarget(env: Env, checker: RpcChecker, t: RpcTarget): Target {
  const base = env.o.urls.node as string;
  return {
    api: "node",
    id: t.method.name,
    mutates: t.mutates,
    kind: t.kind,
    arbitrary: t.arbitrary,
    async exchange(draw) {
      const d = draw as RpcDraw;
      const request = env.checking.time(() => rpcRequest(d));
      const method = d.shape === "verb" ? d.verb : "POST";
      const http = {
        method,
        path: d.path,
        headers: { "content-type": "application/json" },
        // GET and HEAD carry no body
        ...(method === "GET" || method === "HEAD" ? {} : { body: request.body }),
      };
      const out = await send({ ...http, url: joinUrl(base, d.path), timeoutMs: env.timeoutMs });
      return env.checking.time(() => {
        const { cls, failures, seen } = judgeRpc(checker, d, request, out);
        const valid = !cls.whole && cls.calls.every((c) => c.fault === undefined);
        return {
          failures,
          seen,
          label: cls.label,
          valid,
          curl: () => curlOf(base, http),
        };
      });
    },
  };
}

/**
 * The checkers of each document, with the validators they compile its schemas with: the draws confirm invalid
 * values with the same validators, so each schema is compiled once; those of the specs were compiled ahead of time
 * (src/generated/validators.js: pnpm --filter @avaspec/contract generate), a schema of another document is at run time.
 */
const restCheckers = new WeakMap<object, { checker: RestChecker; validators: SchemaValidators }>();
const rpcCheckers = new WeakMap<object, { checker: RpcChecker; validators: SchemaValidators }>();

/** The targets --grep selects (only those are built: building the arbitraries is work). */
function targetsOf(env: Env, precompiled: PrecompiledValidators): Target[] {
  const out: Target[] = [];
  const wanted = (api: ApiName) => (id: string) => !env.o.grep || `${api} ${id}`.includes(env.o.grep);
  for (const api of ["metrics", "data"] as const) {
    const doc = env.o.specs[api];
    if (!doc || !env.o.urls[api]) continue;
    const { checker, validators } = once(restCheckers, doc, () => {
      const validators = new SchemaValidators("openapi-3.1", { precompiled });
      // a request's first fault names it: one is all the draws need
      const options = { validators, precompiled, maxRequestSchemaErrors: 1 };
      return { checker: createRestChecker(doc, options), validators };
    });
    for (const t of restTargets(api as RestApiName, doc, wanted(api), validators))
      out.push(restTarget(env, checker, t));
  }
  const node = env.o.specs.node;
  if (node && env.o.urls.node) {
    // request and answer are read in one call: room for the violations of both
    const { checker, validators } = once(rpcCheckers, node, () => {
      const validators = new SchemaValidators("openrpc", { precompiled });
      const options = { maxViolations: 100, maxRequestSchemaErrors: 1, validators };
      return { checker: createRpcChecker(node, options), validators };
    });
    for (const t of rpcTargets(node, wanted("node"), validators)) out.push(rpcTarget(env, checker, t));
  }
  return out;
}

function replayOf(env: Env, t: Target): string {
  const url = env.o.urls[t.api] as string;
  return (
    `avaspec-contract --fuzz --seed${env.o.seed < 0 ? "=" : " "}${env.o.seed} --fuzz-runs ${env.o.runs} ` +
    `--grep '${t.id}' --${t.api}-url ${url}` +
    `${t.mutates ? " --allow-mutations" : ""}`
  );
}

/** Fuzzes one target: up to MAX_FAILURES_PER_TARGET failures, each of checks not failed before, each shrunk. */
async function fuzzTarget(env: Env, t: Target, stats: FuzzTargetStats): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  const found = new Set<string>();
  const seen = new Set<string>();
  let runsLeft = env.o.runs;
  const base = { api: t.api, target: t.id, kind: "derived" as const, seen: [] as string[], ms: 0 };
  for (let round = 0; round < MAX_FAILURES_PER_TARGET && runsLeft > 0 && !env.spent(); round++) {
    let last: Exchange | undefined;
    const property = fc.asyncProperty(timed(t.arbitrary, env.generation), async (draw) => {
      if (env.spent()) return true; // the budget is spent: no more requests, and shrinking stops here
      let ex: Exchange;
      try {
        const [made, recorded] = await recordExchanges(() => t.exchange(draw));
        ex = { ...made, recorded };
      } catch (e) {
        ex = {
          failures: [{ check: "internal", message: `the fuzzer itself failed: ${(e as Error).message}` }],
          seen: [],
          label: () => "internal",
          valid: false,
          curl: () => "",
        };
      }
      stats.requests++;
      if (ex.valid) stats.valid++;
      else stats.invalid++;
      for (const s of ex.seen) seen.add(s);
      const drift = env.checking.time(() => unexplained(env, t, ex));
      if (!drift.some((f) => !found.has(f.check))) return true;
      last = { ...ex, failures: drift };
      return false;
    });
    const remaining = Math.max(1, env.deadline - performance.now());
    const details = await fc.check(property, {
      seed: seedOf(`${env.o.seed}:${t.api}:${t.id}:${round}`),
      numRuns: runsLeft,
      plugins: [fc.interruptAfterTimeLimit(remaining)],
    });
    runsLeft -= details.numRuns;
    if (!details.failed || !last) break;
    const failing: Exchange = last;
    for (const f of failing.failures) found.add(f.check);
    results.push({
      ...base,
      name: `fuzz: ${failing.label()}`,
      status: "fail",
      failures: failing.failures,
      request: failing.curl(),
      replay: replayOf(env, t),
      ...(failing.recorded?.length ? { exchanges: keepExchanges(failing.recorded) } : {}),
    });
  }
  stats.runs = env.o.runs - runsLeft;
  stats.seen = [...seen].sort();
  if (!results.length)
    results.push({
      ...base,
      name: `fuzz: ${stats.requests} requests (${stats.valid} valid, ${stats.invalid} invalid)`,
      status: "pass",
      failures: [],
      seen: stats.seen,
    });
  return results;
}

/** The failures no documented deviation explains; the others are counted as known. */
function unexplained(env: Env, t: Target, ex: Exchange): Failure[] {
  const deviations = env.o.deviations;
  if (!deviations?.length || !ex.failures.length) return ex.failures;
  const probe = { api: t.api, target: t.id, name: `fuzz: ${ex.label()}` };
  const drift: Failure[] = [];
  for (const f of ex.failures) {
    const why = explainingDeviations(probe, f, deviations);
    if (!why.length) drift.push(f);
    for (const d of why) env.known.set(d, (env.known.get(d) ?? 0) + 1);
  }
  return drift;
}

async function pool<T>(items: T[], n: number, fn: (t: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

/** Runs the generative suite; never throws for a server's fault. */
export async function runFuzz(o: FuzzOptions): Promise<FuzzRun> {
  const env = new Env(o, performance.now());
  const disabled =
    o.skipDisabled && o.urls.node
      ? await disabledEndpoints(o.urls.node, o.specs.node, env.timeoutMs)
      : new Map<string, string>();
  // the validators compiled ahead of time, loaded for the run (only it needs them), and the arbitraries built: the
  // fuzzer's own work too, timed as generation
  const loading = performance.now();
  const { PRECOMPILED_VALIDATORS } = await import("../generated/validators.js");
  env.generation.ms += performance.now() - loading;
  const all = env.generation.time(() => targetsOf(env, PRECOMPILED_VALIDATORS));
  const stats = new Map<Target, FuzzTargetStats>();
  const results: CaseResult[] = [];
  const reads: Target[] = [];
  const writes: Target[] = [];
  for (const t of all) {
    const s: FuzzTargetStats = {
      api: t.api,
      id: t.id,
      state: "not run",
      runs: 0,
      requests: 0,
      valid: 0,
      invalid: 0,
      seen: [],
    };
    stats.set(t, s);
    const off = t.kind !== undefined ? disabled.get(t.kind) : undefined;
    if (t.mutates && !o.allowMutations)
      Object.assign(s, { state: "skipped", reason: "changes node state: needs --allow-mutations" });
    else if (off) Object.assign(s, { state: "skipped", reason: off });
    else (t.mutates ? writes : reads).push(t);
  }
  const run = async (t: Target) => {
    const s = stats.get(t) as FuzzTargetStats;
    if (env.spent()) {
      s.reason = "the time budget (--fuzz-budget) ran out before it";
      return;
    }
    s.state = "fuzzed";
    results.push(...(await fuzzTarget(env, t, s)));
  };
  await pool(reads, o.concurrency ?? 8, run);
  // state-changing methods one at a time, after the reads
  for (const t of writes) await run(t);
  const wallMs = performance.now() - env.started;
  const requests = [...stats.values()].reduce((n, s) => n + s.requests, 0);
  const order = new Map(all.map((t, i) => [`${t.api} ${t.id}`, i]));
  results.sort((a, b) => (order.get(`${a.api} ${a.target}`) ?? 0) - (order.get(`${b.api} ${b.target}`) ?? 0));
  return {
    results,
    known: env.known,
    stats: {
      seed: o.seed,
      requests,
      wallMs,
      generationMs: env.generation.ms,
      checkMs: env.checking.ms,
      exchangeMs: Math.max(0, wallMs - env.generation.ms - env.checking.ms),
      targets: [...stats.values()],
    },
  };
}
