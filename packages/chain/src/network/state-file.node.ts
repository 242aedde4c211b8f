// @avaspec/chain/state-file, Node only (the rest of the package runs in a page too): a local network loaded from a
// file at start when it exists, and written back on a clean stop, as anvil's --state (the mocks' --state-file).
// Written to a temporary file beside it, then renamed: a stop cut short leaves the old file.
import { constants } from "node:fs";
import { access, readFile, rename, stat, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { MAX_STATE_FILE_BYTES } from "../executing/state-file.js";
import type { LocalNetwork } from "./local-network.js";
import { dumpNetworkState, loadNetworkState } from "./network-state.js";

/** A state file that cannot be read, is too large or does not hold a local network (bad input: exit code 2). */
export class StateFileError extends Error {
  override name = "StateFileError";
}

/** Loads the network from `path`; false when there is no file there yet (the network stays at genesis). */
export async function loadStateFile(network: LocalNetwork, path: string): Promise<boolean> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new StateFileError(`cannot read the state file ${path}: ${(error as Error).message}`);
    }
    // no file yet: it is written on stop, so its folder must take it (found now, not when the state would be lost)
    await access(dirname(path), constants.W_OK).catch((cause: Error) => {
      throw new StateFileError(`cannot write the state file ${path}: ${cause.message}`);
    });
    return false;
  }
  // checked before reading: a huge file is never read into memory
  if (size > MAX_STATE_FILE_BYTES) {
    throw new StateFileError(`cannot load the state file ${path}: ${size} bytes, limit ${MAX_STATE_FILE_BYTES}`);
  }
  try {
    await loadNetworkState(network, await readFile(path, "utf8"));
  } catch (error) {
    throw new StateFileError(`cannot load the state file ${path}: ${(error as Error).message}`);
  }
  return true;
}

/** Writes the network to `path` (through `path`.tmp and a rename). */
export async function saveStateFile(network: LocalNetwork, path: string): Promise<void> {
  const text = await dumpNetworkState(network);
  const temporary = `${path}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}
