import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { endpointPaths, fillTemplate } from "./endpoint-paths.js";
import { serverDefaults } from "./servers.js";
import { readRpc } from "./rpc.js";

const doc = {
  servers: [{ url: "http://{host}", variables: { host: { default: "127.0.0.1:9650" }, chain: { default: "X" } } }],
  "x-avaspec-endpoints": {
    index: { path: "/ext/index/{chain}/{kind}", instances: [{ chain: "C", kind: "block" }, { chain: "X" }] },
    rpc: { path: "/ext/bc/{blockchainId}/rpc", batch: true },
  },
  methods: [
    {
      name: "eth_x",
      "x-avaspec-endpoint": "rpc",
      servers: [{ url: "http://h/ext/bc/{blockchainId}/rpc", variables: { blockchainId: { default: "C" } } }],
    },
  ],
};

describe("endpoint paths", () => {
  const model = readRpc(doc);
  const index = model.endpoints.get("index");
  const rpc = model.endpoints.get("rpc");
  it("fills a template, URI-encoding each value; a missing one from the fallback (its name by default)", () => {
    expect(fillTemplate({ path: "/ext/index/{chain}/{kind}" }, { chain: "a/b" })).toBe("/ext/index/a%2Fb/kind");
    expect(fillTemplate({ path: "/ext/{x}" }, {}, () => "y")).toBe("/ext/y");
  });
  it("server variables: the method's servers first, then the document's", () => {
    expect(serverDefaults(model.methods.get("eth_x"), doc)).toEqual({
      blockchainId: "C",
      host: "127.0.0.1:9650",
      chain: "X",
    });
  });
  it("one path per instance (a variable an instance lacks from the servers' defaults), else the defaults", () => {
    expect(index && endpointPaths(doc, index)).toEqual(["/ext/index/C/block", "/ext/index/X/kind"]);
    expect(rpc && endpointPaths(doc, rpc, model.methods.get("eth_x"))).toEqual(["/ext/bc/C/rpc"]);
    expect(rpc && endpointPaths(doc, rpc)).toEqual(["/ext/bc/blockchainId/rpc"]);
  });
  it("every endpoint of the node document reaches a path its matcher takes", () => {
    const node = loadSpec("node", { dereferenced: true });
    const real = readRpc(node);
    for (const m of real.methodList) {
      const ep = real.endpoints.get(m.endpoint ?? "");
      if (!ep) continue;
      for (const path of endpointPaths(node, ep, m)) expect(real.endpointOf(path)?.name, path).toBe(ep.name);
    }
  });
});
