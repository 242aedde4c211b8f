// The REST cases derived from the fixture spec: the source documents' rules as named cases, negative values only
// where the schema refuses them, the body cases.
import { describe, expect, it } from "vitest";
import { restFixture } from "../test-support/fixture-specs.js";
import { deriveSuite } from "./index.js";

const suite = deriveSuite({ metrics: restFixture });
const restNames = (op: string) => suite.rest.filter((c) => c.operationId === op).map((c) => c.name);

describe("REST cases", () => {
  it("contract rule: every day-only metric with every other interval is a 400", () => {
    const names = restNames("getSeries").filter((n) => n.startsWith("rule: day-only"));
    expect(names).toEqual([
      "rule: day-only metric metric=avgTps with timeInterval=hour → 400",
      "rule: day-only metric metric=cumulativeTxCount with timeInterval=hour → 400",
    ]);
    // and a day-only metric asked positively is asked with day
    const c = suite.rest.find((x) => x.name === "derived: metric=avgTps (enum value)");
    expect(c?.request.query?.timeInterval).toBe("day");
    // a non-day interval on the positive side is paired with a metric that accepts it
    const hour = suite.rest.find((x) => x.name === "derived: timeInterval=hour (enum value)");
    expect(hour?.request.path).toMatch(/\/metrics\/txCount$/);
  });

  it("contract rule: pageSize just outside each bound is a 400; an unknown page token is a 400", () => {
    const page = suite.rest.filter((c) => c.operationId === "getSeries" && c.name.startsWith("pageSize:"));
    expect(page.map((c) => [c.name, c.request.query?.pageSize, c.expect.statuses])).toEqual([
      ["pageSize: wrong type (notANumber) → 400", "notANumber", [400]],
      ["pageSize: wrong type (1.5, not an integer) → 400", "1.5", [400]],
      ["pageSize: just below minimum (0 < 1) → 400", "0", [400]],
      ["pageSize: just above maximum (11 > 10) → 400", "11", [400]],
    ]);
    expect(restNames("getSeries")).toContain("rule: pageToken unknown or expired → 400");
    // the positive cases never carry the spec's sample page token (only a server hands tokens out)
    expect(suite.rest.filter((c) => c.kind !== "rule").every((c) => c.request.query?.pageToken === undefined)).toBe(
      true,
    );
  });

  it("contract rule: unknown chain or block is a 404 (a well-formed identifier that names nothing)", () => {
    expect(restNames("getBlock")).toEqual(
      expect.arrayContaining(["rule: unknown chainId (999999999) → 404", "rule: unknown blockId (999999999) → 404"]),
    );
  });

  it("keeps a negative value only when the parameter's schema rejects it", () => {
    // chainId is a string with a pattern: no "wrong type" case, a pattern case
    expect(restNames("getBlock").some((n) => n.startsWith("chainId: wrong type"))).toBe(false);
    expect(restNames("getBlock")).toContain("chainId: does not match pattern → 400/404");
  });

  it("body: malformed JSON, a schema-violating body, a missing body; every request-body example", () => {
    expect(restNames("runQuery")).toEqual(
      expect.arrayContaining([
        "body: malformed JSON → 400",
        "body: empty object violates the schema → 400",
        "body: missing (required) → 400",
        'example: request body "two"',
      ]),
    );
  });
});
