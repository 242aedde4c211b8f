// @avaspec/chain/state-file: a local network's state in a file (Node only: node:fs).
export { loadStateFile, StateFileError, saveStateFile } from "./network/state-file.node.js";
