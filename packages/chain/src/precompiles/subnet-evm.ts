// The EVM of a subnet-EVM chain: @ethereumjs's, with subnet-evm's stateful precompiles at their addresses and its
// deployer allow list on contract creation. @ethereumjs hands a precompile only its input, gas and the EVM, so this
// subclass keeps the message each call runs (caller, static flag, delegation) for the precompile to read.
import type { EVMOpts, EVMResult, Message, PrecompileInput } from "@ethereumjs/evm";
import type { StateManagerInterface } from "@ethereumjs/common";
import { Account, type Address, createAddressFromString } from "@ethereumjs/util";
import type { Hex } from "../chain.js";
import { type InterpreterClass, LeanEVM } from "../executing/lean-evm.js";
import type { FeeConfig, PrecompileConfig, PrecompileKey } from "../profiles.js";
import { allowListFunctions, isEnabled, readRole, Role, writeRole } from "./allow-list.js";
import { feeManagerFunctions, storeFeeConfig } from "./fee-manager.js";
import { PRECOMPILE_ADDRESSES } from "./interfaces.js";
import { nativeMinterFunctions } from "./native-minter.js";
import { checksummed, failed, type PrecompileFunction, runPrecompile } from "./runtime.js";

const FUNCTIONS: Record<PrecompileKey, () => Map<Hex, PrecompileFunction>> = {
  contractDeployerAllowListConfig: allowListFunctions,
  contractNativeMinterConfig: nativeMinterFunctions,
  txAllowListConfig: allowListFunctions,
  feeManagerConfig: feeManagerFunctions,
};

const DEPLOYER_ALLOW_LIST = createAddressFromString(PRECOMPILE_ADDRESSES.contractDeployerAllowListConfig);
const TX_ALLOW_LIST = createAddressFromString(PRECOMPILE_ADDRESSES.txAllowListConfig);
/** what subnet-evm puts at an activated precompile's address, so the account is never empty */
const PRECOMPILE_CODE = new Uint8Array([0x01]);

export class SubnetEVM extends LeanEVM {
  /** the messages being executed, innermost last: a precompile runs inside its own message's _executeCall */
  readonly #running: Message[] = [];
  readonly #deployerAllowList: boolean;

  constructor(opts: EVMOpts, enabled: readonly PrecompileKey[], Interpreter: InterpreterClass) {
    const customPrecompiles = enabled.map((key) => {
      const address = createAddressFromString(PRECOMPILE_ADDRESSES[key]);
      const functions = FUNCTIONS[key]();
      return { address, function: (input: PrecompileInput) => SubnetEVM.#run(input, address, functions) };
    });
    super({ ...opts, customPrecompiles }, Interpreter);
    this.#deployerAllowList = enabled.includes("contractDeployerAllowListConfig");
  }

  static #run(input: PrecompileInput, self: Address, functions: ReadonlyMap<Hex, PrecompileFunction>) {
    const evm = input._EVM;
    if (!(evm instanceof SubnetEVM)) throw new Error("a subnet-evm precompile runs only in a SubnetEVM");
    const message = evm.#running.at(-1);
    if (!message) throw new Error("a precompile ran outside a message");
    const site = {
      self,
      caller: message.caller,
      readOnly: message.isStatic,
      delegated: message.delegatecall || !message.to?.equals(self),
      blockNumber: evm._block?.header.number ?? 0n,
      state: evm.stateManager,
    };
    return runPrecompile(functions, site, input.data, input.gasLimit);
  }

  protected override async _executeCall(message: Message & { to: Address }): Promise<EVMResult> {
    this.#running.push(message);
    try {
      return await super._executeCall(message);
    } finally {
      this.#running.pop();
    }
  }

  /** subnet-evm's CanCreateContract: tx.origin must be enabled on the deployer allow list, CREATE/CREATE2 too. */
  protected override async _executeCreate(message: Message): Promise<EVMResult> {
    const origin = this._tx?.origin;
    if (
      this.#deployerAllowList &&
      origin &&
      !isEnabled(await readRole(this.stateManager, DEPLOYER_ALLOW_LIST, origin))
    ) {
      const text = `tx.origin ${checksummed(origin.toString())} is not authorized to deploy a contract`;
      // the receipt names the address it would have had, as geth's does for any failed creation
      return { createdAddress: await this._generateAddress(message), execResult: failed(text, message.gasLimit) };
    }
    return super._executeCreate(message);
  }
}

/** The enabled precompiles' keys (this package's chains enable theirs at genesis, blockTimestamp 0). */
export const enabledPrecompiles = (configs: Partial<Record<PrecompileKey, PrecompileConfig>> = {}): PrecompileKey[] =>
  (Object.keys(configs) as PrecompileKey[]).filter((key) => configs[key] !== undefined);

/** subnet-evm's activation at genesis: each precompile's account, its allow list roles, the fee manager's config. */
export async function activatePrecompiles(
  state: StateManagerInterface,
  configs: Partial<Record<PrecompileKey, PrecompileConfig>>,
  feeConfig: FeeConfig,
): Promise<void> {
  for (const key of enabledPrecompiles(configs)) {
    const config = configs[key] as PrecompileConfig;
    const address = createAddressFromString(PRECOMPILE_ADDRESSES[key]);
    await state.putAccount(address, new Account(1n));
    await state.putCode(address, PRECOMPILE_CODE);
    const roles: [Hex[] | undefined, bigint][] = [
      [config.enabledAddresses, Role.Enabled],
      [config.adminAddresses, Role.Admin],
      [config.managerAddresses, Role.Manager],
    ];
    for (const [addresses, role] of roles) {
      for (const who of addresses ?? []) await writeRole(state, address, createAddressFromString(who), role);
    }
    if (key === "feeManagerConfig") await storeFeeConfig(state, feeConfig, 0n, address);
  }
}

/** subnet-evm's txpool and state transition: a sender the transaction allow list does not enable is refused. */
export async function txAllowListRefusal(state: StateManagerInterface, from: Hex): Promise<string | undefined> {
  if (isEnabled(await readRole(state, TX_ALLOW_LIST, createAddressFromString(from)))) return undefined;
  return `cannot issue transaction from non-allow listed address: ${checksummed(from)}`;
}
