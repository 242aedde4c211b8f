// The emitted types accept what a strict application passes: optional properties take `undefined` too.
import openapiTS, { astToString } from "openapi-typescript";
import { expect, it } from "vitest";
import { optionalAcceptsUndefined } from "./optional-undefined.mjs";

const doc = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/things": {
      get: {
        operationId: "listThings",
        parameters: [
          { name: "pageToken", in: "query", schema: { type: "string" } },
          { name: "network", in: "query", required: true, schema: { enum: ["mainnet", "testnet"] } },
        ],
        responses: {
          200: {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["items"],
                  properties: {
                    items: { type: "array", items: { type: "string" } },
                    nextPageToken: { type: "string" },
                    extra: {},
                    either: { oneOf: [{ type: "string" }, { type: "null" }] },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

const emit = async (widen: boolean) => {
  const nodes = await openapiTS(structuredClone(doc) as never, { silent: true });
  return astToString(widen ? optionalAcceptsUndefined(nodes) : nodes);
};

it("widens every optional property with | undefined, and only optional ones", async () => {
  const plain = await emit(false);
  expect(plain).toMatch(/pageToken\?: string;/); // what openapi-typescript writes, which a strict app cannot pass
  const text = await emit(true);
  expect(text).toMatch(/pageToken\?: string \| undefined;/);
  expect(text).toMatch(/nextPageToken\?: string \| undefined;/);
  expect(text).toMatch(/either\?: string \| null \| undefined;/);
  expect(text).toMatch(/network: "mainnet" \| "testnet";/); // required: unchanged
  expect(text).toMatch(/items: string\[\];/);
  expect(text).toMatch(/extra\?: unknown;/); // unknown already takes undefined
  expect(text).toMatch(/header\?: never;/); // "no such part" stays never
  expect(text).not.toMatch(/\| undefined \| undefined/);
});
