// The REST part of the suite: for each operation its cases (rest-cases.ts, rest-rules.ts) and the flows every REST
// flow kind derives from it (flows/kinds.ts); per path, a method it does not serve.
import { type JsonObject, type Operation as ModelOperation, readOperations } from "@avaspec/spec-model";
import { REST_FLOW_KINDS } from "../flows/kinds.js";
import type { Flow } from "../suite.js";
import type { OperationInfo, RestApiName, RestCase } from "../types.js";
import {
  bodyCases,
  enumCases,
  exampleCases,
  negativeCases,
  optionalKeyCases,
  preferCases,
  unservedMethodCase,
} from "./rest-cases.js";
import { dayOnlyOf, declaredOf, operationInfo, operationOf, requestsOf, sinkOf } from "./rest-operation.js";
import { dayOnlyRules, pageTokenRule, shortWindowRules, unknownIdRule } from "./rest-rules.js";
import { makeAjv } from "./schema.js";

export interface SuitePart<C> {
  operations: OperationInfo[];
  cases: C[];
  flows: Flow[];
}

export function restSuite(api: RestApiName, doc: JsonObject): SuitePart<RestCase> {
  const ajv = makeAjv("openapi");
  const cases: RestCase[] = [];
  const flows: Flow[] = [];
  const operations: OperationInfo[] = [];
  /** the operations of each path, in document order */
  const byPath = new Map<string, ModelOperation[]>();
  const documentOps = readOperations(doc);
  for (const op of documentOps) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  for (const ops of byPath.values()) {
    const methods = ops.map((op) => op.method);
    for (const model of ops) {
      const operation = operationOf(api, model, doc);
      const declared = declaredOf(model);
      const dayOnly = dayOnlyOf(operation);
      const requests = requestsOf(operation, dayOnly.fix);
      const sink = sinkOf(operation, cases);
      operations.push(operationInfo(operation, declared));
      exampleCases(operation, requests, dayOnly.fix, sink);
      optionalKeyCases(model, doc, requests, sink);
      enumCases(operation, requests, dayOnly, sink);
      preferCases(declared, requests, sink);
      shortWindowRules(operation, requests, dayOnly.fix, sink);
      dayOnlyRules(dayOnly, declared, requests, sink);
      for (const p of operation.params) {
        negativeCases(p, ajv, declared, requests, sink);
        unknownIdRule(p, ajv, declared, requests, sink);
        pageTokenRule(p, declared, requests, sink);
      }
      bodyCases(model, ajv, declared, requests, sink);
      for (const kind of REST_FLOW_KINDS)
        flows.push(...kind.derive({ operation, operations: documentOps, doc, requests, dayOnly }));
    }
    unservedMethodCase(api, ops, methods, cases);
  }
  return { operations, cases, flows };
}
