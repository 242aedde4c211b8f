#!/usr/bin/env node
// avaspec-mock: starts the Metrics (4010), Data (4011) and node JSON-RPC (9650) mocks on 127.0.0.1, prints
// `ready <name> <url>` for each once it has answered a real request, and stops them all on SIGINT/SIGTERM.
import { randomUUID } from "node:crypto";
import { get } from "node:http";
import { isatty } from "node:tty";
import { parseArgs } from "node:util";
import { checkControlOptions, ControlOptionError, type ControlOptions, parseJournalSize } from "./control/options.js";
import { checkProxyOptions, ProxyOptionError, type ProxyStartOptions } from "./proxy/options.js";
import { LOG_LEVELS, type LogLevel } from "./assembly/log.js";
import { watchLaunchers } from "./launchers.js";
import { checkPidFileFree, PidFileError, removePidFile, stopByPidFile, writePidFile } from "./pid-file.js";
import type { RestEngineKind } from "./rest/engine.js";
import { READY_PATH } from "./server/exchange.js";
import { type PreparedThread, prepareMockThread, type ThreadedMock } from "./server/threads.js";
import { viewChannels } from "./server/view-ports.js";
import { Supervisor } from "./supervisor.js";
import { NETWORK_IDS, type NetworkId } from "./node/local-network.js";
import { checkLocalOptions } from "./node/local-options.js";

const USAGE = `Usage: avaspec-mock [options]

Starts the Metrics API mock, the Data API mock and the node JSON-RPC mock.

Options (flags win over environment variables):
  --metrics-port <n>   Metrics API port   (env AVASPEC_METRICS_PORT, default 4010)
  --data-port <n>      Data API port      (env AVASPEC_DATA_PORT, default 4011)
  --node-port <n>      node JSON-RPC port (env AVASPEC_NODE_PORT, default 9650)
  --host <address>     interface to bind  (env AVASPEC_HOST, default 127.0.0.1)
  --seed <text>        seed of the generated data; same seed, same data (env AVASPEC_SEED, default avaspec)
  --log-level <level>  silent | error | warn | info | debug (env AVASPEC_LOG_LEVEL, default warn)
  --api-admin-enabled=<true|false>  serve /ext/admin, as the node flag does (default true for the mock;
                       false answers 404 like a real node started without it)
  --index-enabled=<true|false>      serve /ext/index/... (default true for the mock; false answers 404)
  --network-id local   avalanchego's local network: the C-Chain (43112) and a subnet-EVM L1 execute
                       (env AVASPEC_NETWORK_ID; default: the generated chains)
  --block-time <s>     with --network-id local: mine every s seconds (0.1 to 86400) instead of a block per
                       transaction (env AVASPEC_BLOCK_TIME)
  --state-file <path>  with --network-id local: load the network from this file at start when it exists, and write
                       it there on a clean stop (SIGINT, SIGTERM), as anvil's --state (env AVASPEC_STATE_FILE)
  --node-public-url <url>  with --network-id local: the node's URL as clients reach it, which the Data API's
                       rpcUrl names (a container's published port; env AVASPEC_NODE_PUBLIC_URL; default the
                       URL it listens on, 0.0.0.0 named as 127.0.0.1)
  --proxy-metrics <url>, --proxy-data <url>, --proxy-node <url>
                       forward that server to a real service and check every exchange against the specs
                       (violations: JSON lines on stderr, GET /__avaspec/violations and .../violations/summary)
  --proxy-strict       answer a violating upstream answer with 502 and the violation list
  --record <dir>       write each proxied answer as a fixture <dir>/<api>/<operation>/<key>.json (secrets redacted)
  --replay <dir>       serve the fixtures of <dir> for matching requests, the mock for the rest
  --replay-only        with --replay: a request no fixture matches is a 404
  --allow-invalid-fixtures  with --replay: serve fixtures that no longer validate (they are reported anyway)
  --latency <ms|min-max>  add this delay to every answer, e.g. 50 or 50-200 (env AVASPEC_LATENCY);
                       a request's "Prefer: delay=<ms>" wins
  --faults <file>      fault rules per server (YAML or JSON), e.g. metrics: [{operation: getChain, status: 503}]
  --scenario <file>    ordered answers per operation or method (YAML or JSON), e.g. metrics: {getChain: [200, 404]}
  --rate-limit <n>/<s> per client address at most n requests in each s seconds, then 429 with Retry-After
  --journal-size <n>   requests each server keeps for GET /__avaspec/requests (default 1000; 0 turns it off)
  --control-token <t>  bearer token the /__avaspec/ control routes require (env AVASPEC_CONTROL_TOKEN);
                       required when --host is not a loopback address
  --control-origin <o> (repeatable) an origin whose pages may call the control routes, e.g.
                       https://app.example:8443 (env AVASPEC_CONTROL_ORIGINS, comma-separated); loopback
                       origins and the mock's own are always allowed
  --allowed-host <h>   (repeatable) a Host name the control routes answer besides localhost, *.localhost,
                       IP addresses and the --host address; .name for it and its subdomains; "all" for any
                       (env AVASPEC_ALLOWED_HOSTS, comma-separated; a non-loopback --host answers any)
  --control=<true|false>  serve the control routes and layer (default true)
  --engine <path>      compiled | prism: the REST mocks' request path (env AVASPEC_ENGINE, default compiled);
                       prism sends every request through Prism, the compiled path's oracle, to compare the two
  --watch              reload the specs when their assembled documents change (same process, same ports);
                       in the avaspec repository, also rebuild the documents when a source in specs/ changes
  --pid-file <path>    write the command's pid there once every server is ready; removed when it stops
                       (env AVASPEC_PID_FILE)
  --stop               stop the mock the pid file names (SIGTERM), wait until its ports are free, and exit
  -h, --help           show this help

Each server answers GET ${READY_PATH} with 200 {"ready":true} once it serves requests.`;

type Name = "metrics" | "data" | "node";
const NAMES: Name[] = ["metrics", "data", "node"];
const DEFAULT_PORTS: Record<Name, number> = { metrics: 4010, data: 4011, node: 9650 };
const ENGINE_KINDS: readonly RestEngineKind[] = ["compiled", "prism"];
/** how long a stop waits for the state file to be written (a full 256 MiB file, measured: well under this) */
const STATE_FILE_GRACE_MS = 60_000;

class UsageError extends Error {
  constructor(
    message: string,
    /** the line after the message: a suggestion, or where to read more */
    readonly hint?: string,
  ) {
    super(message);
  }
}
const CONTROL_INPUT_ERRORS = new Set(["ControlFileError", "ControlOptionError", "StateFileError"]);

interface Settings {
  ports: Record<Name, number>;
  host: string;
  seed: string;
  logLevel: LogLevel;
  engine: RestEngineKind;
  adminEnabled: boolean;
  indexEnabled: boolean;
  networkId: NetworkId | undefined;
  blockTime: number | undefined;
  stateFile: string | undefined;
  nodePublicUrl: string | undefined;
  proxy: ProxyStartOptions;
  control: ControlOptions;
  pidFile: string | undefined;
}

/** The flags parseArgs reads. */
const OPTIONS = {
  "metrics-port": { type: "string" },
  "data-port": { type: "string" },
  "node-port": { type: "string" },
  host: { type: "string" },
  seed: { type: "string" },
  "log-level": { type: "string" },
  engine: { type: "string" },
  "api-admin-enabled": { type: "string" },
  "index-enabled": { type: "string" },
  "network-id": { type: "string" },
  "block-time": { type: "string" },
  "state-file": { type: "string" },
  "node-public-url": { type: "string" },
  "proxy-metrics": { type: "string" },
  "proxy-data": { type: "string" },
  "proxy-node": { type: "string" },
  "proxy-strict": { type: "boolean" },
  record: { type: "string" },
  replay: { type: "string" },
  "replay-only": { type: "boolean" },
  "allow-invalid-fixtures": { type: "boolean" },
  latency: { type: "string" },
  faults: { type: "string" },
  scenario: { type: "string" },
  "rate-limit": { type: "string" },
  "journal-size": { type: "string" },
  "control-token": { type: "string" },
  "control-origin": { type: "string", multiple: true },
  "allowed-host": { type: "string", multiple: true },
  control: { type: "string" },
  watch: { type: "boolean" },
  "pid-file": { type: "string" },
  stop: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** The control flags a variable may stand in for. */
const VARIABLES = [
  ["latency", "AVASPEC_LATENCY"],
  ["control-origin", "AVASPEC_CONTROL_ORIGINS"],
  ["allowed-host", "AVASPEC_ALLOWED_HOSTS"],
] as const;

/** The flags' values as parseArgs gives them (a repeatable flag's: a list). */
type FlagValues = Record<string, string | boolean | string[] | undefined>;

/** The node's boolean flags take `--flag`, `--flag=true` or `--flag=false`. */
function nodeFlag(name: string, raw: string | boolean | undefined): boolean {
  if (raw === undefined || raw === true || raw === "true" || raw === "") return true;
  if (raw === "false") return false;
  throw new UsageError(`--${name} must be true or false, got "${raw}"`);
}

function readSettings(argv: string[], env: NodeJS.ProcessEnv): Settings | "help" | { stop: string } {
  // `pnpm mock -- --metrics-port 0` hands the separator through, after the script's own flags (`pnpm mock:stop --
  // --pid-file x` runs `cli.js --stop -- --pid-file x`): the command takes no positionals; a bare node flag means true
  const args = argv
    .filter((a) => a !== "--")
    .map((a) => (a === "--api-admin-enabled" || a === "--index-enabled" || a === "--control" ? `${a}=true` : a));
  // biome-ignore lint/suspicious/noImplicitAnyLet: typed by the parseArgs call that assigns it
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: OPTIONS,
      allowPositionals: false,
      strict: true,
    });
  } catch (error) {
    throw usageErrorOf(error as NodeJS.ErrnoException, Object.keys(OPTIONS));
  }
  const v = parsed.values;
  if (v.help) return "help";
  const pidFile = v["pid-file"] ?? (env.AVASPEC_PID_FILE || undefined);
  if (v.stop) {
    if (pidFile === undefined) throw new UsageError("--stop needs --pid-file <path> (or AVASPEC_PID_FILE)");
    return { stop: pidFile };
  }
  const port = (name: Name): number => {
    const flag = v[`${name}-port`];
    const envName = `AVASPEC_${name.toUpperCase()}_PORT`;
    const raw = flag ?? env[envName];
    if (raw === undefined || raw === "") return DEFAULT_PORTS[name];
    if (!/^\d+$/.test(raw) || Number(raw) > 65_535) {
      throw new UsageError(
        `${flag !== undefined ? `--${name}-port` : envName} must be a port number from 0 to 65535, got "${raw}"`,
      );
    }
    return Number(raw);
  };
  const ports = { metrics: port("metrics"), data: port("data"), node: port("node") };
  const nonZero = Object.entries(ports).filter(([, p]) => p !== 0);
  for (const [a, pa] of nonZero) {
    const clash = nonZero.find(([b, pb]) => b !== a && pb === pa);
    if (clash) throw new UsageError(`the ${a} and ${clash[0]} mocks cannot share port ${pa}`);
  }
  const logLevel = (v["log-level"] ?? env.AVASPEC_LOG_LEVEL ?? "warn") as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(", ")}, got "${logLevel}"`);
  const engine = (v.engine ?? (env.AVASPEC_ENGINE || "compiled")) as RestEngineKind;
  if (!ENGINE_KINDS.includes(engine))
    throw new UsageError(
      `${v.engine !== undefined ? "--engine" : "AVASPEC_ENGINE"} must be compiled or prism, got "${engine}"`,
    );
  const host = v.host ?? (env.AVASPEC_HOST || "127.0.0.1");
  return {
    ports,
    host,
    seed: v.seed ?? (env.AVASPEC_SEED || "avaspec"),
    logLevel,
    engine,
    adminEnabled: nodeFlag("api-admin-enabled", v["api-admin-enabled"]),
    indexEnabled: nodeFlag("index-enabled", v["index-enabled"]),
    ...localSettings(v, env),
    proxy: proxySettings(v),
    control: controlSettings(v, env, host),
    pidFile,
  };
}

/** --network-id (or AVASPEC_NETWORK_ID): the values the mock serves, else a usage error listing them. */
function networkIdOf(flag: string | undefined, env: NodeJS.ProcessEnv): NetworkId | undefined {
  const value = flag ?? (env.AVASPEC_NETWORK_ID || undefined);
  if (value === undefined || (NETWORK_IDS as readonly string[]).includes(value)) return value as NetworkId | undefined;
  const source = flag !== undefined ? "--network-id" : "AVASPEC_NETWORK_ID";
  throw new UsageError(
    `${source} must be ${NETWORK_IDS.join(" or ")} (or left out for the generated chains), got "${value}"`,
  );
}

/** --network-id, --block-time, --state-file and --node-public-url (or their variables): the last three need local. */
function localSettings(v: FlagValues, env: NodeJS.ProcessEnv) {
  const networkId = networkIdOf(v["network-id"] as string | undefined, env);
  const flag = (name: string, variable: string) =>
    typeof v[name] === "string"
      ? { value: v[name] as string, source: `--${name}` }
      : { value: env[variable] || undefined, source: variable };
  const blockTime = flag("block-time", "AVASPEC_BLOCK_TIME");
  const stateFile = flag("state-file", "AVASPEC_STATE_FILE");
  const nodePublicUrl = flag("node-public-url", "AVASPEC_NODE_PUBLIC_URL");
  const seconds =
    blockTime.value === undefined
      ? undefined
      : /^\d+(\.\d+)?$/.test(blockTime.value)
        ? Number(blockTime.value)
        : Number.NaN;
  try {
    const names = {
      blockTime: blockTime.source,
      stateFile: stateFile.source,
      nodePublicUrl: nodePublicUrl.source,
      networkId: "--network-id local",
    };
    checkLocalOptions(
      { networkId, blockTime: seconds, stateFile: stateFile.value, nodePublicUrl: nodePublicUrl.value },
      names,
    );
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/, got NaN$/, `, got "${blockTime.value}"`));
  }
  return { networkId, blockTime: seconds, stateFile: stateFile.value, nodePublicUrl: nodePublicUrl.value };
}

/** A parseArgs refusal in the CLI's words: an unknown flag names the closest known one. */
function usageErrorOf(error: NodeJS.ErrnoException, known: string[]): UsageError {
  if (error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const given = /'([^']+)'/.exec(error.message)?.[1] ?? "";
    const name = given.replace(/^-+/, "").split("=")[0]!;
    const closest = known.map((k) => [k, editDistance(name, k)] as const).sort((a, b) => a[1] - b[1])[0];
    const suggestion = closest && closest[1] <= Math.max(2, name.length / 3) ? `; did you mean --${closest[0]}?` : "";
    return new UsageError(`unknown option ${given}${suggestion}`, "Run avaspec-mock --help for the options.");
  }
  return new UsageError(error.message);
}

/** Levenshtein distance (a flag name is short: the quadratic table is a few hundred cells). */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

/**
 * --latency, --faults, --scenario, --rate-limit, --journal-size, --control-token, --control-origin, --allowed-host,
 * --control, --watch.
 */
function controlSettings(v: FlagValues, env: NodeJS.ProcessEnv, host: string) {
  const text = (name: string) => (typeof v[name] === "string" ? (v[name] as string) : undefined);
  // a repeatable flag, else its variable's comma-separated list
  const list = (name: string, variable: string) =>
    (v[name] as string[] | undefined) ?? env[variable]?.split(",").filter((item) => item.trim() !== "");
  const journal = text("journal-size");
  const control: ControlOptions = {
    control: nodeFlag("control", v.control as string | undefined),
    latency: text("latency") ?? (env.AVASPEC_LATENCY || undefined),
    faults: text("faults"),
    scenario: text("scenario"),
    rateLimit: text("rate-limit"),
    controlToken: text("control-token") ?? (env.AVASPEC_CONTROL_TOKEN || undefined),
    controlOrigins: list("control-origin", "AVASPEC_CONTROL_ORIGINS"),
    allowedHosts: list("allowed-host", "AVASPEC_ALLOWED_HOSTS"),
    watch: v.watch === true || undefined,
  };
  try {
    if (journal !== undefined) control.journalSize = parseJournalSize(journal);
    checkControlOptions({ ...control, host });
  } catch (error) {
    if (error instanceof ControlOptionError) {
      // a value read from a variable is named as the variable
      const fromEnv = VARIABLES.find(
        ([flag, variable]) => v[flag] === undefined && env[variable] && error.message.startsWith(`--${flag}`),
      );
      throw new UsageError(fromEnv ? error.message.replace(`--${fromEnv[0]}`, fromEnv[1]) : error.message);
    }
    throw error;
  }
  return control;
}

/** --proxy-*, --record, --replay and their companions; a bad URL or combination is a usage error. */
function proxySettings(v: FlagValues): ProxyStartOptions {
  const text = (name: string) => (typeof v[name] === "string" ? (v[name] as string) : undefined);
  const proxy: ProxyStartOptions["proxy"] = {};
  for (const name of NAMES) if (text(`proxy-${name}`) !== undefined) proxy[name] = text(`proxy-${name}`);
  const options: ProxyStartOptions = {
    proxy,
    proxyStrict: v["proxy-strict"] === true || undefined,
    record: text("record"),
    replay: text("replay"),
    replayOnly: v["replay-only"] === true || undefined,
    allowInvalidFixtures: v["allow-invalid-fixtures"] === true || undefined,
  };
  try {
    checkProxyOptions(options);
  } catch (error) {
    if (error instanceof ProxyOptionError) throw new UsageError(error.message);
    throw error;
  }
  return options;
}

function describeStartError(name: Name, host: string, port: number, error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  const where = `${host}:${port}`;
  const hint = `choose another with --${name}-port or AVASPEC_${name.toUpperCase()}_PORT`;
  if (e?.code === "EADDRINUSE")
    return `cannot start the ${name} mock: port ${port} on ${host} is already in use; ${hint}`;
  if (e?.code === "EACCES") return `cannot start the ${name} mock on ${where}: permission denied; ${hint}`;
  if (e?.code === "EADDRNOTAVAIL")
    return `cannot start the ${name} mock: address ${host} is not available on this machine (--host)`;
  return `cannot start the ${name} mock on ${where}: ${e?.message ?? String(error)}`;
}

/** GET the readiness path over HTTP: proof the server answers real requests. */
/**
 * A GET over node:http, its status and text. Not fetch: its first use costs this thread ~40 ms of CPU at start,
 * while the three mock threads are being prepared on the same cores.
 */
function getText(url: string, timeoutMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { timeout: timeoutMs }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
  });
}

async function waitReady(url: string): Promise<void> {
  const target = url.replace("//0.0.0.0:", "//127.0.0.1:").replace("//[::]:", "//[::1]:");
  let lastError: unknown;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const { status, body } = await getText(target + READY_PATH, 2000);
      if (status === 200 && (JSON.parse(body) as { ready?: boolean }).ready === true) return;
      lastError = new Error(`answered ${status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 20 + attempt * 10));
  }
  throw new Error(`${target}${READY_PATH} did not answer 200: ${(lastError as Error)?.message ?? lastError}`);
}

export async function main(argv = process.argv.slice(2), env = process.env): Promise<void> {
  let settings: ReturnType<typeof readSettings>;
  try {
    settings = readSettings(argv, env);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(
        `avaspec-mock: ${error.message}\n${error.hint ?? "Run avaspec-mock --help for the options."}\n`,
      );
      process.exitCode = 2;
      return;
    }
    throw error;
  }
  if (settings === "help") {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if ("stop" in settings) {
    const { code, message } = await stopByPidFile(settings.stop).catch((error: unknown) => {
      if (error instanceof PidFileError) return { code: 1, message: error.message };
      throw error;
    });
    (code === 0 ? process.stdout : process.stderr).write(`avaspec-mock: ${message}\n`);
    process.exitCode = code;
    return;
  }
  const { host, ports, pidFile } = settings;
  if (pidFile !== undefined) {
    try {
      checkPidFileFree(pidFile);
    } catch (error) {
      if (!(error instanceof PidFileError)) throw error;
      process.stderr.write(`avaspec-mock: ${error.message}\n`);
      process.exitCode = 1;
      return;
    }
  }
  // reset?all=true on any of the three resets the others (control/siblings.ts)
  const resetGroup = { id: randomUUID(), members: NAMES };
  const supervisor = new Supervisor({
    exit: (code) => {
      if (pidFile !== undefined) removePidFile(pidFile);
      process.exit(code);
    },
    write: (line) => process.stderr.write(`${line}\n`),
    // writing a state file of many blocks takes seconds: the stop waits for it
    ...(settings.stateFile === undefined ? {} : { graceMs: STATE_FILE_GRACE_MS }),
  });
  const stop = (code: number, message?: string) => supervisor.stop(code, message);
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  // the hangup of a terminal stops the command attached to it; Node resets a SIGHUP that nohup ignored
  // (nodejs/node#615), so a command none of whose stdio is a terminal (nohup redirects them all) keeps running
  process.on("SIGHUP", () => {
    if ([0, 1, 2].some((fd) => isatty(fd))) void stop(0);
  });
  process.on("uncaughtException", (error) => void stop(1, `a mock failed: ${error?.stack ?? error}`));
  process.on("unhandledRejection", (error) => void stop(1, `a mock failed: ${(error as Error)?.stack ?? error}`));
  // a launcher that does not pass its signal on (npx, pnpm) leaves this process behind: its going is the signal
  watchLaunchers(() => void stop(0));

  // each API in its own worker thread: CPU work on one never delays the others; this thread only supervises.
  // local mode: the node feeds the Data and Metrics mocks its blocks (server/view-ports.ts)
  const feeds = settings.networkId === "local" ? viewChannels() : undefined;
  // All three are prepared (engines, control files, proxy options checked) before any port opens.
  const prepared = await Promise.allSettled(
    NAMES.map((name) => prepareMockThread(name, { ...threadOptions(settings, name, resetGroup), ...feeds?.[name] })),
  );
  const unprepared = prepared.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  if (unprepared.length > 0) {
    await Promise.allSettled(prepared.map((r) => (r.status === "fulfilled" ? r.value.close() : undefined)));
    // a control file that does not hold for a server's spec is bad input, as a bad flag is (exit code 2)
    const input = unprepared.every((r) => CONTROL_INPUT_ERRORS.has((r.reason as Error)?.name));
    const messages = [...new Set(unprepared.map((r) => (r.reason as Error)?.message ?? String(r.reason)))];
    await stop(input ? 2 : 1, messages.join("\navaspec-mock: "));
    return;
  }
  const threads = prepared.map((r) => (r as PromiseFulfilledResult<PreparedThread>).value);
  const results = await Promise.allSettled(
    NAMES.map(async (name, i) => {
      let server: ThreadedMock;
      try {
        server = await threads[i]!.listen();
      } catch (error) {
        throw new Error(describeStartError(name, host, ports[name], error));
      }
      supervisor.add(name, server);
      await waitReady(server.url);
      return server;
    }),
  );
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failures.length > 0) {
    await Promise.allSettled(threads.map((t) => t.close()));
    await stop(1, failures.map((f) => (f.reason as Error).message).join("\navaspec-mock: "));
    return;
  }
  // the pid file before the ready lines: whoever reads "ready" can stop the command through it
  if (pidFile !== undefined && !supervisor.stopping) {
    try {
      writePidFile(pidFile);
    } catch (error) {
      await stop(1, `cannot write the pid file ${pidFile}: ${(error as Error).message}`);
      return;
    }
  }
  // the ready lines only once every server answers: none is printed for a command that then fails
  for (const [i, name] of NAMES.entries()) {
    const server = (results[i] as PromiseFulfilledResult<ThreadedMock>).value;
    if (!supervisor.stopping) process.stdout.write(`ready ${name} ${server.url}\n`);
  }
}

/** The options of one API's thread (structured-clonable). */
function threadOptions(settings: Settings, name: Name, resetGroup: ControlOptions["resetGroup"]) {
  const { host, seed, logLevel, ports, engine, adminEnabled, indexEnabled, networkId, proxy, control } = settings;
  const { blockTime, stateFile, nodePublicUrl } = settings;
  const local = {
    ...(networkId ? { networkId } : {}),
    ...(blockTime ? { blockTime } : {}),
    ...(stateFile ? { stateFile } : {}),
    ...(nodePublicUrl ? { nodePublicUrl } : {}),
  };
  const own = name === "node" ? { adminEnabled, indexEnabled, ...local } : { engine };
  return { host, port: ports[name], seed, logLevel, ...own, ...proxy, ...control, resetGroup };
}

main().catch((error) => {
  process.stderr.write(`avaspec-mock: ${(error as Error)?.stack ?? error}\n`);
  process.exit(1);
});
