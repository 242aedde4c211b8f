import { describe, expect, it } from "vitest";
import { readLinks } from "./links.js";
import { readOperations } from "./rest.js";

const doc = {
  openapi: "3.1.0",
  paths: {
    "/blocks/{id}": {
      get: {
        operationId: "getBlock",
        responses: {
          "200": {
            description: "ok",
            links: {
              parent: { operationId: "getBlock", parameters: { id: "$response.body#/parentHash" } },
              byRef: { operationRef: "#/paths/~1blocks~1{id}/get", parameters: { id: "$request.path.id" } },
              query: { $ref: "#/components/links/Query" },
              nowhere: { operationId: "noSuchOperation" },
            },
          },
        },
      },
    },
    "/query": { post: { operationId: "runQuery", responses: { "200": { description: "ok" } } } },
  },
  components: { links: { Query: { operationId: "runQuery", requestBody: "$response.body#/query" } } },
};

describe("readLinks", () => {
  const operations = readOperations(doc);
  const getBlock = operations[0];
  it("each link in order with its target (by operationId, operationRef or a $ref'd link), parameters and body", () => {
    const links = getBlock ? readLinks(doc, getBlock, operations) : [];
    expect(links.map((l) => [l.name, l.target?.id, l.parameters, l.requestBody])).toEqual([
      ["parent", "getBlock", { id: "$response.body#/parentHash" }, undefined],
      ["byRef", "getBlock", { id: "$request.path.id" }, undefined],
      ["query", "runQuery", {}, "$response.body#/query"],
      ["nowhere", undefined, {}, undefined],
    ]);
  });
  it("an answer without links, or a status not declared, has none", () => {
    const runQuery = operations[1];
    expect(runQuery ? readLinks(doc, runQuery, operations) : ["missing"]).toEqual([]);
    expect(getBlock ? readLinks(doc, getBlock, operations, "404") : ["missing"]).toEqual([]);
  });
});
