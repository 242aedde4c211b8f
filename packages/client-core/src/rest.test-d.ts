// Type-level tests of the input/output types derived from openapi-typescript's `operations` shape.
import { describe, expectTypeOf, it } from "vitest";
import type { OperationArgs, OperationInput, OperationOutput, PaginatedOperationFn } from "./index.js";

interface Ops {
  none: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: { 200: { headers: {}; content: { "application/json": { ok: boolean } } } };
  };
  optionalQuery: {
    parameters: { query?: { pageToken?: string; n?: 1 | 2 }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: { 200: { headers: {}; content: { "application/json": { items: string[]; nextPageToken?: string } } } };
  };
  pathAndQuery: {
    parameters: {
      query: { threshold: string; pageSize?: number };
      header?: never;
      path: { chainId: string };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: { headers: {}; content: { "application/json": number[] } };
      404: { headers: {}; content: { "application/json": { message: string } } };
    };
  };
  withBody: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { "application/json": { q: string } } };
    responses: { 201: { headers: {}; content: { "application/json": { id: string } } } };
  };
}

describe("OperationInput / OperationOutput", () => {
  it("drops parts the operation does not have, keeps optional and required parts as such", () => {
    expectTypeOf<OperationInput<Ops["none"]>>().toEqualTypeOf<{}>();
    expectTypeOf<OperationInput<Ops["optionalQuery"]>>().toEqualTypeOf<{ query?: { pageToken?: string; n?: 1 | 2 } }>();
    expectTypeOf<OperationInput<Ops["pathAndQuery"]>>().toEqualTypeOf<{
      path: { chainId: string };
      query: { threshold: string; pageSize?: number };
    }>();
    expectTypeOf<OperationInput<Ops["withBody"]>>().toEqualTypeOf<{ body: { q: string } }>();
  });
  it("the output is the 200 (or 201) JSON body, never an error body", () => {
    expectTypeOf<OperationOutput<Ops["pathAndQuery"]>>().toEqualTypeOf<number[]>();
    expectTypeOf<OperationOutput<Ops["withBody"]>>().toEqualTypeOf<{ id: string }>();
  });
  it("the input argument is optional exactly when nothing in it is required", () => {
    expectTypeOf<OperationArgs<Ops["optionalQuery"]>[0]>().toEqualTypeOf<
      { query?: { pageToken?: string; n?: 1 | 2 } } | undefined
    >();
    expectTypeOf<OperationArgs<Ops["pathAndQuery"]>[0]>().toEqualTypeOf<{
      path: { chainId: string };
      query: { threshold: string; pageSize?: number };
    }>();
  });
  it("paginated operations yield the items' type", () => {
    type P = PaginatedOperationFn<Ops["optionalQuery"], "items">;
    expectTypeOf<ReturnType<P["items"]>>().toEqualTypeOf<AsyncGenerator<string, void, undefined>>();
    expectTypeOf<ReturnType<P["all"]>>().toEqualTypeOf<Promise<string[]>>();
  });
});
