// Where fees go. coreth and subnet-evm (without `allowFeeRecipients`) mine with the blackhole address as coinbase, and
// their state transition credits it with gas used × the effective gas price, base fee included (libevm's
// `AddBalance(Coinbase, gasUsed * msg.GasPrice)`); @ethereumjs burns the base fee and credits only the tip.
import { Account, createAddressFromString } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import { BLACKHOLE as BLACKHOLE_ADDRESS } from "../blackhole.js";

export { BLACKHOLE_ADDRESS };

const BLACKHOLE = createAddressFromString(BLACKHOLE_ADDRESS);

/**
 * Credits the coinbase with the base fee part of each transaction's fee too, inside the transaction's own checkpoint
 * (`afterTx` runs before runTx commits), so a mined block carries it in its state root.
 */
export function creditWholeFees(vm: VM): void {
  // a listener of two arguments is awaited by runTx until it calls resolve
  vm.events.on("afterTx", (result, resolve) => {
    const baseFeePart = result.amountSpent - result.minerValue;
    if (baseFeePart <= 0n) return resolve?.();
    // the in-memory state cannot fail to read or write; were it to, the next state read fails the same way
    credit(vm, baseFeePart).then(
      () => resolve?.(),
      () => resolve?.(),
    );
  });
}

async function credit(vm: VM, wei: bigint): Promise<void> {
  const account = (await vm.stateManager.getAccount(BLACKHOLE)) ?? new Account();
  account.balance += wei;
  await vm.evm.journal.putAccount(BLACKHOLE, account);
}
