// What a node method's behaviour is: a handler called with the call's context and its decoded arguments (methods.ts
// binds the spec's methods to theirs; evm/methods.ts writes the standard Ethereum ones).
import type { MethodSpec } from "./spec.js";
import type { NodeState, RouteTarget } from "./state.js";

export interface CallContext {
  state: NodeState;
  target: RouteTarget;
  method: MethodSpec;
}

/** by-name methods get an object of declared params (null and absent dropped); by-position ones an array. */
export type Handler = (ctx: CallContext, args: any) => unknown;
