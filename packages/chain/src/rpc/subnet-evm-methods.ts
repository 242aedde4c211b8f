// The fee methods coreth and subnet-evm serve (eth_baseFee, eth_feeHistory), and subnet-evm's own: eth_feeConfig,
// eth_getChainConfig, eth_getActivePrecompilesAt, eth_getActiveRulesAt (the C-Chain answers those as unknown).
import { ChainError } from "../errors.js";
import type { ExecutingChain } from "../executing/executing-chain.js";
import { activePrecompilesJson, activeRulesJson, chainConfigJson, feeConfigJson } from "../precompiles/chain-config.js";
import { float64s, GoDecodeError, hexOrDecimal64 } from "./args.js";
import { blockNumberRef, blockRef, optional, required } from "./chain-args.js";
import { feeHistory } from "./fee-history.js";
import { qty } from "./format.js";
import { type Method, method } from "./methods.js";

const MAX_UINT64 = 2n ** 64n - 1n;

/** What Go's encoding/json calls a JSON value it cannot put in a number. */
function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  return typeof value === "object" ? "object" : typeof value;
}

/** A uint64 given as a JSON number (subnet-evm's *uint64 timestamps). */
function uint64Number(value: unknown): number {
  if (typeof value !== "number")
    throw new GoDecodeError(`json: cannot unmarshal ${jsonKind(value)} into Go value of type uint64`);
  if (!Number.isInteger(value) || value < 0 || BigInt(value) > MAX_UINT64)
    throw new GoDecodeError(`json: cannot unmarshal number ${value} into Go value of type uint64`);
  return value;
}

/** A method only subnet-evm serves: a coreth chain answers it as geth answers an unknown method. */
function subnetEvmOnly(name: string, served: Method): Method {
  return {
    ...served,
    run(chain, args) {
      if (chain.profile.vm !== "subnet-evm")
        throw new ChainError(-32601, `the method ${name} does not exist/is not available`);
      return served.run(chain, args);
    },
  };
}

const timestampOr = (chain: ExecutingChain, timestamp: number | undefined) =>
  timestamp ?? Number(chain.head().timestamp);

/** subnet-evm's four methods about the chain itself, answered from any chain's profile and state */
const CHAIN_DESCRIPTION_METHODS: Record<string, Method> = {
  eth_feeConfig: method([optional(blockRef)], async (chain, [at]) => {
    const { feeConfig, lastChangedAt } = await chain.feeConfigAt(at ?? "latest");
    return { feeConfig: feeConfigJson(feeConfig), lastChangedAt: Number(lastChangedAt) };
  }),
  eth_getChainConfig: method([], (chain) => chainConfigJson(chain.profile)),
  eth_getActivePrecompilesAt: method([optional(uint64Number)], (chain, [t]) =>
    activePrecompilesJson(chain.profile, timestampOr(chain, t)),
  ),
  eth_getActiveRulesAt: method([optional(uint64Number)], (chain, [t]) =>
    activeRulesJson(chain.profile, timestampOr(chain, t)),
  ),
};

const FEE_METHODS: Record<string, Method> = {
  eth_baseFee: method([], (chain) => qty(chain.nextBaseFee())),
  eth_feeHistory: method(
    [required(hexOrDecimal64), required(blockNumberRef), optional(float64s)],
    (chain, [count, newest, wanted]) => feeHistory(chain, count, newest, wanted),
  ),
};

/** As the nodes serve them: the fee methods on every chain, the four others only on a subnet-evm chain. */
export const SUBNET_EVM_METHODS: Record<string, Method> = {
  ...FEE_METHODS,
  ...Object.fromEntries(
    Object.entries(CHAIN_DESCRIPTION_METHODS).map(([name, served]) => [name, subnetEvmOnly(name, served)]),
  ),
};

/**
 * The same methods answered on every chain, the C-Chain too: what the avaspec node spec declares for every chain's
 * /rpc endpoint (its generated chains answer them). coreth itself answers the four as unknown methods.
 */
export const SUBNET_EVM_METHODS_ON_EVERY_CHAIN: Record<string, Method> = {
  ...FEE_METHODS,
  ...CHAIN_DESCRIPTION_METHODS,
};
