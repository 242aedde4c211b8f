// The shape of the generated suite (src/generated/suite.json). One definition, written by tools/contract-gen beside
// the suite (src/generated/suite-types.ts), so that the generator and the runner cannot drift.
export type * from "./generated/suite-types.js";
