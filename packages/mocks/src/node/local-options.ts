// The options only local mode takes (--block-time, --state-file), checked before anything starts: each needs
// networkId "local", and a block time is a number of seconds within the documented range.
import type { NetworkId } from "./local-network.js";

/** The shortest and longest block time in seconds (shorter would keep the node thread mining empty blocks). */
const BLOCK_TIME_RANGE = { min: 0.1, max: 86_400 } as const;

export interface LocalOptions {
  networkId?: NetworkId | undefined;
  blockTime?: number | undefined;
  stateFile?: string | undefined;
}

/** The names an error message gives the options: startMocks' by default, the CLI's flags when it checks. */
export interface LocalOptionNames {
  blockTime: string;
  stateFile: string;
  networkId: string;
}

const OPTION_NAMES: LocalOptionNames = {
  blockTime: "blockTime",
  stateFile: "stateFile",
  networkId: 'networkId "local"',
};

/** Throws a TypeError naming the option that does not hold. */
export function checkLocalOptions(options: LocalOptions, names: LocalOptionNames = OPTION_NAMES): void {
  const { blockTime, stateFile } = options;
  for (const [key, value] of [
    ["blockTime", blockTime],
    ["stateFile", stateFile],
  ] as const) {
    if (value !== undefined && options.networkId !== "local") {
      throw new TypeError(`${names[key]} needs ${names.networkId}: the generated chains neither mine nor keep state`);
    }
  }
  if (stateFile !== undefined && (typeof stateFile !== "string" || stateFile === "")) {
    throw new TypeError(`${names.stateFile} must be a file path`);
  }
  if (blockTime === undefined) return;
  const { min, max } = BLOCK_TIME_RANGE;
  if (typeof blockTime !== "number" || !Number.isFinite(blockTime) || blockTime < min || blockTime > max) {
    throw new TypeError(`${names.blockTime} must be a number of seconds from ${min} to ${max}, got ${blockTime}`);
  }
}
