// What checking control input needs, loaded on first need: the YAML parser for a file's text, the generated
// validators for rules, scenarios, verifications and latency. Neither is in a page's bundle at start.
import { loadControlValidators } from "../schema/validators.js";
import { loadYaml } from "./yaml.js";

/** Loads what the start options' rules and scenario (objects, or a file's text or path) are checked with. */
export async function loadControlInputs(options: { faults?: unknown; scenario?: unknown }): Promise<void> {
  if (typeof options.faults === "string" || typeof options.scenario === "string") await loadYaml();
  if (options.faults !== undefined || options.scenario !== undefined) await loadControlValidators();
}
