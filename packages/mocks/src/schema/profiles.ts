// The Ajv configurations of the schemas compiled outside the REST request path: the node's JSON-RPC parameters
// and the control plane's bodies. One list, read by the code that compiles at run time (Node) and by the generator
// that compiles ahead of time (for a browser, where nothing may be eval'd).

export type SchemaProfile = "node" | "control";

export const PROFILES: Record<SchemaProfile, { options: Record<string, unknown>; formats: boolean }> = {
  node: {
    options: { strict: false, allErrors: false, validateFormats: true, code: { optimize: true } },
    formats: true,
  },
  control: { options: { allErrors: true, strict: true, allowUnionTypes: true, verbose: true }, formats: false },
};
