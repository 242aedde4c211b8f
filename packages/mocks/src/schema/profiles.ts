// The Ajv configurations of the schemas compiled outside the REST request path: the node's JSON-RPC parameters
// and the control plane's bodies, each one of the spec model's named profiles. One list, read by the code that
// compiles at run time (Node) and by the generator that compiles ahead of time (for a browser, where nothing may be
// eval'd).
import type { AjvProfile } from "@avaspec/spec-model/ajv-profiles";

export type SchemaProfile = "node" | "control";

export const PROFILES = {
  /** is a parameter valid (the first error is enough), formats checked */
  node: "openrpc-first",
  /** a control body: strict, every error, each with its schema */
  control: "strict-all",
} as const satisfies Record<SchemaProfile, AjvProfile>;
