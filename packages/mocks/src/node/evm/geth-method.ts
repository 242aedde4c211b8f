// The node mock's glue for a by-position method: a Handler that carries its own argument decoder (geth's, from
// @avaspec/chain/rpc), which the dialect calls instead of checking the params against their schemas.
import { type Arg, type Decoded, parsePositional } from "@avaspec/chain/rpc";
import type { Handler } from "../handler.js";

export interface GethHandler extends Handler {
  decodeArgs(params: unknown): unknown[];
}

/** A by-position method with Go-typed arguments. */
export function gethMethod<const A extends readonly Arg<unknown>[], C>(
  args: A,
  run: (ctx: C, ...decoded: Decoded<A>) => unknown,
): GethHandler {
  const handler = ((ctx: C, decoded: Decoded<A>) => run(ctx, ...decoded)) as unknown as GethHandler;
  return Object.assign(handler, {
    decodeArgs: (params: unknown) => parsePositional(args, params) as unknown[],
  });
}

/** The handler's own argument decoder, when it has one. */
export function argsDecoderOf(handler: Handler): ((params: unknown) => unknown[]) | undefined {
  return (handler as Partial<GethHandler>).decodeArgs;
}
