// An operation's request is the one openapi-fetch's own client sends for the same input: same URL (path and query
// serialisers), method, headers and body.
import createClient from "openapi-fetch";
import { describe, expect, it } from "vitest";
import { createRestClient, operation, type OpenApiFetchLike, type OperationDef } from "./index.js";

const BASE = "http://127.0.0.1:1/api/";

/** What a request carries, readable: URL, method, redirect mode, headers and body text. */
async function wire(request: Request) {
  return {
    url: request.url,
    method: request.method,
    redirect: request.redirect,
    headers: [...request.headers.entries()],
    body: await request.text(),
  };
}

/** Runs `call`, whose fetch records the request and answers `{}`; resolves with what was sent. */
async function sentBy(call: (fetch: (request: Request) => Promise<Response>) => Promise<unknown>) {
  let sent: Request | undefined;
  await call(async (request) => {
    sent = request.clone();
    return Response.json({});
  });
  if (!sent) throw new Error("nothing was sent");
  return wire(sent);
}

const cases: { name: string; def: OperationDef; input: Record<string, any> }[] = [
  { name: "no input", def: { id: "a", method: "GET", path: "/v2/chains", idempotent: true }, input: {} },
  {
    name: "path parameters, encoded",
    def: { id: "b", method: "GET", path: "/v2/chains/{chainId}/metrics/{metric}", idempotent: true },
    input: { path: { chainId: "43 114/ä?", metric: "txCount" } },
  },
  {
    name: "query: arrays exploded, objects as deepObject, undefined and null left out, reserved characters encoded",
    def: { id: "c", method: "GET", path: "/v2/chains/{chainId}", idempotent: true },
    input: {
      path: { chainId: "1" },
      query: { pageSize: 10, ids: ["x", "y&z"], filter: { a: 1 }, gone: undefined, none: null, t: "a b+c" },
    },
  },
  {
    name: "a JSON body and header parameters",
    def: { id: "d", method: "post", path: "/v2/query", idempotent: true },
    input: { body: { queries: [{ metric: "txCount" }] }, header: { "x-trace": "t1", "x-n": 2 } },
  },
];

describe("operation: the request is openapi-fetch's", () => {
  for (const c of cases) {
    it(c.name, async () => {
      const ours = await sentBy((fetch) =>
        operation(c.def)(
          createRestClient(() => null, { fetch, retry: false }, BASE),
          c.input,
        ),
      );
      const theirs = await sentBy((fetch) =>
        // no `paths` type here: the client's request method as RestClient's default api type sees it
        (createClient({ baseUrl: BASE.replace(/\/+$/, ""), fetch }) as unknown as OpenApiFetchLike).request(
          c.def.method,
          c.def.path,
          { params: { path: c.input.path, query: c.input.query, header: c.input.header }, body: c.input.body },
        ),
      );
      expect(ours).toEqual(theirs);
    });
  }
});
