// Cursor pagination over nextPageToken/pageToken: pages, items, and .all({ max }), with a guard against loops.
import { BadRequestError, PageTokenError, PaginationLoopError } from "./errors.js";

export interface PaginateOptions<Page, Item> {
  /** name used in errors */
  operation: string;
  /** fetches one page; `pageToken` is undefined for the first page unless `startToken` is given */
  fetchPage(pageToken: string | undefined): Promise<Page>;
  /** the page's items */
  items(page: Page): readonly Item[];
  /** the page's nextPageToken; absent (or empty) means it was the last page */
  nextToken(page: Page): string | undefined;
  /** resume from a token saved earlier */
  startToken?: string | undefined;
}

export interface AllOptions {
  /** stop after this many items (the last page is cut); no further page is fetched once reached */
  max?: number | undefined;
}

export interface Paginator<Page, Item> extends AsyncIterable<Item> {
  /** every page, in order, fetched lazily */
  pages(): AsyncGenerator<Page, void, undefined>;
  /** every item of every page, fetched lazily */
  items(): AsyncGenerator<Item, void, undefined>;
  /** items collected into an array, at most `max` */
  all(options?: AllOptions): Promise<Item[]>;
}

/**
 * Follows nextPageToken until it is absent. A token seen before raises PaginationLoopError (instead of looping
 * forever, as a static mock would make it); a 400 on a request that carried a page token raises PageTokenError.
 */
export function paginate<Page, Item>(options: PaginateOptions<Page, Item>): Paginator<Page, Item> {
  async function* pages(): AsyncGenerator<Page, void, undefined> {
    const seen = new Set<string>();
    let token = options.startToken;
    if (token) seen.add(token);
    for (let n = 1; ; n++) {
      let page: Page;
      try {
        page = await options.fetchPage(token);
      } catch (error) {
        throw token !== undefined && error instanceof BadRequestError && !(error instanceof PageTokenError)
          ? pageTokenError(error, n)
          : error;
      }
      yield page;
      const next = options.nextToken(page);
      if (next === undefined || next === "") return;
      if (seen.has(next)) throw new PaginationLoopError(options.operation, next, n);
      seen.add(next);
      token = next;
    }
  }
  async function* items(): AsyncGenerator<Item, void, undefined> {
    for await (const page of pages()) yield* options.items(page);
  }
  return {
    pages,
    items,
    [Symbol.asyncIterator]: items,
    async all({ max = Infinity }: AllOptions = {}) {
      const out: Item[] = [];
      if (max <= 0) return out;
      for await (const item of items()) {
        out.push(item);
        if (out.length >= max) break;
      }
      return out;
    },
  };
}

function pageTokenError(error: BadRequestError, page: number): PageTokenError {
  const detail = error.messages.join("; ") || error.rawBody?.slice(0, 200) || "no detail";
  return new PageTokenError({
    status: 400,
    body: error.body,
    rawBody: error.rawBody,
    request: { operation: error.operation, method: error.method, url: error.url },
    requestId: error.requestId,
    message:
      `${error.operation}: the server rejected the page token of page ${page} ` +
      `(tokens are valid for 24 hours; start again from the first page): ${detail}`,
  });
}
