// @avaspec/exchange-checks: check one HTTP or JSON-RPC exchange against the avaspec contracts.
export type {
  Violation,
  HeaderValues,
  BodyInput,
  RestRequestInput,
  HttpResponseInput,
  CheckerOptions,
} from "./types.js";
export { createRestChecker, restCheckerSchemas, type RestChecker } from "./rest.js";
export { createRpcChecker, rpcCheckerSchemas, type RpcChecker, type RpcEndpoint } from "./rpc.js";
export { precompiledModule, validatorRuntime, type PrecompiledSchema } from "./precompiled.js";
export { checkRestResponse, declaredResponse, type ResponseCheck } from "./rest-response.js";
export { operationsOf, type RestOperation } from "./routes.js";
export { checkEnvelope, checkRpcHttp, type EnvelopeCheck, type EnvelopeExpectation } from "./rpc-envelope.js";
export { describeErrors, errorMatches, errorMismatch, errorSpecOf, type RpcErrorSpec } from "./rpc-errors.js";
export { paramsSchema } from "./rpc-request.js";
export { assignAnswers, groupedBy } from "./batch-match.js";
export {
  SchemaValidators,
  schemaErrorTexts,
  type Dialect,
  type PrecompiledValidators,
  type SchemaCheck,
  type SchemaError,
} from "./schemas.js";
export { excerpt, jsonPrefix, mediaType, quoted } from "./limits.js";
