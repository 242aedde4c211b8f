// Puts the proxy, the recorder or the replayer on a host, from the options that startMocks, start*Mock and the CLI
// share (plain data, so they cross into worker threads). Bad options throw before the server listens. What the proxy
// needs (undici, the exchange checks, the documents) is loaded only when the options ask for a proxy or a replay.
import type { ProxyHost, InstalledProxy } from "./index.js";
import type { AttachProxyOptions } from "./options.js";

export {
  type AttachProxyOptions,
  checkProxyOptions,
  ProxyOptionError,
  type ProxyStartOptions,
} from "./options.js";

/** Installs what the options ask for this host's API; undefined when they ask nothing of it. */
export async function attachProxy(host: ProxyHost, options: AttachProxyOptions): Promise<InstalledProxy | undefined> {
  if (options.proxy?.[host.engine.api] === undefined && options.replay === undefined) return undefined;
  const { installFromOptions } = await import("./install.js");
  return installFromOptions(host, options);
}
