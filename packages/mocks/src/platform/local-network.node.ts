// Local mode's chains, in Node: @avaspec/chain's local network (imported only when local mode starts).
export { createLocalNetwork } from "@avaspec/chain";
