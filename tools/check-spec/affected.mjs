// Which hand-written tests a spec change can break: the test files that name what changed. turbo's graph alone says
// "everything" (every package reads the specs, so a spec change re-runs the whole suite: 12 minutes on a busy
// machine), yet a test that never names an operation, method, parameter or field cannot hold a fact about it by
// hand. So spec:diff's changes give the names (operationIds, method names, parameter and field names), and the
// test files of the packages that read the specs (declare @avaspec/specs) are searched for them as whole words.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { declares, manifestOf } from "./spawned.mjs";

const HTTP_METHOD = /^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) (\S+)/;
const CHANGE_LINE = /^\s+(?:BREAKING|non-breaking)\s+(\S+)\s+(.*?): (.*)$/;
const NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?$/;

/**
 * The names a spec:diff report's change lines touch: the operationId of each REST operation (looked up in the edited
 * documents, or read from the removal's message), each JSON-RPC method, and each parameter or field named.
 * @param {string} report spec:diff's text output
 * @param {(method: string, path: string) => string | undefined} operationIdOf
 * @returns {Set<string>}
 */
export function changedNames(report, operationIdOf) {
  const names = new Set();
  const add = (/** @type {string | undefined} */ n) => n && NAME.test(n) && names.add(n);
  let openrpc = false;
  for (const line of report.split("\n")) {
    const section = /^\S.*\((OpenAPI|OpenRPC)\)/.exec(line);
    if (section) openrpc = section[1] === "OpenRPC";
    const change = CHANGE_LINE.exec(line);
    if (!change) continue;
    const [, , where = "", message = ""] = change;
    const [head = "", ...rest] = where.split(" › ");
    const rest_ = rest.join(" › ");
    const http = HTTP_METHOD.exec(head);
    if (http) add(operationIdOf(http[1] ?? "", http[2] ?? ""));
    else if (openrpc && !head.startsWith("x-")) add(head); // a JSON-RPC method (not x-avaspec-endpoints.<kind>)
    add(/operationId (\w+)/.exec(message)?.[1]);
    // `query vmName`, `param reverse`, `body.chains[].wsUrl`, `header x-foo`: the last name
    add(/([A-Za-z_$][\w$]*)\W*$/.exec(rest_)?.[1]);
    for (const quoted of message.matchAll(/"([^"]+)"/g)) add(quoted[1]);
  }
  return names;
}

/**
 * An operationId finder over the REST documents' operations as @avaspec/spec-model reads them (the first that has
 * one). The caller reads them: the model is loaded only once the turbo run built it.
 * @param {readonly import("@avaspec/spec-model").Operation[]} operations
 */
export function operationIds(operations) {
  /** @type {Map<string, string>} */
  const byRoute = new Map();
  for (const o of operations) {
    const route = `${o.method} ${o.path}`;
    if (o.operationId !== undefined && !byRoute.has(route)) byRoute.set(route, o.operationId);
  }
  return (/** @type {string} */ method, /** @type {string} */ path) => byRoute.get(`${method.toLowerCase()} ${path}`);
}

/** The workspace packages whose tests read the specs: @avaspec/specs and every package that declares it. */
export function specReaders(/** @type {string} */ root) {
  const dirs = execFileSync("git", ["ls-files", "--", "*/package.json"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((f) => /^(packages|tools)\/[^/]+\/package\.json$/.test(f))
    .map((f) => f.slice(0, -"/package.json".length));
  return dirs.filter((dir) => {
    const full = join(root, dir);
    return manifestOf(full).name === "@avaspec/specs" || declares(full, "@avaspec/specs");
  });
}

/**
 * The test files (relative to their package) that name any of `names` as a whole word, by package folder.
 * @param {string} root @param {string[]} packages @param {Set<string>} names
 * @returns {Map<string, string[]>}
 */
export function testsNaming(root, packages, names) {
  /** @type {Map<string, string[]>} */
  const out = new Map();
  if (!names.size) return out;
  const escaped = [...names].map((n) => n.replace(/[.$]/g, "\\$&"));
  const word = new RegExp(`(?<![\\w$])(?:${escaped.join("|")})(?![\\w$])`);
  for (const dir of packages) {
    const files = execFileSync("git", ["ls-files", "--", "*.test.ts", "*.test.mts", "*.test.mjs", "*.test.js"], {
      cwd: join(root, dir),
      encoding: "utf8",
    })
      .split("\n")
      .filter((f) => f && !f.includes("/generated/") && word.test(readFileSync(join(root, dir, f), "utf8")));
    if (files.length) out.set(dir, files);
  }
  return out;
}
