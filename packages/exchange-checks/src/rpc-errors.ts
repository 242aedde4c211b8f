// JSON-RPC errors as the OpenRPC document declares them: code, and the exact message or a pattern it must match.
import { errorMatches as modelErrorMatches, readError, type RpcError } from "@avaspec/spec-model";

export interface RpcErrorSpec {
  code: number;
  /** Exact message, or a regular expression (x-avaspec-message-pattern) the message must match. */
  message?: string;
  pattern?: string;
  /** Name of the error in components/errors, when it has one. */
  name?: string;
}

/** Whether an error answered is the declared one: same code, and the exact message or one the pattern matches. */
export const errorMatches = (e: { code: unknown; message: unknown }, spec: RpcErrorSpec): boolean =>
  modelErrorMatches(e, spec);

export function describeErrors(specs: readonly RpcErrorSpec[]): string {
  return specs
    .map((s) => `${s.code}${s.pattern ? ` /${s.pattern}/` : s.message ? ` "${s.message}"` : ""}`)
    .join(" or ");
}

/** A declared error (read by the model) as a spec to match; only the model's error objects carry `raw`. */
export function errorSpecOf(e: any, name?: string): RpcErrorSpec {
  const { code, message, pattern, name: own } = "raw" in e ? (e as RpcError) : readError({}, e, name);
  return {
    code,
    ...(message !== undefined ? { message } : {}),
    ...(pattern !== undefined ? { pattern } : {}),
    ...((name ?? own) ? { name: name ?? own } : {}),
  };
}

/**
 * Which of `allowed` an error is: undefined when it matches one; otherwise the violation's rule and a reason
 * (a declared code with another message is "jsonrpc-error-message", an undeclared code "jsonrpc-error-code").
 */
export function errorMismatch(
  error: { code: number; message: string },
  allowed: readonly RpcErrorSpec[],
): { rule: "jsonrpc-error-code" | "jsonrpc-error-message"; expected: string; message: string } | undefined {
  if (!allowed.length || allowed.some((s) => errorMatches(error, s))) return undefined;
  const sameCode = allowed.filter((s) => s.code === error.code);
  if (sameCode.length) {
    const expected = describeErrors(sameCode);
    return {
      rule: "jsonrpc-error-message",
      expected,
      message: `error message "${error.message}" is not the specified one: ${expected}`,
    };
  }
  const expected = describeErrors(allowed);
  return {
    rule: "jsonrpc-error-code",
    expected,
    message: `error ${error.code} "${error.message}" is not the specified one: ${expected}`,
  };
}
