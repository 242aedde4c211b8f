// The proxy, the recorder or the replayer installed on a host from the shared options (loaded by attach.ts only when
// they ask for one): the exchange checkers, the upstream pool, the fixtures, and their control routes.
import { mkdir } from "node:fs/promises";
import { createRestChecker, createRpcChecker } from "@avaspec/exchange-checks";
import { loadDocument } from "#documents";
import { guardRoutes } from "../control/guard.js";
import type { ApiName, ControlRoute } from "../server/exchange.js";
import { jsonAnswer } from "../server/json.js";
import { type Checkers, createProxyShared, type InstalledProxy, installProxy, type ProxyHost } from "./index.js";
import {
  type AttachProxyOptions,
  checkProxyOptions,
  FLAGS,
  ProxyOptionError,
  type ProxyStartOptions,
} from "./options.js";
import { parseUpstream } from "./upstream.js";

/** The record folder is created (the replay one was checked with the other options). */
async function checkFolders(options: ProxyStartOptions): Promise<void> {
  if (options.record !== undefined) {
    await mkdir(options.record, { recursive: true }).catch((error: Error) => {
      throw new ProxyOptionError(`--record: cannot create ${options.record}: ${error.message}`);
    });
  }
}

/** Installs the proxy, recorder or replayer the options ask for on `host`. */
export async function installFromOptions(host: ProxyHost, options: AttachProxyOptions): Promise<InstalledProxy> {
  const api = host.engine.api;
  const upstream = options.proxy?.[api];
  checkProxyOptions(options);
  await checkFolders(options);
  const documents = [loadDocument("metrics", false), loadDocument("data", false), loadDocument("node", false)];
  const shared = createProxyShared({ [api]: loadDocument(api, true) }, checkersFor, {
    write: options.write,
    secretsFrom: documents,
  });
  const installed = await installProxy(host, shared, {
    upstream: upstream === undefined ? undefined : parseUpstream(FLAGS[api], upstream),
    strict: options.proxyStrict,
    record: upstream === undefined ? undefined : options.record,
    replay: options.replay,
    replayOnly: options.replayOnly,
    allowInvalidFixtures: options.allowInvalidFixtures,
    timeoutMs: options.proxyTimeoutMs,
  });
  host.addRoutes(guardRoutes(options.controlToken, [...shared.log.routes(), fixturesRoute(installed)]));
  return installed;
}

export function checkersFor(api: ApiName, document: object): Checkers {
  return api === "node"
    ? { kind: "jsonrpc", rpc: createRpcChecker(document) }
    : { kind: "rest", rest: createRestChecker(document) };
}

function fixturesRoute(installed: InstalledProxy): ControlRoute {
  return {
    method: "GET",
    path: "/__avaspec/fixtures",
    description: "the replayed fixtures: how many are served, which are stale, which files are corrupt",
    handle: () => jsonAnswer(200, installed.fixtures ?? { served: 0, stale: [], corrupt: [] }),
  };
}
