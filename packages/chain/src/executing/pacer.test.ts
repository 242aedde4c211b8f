// A long execution yields to the event loop, and a call past the timeout ends with geth's text. Latencies are held
// as ratios to the loop's own duration, measured in the same run (the machine is shared and loaded).
import { describe, expect, it } from "vitest";
import type { Hex } from "../chain.js";
import { ChainError } from "../errors.js";
import { LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { createRequest } from "../rpc/request.js";
import { createExecutingChain } from "./executing-chain.js";
import { goDuration } from "./pacer.js";

/** creation code that never ends: JUMPDEST, PUSH1 0, JUMP */
const LOOP: Hex = "0x5b600056";
const FROM = "0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC" as const;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => (e instanceof ChainError ? { code: e.code, message: e.message } : { code: 0, message: String(e) }),
  );

/**
 * The gaps between zero-delay timers while `work` runs, longest first: how long the event loop was held each time.
 * On a loaded machine the process itself is descheduled now and then, so tests read a percentile, not the maximum.
 */
async function timerGaps(work: Promise<unknown>): Promise<number[]> {
  let done = false;
  const gaps: number[] = [];
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
    if (!done) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await work.finally(() => {
    done = true;
  });
  return gaps.sort((a, b) => b - a);
}

describe("a long execution", () => {
  it("lets timers and another chain's requests run while it loops to the gas cap", async () => {
    // 20M gas: the lean loop runs a tight loop several times faster than @ethereumjs's; at 5M it spanned too few slices
    const chain = await createExecutingChain({ limits: { rpcGasCap: 20_000_000n } });
    const other = createRequest(await createExecutingChain({ profile: LOCAL_SUBNET_EVM_L1 }));
    const started = performance.now();
    const loop = chain.call({ from: FROM, data: LOOP });
    let otherAnswered = Number.POSITIVE_INFINITY;
    const otherCall = other({ method: "eth_getBalance", params: [FROM, "latest"] }).then(() => {
      otherAnswered = performance.now() - started;
    });
    const gaps = await timerGaps(failure(loop));
    const loopTook = performance.now() - started;
    await otherCall;
    expect((await failure(chain.call({ from: FROM, data: LOOP })))?.message).toBe("out of gas");
    // the loop took the whole time; timers ran all along it (held at once, they would run once, after it), and the
    // other chain answered within a small part of it
    expect(gaps.length).toBeGreaterThan(20);
    expect(gaps[Math.floor(gaps.length / 10)]).toBeLessThan(loopTook / 20);
    expect(otherAnswered).toBeLessThan(loopTook / 5);
  });

  it("ends an eth_call past callTimeoutMs with geth's text, and the chain goes on", async () => {
    const chain = await createExecutingChain({ limits: { callTimeoutMs: 30 } });
    const request = createRequest(chain);
    expect(await failure(chain.call({ from: FROM, data: LOOP }))).toEqual({
      code: -32000,
      message: "execution aborted (timeout = 30ms)",
    });
    expect(await failure(chain.estimateGas({ from: FROM, data: LOOP }))).toEqual({
      code: -32000,
      message: "execution aborted (timeout = 30ms)",
    });
    expect((await failure(chain.createAccessList({ from: FROM, data: LOOP })))?.message).toBe(
      "execution aborted (timeout = 30ms)",
    );
    // the aborted runs left no checkpoint behind: a transaction mines and its state is read back
    const hash = await request({
      method: "eth_sendTransaction",
      params: [{ from: FROM, to: "0x000000000000000000000000000000000000dEaD", value: "0x7" }],
    });
    expect(chain.receipt(hash as Hex)?.status).toBe(1);
    expect(await chain.balance("0x000000000000000000000000000000000000dEaD")).toBe(7n);
    expect(await chain.call({ from: FROM, to: "0x000000000000000000000000000000000000dEaD" })).toBe("0x");
  });

  it("stops every frame of a loop reached through calls", async () => {
    const chain = await createExecutingChain({ limits: { callTimeoutMs: 30 } });
    // deploy the loop as a contract's code: runtime 5b600056, returned by its creation code
    const deploy = await createRequest(chain)({
      method: "eth_sendTransaction",
      params: [{ from: FROM, data: "0x635b6000566000526004601cf3", gas: "0x30000" }],
    });
    const looper = chain.receipt(deploy as Hex)?.contractAddress as Hex;
    expect(await chain.code(looper)).toBe("0x5b600056");
    // a caller that CALLs the looper with all its gas, ignores the failure, and loops on itself
    const caller = `0x5b600080808080${"73"}${looper.slice(2)}5af150600056` as Hex;
    expect(await failure(chain.call({ from: FROM, data: caller }))).toEqual({
      code: -32000,
      message: "execution aborted (timeout = 30ms)",
    });
    expect(await chain.balance(FROM)).toBeGreaterThan(0n);
  });

  it("prints the timeout as Go prints a duration", () => {
    expect([5000, 500, 1500, 120_000, 3_600_000].map(goDuration)).toEqual(["5s", "500ms", "1.5s", "2m0s", "1h0m0s"]);
  });
});
