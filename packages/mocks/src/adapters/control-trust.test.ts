// The control routes' trust in process (createMockFetch): a body any page may send unasked is refused on every door
// (MockApp's rule), while the origin and Host checks, which guard a server on the network, are the node:http host's.
import { describe, expect, it } from "vitest";
import { createMockFetch } from "./fetch.js";

describe("createMockFetch's control routes", () => {
  it("refuse a text/plain reset with 415 and keep the rules; a page of any origin steers them", async () => {
    const mockFetch = await createMockFetch({ seed: "trust" });
    const base = "https://data-api.avax.network/__avaspec";
    const added = await mockFetch(`${base}/faults`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://storybook.example" },
      body: JSON.stringify({ operation: "getChain", status: 503 }),
    });
    expect([added.status, added.headers.get("access-control-allow-origin")]).toEqual([
      201,
      "https://storybook.example",
    ]);
    const reset = await mockFetch(`${base}/reset`, { method: "POST", body: "reset" });
    expect(reset.status).toBe(415);
    expect((await reset.json()).message).toMatch(/^Content-Type must be application\/json or application\/yaml/);
    expect(await mockFetch.data.faults.list()).toHaveLength(1);
    expect((await mockFetch(`${base}/reset`, { method: "POST" })).status).toBe(200);
    expect(await mockFetch.data.faults.list()).toHaveLength(0);
  });
});
