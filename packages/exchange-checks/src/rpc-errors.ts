// JSON-RPC errors as the OpenRPC document declares them: code, and the exact message or a pattern it must match.

export interface RpcErrorSpec {
  code: number;
  /** Exact message, or a regular expression (x-avaspec-message-pattern) the message must match. */
  message?: string;
  pattern?: string;
  /** Name of the error in components/errors, when it has one. */
  name?: string;
}

const patterns = new Map<string, RegExp>();
/** Compiled once per pattern; a pattern that is not a regular expression throws (a fault of the spec). */
function regex(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) {
    re = new RegExp(pattern);
    patterns.set(pattern, re);
  }
  return re;
}

export function errorMatches(e: { code: unknown; message: unknown }, spec: RpcErrorSpec): boolean {
  if (e.code !== spec.code) return false;
  if (spec.pattern !== undefined) return typeof e.message === "string" && regex(spec.pattern).test(e.message);
  if (spec.message !== undefined) return e.message === spec.message;
  return true;
}

export function describeErrors(specs: readonly RpcErrorSpec[]): string {
  return specs
    .map((s) => `${s.code}${s.pattern ? ` /${s.pattern}/` : s.message ? ` "${s.message}"` : ""}`)
    .join(" or ");
}

/** An OpenRPC error object (dereferenced) as a spec to match. */
export function errorSpecOf(e: any, name?: string): RpcErrorSpec {
  return {
    code: e.code,
    ...(typeof e.message === "string" ? { message: e.message } : {}),
    ...(typeof e["x-avaspec-message-pattern"] === "string" ? { pattern: e["x-avaspec-message-pattern"] } : {}),
    ...(name ? { name } : {}),
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
