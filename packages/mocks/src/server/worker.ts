// Worker-thread entry: starts one mock (metrics, data or node) in this thread with the options it was given, reports
// `ready` (or the start error) to the parent, closes on `close`, and reports a server failure after start. Each API
// in its own thread: CPU work on one never delays the others' answers.
import { parentPort, workerData } from "node:worker_threads";
import type { ApiName } from "./exchange.js";
import type { MockHost } from "./host.js";
import { serialiseError, type ThreadMessage, type ThreadStart } from "./thread-protocol.js";

interface Started {
  url: string;
  port: number;
  mockHost: MockHost;
  close(): Promise<void>;
}

async function start(api: ApiName, options: Record<string, unknown>): Promise<Started> {
  if (api === "node") return (await import("../node/index.js")).startNodeMock(options);
  const apis = await import("../apis.js");
  return api === "metrics" ? apis.startMetricsMock(options) : apis.startDataMock(options);
}

const port = parentPort!;
const post = (message: ThreadMessage) => port.postMessage(message);
const { api, options } = workerData as ThreadStart;

try {
  const mock = await start(api, options);
  mock.mockHost.server.on("error", (error: Error) => post({ type: "failed", error: serialiseError(error) }));
  port.on("message", (message: { type: string }) => {
    if (message.type !== "close") return;
    void mock.close().then(() => {
      post({ type: "closed" });
      port.close();
    });
  });
  post({ type: "ready", url: mock.url, host: mock.mockHost.host, port: mock.port });
} catch (error) {
  post({ type: "error", error: serialiseError(error) });
  port.close();
}
