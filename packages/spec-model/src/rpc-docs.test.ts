// The model carries the texts its consumers document with (the node client's JSDoc, the reference pages): method
// and param summaries and descriptions, the result's description, an endpoint's description; absent when not given.
import { describe, expect, it } from "vitest";
import { readRpc } from "./rpc.js";

describe("readRpc: documentation texts", () => {
  const model = readRpc({
    "x-avaspec-endpoints": {
      admin: { path: "/ext/admin", description: "The admin API." },
      rpc: { path: "/ext/bc/{blockchainId}/rpc", batch: true },
    },
    components: {
      contentDescriptors: { Level: { name: "level", summary: "A level.", schema: { type: "string" } } },
    },
    methods: [
      {
        name: "admin.setLevel",
        summary: "Sets a level.",
        description: "Sets the level of one logger.",
        params: [
          { name: "logger", description: "Name of one logger.", schema: { type: "string" } },
          { $ref: "#/components/contentDescriptors/Level" },
        ],
        result: { name: "ok", description: "Nothing.", schema: { type: "object" } },
      },
      { name: "eth_chainId", params: [], result: { name: "id", schema: { type: "string" } } },
    ],
  });

  it("reads a method's summary and description, its params' and its result's", () => {
    const m = model.methods.get("admin.setLevel");
    expect(m).toMatchObject({ summary: "Sets a level.", description: "Sets the level of one logger." });
    expect(m?.params.map((p) => [p.summary, p.description])).toEqual([
      [undefined, "Name of one logger."],
      ["A level.", undefined],
    ]);
    expect(m?.result).toEqual({ name: "ok", description: "Nothing.", schema: { type: "object" } });
  });

  it("leaves them out where the document gives none", () => {
    const m = model.methods.get("eth_chainId");
    expect(m && "summary" in m).toBe(false);
    expect(m && "description" in m).toBe(false);
    expect(m?.result).toEqual({ name: "id", schema: { type: "string" } });
  });

  it("reads an endpoint's description", () => {
    expect(model.endpoints.get("admin")?.description).toBe("The admin API.");
    expect(model.endpoints.get("rpc")).not.toHaveProperty("description");
  });
});
