// --wait-for-servers: a run started beside servers that are still starting (a CI step after `pnpm mock &`) waits for
// each to answer, as Schemathesis' --wait-for-schema does for its schema. Any HTTP answer counts (a 404 at "/" too);
// a refused or reset connection is tried again every 200 ms until the deadline.
import { send } from "./http.js";

const RETRY_MS = 200;

/** Waits until every URL answers; resolves with the first that did not within `seconds`, or undefined. */
export async function waitForServers(urls: Record<string, string>, seconds: number): Promise<string | undefined> {
  const deadline = performance.now() + seconds * 1000;
  for (const [api, url] of Object.entries(urls)) {
    for (;;) {
      const left = deadline - performance.now();
      if (left <= 0) return `the ${api} server at ${url} did not answer within ${seconds} s (--wait-for-servers)`;
      const out = await send({ method: "GET", url, timeoutMs: Math.max(1, Math.min(left, 5000)) });
      if (out.ok) break;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(RETRY_MS, Math.max(0, deadline - performance.now()))),
      );
    }
  }
  return undefined;
}
