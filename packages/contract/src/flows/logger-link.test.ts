// Flow kind "loggerLink": a state-changing setter with enum level params and a logger param, and a read-only getter
// of that logger; none without the getter.
import { describe, expect, it } from "vitest";
import { deriveSuite } from "../derive/index.js";
import { rpcFixture } from "../test-support/fixture-specs.js";

const loggerLinksOf = (spec: object) => deriveSuite({ node: spec }).flows.filter((f) => f.kind === "loggerLink");

describe("logger link flows", () => {
  it("the setter, the getter, the level params and their values, the example's logger", () => {
    expect(loggerLinksOf(rpcFixture)).toEqual([
      {
        kind: "loggerLink",
        api: "node",
        name: "flow: admin.setLoggerLevel then admin.getLoggerLevel reads the level back",
        path: "/ext/admin",
        setter: "admin.setLoggerLevel",
        getter: "admin.getLoggerLevel",
        loggerParam: "loggerName",
        levelParams: ["logLevel", "displayLevel"],
        levels: ["VERBO", "DEBUG", "TRACE", "INFO", "WARN", "ERROR", "FATAL", "OFF"],
        logger: "C",
        resultField: "loggerLevels",
      },
    ]);
  });

  it("no flow without a getter to read the level back", () => {
    const spec = structuredClone(rpcFixture) as any;
    spec.methods = spec.methods.filter((m: any) => m.name !== "admin.getLoggerLevel");
    expect(loggerLinksOf(spec)).toEqual([]);
  });
});
