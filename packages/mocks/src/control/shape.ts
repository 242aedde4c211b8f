// Checks a control body or file against a JSON Schema (Ajv) and says what is wrong in words a user can act on:
// where (a path such as `[2].error.code`), what (unknown field, wrong type) and what is allowed.
import type { ErrorObject } from "ajv";
import { capLines, MAX_REPORTED_VIOLATIONS } from "../rest/violations.js";
import { announceSchema, type SchemaValidate, validatorFor } from "../schema/validators.js";

export type PathPart = string | number;

/** One thing wrong with an input, at `path` inside it. */
export interface Problem {
  path: PathPart[];
  message: string;
}

/**
 * A control input that was refused; `problems` says each reason. Never thrown for anything but bad input. The
 * message lists the first 100 and counts the rest, so a body with a million faults gets a short answer.
 */
export class ControlInputError extends Error {
  override readonly name = "ControlInputError";
  constructor(readonly problems: Problem[]) {
    const listed = problems.slice(0, MAX_REPORTED_VIOLATIONS).map(describeProblem);
    super(capLines(listed, problems.length).join("; "));
  }
}

function formatPath(path: readonly PathPart[]): string {
  let out = "";
  for (const part of path) out += typeof part === "number" ? `[${part}]` : out === "" ? part : `.${part}`;
  return out;
}

export function describeProblem(problem: Problem): string {
  return problem.path.length ? `${formatPath(problem.path)}: ${problem.message}` : problem.message;
}

export type ShapeCheck = (value: unknown, at?: PathPart[]) => Problem[];

/**
 * A checker for one schema; `at` prefixes the paths in its problems. Its validator is looked up on its first check,
 * after `loadControlValidators()` (the generated control validators are a chunk of their own in a page's bundle):
 * the checkers are made as their modules load, in every thread, and keying their schemas cost each ~20 ms at start.
 */
export function shapeChecker(schema: Record<string, unknown>): ShapeCheck {
  announceSchema("control", schema);
  let validate: SchemaValidate | undefined;
  return (value, at = []) => {
    validate ??= validatorFor("control", schema);
    return validate(value) ? [] : problemsOf(validate, at);
  };
}

function problemsOf(validate: SchemaValidate, at: PathPart[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of (validate.errors ?? []) as ErrorObject[]) {
    // a failed `if`/`oneOf` only repeats what the errors below it say
    if (error.keyword === "if" || error.keyword === "oneOf") continue;
    const path = [...at, ...pointerParts(error.instancePath)];
    // point at the unknown key itself, so a file position names its line
    if (error.keyword === "additionalProperties") path.push(String(error.params.additionalProperty));
    const problem = { path, message: messageOf(error) };
    const key = describeProblem(problem);
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

function pointerParts(pointer: string): PathPart[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "number" && !Number.isInteger(value)) return "a fraction";
  return `${typeof value} ${JSON.stringify(value)}`;
}

function messageOf(error: ErrorObject): string {
  const p = error.params as Record<string, any>;
  const schema = error.parentSchema as Record<string, any> | undefined;
  switch (error.keyword) {
    case "additionalProperties": {
      const allowed = Object.keys(schema?.properties ?? {});
      return `unknown field; allowed: ${allowed.join(", ")}`;
    }
    case "type":
      return `must be ${article(String(p.type))}, got ${kindOf(error.data)}`;
    case "required":
      return `"${p.missingProperty}" is required`;
    case "const":
      return `must be ${JSON.stringify(p.allowedValue)}, got ${kindOf(error.data)}`;
    case "enum": {
      const allowed = (p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ");
      return `must be one of ${allowed}, got ${kindOf(error.data)}`;
    }
    default:
      return `${error.message ?? "is not valid"}, got ${kindOf(error.data)}`;
  }
}

function article(type: string): string {
  const names: Record<string, string> = {
    integer: "a whole number",
    number: "a number",
    string: "a string",
    boolean: "true or false",
    object: "an object",
    array: "an array",
  };
  return type
    .split(",")
    .map((t) => names[t] ?? t)
    .join(" or ");
}
