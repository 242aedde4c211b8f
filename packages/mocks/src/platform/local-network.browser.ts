// Local mode in a browser page: the mocks' browser entry does not carry the executing chains (they would add about
// 170 KB gzip to every page that mocks the APIs). A page runs @avaspec/chain itself (README, "Local network").
import type { createLocalNetwork as create } from "@avaspec/chain";

export const createLocalNetwork: typeof create = () =>
  Promise.reject(
    new Error(
      'networkId "local" is not available in the browser build of @avaspec/mocks: ' +
        "use @avaspec/chain's createExecutingChain and createRequest in the page",
    ),
  );

/** No files in a browser page (the network does not start there either). */
export const loadStateFile = (_network: unknown, path: string): Promise<boolean> =>
  Promise.reject(new Error(`cannot read the state file ${path} in a browser`));
export const saveStateFile = (_network: unknown, path: string): Promise<void> =>
  Promise.reject(new Error(`cannot write the state file ${path} in a browser`));
