// Puts the control plane on a host: its layer around the answerer and its /__avaspec/ routes, from the options
// that startMocks, start*Mock and the CLI share. Bad options and files throw before the server listens.
import type { MockHost } from "../server/host.js";

/**
 * What the control plane needs of a host: its engine, a layer, routes (MockHost and MockApp both have them), and
 * the server whose close ends the plane's reset group (MockHost only).
 */
export type ControlHost = Pick<MockHost, "engine" | "use" | "addRoutes"> & { server?: MockHost["server"] };
import { type ControlClient, createControlClient } from "./client.js";
import { faultsForServer, readControlFile, scenarioForServer } from "./files.js";
import {
  checkControlToken,
  ControlOptionError,
  type ControlOptions,
  DEFAULT_JOURNAL_SIZE,
  type LatencyRange,
  MAX_JOURNAL_SIZE,
  parseLatency,
  parseRateLimit,
  type RateLimit,
} from "./options.js";
import { ControlPlane } from "./plane.js";
import { checkScenario, type ScenarioInput } from "./scenario.js";

export type { ControlOptions } from "./options.js";
import { ControlInputError } from "./shape.js";

function latencyOf(value: ControlOptions["latency"]): LatencyRange | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "object") return parseLatency(`${value.minMs}-${value.maxMs}`, "latency");
  return parseLatency(String(value), "latency");
}

function rateLimitOf(value: ControlOptions["rateLimit"]): RateLimit | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") return parseRateLimit(value, "rateLimit");
  return parseRateLimit(`${value.limit}/${value.windowMs / 1000}`, "rateLimit");
}

function journalSizeOf(value: number | undefined): number {
  if (value === undefined) return DEFAULT_JOURNAL_SIZE;
  if (!Number.isInteger(value) || value < 0 || value > MAX_JOURNAL_SIZE) {
    throw new ControlOptionError(`journalSize must be a whole number from 0 to ${MAX_JOURNAL_SIZE}, got ${value}`);
  }
  return value;
}

/** This server's rules and scenario, from a file or the per-server objects, checked against its catalogue. */
function startState(host: ControlHost, options: ControlOptions) {
  const engine = host.engine;
  const api = engine.api;
  const faults =
    typeof options.faults === "string"
      ? faultsForServer(readControlFile(options.faults, "faults"), api, engine)
      : options.faults?.[api];
  let scenario: ScenarioInput | undefined;
  if (typeof options.scenario === "string") {
    scenario = scenarioForServer(readControlFile(options.scenario, "scenario"), api, engine);
  } else if (options.scenario?.[api] !== undefined) {
    try {
      scenario = checkScenario(engine, options.scenario[api]);
    } catch (error) {
      if (error instanceof ControlInputError) throw new ControlOptionError(`scenario.${api}: ${error.message}`);
      throw error;
    }
  }
  return { faults, scenario };
}

export interface AttachOptions extends ControlOptions {
  /** the interface the server binds (decides whether a control token is required) */
  host?: string | undefined;
  seed?: string | number | undefined;
  log?: ((level: "warn", message: string) => void) | undefined;
}

/** Builds the control plane of `host`'s server and puts it on the host; undefined when control is off. */
export function attachControl(host: ControlHost, options: AttachOptions): ControlPlane | undefined {
  if (options.control === false) return undefined;
  checkControlToken(options.host ?? "127.0.0.1", options.controlToken);
  const { faults, scenario } = startState(host, options);
  let plane: ControlPlane;
  try {
    plane = new ControlPlane(() => host.engine, {
      seed: options.seed === undefined ? undefined : String(options.seed),
      journalSize: journalSizeOf(options.journalSize),
      latency: latencyOf(options.latency),
      rateLimit: rateLimitOf(options.rateLimit),
      controlToken: options.controlToken || undefined,
      faults,
      scenario,
      log: options.log,
      resetGroup: options.resetGroup,
    });
  } catch (error) {
    if (error instanceof ControlInputError) throw new ControlOptionError(`faults.${host.engine.api}: ${error.message}`);
    throw error;
  }
  host.use(plane.layer);
  host.addRoutes(plane.routes);
  host.server?.once("close", () => plane.close());
  return plane;
}

/** The running server, with the typed client of its control routes (`requests`, `faults`, `scenario`, `reset`). */
export function withControlClient<T extends { url: string }>(running: T, options: ControlOptions): T & ControlClient {
  return Object.assign(running, createControlClient(running.url, { token: options.controlToken || undefined }));
}
