// Local mode in a browser page: @avaspec/chain runs there too (pure JavaScript), imported only when local mode
// starts, so a bundler puts it in a chunk of its own and a page that mocks the default chains loads none of it.
// State files need a file system: refused.
import type { createLocalNetwork as create } from "@avaspec/chain";

export const createLocalNetwork: typeof create = async (options) =>
  (await import("@avaspec/chain")).createLocalNetwork(options);

/** No files in a browser page. */
export const loadStateFile = (_network: unknown, path: string): Promise<boolean> =>
  Promise.reject(new Error(`cannot read the state file ${path} in a browser`));
export const saveStateFile = (_network: unknown, path: string): Promise<void> =>
  Promise.reject(new Error(`cannot write the state file ${path} in a browser`));
