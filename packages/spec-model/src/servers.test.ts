import { describe, expect, it } from "vitest";
import { readRpc } from "./rpc.js";
import { serverDefaults } from "./servers.js";

const doc = {
  openrpc: "1.3.2",
  servers: [
    { url: "http://{nodeHost}", variables: { nodeHost: { default: "127.0.0.1:9650" }, chain: { default: "X" } } },
  ],
  methods: [
    {
      name: "index.getLastAccepted",
      servers: [
        {
          url: "http://{nodeHost}/ext/index/{chain}/{kind}",
          variables: { chain: { default: "C" }, kind: { default: "block" } },
        },
        { url: "http://{nodeHost}/ext/index/{chain}/{kind}", variables: { chain: { default: "P" } } },
      ],
    },
    { name: "health.health" },
  ],
};

describe("serverDefaults", () => {
  const methods = readRpc(doc).methods;
  it("the method's own servers first, the first server naming a variable wins, then the document's", () => {
    expect(serverDefaults(methods.get("index.getLastAccepted"), doc)).toEqual({
      chain: "C",
      kind: "block",
      nodeHost: "127.0.0.1:9650",
    });
  });
  it("without the document, the method's own servers only; a method without servers has none", () => {
    expect(serverDefaults(methods.get("index.getLastAccepted"))).toEqual({ chain: "C", kind: "block" });
    expect(serverDefaults(methods.get("health.health"))).toEqual({});
    expect(serverDefaults(undefined, doc)).toEqual({ nodeHost: "127.0.0.1:9650", chain: "X" });
  });
});
