// REST responses: status declared for the operation, content type declared, JSON, body schema, required headers.
import { bodyText, excerpt, header, mediaType, parseJson } from "./limits.js";
import type { RestOperation } from "./routes.js";
import type { SchemaValidators } from "./schemas.js";
import type { HttpResponseInput, Violation } from "./types.js";

/** The response object the operation declares for a status (exact, then 4XX, then default). */
export function declaredResponse(op: any, status: number): any | undefined {
  const r = op.responses ?? {};
  const s = String(status);
  return r[s] ?? r[`${s[0]}XX`] ?? r[`${s[0]}xx`] ?? r.default;
}

/** What `checkResponse` found, and the parsed JSON body when there was one. */
export interface ResponseCheck {
  violations: Violation[];
  body?: unknown;
}

export function checkRestResponse(
  operation: RestOperation,
  validators: SchemaValidators,
  input: HttpResponseInput,
  maxSchemaErrors: number,
): ResponseCheck {
  const { op, id } = operation;
  const status = input.status;
  const base = { operation: id, side: "response" as const };
  const response = declaredResponse(op, status);
  const declared = Object.keys(op.responses ?? {});
  if (!response)
    return {
      violations: [
        {
          ...base,
          rule: "status-declared",
          where: "/status",
          expected: declared.join(", "),
          actual: String(status),
          message: `HTTP ${status} is not declared for ${id} (declared: ${declared.join(", ")})`,
        },
      ],
    };
  const violations: Violation[] = [];
  for (const [name, h] of Object.entries<any>(response.headers ?? {})) {
    if (h?.required && header(input.headers, name) === undefined)
      violations.push({
        ...base,
        rule: "header-required",
        where: `/headers/${name.toLowerCase()}`,
        expected: "present (required)",
        message: `required header ${name} missing from HTTP ${status}`,
      });
  }
  const content = response.content as Record<string, { schema?: unknown }> | undefined;
  if (!content || !Object.keys(content).length) return { violations };
  const ct = header(input.headers, "content-type") ?? "";
  const mt = mediaType(ct);
  const key =
    Object.keys(content).find((k) => k.toLowerCase() === mt) ??
    Object.keys(content).find((k) => k.endsWith("/*") && mt.startsWith(k.slice(0, -1)));
  if (!key) {
    const expected = Object.keys(content).join(", ");
    violations.unshift({
      ...base,
      rule: "content-type",
      where: "/headers/content-type",
      expected,
      actual: ct || "(none)",
      message: `content type "${ct || "(none)"}" is not declared for HTTP ${status} (declared: ${expected})`,
    });
    return { violations };
  }
  if (!/json/.test(key)) return { violations };
  const checked = checkJsonBody(content[key]?.schema, validators, input, maxSchemaErrors, base, status);
  return { violations: [...checked.violations, ...violations], ...("body" in checked ? { body: checked.body } : {}) };
}

/** The body: JSON, then valid against the schema of its status and content type. */
function checkJsonBody(
  schema: unknown,
  validators: SchemaValidators,
  input: HttpResponseInput,
  maxSchemaErrors: number,
  base: { operation: string; side: "response" },
  status: number,
): ResponseCheck {
  const body = bodyText(input.body);
  let value = body.parsed;
  if (body.parsed === undefined) {
    const parsed = parseJson(body.text ?? "");
    if (!parsed.ok)
      return {
        violations: [
          {
            ...base,
            rule: "body-json",
            where: "/body",
            expected: "JSON",
            actual: excerpt(body.text ?? "(empty)"),
            message: `HTTP ${status} body is not JSON${body.text ? `: ${excerpt(body.text, 160)}` : ""}`,
          },
        ],
      };
    value = parsed.value;
  }
  const check = validators.check(schema, value, maxSchemaErrors);
  const violations: Violation[] = (check?.errors ?? []).map((e) => ({
    ...base,
    rule: "body-schema",
    where: `/body${e.where}`,
    expected: e.expected,
    ...(e.missing === undefined ? { actual: excerpt(e.data) } : {}),
    message: `HTTP ${status} body ${e.text}`,
  }));
  return { violations, body: value };
}
