import { describe, expect, it } from "vitest";
import { BadRequestError, NotFoundError, PageTokenError, PaginationLoopError, paginate } from "./index.js";

type Page = { items: number[]; nextPageToken?: string };
const book: Record<string, Page> = {
  start: { items: [1, 2], nextPageToken: "a" },
  a: { items: [3, 4], nextPageToken: "b" },
  b: { items: [5] },
};
function pager(pages: Record<string, Page>, startToken?: string) {
  const asked: (string | undefined)[] = [];
  const p = paginate<Page, number>({
    operation: "listThings",
    startToken,
    fetchPage: async (token) => {
      asked.push(token);
      const page = pages[token ?? "start"];
      if (!page) throw new Error(`no page ${token}`);
      return page;
    },
    items: (page) => page.items,
    nextToken: (page) => page.nextPageToken,
  });
  return { p, asked };
}
const bad = (operation = "listThings") =>
  new BadRequestError({
    status: 400,
    body: { message: "invalid pageToken", statusCode: 400, error: "Bad Request" },
    request: { operation, method: "GET", url: "http://x/y?pageToken=zzz" },
  });

describe("paginate", () => {
  it("walks pages and items to the end (nextPageToken absent)", async () => {
    const { p, asked } = pager(book);
    const pages: Page[] = [];
    for await (const page of p.pages()) pages.push(page);
    expect(pages).toHaveLength(3);
    expect(asked).toEqual([undefined, "a", "b"]);
    const items: number[] = [];
    for await (const item of p) items.push(item);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(await p.all()).toEqual([1, 2, 3, 4, 5]);
  });

  it("all({ max }) stops fetching once it has enough", async () => {
    const { p, asked } = pager(book);
    expect(await p.all({ max: 2 })).toEqual([1, 2]);
    expect(asked).toEqual([undefined]);
    expect(await p.all({ max: 3 })).toEqual([1, 2, 3]);
    expect(await p.all({ max: 0 })).toEqual([]);
  });

  it("resumes from a start token", async () => {
    const { p, asked } = pager(book, "a");
    expect(await p.all()).toEqual([3, 4, 5]);
    expect(asked).toEqual(["a", "b"]);
  });

  it("a repeating token is an error, not an endless loop", async () => {
    const { p } = pager({ start: { items: [1], nextPageToken: "t" }, t: { items: [2], nextPageToken: "t" } });
    const error = await p.all().catch((e) => e);
    expect(error).toBeInstanceOf(PaginationLoopError);
    expect(error.message).toMatch(/listThings: page 2 repeated an earlier nextPageToken/);
    // a static mock answers the same token forever: detected on the second page
    const { p: same } = pager({ start: { items: [1], nextPageToken: "s" }, s: { items: [1], nextPageToken: "s" } });
    await expect(same.all()).rejects.toBeInstanceOf(PaginationLoopError);
  });

  it("a 400 on a request with a page token becomes PageTokenError; other errors pass through", async () => {
    const p = paginate<Page, number>({
      operation: "listThings",
      fetchPage: async (token) => {
        if (token) throw bad();
        return { items: [1], nextPageToken: "old" };
      },
      items: (page) => page.items,
      nextToken: (page) => page.nextPageToken,
    });
    const error = await p.all().catch((e) => e);
    expect(error).toBeInstanceOf(PageTokenError);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toMatch(/rejected the page token of page 2 .*24 hours.*invalid pageToken/);
    const first = paginate<Page, number>({
      operation: "x",
      fetchPage: async () => {
        throw bad();
      },
      items: (p) => p.items,
      nextToken: () => undefined,
    });
    const e1 = await first.all().catch((e) => e);
    expect(e1).toBeInstanceOf(BadRequestError);
    expect(e1).not.toBeInstanceOf(PageTokenError);
    const nf = paginate<Page, number>({
      operation: "x",
      startToken: "t",
      fetchPage: async () => {
        throw new NotFoundError({ status: 404, body: undefined, request: { operation: "x", method: "GET", url: "u" } });
      },
      items: (p) => p.items,
      nextToken: () => undefined,
    });
    await expect(nf.all()).rejects.toBeInstanceOf(NotFoundError);
  });
});
