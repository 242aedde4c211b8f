// POST /__avaspec/reset answers once the engine's own reset has finished (local mode: the network back at genesis),
// and within a limit: an engine still resetting past it gets a 504 that says so, never a hang.
import { describe, expect, it } from "vitest";
import { bodyBytes, utf8Text } from "../server/bytes.js";
import { ControlPlane, RESET_LIMIT_MS } from "./plane.js";
import { fakeEngine, fakeRequest } from "./test-support.js";

/** A node engine whose reset finishes when the test says so. */
function slowEngine() {
  const engine = fakeEngine("jsonrpc");
  let finish: () => void = () => undefined;
  engine.reset = () => {
    engine.resets++;
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { engine, finish: () => finish() };
}

async function postReset(plane: ControlPlane) {
  const route = plane.routes.find((r) => r.method === "POST" && r.path === "/__avaspec/reset")!;
  const response = await route.handle(fakeRequest({ method: "POST", path: "/__avaspec/reset" }));
  return { status: response.status, body: JSON.parse(utf8Text(bodyBytes(response.body))) as unknown };
}

describe("POST /__avaspec/reset waits for the engine's reset", () => {
  it("answers only after the engine's reset has finished", async () => {
    const { engine, finish } = slowEngine();
    const plane = new ControlPlane(() => engine);
    let answered = false;
    const answer = postReset(plane).then((a) => {
      answered = true;
      return a;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect([engine.resets, answered]).toEqual([1, false]);
    finish();
    expect(await answer).toEqual({ status: 200, body: { reset: true } });
  });

  it("past the limit, a 504 naming it; the default limit is 10 s", async () => {
    expect(RESET_LIMIT_MS).toBe(10_000);
    const { engine } = slowEngine();
    const plane = new ControlPlane(() => engine, { resetLimitMs: 40 });
    const { status, body } = await postReset(plane);
    expect(status).toBe(504);
    expect(body).toEqual({
      message:
        "the node mock's state did not return to its start within 0.04 s (the executions in progress end first); " +
        "its requests wait until it has",
      statusCode: 504,
      error: "Gateway Timeout",
    });
  });
});
