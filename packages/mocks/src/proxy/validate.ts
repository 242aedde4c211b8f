// The validating layer: every exchange that passes is checked in both directions against the contract (the checks
// of @avaspec/exchange-checks). Violations are logged and kept, secrets redacted. Without strict mode the answer goes
// back untouched; in strict mode a violating answer becomes a 502 listing the violations, as `prism proxy --errors`.
import type { ApiName, Layer, MockRequest, MockResponse } from "../server/exchange.js";
import { errorBody } from "../server/json.js";
import { decodeBody } from "./body.js";
import type { RestChecker, RpcChecker, Violation } from "./checker.js";
import { isProxyAnswer } from "./forward.js";
import { Redactor } from "./secrets.js";
import { excerpt, type ViolationLog } from "./violations.js";
import { utf8Text } from "../server/bytes.js";

export interface ValidationOptions {
  api: ApiName;
  checker: { kind: "rest"; rest: RestChecker } | { kind: "jsonrpc"; rpc: RpcChecker };
  log: ViolationLog;
  /** answer a violating response with 502 and the violation list */
  strict: boolean;
  secrets: ReadonlySet<string>;
}

export function createValidationLayer(options: ValidationOptions): Layer {
  return async (request, target, next) => {
    const response = await next(request, target);
    if (isProxyAnswer(response)) return response;
    const { operation, violations } = await checkExchange(options, request, response);
    if (violations.length === 0) return response;
    const redactor = new Redactor(options.secrets, request.headers, request.query, { body: utf8Text(request.body) });
    const safe = redactor.json(violations);
    options.log.report(
      {
        api: options.api,
        operation,
        request: {
          method: request.method,
          path: redactor.text(request.path),
          query: redactor.query(request.query),
          headers: redactor.headers(request.headers),
          body: redactor.text(excerpt(request.body)),
        },
        response: {
          status: response.status,
          headers: redactor.headers(response.headers),
          body: redactor.text(excerpt(response.body)),
        },
      },
      safe,
    );
    const broken = safe.filter((v) => v.side === "response");
    const answer = options.strict && broken.length > 0 ? strictAnswer(options.api, operation, broken) : response;
    // the journal shows them beside the request (control/journal.ts)
    return { ...answer, violations: safe.map(describeViolation) };
  };
}

async function checkExchange(
  options: ValidationOptions,
  request: MockRequest,
  response: MockResponse,
): Promise<{ operation?: string; violations: Violation[] }> {
  const pending = decodeBody(response.headers, response.body);
  const decoded = pending instanceof Promise ? await pending : pending;
  const answer = { status: response.status, headers: response.headers, body: decoded.text };
  if (options.checker.kind === "jsonrpc") {
    const violations = options.checker.rpc.checkExchange(request.path, utf8Text(request.body), answer);
    const methods = [...new Set(violations.map((v) => v.operation).filter((m): m is string => Boolean(m)))];
    return { operation: methods.join(",") || undefined, violations: [...decoded.violations, ...violations] };
  }
  const { rest } = options.checker;
  const operation = rest.identify(request.method, request.path);
  if (operation === undefined) {
    return {
      violations: [
        {
          rule: "operation-unknown",
          where: "",
          expected: "a method and path the spec declares",
          actual: `${request.method} ${request.path}`,
          message: `no operation of the ${options.api} spec is ${request.method} ${request.path}`,
          side: "request",
        },
      ],
    };
  }
  const sent = {
    path: request.path,
    query: request.query,
    headers: request.headers,
    body: request.body.length > 0 ? utf8Text(request.body) : undefined,
  };
  return {
    operation,
    violations: [
      ...rest.checkRequest(operation, sent),
      ...decoded.violations,
      ...rest.checkResponse(operation, answer),
    ],
  };
}

/** One readable line per violation: what rule, where, what was expected. */
function describeViolation(v: Violation): string {
  const where = v.where === "" ? "(root)" : v.where;
  return `${v.rule} at ${v.side} ${where}: ${v.message}`;
}

function strictAnswer(api: ApiName, operation: string | undefined, violations: Violation[]): MockResponse {
  const headers = { "content-type": "application/json", "x-avaspec-violations": String(violations.length) };
  const lines = violations.map(describeViolation);
  const what = operation ? `${operation}: ` : "";
  const message = [`avaspec proxy (strict): ${what}the upstream's answer breaks the contract`, ...lines];
  // REST: the seed's error body (its schema forbids extra keys), every violation one line of `message`
  if (api !== "node") {
    return { status: 502, headers, body: JSON.stringify(errorBody(502, message)) };
  }
  // node: no HTTP error body is declared; the message and the structured list
  return { status: 502, headers, body: JSON.stringify({ message: message[0], violations }) };
}
