// subnet-evm's allow list (precompile/allowlist): each address's role is stored at the precompile's own address,
// in the slot keyed by the address left-padded to 32 bytes. The deployer and transaction allow lists are this alone;
// the native minter and the fee manager carry one too.
import type { StateManagerInterface } from "@ethereumjs/common";
import type { Address } from "@ethereumjs/util";
import { bytesToBigInt, createAddressFromBigInt } from "@ethereumjs/util";
import type { Hex } from "../chain.js";
import { ALLOW_LIST_ABI } from "./interfaces.js";
import {
  addressWord,
  checksummed,
  type PrecompileCall,
  PrecompileFailure,
  type PrecompileFunction,
  readWords,
  selectorOf,
  topicOf,
  word,
} from "./runtime.js";

/** subnet-evm's roles, as stored and as readAllowList answers them. */
export const Role = { None: 0n, Enabled: 1n, Admin: 2n, Manager: 3n } as const;
type Role = (typeof Role)[keyof typeof Role];

const ROLE_NAMES = new Map<bigint, string>([
  [Role.None, "NoRole"],
  [Role.Enabled, "EnabledRole"],
  [Role.Admin, "AdminRole"],
  [Role.Manager, "ManagerRole"],
]);
const roleName = (role: bigint) => ROLE_NAMES.get(role) ?? "UnknownRole";

/** contract.WriteGasCostPerSlot and ReadGasCostPerSlot */
export const WRITE_SLOT_GAS = 20_000n;
export const READ_SLOT_GAS = 5_000n;
/** the LOG gas of a precompile's event: base, per topic, per data byte */
export const logGas = (topics: number, dataBytes: number) => 375n + 375n * BigInt(topics) + 8n * BigInt(dataBytes);

export async function readRole(state: StateManagerInterface, precompile: Address, who: Address): Promise<bigint> {
  return bytesToBigInt(await state.getStorage(precompile, addressWord(who)));
}

export async function writeRole(
  state: StateManagerInterface,
  precompile: Address,
  who: Address,
  role: bigint,
): Promise<void> {
  // NoRole is the empty slot, as in subnet-evm (common.Hash{} deletes the key)
  await state.putStorage(precompile, addressWord(who), role === Role.None ? new Uint8Array() : word(role));
}

/** Enabled, Admin and Manager may use what the list guards (Role.IsEnabled). */
export const isEnabled = (role: bigint) => role === Role.Enabled || role === Role.Admin || role === Role.Manager;

/** An Admin changes any role; a Manager only between None and Enabled (Role.CanModify). */
function canModify(caller: bigint, from: bigint, to: bigint): boolean {
  if (caller === Role.Admin) return true;
  const plain = (r: bigint) => r === Role.Enabled || r === Role.None;
  return caller === Role.Manager && plain(from) && plain(to);
}

const ROLE_SET = topicOf(ALLOW_LIST_ABI, "RoleSet");

function setterOf(role: Role): PrecompileFunction {
  return async (call: PrecompileCall) => {
    call.useGas(WRITE_SLOT_GAS);
    const [target = 0n] = readWords(call.input, 1);
    const modified = createAddressFromBigInt(target & ((1n << 160n) - 1n));
    if (call.readOnly) throw new PrecompileFailure("write protection");
    const callerRole = await readRole(call.state, call.self, call.caller);
    const from = await readRole(call.state, call.self, modified);
    if (!canModify(callerRole, from, role)) {
      // subnet-evm prints the caller after "modify address"
      throw new PrecompileFailure(
        `cannot modify allow list: modify address: ${checksummed(call.caller.toString())}, ` +
          `from role: ${roleName(from)}, to role: ${roleName(role)}`,
      );
    }
    call.useGas(logGas(4, 32));
    call.log([ROLE_SET, word(role), addressWord(modified), addressWord(call.caller)], word(from));
    await writeRole(call.state, call.self, modified, role);
    return new Uint8Array();
  };
}

async function readAllowList(call: PrecompileCall): Promise<Uint8Array> {
  call.useGas(READ_SLOT_GAS);
  const [target = 0n] = readWords(call.input, 1);
  return word(await readRole(call.state, call.self, createAddressFromBigInt(target & ((1n << 160n) - 1n))));
}

/** The allow list's five functions by selector. */
export function allowListFunctions(): Map<Hex, PrecompileFunction> {
  return new Map<Hex, PrecompileFunction>([
    [selectorOf(ALLOW_LIST_ABI, "readAllowList"), readAllowList],
    [selectorOf(ALLOW_LIST_ABI, "setAdmin"), setterOf(Role.Admin)],
    [selectorOf(ALLOW_LIST_ABI, "setEnabled"), setterOf(Role.Enabled)],
    [selectorOf(ALLOW_LIST_ABI, "setManager"), setterOf(Role.Manager)],
    [selectorOf(ALLOW_LIST_ABI, "setNone"), setterOf(Role.None)],
  ]);
}
