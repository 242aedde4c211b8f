// Every flow kind, in the order the derivation runs them (per operation for REST, per endpoint kind for JSON-RPC; the
// order of the generated suite's flows). A new flow kind is one module (its type, derivation and run) and one entry
// here; the Flow type, the runner and the targets follow from this list.
import { aliasLinkFlows } from "./alias-link.js";
import { blockLinkFlows } from "./block-link.js";
import { chainLinkFlows } from "./chain-link.js";
import { indexLinkFlows } from "./index-link.js";
import type { FlowRunner } from "./kind.js";
import { linkFlows } from "./link.js";
import { loggerLinkFlows } from "./logger-link.js";
import { paginationFlows } from "./pagination.js";

export const REST_FLOW_KINDS = [paginationFlows, linkFlows, blockLinkFlows] as const;
export const RPC_FLOW_KINDS = [indexLinkFlows, aliasLinkFlows, loggerLinkFlows, chainLinkFlows] as const;

type AnyFlowKind = (typeof REST_FLOW_KINDS)[number] | (typeof RPC_FLOW_KINDS)[number];
type FlowOf<K> = K extends { derive(source: never): (infer F)[] } ? F : never;

/** One stateful flow of the suite: a value of one flow kind's type. */
export type Flow = FlowOf<AnyFlowKind>;

const BY_KIND = new Map<string, FlowRunner<Flow>>([...REST_FLOW_KINDS, ...RPC_FLOW_KINDS].map((k) => [k.kind, k]));

/** The kind a flow is of (a flow of a kind no module defines: a suite of another version). */
export function flowKindOf(f: Flow): FlowRunner<Flow> | undefined {
  return BY_KIND.get(f.kind);
}
