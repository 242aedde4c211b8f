// The local network's dev methods as plain requests (what the mocks' /__avaspec/chain/ routes serve): evm_snapshot,
// evm_revert, evm_mine, evm_increaseTime, evm_setNextBlockTimestamp, anvil_setBalance and anvil_impersonateAccount,
// each taking a JSON body's fields and a chain's name, for a test that steers the chain beside its client. Each runs
// the chain's own method, so a control route and JSON-RPC cannot disagree. No transport here: a server maps
// DevControlError's status onto its own answer.
import type { LocalNetwork, NetworkChain } from "./local-network.js";

/** A request the network refuses: 400 (the body, or the chain's own refusal) or 404 (no such chain). */
export class DevControlError extends Error {
  override name = "DevControlError";
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

/** What `runDevControl` does; each is one dev method of the chain. */
export type DevAction = "snapshot" | "revert" | "mine" | "time" | "balance" | "impersonate";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const MAX_UINT256 = 2n ** 256n - 1n;

/** One chain of the network as `describeNetwork` lists it. */
export interface NetworkChainInfo {
  name: string;
  blockchainId: string;
  aliases: string[];
  /** the EVM chain ID */
  chainId: number;
  /** the head's block number */
  head: number;
}

export interface NetworkDescription {
  networkId: number;
  chains: NetworkChainInfo[];
}

/** The network's chains, their IDs, aliases and heads. */
export function describeNetwork(network: LocalNetwork): NetworkDescription {
  const chains = network.chains.map(({ name, blockchainId, aliases, chain }) => ({
    name,
    blockchainId,
    aliases: [...aliases],
    chainId: Number(chain.chainId),
    head: Number(chain.head().number),
  }));
  return { networkId: network.networkId, chains };
}

/**
 * Runs `action` on the chain `chainName` names (blockchain ID or alias; default C) with the body's fields (`undefined`
 * for an empty body), and answers what the route answers. Bad fields and the chain's refusals throw DevControlError.
 */
export async function runDevControl(
  network: LocalNetwork,
  action: DevAction,
  chainName: unknown,
  body: unknown,
): Promise<Record<string, unknown>> {
  return ACTIONS[action](body, (method, params) => run(network, chainOf(network, chainName), method, params));
}

type Run = (method: string, params: unknown[]) => Promise<unknown>;

const ACTIONS: Record<DevAction, (body: unknown, run: Run) => Promise<Record<string, unknown>>> = {
  async snapshot(body, run) {
    fieldsOf(body, [], []);
    return { id: await run("evm_snapshot", []) };
  },
  async revert(body, run) {
    const { id } = fieldsOf(body, ["id"], ["id"]);
    const snapshotId = wholeNumber(id);
    if (snapshotId === undefined) {
      throw refusal(`"id" must be a snapshot's id (as /chain/snapshot answered it), got ${JSON.stringify(id)}`);
    }
    return { reverted: await run("evm_revert", [`0x${snapshotId.toString(16)}`]) };
  },
  async mine(body, run) {
    const { timestamp } = fieldsOf(body, ["timestamp"], []);
    await run("evm_mine", timestamp === undefined ? [] : [seconds(timestamp, "timestamp")]);
    const head = (await run("eth_getBlockByNumber", ["latest", false])) as Record<string, string>;
    return { number: Number(head.number), hash: head.hash, timestamp: Number(head.timestamp) };
  },
  async time(body, run) {
    const fields = fieldsOf(body, ["increase", "nextBlockTimestamp"], []);
    if (Object.keys(fields).length !== 1) {
      throw refusal('send one of "increase" (seconds) or "nextBlockTimestamp" (seconds)');
    }
    if (fields.increase !== undefined) {
      return { offset: Number(await run("evm_increaseTime", [seconds(fields.increase, "increase")])) };
    }
    const next = seconds(fields.nextBlockTimestamp, "nextBlockTimestamp");
    await run("evm_setNextBlockTimestamp", [next]);
    return { nextBlockTimestamp: Number(next) };
  },
  async balance(body, run) {
    const fields = fieldsOf(body, ["address", "wei"], ["address", "wei"]);
    const who = address(fields.address, "address");
    const amount = wei(fields.wei, "wei");
    await run("anvil_setBalance", [who, amount]);
    return { address: who, wei: BigInt(amount).toString() };
  },
  async impersonate(body, run) {
    const fields = fieldsOf(body, ["address", "stop"], ["address"]);
    const who = address(fields.address, "address");
    if (fields.stop !== undefined && typeof fields.stop !== "boolean") {
      throw refusal(`"stop" must be true or false, got ${JSON.stringify(fields.stop)}`);
    }
    const stop = fields.stop === true;
    await run(stop ? "anvil_stopImpersonatingAccount" : "anvil_impersonateAccount", [who]);
    return { address: who, impersonated: !stop };
  },
};

const refusal = (message: string) => new DevControlError(400, message);

function chainOf(network: LocalNetwork, name: unknown = "C"): NetworkChain {
  if (typeof name !== "string") throw refusal("chain must be given once");
  const chain = network.chainNamed(name);
  if (!chain) {
    const names = network.chains.flatMap((c) => [...c.aliases, c.blockchainId]).join(", ");
    throw new DevControlError(404, `no chain "${name}" in the local network; chain must be one of ${names}`);
  }
  return chain;
}

/** Runs one of the chain's JSON-RPC methods; a refusal of the chain's is a 400 with its text. */
async function run(network: LocalNetwork, chain: NetworkChain, method: string, params: unknown[]): Promise<unknown> {
  try {
    return await chain.request({ method, params });
  } catch (error) {
    throw refusal(`${method}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    network.cChainIndex.sync(); // blocks mined or taken back reach the index, as after a JSON-RPC call
  }
}

/** The body as an object with only these fields (no body is `{}` when none is required). */
function fieldsOf(body: unknown, allowed: readonly string[], required: readonly string[]): Record<string, unknown> {
  if (body === undefined && required.length === 0) return {};
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw refusal(`the body must be a JSON object with ${allowed.map((f) => `"${f}"`).join(", ")}`);
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw refusal(`unknown field "${unknown}"; allowed: ${allowed.join(", ")}`);
  const missing = required.find((key) => fields[key] === undefined);
  if (missing !== undefined) throw refusal(`"${missing}" is required`);
  return fields;
}

function address(value: unknown, field: string): string {
  if (typeof value === "string" && ADDRESS.test(value)) return value;
  throw refusal(`"${field}" must be an address (0x and 40 hex digits), got ${JSON.stringify(value)}`);
}

/** Seconds as a whole number of at most 2^53 (a JSON number or a decimal or 0x string). */
function seconds(value: unknown, field: string): string {
  const n = wholeNumber(value);
  if (n === undefined || n > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw refusal(`"${field}" must be a whole number of seconds, got ${JSON.stringify(value)}`);
  }
  return `0x${n.toString(16)}`;
}

function wei(value: unknown, field: string): string {
  const n = wholeNumber(value);
  if (n === undefined || n > MAX_UINT256) {
    const why = "a whole number of wei up to 2^256 - 1 (a decimal or 0x string)";
    throw refusal(`"${field}" must be ${why}, got ${JSON.stringify(value)}`);
  }
  return `0x${n.toString(16)}`;
}

function wholeNumber(value: unknown): bigint | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  if (typeof value !== "string" || !/^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/.test(value)) return undefined;
  return BigInt(value);
}
