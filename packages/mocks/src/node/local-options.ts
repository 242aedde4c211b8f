// The options only local mode takes (--block-time, --state-file, --node-public-url), checked before anything starts:
// each needs networkId "local", a block time is a number of seconds within the documented range, and the node's
// public URL an http(s) URL with nothing a client would not send a JSON-RPC request to.
import type { NetworkId } from "./local-network.js";

/** The shortest and longest block time in seconds (shorter would keep the node thread mining empty blocks). */
const BLOCK_TIME_RANGE = { min: 0.1, max: 86_400 } as const;

export interface LocalOptions {
  networkId?: NetworkId | undefined;
  blockTime?: number | undefined;
  stateFile?: string | undefined;
  /** the node mock's URL as clients reach it, which the Data API's `rpcUrl` names; default the URL it listens on */
  nodePublicUrl?: string | undefined;
}

/** The names an error message gives the options: startMocks' by default, the CLI's flags when it checks. */
export interface LocalOptionNames {
  blockTime: string;
  stateFile: string;
  nodePublicUrl: string;
  networkId: string;
}

const OPTION_NAMES: LocalOptionNames = {
  blockTime: "blockTime",
  stateFile: "stateFile",
  nodePublicUrl: "nodePublicUrl",
  networkId: 'networkId "local"',
};

/** Throws a TypeError naming the option that does not hold. */
export function checkLocalOptions(options: LocalOptions, names: LocalOptionNames = OPTION_NAMES): void {
  const { blockTime, stateFile, nodePublicUrl } = options;
  for (const [key, value] of [
    ["blockTime", blockTime],
    ["stateFile", stateFile],
    ["nodePublicUrl", nodePublicUrl],
  ] as const) {
    if (value !== undefined && options.networkId !== "local") {
      throw new TypeError(`${names[key]} needs ${names.networkId}: the generated chains neither mine nor keep state`);
    }
  }
  if (stateFile !== undefined && (typeof stateFile !== "string" || stateFile === "")) {
    throw new TypeError(`${names.stateFile} must be a file path`);
  }
  if (nodePublicUrl !== undefined) checkPublicUrl(nodePublicUrl, names.nodePublicUrl);
  if (blockTime === undefined) return;
  const { min, max } = BLOCK_TIME_RANGE;
  if (typeof blockTime !== "number" || !Number.isFinite(blockTime) || blockTime < min || blockTime > max) {
    throw new TypeError(`${names.blockTime} must be a number of seconds from ${min} to ${max}, got ${blockTime}`);
  }
}

/** An absolute http(s) URL, a path prefix allowed (a gateway's), without credentials, query or fragment. */
function checkPublicUrl(value: unknown, name: string): void {
  const url = typeof value === "string" && URL.canParse(value) ? new URL(value) : undefined;
  const problem = !url
    ? "an absolute URL"
    : url.protocol !== "http:" && url.protocol !== "https:"
      ? "an http or https URL"
      : url.username || url.password || url.search || url.hash
        ? "a URL without credentials, query or fragment"
        : undefined;
  if (problem)
    throw new TypeError(`${name} must be ${problem}, e.g. http://mocks.example:9650; got ${JSON.stringify(value)}`);
}

/** The node's URL clients are told (the Data API's `rpcUrl`): the public one given, else the one it listens on,
 * with an unspecified address (0.0.0.0, ::) named as loopback, which a client on this machine can reach. */
export function announcedNodeUrl(listening: string, publicUrl: string | undefined): string {
  if (publicUrl !== undefined) return publicUrl.replace(/\/+$/, "");
  return listening.replace("//0.0.0.0:", "//127.0.0.1:").replace("//[::]:", "//[::1]:");
}
