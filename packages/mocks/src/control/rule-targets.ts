// What a fault rule may name, per server, read from the specs through @avaspec/spec-model: each operation's path and
// query parameters, whether it takes a body, its declared statuses and example names (REST), each method's params,
// error codes and example names (node). `pnpm generate` writes it out as TypeScript types (generated/rule-types.ts),
// so a misspelt operation, parameter or status in a typed rule is a compile error.
import { type JsonObject, type Method, type Operation, readOperations, readRpc } from "@avaspec/spec-model";

interface RestRuleTarget {
  path: string[];
  query: string[];
  body: boolean;
  statuses: number[];
  examples: string[];
}

interface NodeRuleTarget {
  params: string[];
  errorCodes: number[];
  examples: string[];
}

interface RuleTargets {
  metrics: Record<string, RestRuleTarget>;
  data: Record<string, RestRuleTarget>;
  node: Record<string, NodeRuleTarget>;
}

const sorted = <T>(values: Iterable<T>): T[] => [...new Set(values)].sort();

function restTarget(op: Operation): RestRuleTarget {
  const named = (where: string) => sorted(op.parameters.filter((p) => p.in === where).map((p) => p.name));
  const examples = op.answers.flatMap((a) =>
    a.content.filter((c) => c.mediaType === "application/json").flatMap((c) => c.examples.map((e) => e.name)),
  );
  return {
    path: named("path"),
    query: named("query"),
    body: op.requestBody !== undefined,
    // only numbered statuses can be forced ("default" and "4XX" are not one status)
    statuses: sorted(op.answers.filter((a) => /^\d{3}$/.test(a.status)).map((a) => Number(a.status))),
    examples: sorted(examples),
  };
}

function nodeTarget(method: Method): NodeRuleTarget {
  return {
    params: method.params.map((p) => p.name),
    errorCodes: sorted(method.errors.map((e) => e.code)),
    examples: sorted(method.examples.map((e) => e.name)),
  };
}

/** The targets of the three documents (REST refs kept or dereferenced; the node's dereferenced). */
export function ruleTargets(documents: { metrics: JsonObject; data: JsonObject; node: JsonObject }): RuleTargets {
  const rest = (doc: JsonObject) =>
    Object.fromEntries(
      readOperations(doc)
        .filter((op) => op.operationId !== undefined)
        .map((op) => [op.operationId!, restTarget(op)]),
    );
  const node = Object.fromEntries(readRpc(documents.node).methodList.map((m) => [m.name, nodeTarget(m)]));
  return { metrics: rest(documents.metrics), data: rest(documents.data), node };
}

const literal = (value: string | number) => JSON.stringify(value);
const union = (values: readonly (string | number)[]) => (values.length ? values.map(literal).join(" | ") : "never");

/** The TypeScript of the targets: one interface per server, keyed by operationId or method name. */
export function ruleTypesSource(header: string, targets: RuleTargets): string {
  const lines = [
    header,
    "// What a typed fault rule may name (control/typed-rules.ts), read from the specs by control/rule-targets.ts.",
    "",
  ];
  for (const api of ["metrics", "data"] as const) {
    lines.push(`/** The ${api} API's operations: parameters, body, declared statuses and example names. */`);
    lines.push(`export interface ${capital(api)}RuleTargets {`);
    for (const [id, t] of Object.entries(targets[api])) {
      lines.push(
        `  ${literal(id)}: {`,
        `    path: ${union(t.path)};`,
        `    query: ${union(t.query)};`,
        `    body: ${t.body};`,
        `    statuses: ${union(t.statuses)};`,
        `    examples: ${union(t.examples)};`,
        "  };",
      );
    }
    lines.push("}", "");
  }
  lines.push("/** The node's JSON-RPC methods: params, declared error codes and example names. */");
  lines.push("export interface NodeRuleTargets {");
  for (const [name, t] of Object.entries(targets.node)) {
    lines.push(
      `  ${literal(name)}: {`,
      `    params: ${union(t.params)};`,
      `    errorCodes: ${union(t.errorCodes)};`,
      `    examples: ${union(t.examples)};`,
      "  };",
    );
  }
  lines.push("}", "");
  lines.push(
    "/** Every server's targets, by server name. */",
    "export interface RuleTargetsByServer {",
    "  metrics: MetricsRuleTargets;",
    "  data: DataRuleTargets;",
    "  node: NodeRuleTargets;",
    "}",
    "",
  );
  return lines.join("\n");
}

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
