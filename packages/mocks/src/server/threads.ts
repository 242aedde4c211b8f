// Starts a mock in its own worker thread and hands back a handle like an in-thread one: url, port, close(), and a
// `server` emitter with "error" (the server failed) and "close" (the thread ended on its own) for the supervisor.
import { EventEmitter } from "node:events";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ApiName } from "./exchange.js";
import { reviveError, type ThreadMessage, type ThreadStart } from "./thread-protocol.js";

/** Longest wait for a thread to close its server before it is terminated. */
const CLOSE_GRACE_MS = 3000;

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
 * The compiled worker entry. Under the test runner this module is TypeScript source, which a worker cannot load, so
 * the build's copy is used (`pnpm test` builds first).
 */
function workerScript(): URL {
  const own = new URL("./worker.js", import.meta.url);
  if (!import.meta.url.endsWith(".ts")) return own;
  const built = new URL("../../dist/server/worker.js", import.meta.url);
  if (!existsSync(fileURLToPath(built)))
    throw new Error(`${fileURLToPath(built)} is missing: build @avaspec/mocks first`);
  return built;
}

/** Starts `api` in a new worker thread with `options` (structured-clonable: no functions). */
export function startMockThread(api: ApiName, options: Record<string, unknown>): Promise<ThreadedMock> {
  const start: ThreadStart = { api, options };
  const worker = new Worker(workerScript(), { workerData: start, name: `avaspec-${api}` });
  const events = new EventEmitter();
  let closing: Promise<void> | undefined;
  return new Promise<ThreadedMock>((resolve, reject) => {
    let started = false;
    worker.on("message", (message: ThreadMessage) => {
      if (message.type === "ready") {
        started = true;
        resolve({
          name: api,
          url: message.url,
          host: message.host,
          port: message.port,
          threadId: worker.threadId,
          server: events,
          close: () => (closing ??= closeThread(worker)),
        });
      } else if (message.type === "error") {
        reject(reviveError(message.error));
      } else if (message.type === "failed") {
        events.emit("error", reviveError(message.error));
      }
    });
    worker.on("error", (error) => (started ? events.emit("error", error) : reject(error)));
    worker.on("exit", (code) => {
      if (!started) reject(new Error(`the ${api} mock's thread exited (${code}) before it was ready`));
      else if (!closing) events.emit("close");
    });
  });
}

async function closeThread(worker: Worker): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    worker.on("message", (message: ThreadMessage) => message.type === "closed" && resolve());
    worker.once("exit", () => resolve());
  });
  worker.postMessage({ type: "close" });
  const timer = setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS);
  await closed;
  clearTimeout(timer);
  await worker.terminate();
}
