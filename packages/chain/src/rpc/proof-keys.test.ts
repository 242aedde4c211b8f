// eth_getProof's storage keys as coreth reads them: Go's []string, each key decoded inside the method (decodeHash:
// 0x optional, an odd length padded, at most 32 bytes), so a bad key is -32000 `hex string invalid`, not a -32602.
import { afterEach, expect, it } from "vitest";
import { createExecutingChain, type ExecutingChain } from "../executing/executing-chain.js";
import { createRequest } from "./request.js";

const EWOQ = "0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc";
let chain: ExecutingChain;
afterEach(() => chain?.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: { code?: number; message?: string }) => ({ code: e.code, message: e.message }),
  );

it("takes keys with or without 0x and of odd length; refuses bad ones with coreth's texts", async () => {
  chain = await createExecutingChain();
  const rpc = createRequest(chain);
  const proof = (keys: unknown) => rpc({ method: "eth_getProof", params: [EWOQ, keys, "latest"] });
  const answer = (await proof(["0", "0x1", "0x0000000000000000000000000000000000000000000000000000000000000002"])) as {
    storageProof: Array<{ key: string }>;
  };
  expect(answer.storageProof.map((p) => p.key)).toEqual([
    "0",
    "0x1",
    "0x0000000000000000000000000000000000000000000000000000000000000002",
  ]);
  expect(((await proof(null)) as { storageProof: unknown[] }).storageProof).toEqual([]);
  expect(await failure(proof(["0xzz"]))).toEqual({ code: -32000, message: "hex string invalid" });
  expect(await failure(proof([`0x${"00".repeat(33)}`]))).toEqual({
    code: -32000,
    message: "hex string too long, want at most 32 bytes",
  });
  expect((await failure(proof("0x0")))?.code).toBe(-32602);
  expect((await failure(proof([7])))?.code).toBe(-32602);
});
