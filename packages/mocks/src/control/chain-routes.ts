// The node mock's /__avaspec/chain/ routes (local mode): the dev methods users of anvil and hardhat reach for, over
// HTTP for a test that steers the chain beside its client. @avaspec/chain's runDevControl checks the body and runs the
// chain's own method; here only the routes, the body read and the answers. `?chain=` names the chain (default C).
import type { DevAction, LocalNetwork } from "@avaspec/chain";
import type { ApiEngine, ControlRoute, MockRequest, MockResponse } from "../server/exchange.js";
import { jsonAnswer } from "../server/json.js";
import { type ControlTarget, Refusal, type RouteLine, readBody, routesOf } from "./routes.js";

/** An engine that may run the local network (the node engine). */
interface LocalNetworkEngine {
  /** the network once started; undefined when the mock serves its generated chains */
  localNetwork(): Promise<LocalNetwork | undefined>;
}

const CHAIN = ["chain"];

const LINES: readonly RouteLine[] = [
  ["GET", "chain", [], "local mode: the local network's chains, their IDs, aliases and heads", listChains],
  ["POST", "chain/snapshot", CHAIN, "local mode: evm_snapshot; answers the snapshot's id", act("snapshot")],
  ["POST", "chain/revert", CHAIN, 'local mode: evm_revert to {"id"}; answers whether it was known', act("revert")],
  ["POST", "chain/mine", CHAIN, 'local mode: evm_mine a block (optional {"timestamp"} in seconds)', act("mine")],
  ["POST", "chain/time", CHAIN, 'local mode: {"increase": seconds} or {"nextBlockTimestamp": seconds}', act("time")],
  ["POST", "chain/balance", CHAIN, 'local mode: anvil_setBalance of {"address", "wei"}', act("balance")],
  [
    "POST",
    "chain/impersonate",
    CHAIN,
    'local mode: anvil_impersonateAccount {"address"} (and "stop": true)',
    act("impersonate"),
  ],
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

async function listChains(plane: ControlTarget): Promise<MockResponse> {
  const { describeNetwork } = await import("@avaspec/chain");
  return jsonAnswer(200, describeNetwork(await networkOf(plane)));
}

function act(action: DevAction) {
  return async (plane: ControlTarget, request: MockRequest): Promise<MockResponse> => {
    const body = request.body.length === 0 ? undefined : readBody(request);
    const network = await networkOf(plane);
    const { DevControlError, runDevControl } = await import("@avaspec/chain");
    try {
      return jsonAnswer(200, await runDevControl(network, action, request.query.chain, body));
    } catch (error) {
      if (error instanceof DevControlError) throw new Refusal(error.status, error.message);
      throw error;
    }
  };
}
