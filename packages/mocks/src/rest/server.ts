// One REST mock: the shared host in front of the REST engine (Prism in-process + the API's rules).
import type { Server } from "node:http";
import { attachControl, type ControlOptions, withControlClient } from "../control/attach.js";
import type { ControlClient } from "../control/client.js";
import { attachProxy, type ProxyStartOptions } from "../proxy/attach.js";
import { MockHost } from "../server/host.js";
import { createRestEngine } from "./engine.js";
import type { RestApiDefinition } from "./rules.js";

export { READY_PATH } from "../server/exchange.js";
export type { Listing, RestApiDefinition, Rule, RuleContext, RuleOutcome, RuleRequest } from "./rules.js";

export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";
const LEVELS: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface MockOptions extends ControlOptions, ProxyStartOptions {
  /** interface to bind; default 127.0.0.1 */
  host?: string;
  /** port; default 0 (any free port) */
  port?: number;
  /** seed of the generated data and of page-token signatures; default "avaspec" */
  seed?: string;
  /** clock in milliseconds since the epoch; default Date.now (inject one to test token expiry) */
  clock?: () => number;
  /** default "warn": only problems are logged */
  logLevel?: LogLevel;
  /** where log lines go; default stderr */
  log?: (line: string) => void;
  /** largest accepted request body in bytes; default 1 MiB */
  maxBodyBytes?: number;
  /** budget of one request, from its arrival to its answer, in ms; default 30 000 */
  requestBudgetMs?: number;
}

export interface RunningMock extends ControlClient {
  name: string;
  url: string;
  host: string;
  port: number;
  server: Server;
  /** the host: add control routes and layers, swap the answerer or the engine */
  mockHost: MockHost;
  close(): Promise<void>;
}

/** A leveled logger writing `[name] level: message` lines. */
export function levelLog(name: string, options: Pick<MockOptions, "logLevel" | "log">) {
  const level = LEVELS[options.logLevel ?? "warn"];
  const write = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  return {
    verbose: level >= LEVELS.debug,
    info: level >= LEVELS.info,
    log: (at: Exclude<LogLevel, "silent">, message: string) => {
      if (LEVELS[at] <= level) write(`[${name}] ${at}: ${message}`);
    },
  };
}

export async function startRestMock(api: RestApiDefinition, options: MockOptions = {}): Promise<RunningMock> {
  const { log, verbose, info } = levelLog(api.name, options);
  const engine = await createRestEngine(api, {
    seed: options.seed,
    clock: options.clock,
    maxBodyBytes: options.maxBodyBytes,
    log,
    verbose,
  });
  // Warm up in-process before listening: the document must load in Prism and answer a request.
  await engine.warmUp();
  const host = new MockHost(engine, {
    host: options.host,
    port: options.port,
    requestBudgetMs: options.requestBudgetMs,
    log,
    logAnswers: info,
  });
  attachControl(host, { ...options, log: (level, message) => log(level, message) });
  const proxy = await attachProxy(host, options);
  await host.listen();
  return withControlClient(
    {
      name: api.name,
      host: host.host,
      port: host.port,
      url: host.url,
      server: host.server,
      mockHost: host,
      close: async () => {
        await proxy?.close();
        await host.close();
      },
    },
    options,
  );
}
