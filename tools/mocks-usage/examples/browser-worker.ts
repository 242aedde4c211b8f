import { createHandlers } from "@avaspec/mocks/msw";
import { setupWorker } from "msw/browser";

/** Starts the mocks in the page (Playwright component tests, Storybook's preview): call it before the app loads. */
export async function startBrowserMocks() {
  const mocks = await createHandlers({ seed: "my-stories" });
  // mockServiceWorker.js comes from `npx msw init <public dir>`, served from the page's origin
  await setupWorker(...mocks).start({ onUnhandledRequest: "error", quiet: true });
  return mocks; // mocks.metrics.faults.add(…), mocks.node.requests(), mocks.reset()
}
