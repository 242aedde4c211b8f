// Fault rules typed from the specs (issue 32): for a known server, a rule's `operation` (REST) or `method` (node) is
// one the spec declares, its `match` names only that operation's parameters, and its forced `status`, `example` and
// JSON-RPC `error.code` are declared ones; `"undeclared": true` loosens what the server loosens (statuses, codes,
// query and header names). Types only: the server checks the same things at run time and answers a 400 naming the
// allowed values. Where the server is unknown (`FaultRuleInput` with no argument), the untyped form is kept.
import type { NodeRuleTargets, RuleTargetsByServer } from "../generated/rule-types.js";
import type { ApiName } from "../server/exchange.js";
import type { FaultRuleInput as UntypedRule } from "./faults.js";
import type { MatchInput, ValueMatcher } from "./match.js";
import type { PerServer } from "./options.js";
import type { VerifyPattern } from "./verification-error.js";

type RestServer = "metrics" | "data";
/** The shape of one generated target (generated/rule-types.ts). */
type RestTarget = { path: string; query: string; body: boolean; statuses: number; examples: string };
type NodeTarget = { params: string; errorCodes: number; examples: string };

/** Matchers by name for the names given; none allowed when there are none. */
type Named<K extends string> = [K] extends [never] ? never : { [P in K]?: ValueMatcher | undefined };
/** Header names are matched in any case and include the deployed aliases: not narrowed. */
type Headers = Record<string, ValueMatcher>;

/** What a rule has whatever its target: name, how often, the answers that are not typed per target. */
type RuleCommon = Omit<UntypedRule, "operation" | "method" | "match" | "status" | "example" | "error" | "undeclared">;

type RestMatch<T extends RestTarget, Loose extends boolean> = {
  path?: Named<T["path"]> | undefined;
  query?: (Loose extends true ? Record<string, ValueMatcher> : Named<T["query"]>) | undefined;
  headers?: Headers | undefined;
  body?: (T["body"] extends true ? ValueMatcher : never) | undefined;
  params?: never;
};

type RestRuleOf<T extends RestTarget, Op extends string> = RuleCommon & {
  operation: Op;
  method?: never;
  example?: T["examples"] | undefined;
  error?: never;
} & (
    | { undeclared?: false | undefined; status?: T["statuses"] | undefined; match?: RestMatch<T, false> | undefined }
    | { undeclared: true; status?: number | undefined; match?: RestMatch<T, true> | undefined }
  );

type NodeMatch<T extends NodeTarget> = {
  path?: never;
  query?: never;
  body?: never;
  headers?: Headers | undefined;
  /** by declared name, or by position as a list */
  params?: Named<T["params"]> | ValueMatcher[] | undefined;
};

type NodeRuleOf<T extends NodeTarget, M extends string> = RuleCommon & {
  method: M;
  operation?: never;
  example?: T["examples"] | undefined;
  match?: NodeMatch<T> | undefined;
} & (
    | {
        undeclared?: false | undefined;
        /** JSON-RPC errors travel in HTTP 200: the node declares no other status */
        status?: 200 | undefined;
        error?: { code: T["errorCodes"]; message: string; data?: unknown } | undefined;
      }
    | {
        undeclared: true;
        status?: number | undefined;
        error?: { code: number; message: string; data?: unknown } | undefined;
      }
  );

/** A rule for every operation or method of the server (no target: the match cannot name parameters). */
type UntargetedRule = RuleCommon & {
  operation?: never;
  method?: never;
  match?: never;
  example?: never;
  status?: number | undefined;
  error?: UntypedRule["error"] | undefined;
  undeclared?: boolean | undefined;
};

/** One rule type per target, as a union (each operation or method keeps its own match and answers). */
type RulesOf<Targets> = {
  [Id in keyof Targets & string]: Targets[Id] extends RestTarget
    ? RestRuleOf<Targets[Id], Id>
    : Targets[Id] extends NodeTarget
      ? NodeRuleOf<Targets[Id], Id>
      : never;
}[keyof Targets & string];

type RestRule<S extends RestServer> = RulesOf<RuleTargetsByServer[S]> | UntargetedRule;
type NodeRule = RulesOf<NodeRuleTargets> | UntargetedRule;

/**
 * A fault rule as POSTed or written in a --faults file. `FaultRuleInput<"metrics">` (and "data", "node") is typed
 * from that server's spec; `FaultRuleInput` alone (the server unknown) takes any rule, as the server checks it.
 */
export type FaultRuleInput<S extends ApiName = ApiName> = ApiName extends S
  ? UntypedRule
  : S extends "node"
    ? NodeRule
    : S extends RestServer
      ? RestRule<S>
      : never;

/** What `faults.add` takes: one rule, a list, or a --faults file's per-server form (this server's section is used). */
export type FaultRulesInput<S extends ApiName = ApiName> =
  | FaultRuleInput<S>
  | FaultRuleInput<S>[]
  | PerServer<UntypedRule[]>;

/** A request pattern for verification, in the rules' vocabulary: the typed target and match of a rule. */
export type RequestPattern<S extends ApiName = ApiName> = ApiName extends S
  ? { operation?: string | undefined; method?: string | undefined; match?: MatchInput | undefined }
  : TargetOf<Exclude<FaultRuleInput<S>, UntargetedRule>>;

/** The target and match of each rule of a union (distributed: each operation keeps its own match). */
type TargetOf<R> = R extends unknown ? Pick<R, Extract<keyof R, "operation" | "method" | "match">> : never;

/**
 * What `verify` takes for a known server: an operation (REST) or method (node) of its spec, with that target's match
 * fields beside it (`{ operation: "getChain", path: { chainId: "43114" } }`), or no target and only headers. The
 * server unknown: any pattern, as the server checks it.
 */
export type VerifyPatternOf<S extends ApiName = ApiName> = ApiName extends S
  ? VerifyPattern
  :
      | FlatTarget<Exclude<FaultRuleInput<S>, UntargetedRule>>
      | { operation?: undefined; method?: undefined; headers?: Headers | undefined };

/** A rule's target and match, flattened (distributed: each target keeps its own match fields). */
type FlatTarget<R> = R extends { match?: infer M }
  ? Pick<R, Extract<keyof R, "operation" | "method" | "undeclared">> & NonNullable<M>
  : never;
