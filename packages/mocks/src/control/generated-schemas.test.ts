// Every control body's schema has its validator generated ahead of time (src/generate.ts imports the modules that
// declare them): a browser page compiles no schema, so a missing one would fail only there, at run time.
import { expect, it } from "vitest";
import { GENERATED_CONTROL_VALIDATORS } from "../generated/control-validators.js";
import { requestedSchemas } from "../schema/validators.js";
import "./faults.js";
import "./latency.js";
import "./scenario.js";
import "./verify.js";

it("every control body schema the control plane asks for is among the generated validators", () => {
  const control = [...requestedSchemas().keys()].filter((key) => key.startsWith("control/"));
  expect(control.length).toBeGreaterThanOrEqual(4);
  expect(control.filter((key) => !(key in GENERATED_CONTROL_VALIDATORS.validators))).toEqual([]);
});
