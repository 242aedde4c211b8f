// The node mock's /__avaspec/chain/ routes (local mode): the dev methods users of anvil and hardhat reach for
// (evm_snapshot, evm_revert, evm_mine, evm_increaseTime, evm_setNextBlockTimestamp, anvil_setBalance,
// anvil_impersonateAccount), over HTTP for a test that steers the chain beside its client. Each runs the chain's own
// method, so the control plane and JSON-RPC cannot disagree. `?chain=` names the chain (default C).
import type { LocalNetwork, NetworkChain } from "@avaspec/chain";
import type { ApiEngine, ControlRoute, MockRequest, MockResponse } from "../server/exchange.js";
import { jsonAnswer } from "../server/json.js";
import { type ControlTarget, Refusal, type RouteLine, readBody, routesOf } from "./routes.js";

/** An engine that may run the local network (the node engine). */
interface LocalNetworkEngine {
  /** the network once started; undefined when the mock serves its generated chains */
  localNetwork(): Promise<LocalNetwork | undefined>;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const MAX_UINT256 = 2n ** 256n - 1n;
const CHAIN = ["chain"];

const LINES: readonly RouteLine[] = [
  ["GET", "chain", [], "local mode: the local network's chains, their IDs, aliases and heads", listChains],
  ["POST", "chain/snapshot", CHAIN, "local mode: evm_snapshot; answers the snapshot's id", snapshot],
  ["POST", "chain/revert", CHAIN, 'local mode: evm_revert to {"id"}; answers whether it was known', revert],
  ["POST", "chain/mine", CHAIN, 'local mode: evm_mine a block (optional {"timestamp"} in seconds)', mine],
  ["POST", "chain/time", CHAIN, 'local mode: {"increase": seconds} or {"nextBlockTimestamp": seconds}', time],
  ["POST", "chain/balance", CHAIN, 'local mode: anvil_setBalance of {"address", "wei"}', balance],
  ["POST", "chain/impersonate", CHAIN, 'local mode: anvil_impersonateAccount {"address"} (and "stop": true)', act],
];

/** The node mock's chain routes; every other server has none. */
export function chainRoutes(plane: ControlTarget): ControlRoute[] {
  return routesOf(plane, LINES);
}

async function networkOf(plane: ControlTarget): Promise<LocalNetwork> {
  const engine: ApiEngine & Partial<LocalNetworkEngine> = plane.engine();
  const network = engine.localNetwork ? await engine.localNetwork() : undefined;
  if (!network) {
    throw new Refusal(
      409,
      "the node mock serves its generated chains; the chain routes steer the local network " +
        "(start it with --network-id local)",
    );
  }
  return network;
}

async function chainOf(
  plane: ControlTarget,
  request: MockRequest,
): Promise<{ network: LocalNetwork; chain: NetworkChain }> {
  const network = await networkOf(plane);
  const name = request.query.chain ?? "C";
  if (typeof name !== "string") throw new Refusal(400, "chain must be given once");
  const chain = network.chainNamed(name);
  if (!chain) {
    const names = network.chains.flatMap((c) => [...c.aliases, c.blockchainId]).join(", ");
    throw new Refusal(404, `no chain "${name}" in the local network; chain must be one of ${names}`);
  }
  return { network, chain };
}

/** Runs one of the chain's JSON-RPC methods; a refusal of the chain's is a 400 with its text. */
async function run(network: LocalNetwork, chain: NetworkChain, method: string, params: unknown[]): Promise<unknown> {
  try {
    return await chain.request({ method, params });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Refusal(400, `${method}: ${message}`);
  } finally {
    network.cChainIndex.sync(); // blocks mined or taken back reach the index, as after a JSON-RPC call
  }
}

/** The body as an object with only these fields (an empty body is `{}` when none is required). */
function fieldsOf(
  request: MockRequest,
  allowed: readonly string[],
  required: readonly string[],
): Record<string, unknown> {
  if (request.body.length === 0 && required.length === 0) return {};
  const body = readBody(request);
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new Refusal(400, `the body must be a JSON object with ${allowed.map((f) => `"${f}"`).join(", ")}`);
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !allowed.includes(key));
  if (unknown !== undefined) {
    throw new Refusal(400, `unknown field "${unknown}"; allowed: ${allowed.join(", ")}`);
  }
  const missing = required.find((key) => fields[key] === undefined);
  if (missing !== undefined) throw new Refusal(400, `"${missing}" is required`);
  return fields;
}

function address(value: unknown, field: string): string {
  if (typeof value === "string" && ADDRESS.test(value)) return value;
  throw new Refusal(400, `"${field}" must be an address (0x and 40 hex digits), got ${JSON.stringify(value)}`);
}

/** Seconds as a whole number of at most 2^53 (a JSON number or a decimal or 0x string). */
function seconds(value: unknown, field: string): string {
  const n = wholeNumber(value);
  if (n === undefined || n > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Refusal(400, `"${field}" must be a whole number of seconds, got ${JSON.stringify(value)}`);
  }
  return `0x${n.toString(16)}`;
}

function wei(value: unknown, field: string): string {
  const n = wholeNumber(value);
  if (n === undefined || n > MAX_UINT256) {
    throw new Refusal(
      400,
      `"${field}" must be a whole number of wei up to 2^256 - 1 (a decimal or 0x string), got ${JSON.stringify(value)}`,
    );
  }
  return `0x${n.toString(16)}`;
}

function wholeNumber(value: unknown): bigint | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  if (typeof value !== "string" || !/^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/.test(value)) return undefined;
  return BigInt(value);
}

async function listChains(plane: ControlTarget): Promise<MockResponse> {
  const network = await networkOf(plane);
  const chains = network.chains.map(({ name, blockchainId, aliases, chain }) => ({
    name,
    blockchainId,
    aliases,
    chainId: Number(chain.chainId),
    head: Number(chain.head().number),
  }));
  return jsonAnswer(200, { networkId: network.networkId, chains });
}

async function snapshot(plane: ControlTarget, request: MockRequest): Promise<MockResponse> {
  fieldsOf(request, [], []);
  const { network, chain } = await chainOf(plane, request);
  return jsonAnswer(200, { id: await run(network, chain, "evm_snapshot", []) });
}

async function revert(plane: ControlTarget, request: MockRequest): Promise<MockResponse> {
  const { id } = fieldsOf(request, ["id"], ["id"]);
  const snapshotId = wholeNumber(id);
  if (snapshotId === undefined) {
    throw new Refusal(400, `"id" must be a snapshot's id (as /chain/snapshot answered it), got ${JSON.stringify(id)}`);
  }
  const { network, chain } = await chainOf(plane, request);
  return jsonAnswer(200, { reverted: await run(network, chain, "evm_revert", [`0x${snapshotId.toString(16)}`]) });
}

async function mine(plane: ControlTarget, request: MockRequest): Promise<MockResponse> {
  const { timestamp } = fieldsOf(request, ["timestamp"], []);
  const params = timestamp === undefined ? [] : [seconds(timestamp, "timestamp")];
  const { network, chain } = await chainOf(plane, request);
  await run(network, chain, "evm_mine", params);
  const head = chain.chain.head();
  return jsonAnswer(200, { number: Number(head.number), hash: head.hash, timestamp: Number(head.timestamp) });
}

async function time(plane: ControlTarget, request: MockRequest): Promise<MockResponse> {
  const fields = fieldsOf(request, ["increase", "nextBlockTimestamp"], []);
  const given = Object.keys(fields);
  if (given.length !== 1) throw new Refusal(400, 'send one of "increase" (seconds) or "nextBlockTimestamp" (seconds)');
  const { network, chain } = await chainOf(plane, request);
  if (fields.increase !== undefined) {
    const offset = await run(network, chain, "evm_increaseTime", [seconds(fields.increase, "increase")]);
    return jsonAnswer(200, { offset: Number(offset) });
  }
  const next = seconds(fields.nextBlockTimestamp, "nextBlockTimestamp");
  await run(network, chain, "evm_setNextBlockTimestamp", [next]);
  return jsonAnswer(200, { nextBlockTimestamp: Number(next) });
}

async function balance(plane: ControlTarget, request: MockRequest): Promise<MockResponse> {
  const fields = fieldsOf(request, ["address", "wei"], ["address", "wei"]);
  const who = address(fields.address, "address");
  const amount = wei(fields.wei, "wei");
  const { network, chain } = await chainOf(plane, request);
  await run(network, chain, "anvil_setBalance", [who, amount]);
  return jsonAnswer(200, { address: who, wei: BigInt(amount).toString() });
}

async function act(plane: ControlTarget, request: MockRequest): Promise<MockResponse> {
  const fields = fieldsOf(request, ["address", "stop"], ["address"]);
  const who = address(fields.address, "address");
  if (fields.stop !== undefined && typeof fields.stop !== "boolean") {
    throw new Refusal(400, `"stop" must be true or false, got ${JSON.stringify(fields.stop)}`);
  }
  const { network, chain } = await chainOf(plane, request);
  const stop = fields.stop === true;
  await run(network, chain, stop ? "anvil_stopImpersonatingAccount" : "anvil_impersonateAccount", [who]);
  return jsonAnswer(200, { address: who, impersonated: !stop });
}
