// Local mode's chains, in Node: @avaspec/chain's local network (imported only when local mode starts), and its state
// file.
export { createLocalNetwork } from "@avaspec/chain";
export { loadStateFile, saveStateFile } from "../node/state-file.js";
