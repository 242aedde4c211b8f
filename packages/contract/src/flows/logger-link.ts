// Flow kind "loggerLink": a state-changing setter with enum level params sets a logger's level, a read-only getter
// reads it back, and the level is restored.
import { excerpt, quoted } from "@avaspec/exchange-checks";
import { type Context, fail } from "../checks.js";
import { paramNames, resultProps } from "../derive/rpc-context.js";
import { enumOf } from "../derive/schema.js";
import type { CaseResult } from "../results.js";
import type { RpcFlowKind, RpcFlowSource } from "./kind.js";
import { call } from "./steps.js";

export interface LoggerLinkFlow {
  kind: "loggerLink";
  api: "node";
  name: string;
  path: string;
  setter: string;
  getter: string;
  loggerParam: string;
  levelParams: string[];
  levels: string[];
  logger: string;
  resultField: string;
}

export const loggerLinkFlows: RpcFlowKind<LoggerLinkFlow> = {
  kind: "loggerLink",
  derive: deriveLoggerLinks,
  targets: (f) => [f.setter, f.getter],
  run: runLoggerLink,
};

// ------------------------------------------------------------------ derivation

/** Logger levels: a mutating setter with enum level params, a read-only getter returning a map of them. */
function deriveLoggerLinks({ ctx, kind, methods }: RpcFlowSource): LoggerLinkFlow[] {
  const { pathsOf, exampleParams } = ctx;
  const readOnly = methods.filter((m) => !m.mutates);
  const setter = methods.find(
    (m) =>
      m.mutates &&
      m.params.filter((p) => enumOf(p.schema).length > 1).length >= 1 &&
      paramNames(m).some((n) => /logger/i.test(n)),
  );
  if (!setter) return [];
  const loggerParam = paramNames(setter).find((n) => /logger/i.test(n)) as string;
  const getter = readOnly.find((m) => paramNames(m).includes(loggerParam) && resultProps(m).length === 1);
  const levelParams = setter.params.filter((p) => enumOf(p.schema).length > 1);
  const logger = exampleParams.get(getter?.name ?? "")?.[loggerParam] ?? exampleParams.get(setter.name)?.[loggerParam];
  if (!getter || logger === undefined) return [];
  return [
    {
      kind: "loggerLink",
      api: "node",
      name: `flow: ${setter.name} then ${getter.name} reads the level back`,
      path: pathsOf(kind, setter)[0] as string,
      setter: setter.name,
      getter: getter.name,
      loggerParam,
      levelParams: levelParams.map((p) => p.name),
      levels: enumOf(levelParams[0]?.schema).map(String),
      logger: String(logger),
      resultField: resultProps(getter)[0] as string,
    },
  ];
}

// ------------------------------------------------------------------ run

async function runLoggerLink(ctx: Context, f: LoggerLinkFlow, result: CaseResult) {
  const read = async () => {
    const r = await call(ctx, f.path, f.getter, { [f.loggerParam]: f.logger });
    result.seen.push(...r.seen);
    fail(result, r.failures);
    if (r.failures.length) return undefined;
    const levels = (r.result as any)?.[f.resultField]?.[f.logger];
    if (!levels || typeof levels !== "object") {
      fail(result, [
        {
          check: "link-logger",
          message: `${f.getter} has no ${f.resultField}.${f.logger}: ${excerpt(r.result)}`,
        },
      ]);
      return undefined;
    }
    return levels as Record<string, string>;
  };
  const before = await read();
  if (!before) return;
  const param = f.levelParams[0] as string;
  const original = before[param];
  const level = f.levels.find((l) => l.toUpperCase() !== String(original).toUpperCase()) as string;
  const set = await call(ctx, f.path, f.setter, { [f.loggerParam]: f.logger, [param]: level });
  result.seen.push(...set.seen);
  if (fail(result, set.failures).failures.length) return;
  const after = await read();
  if (after && String(after[param]).toUpperCase() !== level.toUpperCase())
    fail(result, [
      {
        check: "link-logger",
        message: `${param} of ${f.logger} set to ${level}, read back ${quoted(after[param])}`,
      },
    ]);
  if (original !== undefined) await call(ctx, f.path, f.setter, { [f.loggerParam]: f.logger, [param]: original });
}
