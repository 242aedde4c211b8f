// JSON-RPC envelopes the spec allows but fixed cases rarely send: batches of every size that matters (one, a few,
// the endpoint's maxBatch and one over it), members of every kind in one batch (calls, notifications, members that
// are not request objects, unknown methods, invalid params), repeated and odd ids, and HTTP methods other than POST.
import fc from "fast-check";
import type { RpcCallDraw } from "./rpc-types.js";

/** Ids a fixed case rarely sends: small ones that repeat within a batch, null, strings, past 2^53, fractions. */
const oddIds: fc.Arbitrary<string | number | null> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(1, 2) },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 53, 2 ** 53 + 2, 2 ** 63, 1e20, -(2 ** 60)) },
  { weight: 1, arbitrary: fc.constantFrom(1.5, -0.25, 0.1, 1e-7) },
);

/** Batch members that are not request objects and carry no id (JSON-RPC 2.0 §7's `[1]`, a member without a method). */
const NOT_REQUESTS: unknown[] = [1, "x", null, true, [], {}, { jsonrpc: "2.0" }, { jsonrpc: "2.0", method: 7 }];

/** HTTP methods other than POST (TRACE and CONNECT are left out: fetch refuses to send them). */
export const NOT_POST = ["GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];

/** Batches of one valid call repeated (ids 0…n-1): one, a few, the endpoint's maxBatch and one over it. */
export function sizedBatches(valid: fc.Arbitrary<RpcCallDraw>, maxBatch?: number): fc.Arbitrary<RpcCallDraw[]> {
  const sizes = [
    fc.constant(1),
    fc.integer({ min: 2, max: 16 }),
    ...(maxBatch !== undefined ? [fc.constantFrom(maxBatch, maxBatch + 1)] : []),
  ];
  return fc
    .tuple(valid, fc.oneof(...sizes))
    .map(([call, n]) => Array.from({ length: n }, (_, i): RpcCallDraw => ({ ...call, id: i })));
}

/**
 * Batches of one to eight members of every kind, mixed: valid calls, notifications (no id), members that are not
 * request objects, and the `others` (unknown methods, broken envelopes, invalid params), with odd ids that may repeat.
 */
export function mixedBatches(
  valid: fc.Arbitrary<RpcCallDraw>,
  others: fc.Arbitrary<RpcCallDraw>[],
): fc.Arbitrary<RpcCallDraw[]> {
  const withOddId = (arb: fc.Arbitrary<RpcCallDraw>) => fc.tuple(arb, oddIds).map(([c, id]) => ({ ...c, id }));
  const notification = valid.map((c): RpcCallDraw => ({ ...c, notification: true }));
  const notRequest = fc.constantFrom(...NOT_REQUESTS).map(
    (value): RpcCallDraw => ({
      aim: "invalid",
      broke: "not a request object",
      method: "",
      id: null,
      jsonrpc: "2.0",
      notRequest: { value },
    }),
  );
  const member = fc.oneof(
    { weight: 3, arbitrary: withOddId(valid) },
    { weight: 1, arbitrary: notification },
    { weight: 1, arbitrary: notRequest },
    ...others.map((arbitrary) => ({ weight: 1, arbitrary: withOddId(arbitrary) })),
  );
  return fc.array(member, { minLength: 1, maxLength: 8 });
}
