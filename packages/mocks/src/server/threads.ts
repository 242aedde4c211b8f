// Starts a mock in its own worker thread and hands back a handle like an in-thread one: url, port, close(), and a
// `server` emitter with "error" (the server failed) and "close" (the thread ended on its own) for the supervisor.
import { EventEmitter } from "node:events";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { watchSpecSources } from "../assembly/sources.js";
import type { WatchLog } from "../control/watch.js";
import type { ApiName } from "./exchange.js";
import { reviveError, type ThreadMessage, type ThreadStart } from "./thread-protocol.js";
import { portsIn } from "./view-ports.js";

/**
 * Each thread's young generation, in MB. V8 grows it under load up to 16 MB per semi-space, in every thread, and
 * keeps it: a few hundred thousand requests left the three mocks at 1.9× their idle RSS. Requests allocate only
 * short-lived objects, so a small one costs more, cheaper scavenges and no throughput (`pnpm bench mocks`).
 */
const YOUNG_GENERATION_MB = 6;

/**
 * The local network's node thread is the exception: a transfer there allocates about 0.7 MB (the EVM's, the tries')
 * and keeps part of it (the chain's records). At 6 MB it scavenged every third transfer, copying what was still in
 * flight, and promoted it into old space for the helper threads to mark: 64 MB scavenges every fiftieth
 * (chain DESIGN.md, "Speed, session 8: the mock's path").
 */
const LOCAL_NODE_YOUNG_GENERATION_MB = 64;

/** The young generation a mock's thread gets, in MB: the local network's node thread's is larger. */
export function youngGenerationMb(api: ApiName, options: Record<string, unknown>): number {
  return api === "node" && options.networkId === "local" ? LOCAL_NODE_YOUNG_GENERATION_MB : YOUNG_GENERATION_MB;
}

/** --watch's lines, whatever the log level (as a thread's own are: assembly/start.ts). */
const reportWatch: WatchLog = (level, message) => process.stderr.write(`avaspec-mock: ${level}: ${message}\n`);

/** Longest wait for a thread to close its server before it is terminated. */
const CLOSE_GRACE_MS = 3000;
/** The same with a state file to write on close (local mode's --state-file: seconds for thousands of blocks). */
const STATE_FILE_CLOSE_GRACE_MS = 60_000;

export interface ThreadedMock {
  name: ApiName;
  url: string;
  host: string;
  port: number;
  threadId: number;
  /** emits "error" when the server fails after start, "close" when the thread ends without close() */
  server: EventEmitter;
  close(): Promise<void>;
}

/**
 * The worker entry the build bundled (dist/threads/, build/bundle-threads.ts: one file and its lazy chunks load far
 * faster than the ~130 modules they hold). Under the test runner this module is TypeScript source, which a worker
 * cannot load, so the build's copy is used (`pnpm test` builds first).
 */
export function workerScript(): URL {
  const built = new URL(
    import.meta.url.endsWith(".ts") ? "../../dist/threads/worker.js" : "../threads/worker.js",
    import.meta.url,
  );
  if (!existsSync(fileURLToPath(built)))
    throw new Error(`${fileURLToPath(built)} is missing: build @avaspec/mocks first`);
  return built;
}

/** A mock prepared in its own thread (engine, control plane and proxy checked), its port not yet open. */
export interface PreparedThread {
  listen(): Promise<ThreadedMock>;
  close(): Promise<void>;
}

/**
 * Prepares `api` in a new worker thread with `options` (structured-clonable: no functions); rejects with the
 * preparation's error (a bad control file, a bad proxy option), the thread gone.
 */
export function prepareMockThread(api: ApiName, options: Record<string, unknown>): Promise<PreparedThread> {
  const start: ThreadStart = { api, options };
  const worker = new Worker(workerScript(), {
    workerData: start,
    transferList: portsIn(options), // local mode's block views (view-ports.ts)
    name: `avaspec-${api}`,
    resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb(api, options) },
  });
  // --watch in the repository: this thread rebuilds the documents from changed sources, once for all its threads;
  // each thread reloads its engine from them
  const release = options.watch === true ? watchSpecSources(reportWatch) : undefined;
  // a thread that failed has ended on its own: closing it must not wait for an exit that already happened
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  if (release) void exited.then(release);
  const events = new EventEmitter();
  let closing: Promise<void> | undefined;
  let started = false;
  const grace = typeof options.stateFile === "string" ? STATE_FILE_CLOSE_GRACE_MS : CLOSE_GRACE_MS;
  const close = () => (closing ??= closeThread(worker, exited, grace));
  let readyWaiter: { resolve(m: ThreadedMock): void; reject(e: Error): void } | undefined;
  return new Promise<PreparedThread>((resolve, reject) => {
    let prepared = false;
    const fail = (error: Error) => {
      if (readyWaiter) readyWaiter.reject(error);
      else if (!prepared) reject(error);
      else events.emit("error", error);
    };
    worker.on("message", (message: ThreadMessage) => {
      if (message.type === "prepared") {
        prepared = true;
        resolve({
          listen: () =>
            new Promise<ThreadedMock>((resolveReady, rejectReady) => {
              readyWaiter = { resolve: resolveReady, reject: rejectReady };
              worker.postMessage({ type: "listen" });
            }),
          close,
        });
      } else if (message.type === "ready") {
        started = true;
        readyWaiter?.resolve({
          name: api,
          url: message.url,
          host: message.host,
          port: message.port,
          threadId: worker.threadId,
          server: events,
          close,
        });
        readyWaiter = undefined;
      } else if (message.type === "error") {
        fail(reviveError(message.error));
      } else if (message.type === "failed") {
        events.emit("error", reviveError(message.error));
      }
    });
    worker.on("error", (error) => (started ? events.emit("error", error) : fail(error)));
    worker.on("exit", (code) => {
      if (!started && !closing) fail(new Error(`the ${api} mock's thread exited (${code}) before it was ready`));
      else if (started && !closing) events.emit("close");
    });
  });
}

/** Prepares `api` in a new worker thread and opens its port. */
export async function startMockThread(api: ApiName, options: Record<string, unknown>): Promise<ThreadedMock> {
  return (await prepareMockThread(api, options)).listen();
}

/** Asks the thread to close its server, then ends it; `exited` settles when the thread has ended (maybe already). */
async function closeThread(worker: Worker, exited: Promise<void>, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    worker.on("message", (message: ThreadMessage) => message.type === "closed" && resolve());
    void exited.then(resolve);
  });
  worker.postMessage({ type: "close" });
  const timer = setTimeout(() => void worker.terminate(), graceMs);
  await closed;
  clearTimeout(timer);
  await worker.terminate();
}
