// The executing chain's bounds: each one answered with a clear error when reached (README, "Limits").
export interface ChainLimits {
  /** gas an eth_call or eth_estimateGas may use; defaults to the block gas limit (a loop ends there) */
  rpcGasCap: bigint;
  /** blocks mined before the chain refuses to mine more (evm_revert or a reset frees them) */
  maxBlocks: number;
  /** transactions pooled and not mined yet, all senders together */
  maxPending: number;
  /** evm_snapshot ids kept; the oldest is forgotten past this */
  maxSnapshots: number;
  /** blocks one eth_getLogs or eth_getFilterLogs may scan */
  maxLogRange: number;
  /** ms one eth_call, eth_estimateGas or eth_createAccessList may run (geth's --rpc.evmtimeout, 5 s) */
  callTimeoutMs: number;
  /** eth_call answers remembered per exact state (executing/call-memo.ts); 0 turns the memo off */
  callMemoEntries: number;
  /** accounts, slots and codes the calls' state view caches for one state (call-state-view.ts); 0 turns it off */
  callStateEntries: number;
}

/** code bytes the calls' state view caches for one state, beside its entries */
export const CALL_STATE_CODE_BYTES = 16 * 1024 * 1024;

export const DEFAULT_LIMITS: Omit<ChainLimits, "rpcGasCap"> = {
  maxBlocks: 100_000,
  maxPending: 5120,
  maxSnapshots: 1000,
  maxLogRange: 10_000,
  callTimeoutMs: 5000,
  callMemoEntries: 1024,
  callStateEntries: 65_536,
};
