// The control client's `chain` part: the node mock's /__avaspec/chain/ routes (local mode), typed. Every method takes
// `{ chain }` (a blockchain ID or alias; default "C").

import type { NetworkChainInfo, NetworkDescription } from "@avaspec/chain";

/** One control request: method, route under /__avaspec/, JSON body, query. */
export type ControlCall = <T>(method: string, route: string, body?: unknown, query?: URLSearchParams) => Promise<T>;

/** One chain of `GET /__avaspec/chain`: what @avaspec/chain's describeNetwork answers. */
export type LocalChainInfo = NetworkChainInfo;

export interface ChainTarget {
  /** a blockchain ID or alias of the local network (C, evm, l1, …); default "C" */
  chain?: string | undefined;
}

export interface ChainControl {
  /** the local network's chains; a 409 ControlRequestError when the mock serves its generated chains */
  list(): Promise<NetworkDescription>;
  /** evm_snapshot: the snapshot's id */
  snapshot(target?: ChainTarget): Promise<string>;
  /** evm_revert: whether the id was a snapshot's */
  revert(id: string, target?: ChainTarget): Promise<boolean>;
  /** evm_mine: one block (at `timestamp`, in seconds, when given); the new head */
  mine(
    options?: ChainTarget & { timestamp?: number | undefined },
  ): Promise<{ number: number; hash: string; timestamp: number }>;
  /** evm_increaseTime: the total offset in seconds */
  increaseTime(seconds: number, target?: ChainTarget): Promise<number>;
  /** evm_setNextBlockTimestamp */
  setNextBlockTimestamp(seconds: number, target?: ChainTarget): Promise<void>;
  /** anvil_setBalance */
  setBalance(address: string, wei: bigint | string, target?: ChainTarget): Promise<void>;
  /** anvil_impersonateAccount: the chain takes this address's transactions without its key */
  impersonate(address: string, target?: ChainTarget): Promise<void>;
  stopImpersonating(address: string, target?: ChainTarget): Promise<void>;
}

export function chainControl(call: ControlCall): ChainControl {
  const on = (target: ChainTarget = {}) =>
    target.chain === undefined ? undefined : new URLSearchParams({ chain: target.chain });
  return {
    list: () => call("GET", "chain"),
    snapshot: async (target) => (await call<{ id: string }>("POST", "chain/snapshot", undefined, on(target))).id,
    revert: async (id, target) =>
      (await call<{ reverted: boolean }>("POST", "chain/revert", { id }, on(target))).reverted,
    mine: ({ timestamp, ...target } = {}) =>
      call("POST", "chain/mine", timestamp === undefined ? undefined : { timestamp }, on(target)),
    increaseTime: async (seconds, target) =>
      (await call<{ offset: number }>("POST", "chain/time", { increase: seconds }, on(target))).offset,
    setNextBlockTimestamp: async (seconds, target) =>
      void (await call("POST", "chain/time", { nextBlockTimestamp: seconds }, on(target))),
    setBalance: async (address, wei, target) =>
      void (await call("POST", "chain/balance", { address, wei: wei.toString() }, on(target))),
    impersonate: async (address, target) => void (await call("POST", "chain/impersonate", { address }, on(target))),
    stopImpersonating: async (address, target) =>
      void (await call("POST", "chain/impersonate", { address, stop: true }, on(target))),
  };
}
