import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { loadSpec, specPath } from "../dist/index.js";
import { withoutProse } from "./prose.mjs";
import { unpackSharedSubtrees } from "./shared-subtrees.mjs";

/** Every path of `node` whose value is not an object, with that value (arrays indexed). */
function leaves(node: unknown, at = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (node !== null && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) leaves(v, `${at}/${k}`, out);
  } else out.set(at, node);
  return out;
}

/** The subtrees under `key` anywhere in `node`, by path. */
function under(node: unknown, key: string, at = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (node !== null && typeof node === "object")
    for (const [k, v] of Object.entries(node)) {
      if (k === key) out.set(`${at}/${k}`, v);
      else under(v, key, `${at}/${k}`, out);
    }
  return out;
}

describe("withoutProse", () => {
  it("drops the prose of operations, parameters, answers and tags, and nothing else", () => {
    const doc = {
      info: { title: "T", version: "1", description: "about", summary: "short" },
      tags: [{ name: "a", description: "tag text", externalDocs: { url: "https://x.invalid" } }],
      paths: {
        "/a": {
          get: {
            summary: "get a",
            description: "gets a",
            parameters: [{ name: "q", in: "query", description: "the q", schema: { type: "string" } }],
            responses: {
              "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } },
            },
          },
        },
      },
    };
    expect(withoutProse(doc)).toEqual({
      info: { title: "T", version: "1" },
      tags: [{ name: "a" }],
      paths: {
        "/a": {
          get: {
            parameters: [{ name: "q", in: "query", schema: { type: "string" } }],
            responses: { "200": { content: { "application/json": { schema: { type: "object" } } } } },
          },
        },
      },
    });
    expect(doc.info.description).toBe("about");
  });

  it("keeps schemas, values, extensions, links and scopes whole, whatever keys they hold", () => {
    const schema = {
      title: "Item",
      description: "an item",
      properties: { description: { type: "string", description: "its text" }, summary: { type: "string" } },
      examples: [{ description: "a field" }],
    };
    const doc = {
      components: {
        schemas: { Item: schema },
        parameters: { q: { name: "q", in: "query", description: "x", schema, example: { description: "v" } } },
        securitySchemes: { o: { type: "oauth2", flows: { implicit: { scopes: { description: "read texts" } } } } },
      },
      methods: [
        {
          name: "m",
          description: "a method",
          params: [{ name: "p", description: "a param", schema }],
          result: { name: "r", summary: "the result", schema },
          examples: [{ name: "e", description: "an example", params: [{ name: "p", value: { summary: "data" } }] }],
          errors: [{ code: 1, message: "m", data: { description: "data" }, "x-avaspec-description": "kept" }],
        },
      ],
      "x-avaspec-endpoints": { rpc: { path: "/rpc", description: "kept" } },
      links: { next: { operationId: "a", description: "a link", parameters: { description: "$response.body#/x" } } },
      default: { summary: "a value" },
      const: { description: "a value" },
      enum: [{ description: "a value" }],
      value: { description: "a value" },
    };
    const lean = withoutProse(doc);
    expect(lean.components.schemas.Item).toEqual(schema);
    expect(lean.components.parameters.q).toEqual({ name: "q", in: "query", schema, example: { description: "v" } });
    expect(lean.components.securitySchemes).toEqual(doc.components.securitySchemes);
    expect(lean.methods[0]).toEqual({
      name: "m",
      params: [{ name: "p", schema }],
      result: { name: "r", schema },
      examples: doc.methods[0]?.examples,
      errors: doc.methods[0]?.errors,
    });
    for (const key of ["x-avaspec-endpoints", "links", "default", "const", "enum", "value"] as const)
      expect(lean[key], key).toEqual(doc[key]);
  });

  describe.each(["metrics", "data", "node"] as const)("the built %s document", (api) => {
    const full = loadSpec(api, { dereferenced: api === "node" });
    const built =
      api === "node"
        ? unpackSharedSubtrees(
            JSON.parse(
              readFileSync(specPath("node", { dereferenced: true }).replace(/\.json$/, ".lean.packed.json"), "utf8"),
            ),
          )
        : JSON.parse(readFileSync(specPath(api).replace(/\.json$/, ".lean.json"), "utf8"));

    it("is the document without its prose, as the build wrote it", () => {
      expect(built).toEqual(withoutProse(full));
    });

    it("keeps every schema and every example whole", () => {
      for (const key of ["schema", "schemas", "example", "examples"])
        for (const [at, value] of under(full, key))
          expect(isDeepStrictEqual(value, under(built, key).get(at)), at).toBe(true);
    });

    it("lost only prose: each leaf it lacks is a description or summary, or under externalDocs", () => {
      const kept = leaves(built);
      const lost = [...leaves(full).keys()].filter((at) => !kept.has(at));
      expect(lost.length).toBeGreaterThan(0);
      expect(lost.filter((at) => !/\/(description|summary)$|\/externalDocs\//.test(at))).toEqual([]);
      const text = (d: unknown) => JSON.stringify(d).length;
      expect(text(built)).toBeLessThan(text(full) * 0.9);
    });
  });
});
