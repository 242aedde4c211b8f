import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { readMethod, readRpc } from "./rpc.js";

describe("a method's servers", () => {
  it("gives each index method's chain and kind as its first server's variable defaults", () => {
    const index = readRpc(loadSpec("node", { dereferenced: true })).methodsOf("index");
    expect(index.length).toBeGreaterThan(0);
    for (const m of index) {
      const vars = m.servers[0]?.variables ?? {};
      expect(typeof vars.chain?.default, m.name).toBe("string");
      expect(typeof vars.kind?.default, m.name).toBe("string");
    }
  });

  it("reads a server's URL, defaults and enums as text; a method without servers has none", () => {
    const m = readMethod(
      {},
      {
        name: "x",
        servers: [{ url: "http://{host}/ext/{kind}", variables: { kind: { default: "tx", enum: ["tx", 1] } } }],
      },
    );
    expect(m.servers).toEqual([
      { url: "http://{host}/ext/{kind}", variables: { kind: { default: "tx", enum: ["tx", "1"] } } },
    ]);
    expect(readMethod({}, { name: "y" }).servers).toEqual([]);
  });
});
