// Local mode across threads: the node thread holds the local network, the Data and Metrics threads a mirror of its
// blocks. A MessageChannel links the node to each; the node posts every change of its block views (structured-
// cloneable records), and a mirror takes in what is queued before each read, so a block mined before the node
// answered is seen by the next Data or Metrics request.
import { MessageChannel, type MessagePort, receiveMessageOnPort } from "node:worker_threads";
import type { LocalNetwork } from "@avaspec/chain";
import type { ViewMessage } from "@avaspec/chain/views";
import type { LocalChains } from "../chain/local-catalogue.js";
import type { ApiName } from "./exchange.js";

/** The options that link the three mocks in local mode: the node's ends of the channels, and each mirror's. */
export function viewChannels(): Record<ApiName, { viewFeeds?: MessagePort[]; viewFeed?: MessagePort }> {
  const data = new MessageChannel();
  const metrics = new MessageChannel();
  return {
    node: { viewFeeds: [data.port1, metrics.port1] },
    data: { viewFeed: data.port2 },
    metrics: { viewFeed: metrics.port2 },
  };
}

/** The ports among a thread's options: they move to the thread (a transfer list) rather than being copied. */
export function portsIn(options: Record<string, unknown>): MessagePort[] {
  const values = [options.viewFeed, ...((options.viewFeeds as unknown[] | undefined) ?? [])];
  return values.filter(
    (v): v is MessagePort => v !== undefined && v !== null && typeof v === "object" && "postMessage" in v,
  );
}

/** The node's side: each port receives the network's block views from now on. */
export function feedViews(network: LocalNetwork | undefined, ports: unknown): void {
  if (!network || !Array.isArray(ports)) return;
  for (const port of ports as MessagePort[]) network.views.subscribe((message) => port.postMessage(message));
}

const mirrors = new WeakMap<MessagePort, LocalChains>();

/** How often a mirror takes in what its port queued while nothing read it. */
export const VIEW_DRAIN_MS = 1000;

/** A Data or Metrics mock's side: the mirror fed by its port, and its chains (one a port: --watch keeps it). */
export async function mirrorOf(port: unknown): Promise<LocalChains | undefined> {
  if (!port || typeof port !== "object") return undefined;
  const feed = port as MessagePort;
  let local = mirrors.get(feed);
  if (!local) {
    const [{ BlockMirror }, { localChainsOf }] = await Promise.all([
      import("#local-network"),
      import("../chain/local-catalogue.js"),
    ]);
    const pull = () => receiveMessageOnPort(feed)?.message as ViewMessage | undefined;
    const fed = new BlockMirror({ pull });
    // No "message" listener: it woke this thread for every mined block, and on two cores those wake-ups halved the
    // node's sequential transfers per second (DESIGN.md of @avaspec/chain). Reads pull what is queued; a slow beat
    // drains the queue while nothing reads, so it stays bounded.
    const drain = setInterval(() => {
      for (let message = pull(); message !== undefined; message = pull()) fed.apply(message);
    }, VIEW_DRAIN_MS);
    drain.unref(); // the mirror never keeps a thread alive
    mirrors.set(feed, (local = localChainsOf(fed)));
  }
  return local;
}
