// @avaspec/spec-model: the one reader of the assembled documents and of every x-avaspec-* extension.
export { type JsonObject, refName, resolveRef, schemaTypes, titledComponents } from "./json.js";
export { EXTENSIONS, type Extension } from "./extensions.js";
export {
  answerOf,
  HTTP_METHODS,
  jsonSchemaOf,
  operationsById,
  readOperations,
  type Answer,
  type Content,
  type Example,
  type MetricRule,
  type Operation,
  type Pagination,
  type Parameter,
} from "./rest.js";
export { RouteTable, type RouteMatch } from "./routes.js";
export {
  errorMatches,
  readEndpoints,
  readError,
  readMethod,
  readRpc,
  templateRegExp,
  type Endpoint,
  type Method,
  type RpcError,
  type RpcExample,
  type RpcModel,
  type RpcParam,
} from "./rpc.js";
export {
  AJV_PROFILES,
  ajvOf,
  schemaDigest,
  schemaWithoutProse,
  standaloneFunction,
  VALIDATOR_RUNTIME_IDS,
  withoutIds,
  type AjvInstance,
  type AjvProfile,
} from "./ajv.js";
export { PatternError, parsePattern, samplePattern, type PatternNode } from "./patterns.js";
export { patternArbitrary } from "./pattern-arbitrary.js";
export { base58Decode, base58Encode, cb58Checksum, cb58Decode, cb58Encode, isCb58Id, isNodeId } from "./ids.js";
export { readLinks, type Link } from "./links.js";
export { optionalApiKeyHeaders, readSecurity, type Security } from "./security.js";
export { ownParameterExamples, parameterExamples, type ParameterExample } from "./parameter-examples.js";
export { serverDefaults } from "./servers.js";
export { mergeSchemas, schemaBranches } from "./branches.js";
export { endpointPaths, fillTemplate } from "./endpoint-paths.js";
export { dereference } from "./deref.js";
export type { RpcServer } from "./rpc.js";
