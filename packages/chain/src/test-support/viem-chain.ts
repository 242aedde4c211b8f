// A chain profile as viem's chain definition, for the tests that drive the chain through viem's clients (each gives
// its transport the URL or request function, so the definition names no RPC URL).
import { type Chain, defineChain } from "viem";
import type { ChainProfile } from "../profiles.js";

export function viemChainOf(profile: ChainProfile): Chain {
  return defineChain({
    id: Number(profile.chainId),
    name: profile.name,
    nativeCurrency: { name: "Avalanche", symbol: "AVAX", decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
}
