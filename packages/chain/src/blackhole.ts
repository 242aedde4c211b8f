// The one black-hole address of both chains, generated and executing.
import type { Hex } from "./chain.js";

/** coreth's and subnet-evm's `constants.BlackholeAddr`: every block's coinbase, and where the fees go. */
export const BLACKHOLE: Hex = "0x0100000000000000000000000000000000000000";
