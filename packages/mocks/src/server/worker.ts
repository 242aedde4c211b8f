// Worker-thread entry: prepares one mock (metrics, data or node) in this thread with the options it was given and
// reports `prepared` (or the error); on `listen` opens its port and reports `ready` (or the error); closes on `close`,
// and reports a server failure after start. Two steps, so that a command checks all three before any port opens.
import { parentPort, workerData } from "node:worker_threads";
import { type PreparedMock, prepareMock, type RunningMock } from "../assembly/start.js";
import { serialiseError, type ThreadMessage, type ThreadStart } from "./thread-protocol.js";

const port = parentPort!;
const post = (message: ThreadMessage) => port.postMessage(message);
const { api, options } = workerData as ThreadStart;

let prepared: PreparedMock | undefined;
let running: RunningMock | undefined;

async function listen(): Promise<void> {
  try {
    running = await prepared!.listen();
  } catch (error) {
    post({ type: "error", error: serialiseError(error) });
    port.close();
    return;
  }
  running.mockHost.server.on("error", (error: Error) => post({ type: "failed", error: serialiseError(error) }));
  post({ type: "ready", url: running.url, host: running.mockHost.host, port: running.port });
}

async function close(): Promise<void> {
  // what fails on close (local mode's state file not written) is said, not lost with the thread
  await (running ?? prepared)?.close().catch((error: Error) => {
    process.stderr.write(`avaspec-mock: the ${api} mock did not close cleanly: ${error?.message ?? error}\n`);
  });
  post({ type: "closed" });
  port.close();
}

port.on("message", (message: { type: string }) => {
  if (message.type === "listen") void listen();
  else if (message.type === "close") void close();
});

try {
  prepared = await prepareMock(api, options);
  post({ type: "prepared" });
} catch (error) {
  post({ type: "error", error: serialiseError(error) });
  port.close();
}
