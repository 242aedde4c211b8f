import { describe, expect, it } from "vitest";
import { JOURNAL_BODY_BYTES, Journal, REDACTED } from "./journal.js";
import { fakeRequest } from "./test-support.js";
import { routeNaming } from "../server/exchange.js";

describe("Journal", () => {
  it("keeps the last N requests, oldest first, with their answers", () => {
    const journal = new Journal(3);
    for (let i = 1; i <= 5; i++) {
      journal.record(fakeRequest({ path: `/v1/chains/${i}` }), routeNaming(["getChain"])).finish(200, 1.234);
    }
    const entries = journal.list();
    expect(entries.map((e) => [e.seq, e.path, e.status, e.durationMs])).toEqual([
      [3, "/v1/chains/3", 200, 1.23],
      [4, "/v1/chains/4", 200, 1.23],
      [5, "/v1/chains/5", 200, 1.23],
    ]);
    expect(journal.size).toBe(3);
  });

  it("redacts keys, authorization and the control token; never stores a secret in the listing", () => {
    const token = "control-token-0123456789";
    const journal = new Journal(10, [token]);
    journal.record(
      fakeRequest({
        headers: {
          "x-data-api-key": "k1",
          "x-glacier-api-key": "k2",
          authorization: "Bearer abc",
          "x-forwarded": `token ${token}`,
          accept: "application/json",
        },
        query: { q: token, list: ["a", token] },
        body: Buffer.from(`{"t":"${token}"}`),
      }),
      routeNaming([]),
    );
    const [entry] = journal.list();
    expect(entry!.headers).toEqual({
      "x-data-api-key": REDACTED,
      "x-glacier-api-key": REDACTED,
      authorization: REDACTED,
      "x-forwarded": `token ${REDACTED}`,
      accept: "application/json",
    });
    expect(entry!.query).toEqual({ q: REDACTED, list: ["a", REDACTED] });
    expect(JSON.stringify(journal.list())).not.toMatch(/k1|k2|abc|control-token/);
  });

  it("filters by operation or method (each element of a batch), since and limit", () => {
    const journal = new Journal(10);
    journal.record(fakeRequest({ receivedAt: 1000 }), routeNaming(["eth_feeConfig", "admin.alias"])).finish(200, 1);
    journal.record(fakeRequest({ receivedAt: 2000 }), routeNaming(["admin.alias"])).finish(200, 1);
    journal.record(fakeRequest({ receivedAt: 3000 }), routeNaming([])).finish(404, 1);
    expect(journal.list({ method: "admin.alias" }).map((e) => e.receivedAt)).toEqual([1000, 2000]);
    expect(journal.list({ operation: "eth_feeConfig" }).map((e) => e.receivedAt)).toEqual([1000]);
    expect(journal.list({ since: 2000 }).map((e) => e.receivedAt)).toEqual([2000, 3000]);
    expect(journal.list({ limit: 1 }).map((e) => e.receivedAt)).toEqual([3000]);
  });

  it("keeps at most JOURNAL_BODY_BYTES of a body, in memory of its own", () => {
    const journal = new Journal(2);
    const big = Buffer.alloc(JOURNAL_BODY_BYTES * 4, "a");
    journal.record(fakeRequest({ body: big }), routeNaming([])).finish(413, 1);
    const [entry] = journal.list();
    expect(entry!.body.length).toBe(JOURNAL_BODY_BYTES);
    expect(entry!.bodyTruncated).toBe(true);
  });

  it("records hangs and resets without a status; size 0 is off; clear empties it", () => {
    const journal = new Journal(5);
    journal.record(fakeRequest(), routeNaming(["getChain"])).finish(null, 3, "hang", "fault:1");
    expect(journal.list()[0]).toMatchObject({ status: null, action: "hang", cause: "fault:1" });
    journal.clear();
    expect(journal.list()).toEqual([]);
    const off = new Journal(0);
    off.record(fakeRequest(), routeNaming([])).finish(200, 1);
    expect([off.enabled, off.list()]).toEqual([false, []]);
  });
});
