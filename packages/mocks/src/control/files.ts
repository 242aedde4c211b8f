// --faults and --scenario files: YAML or JSON (JSON is read as YAML 1.2, so both give line numbers), one section
// per server. Every problem is reported as `<file>:<line>:<column>: <where>: <what>; allowed: …`.
import { readFileSync } from "#system";
import type { Document } from "yaml";
import type { ApiName } from "../server/exchange.js";
import { type FaultRuleInput, FaultBook } from "./faults.js";
import { checkScenario, type ScenarioInput } from "./scenario.js";
import { API_NAMES } from "./sections.js";
import { ControlInputError, describeProblem, type PathPart, type Problem } from "./shape.js";
import type { CatalogueSource } from "./targets.js";
import { yamlParser } from "./yaml.js";
import { BoundsError, CONTROL_FILE_BYTES, CONTROL_FILE_LIMITS } from "./bounds.js";
import { capLines, MAX_REPORTED_VIOLATIONS } from "../rest/violations.js";
import { boundedValue, parseBoundedYamlDocument } from "./yaml-bounds.js";

/** Largest control file read: 4 MiB. */
const MAX_CONTROL_FILE_BYTES = CONTROL_FILE_BYTES;

export type ControlFileKind = "faults" | "scenario";

/** A control file that cannot be used; the message names the file and line of each problem. */
export class ControlFileError extends Error {
  override readonly name = "ControlFileError";
}

export interface ParsedControlFile {
  file: string;
  kind: ControlFileKind;
  /** the file's content, per server */
  sections: Partial<Record<ApiName, unknown>>;
  /** `file:line:column` of a path inside the file (the nearest node that exists) */
  locate(path: readonly PathPart[]): string;
}

/**
 * Parses YAML or JSON text with positions; throws ControlFileError for syntax errors or a wrong top level. The YAML
 * parser must be loaded (`loadYaml`).
 */
export function parseControlText(text: string, file: string, kind: ControlFileKind): ParsedControlFile {
  const { isMap, LineCounter } = yamlParser();
  const lineCounter = new LineCounter();
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return `${file}:${line}:${col}`;
  };
  let doc: Document;
  let value: unknown;
  try {
    const parsed = parseBoundedYamlDocument(text, CONTROL_FILE_LIMITS, { lineCounter }, "the file");
    if (parsed.errors.length) {
      throw new ControlFileError(parsed.errors.map((e) => `${at(e.offset)}: ${e.message}`).join("\n"));
    }
    doc = parsed.doc;
    value = boundedValue(doc, CONTROL_FILE_LIMITS, "the file");
  } catch (error) {
    if (error instanceof BoundsError) throw new ControlFileError(`${file}: ${error.message}`);
    throw error;
  }
  const locate = (path: readonly PathPart[]) => at(offsetOf(doc, path));
  const what = kind === "faults" ? "a list of fault rules" : "a scenario";
  if (!isMap(doc.contents) || value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new ControlFileError(
      `${locate([])}: a --${kind} file maps each server (${API_NAMES.join(", ")}) to ${what}, e.g. ` +
        (kind === "faults"
          ? `metrics: [{operation: getChain, status: 503, times: 2}]`
          : `metrics: {getChain: [200, 404]}`),
    );
  }
  const sections: Partial<Record<ApiName, unknown>> = {};
  const problems: string[] = [];
  for (const [key, section] of Object.entries(value)) {
    if ((API_NAMES as readonly string[]).includes(key)) sections[key as ApiName] = section;
    else problems.push(`${locate([key])}: unknown server "${key}"; allowed: ${API_NAMES.join(", ")}`);
  }
  if (problems.length) throw new ControlFileError(problems.join("\n"));
  return { file, kind, sections, locate };
}

function offsetOf(doc: Document, path: readonly PathPart[]): number {
  const { isMap, isNode, isScalar } = yamlParser();
  for (let n = path.length; n > 0; n--) {
    const parent = n === 1 ? doc.contents : doc.getIn(path.slice(0, n - 1), true);
    const last = path[n - 1];
    // a map entry is where its key is: that is the line a reader looks at
    if (isMap(parent)) {
      const pair = parent.items.find((p) => isScalar(p.key) && String(p.key.value) === String(last));
      if (pair && isNode(pair.key) && pair.key.range) return pair.key.range[0];
    }
    const node = doc.getIn(path.slice(0, n), true);
    if (isNode(node) && node.range) return node.range[0];
  }
  return isNode(doc.contents) && doc.contents.range ? doc.contents.range[0] : 0;
}

export function readControlFile(file: string, kind: ControlFileKind): ParsedControlFile {
  let text: string;
  try {
    const buffer = readFileSync(file);
    if (buffer.length > MAX_CONTROL_FILE_BYTES) {
      throw new ControlFileError(`${file}: larger than ${MAX_CONTROL_FILE_BYTES} bytes`);
    }
    text = buffer.toString("utf8");
  } catch (error) {
    if (error instanceof ControlFileError) throw error;
    const e = error as NodeJS.ErrnoException;
    const why = e.code === "ENOENT" ? "no such file" : e.code === "EISDIR" ? "is a folder" : e.message;
    throw new ControlFileError(`--${kind} ${file}: cannot read it: ${why}`);
  }
  return parseControlText(text, file, kind);
}

function fileError(parsed: ParsedControlFile, api: ApiName, problems: Problem[]): ControlFileError {
  const listed = problems
    .slice(0, MAX_REPORTED_VIOLATIONS)
    .map((p) => `${parsed.locate([api, ...p.path])}: ${api}: ${describeProblem(p)}`);
  return new ControlFileError(capLines(listed, problems.length).join("\n"));
}

/** The fault rules of one server's section, checked against its engine (none: an empty list). */
export function faultsForServer(parsed: ParsedControlFile, api: ApiName, engine: CatalogueSource): FaultRuleInput[] {
  const section = parsed.sections[api];
  if (section === undefined || section === null) return [];
  if (!Array.isArray(section)) {
    throw fileError(parsed, api, [{ path: [], message: "must be a list of fault rules" }]);
  }
  if (section.length === 0) return [];
  try {
    return new FaultBook(() => engine).check(section);
  } catch (error) {
    if (error instanceof ControlInputError) throw fileError(parsed, api, error.problems);
    throw error;
  }
}

/** The scenario of one server's section, checked against its engine (none: undefined). */
export function scenarioForServer(
  parsed: ParsedControlFile,
  api: ApiName,
  engine: CatalogueSource,
): ScenarioInput | undefined {
  const section = parsed.sections[api];
  if (section === undefined || section === null) return undefined;
  try {
    return checkScenario(engine, section);
  } catch (error) {
    if (error instanceof ControlInputError) throw fileError(parsed, api, error.problems);
    throw error;
  }
}
