// --replay <dir>: serves the recorded answer of a matching request, and leaves the rest to the seeded mock (or, with
// --replay-only, answers 404 saying no recording matches). At start-up every fixture is read and re-validated
// against the current spec: a stale one is reported and not served (unless allowed); a corrupt one is named, skipped.
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { createRequire } from "node:module";
import type { ValidateFunction } from "ajv";
import type { Answerer, ApiName, MockRequest, MockResponse } from "../server/exchange.js";
import type { Violation } from "./checker.js";
import { FIXTURE_FORMAT, type Fixture, replayResponse, requestKey, bodyBytes } from "./fixture.js";
import { Redactor } from "./secrets.js";
import { utf8Text } from "../server/bytes.js";
import { asBuffer } from "../server/buffers.js";

/** Largest fixture file read (32 MiB); a larger one is reported as corrupt. */
const MAX_FIXTURE_BYTES = 32 * 1024 * 1024;
/** <dir>/<api>/<operation>/<key>.json: nothing deeper is read. */
const MAX_DEPTH = 3;

const require = createRequire(import.meta.url);
const Ajv = require("ajv").default as new (o: object) => { compile(schema: object): ValidateFunction };

const storedBody = {
  type: "object",
  maxProperties: 2,
  properties: { json: {}, trailing: { type: "string" }, text: { type: "string" }, base64: { type: "string" } },
  additionalProperties: false,
};
const stringMap = { type: "object", additionalProperties: { type: "string" } };
/** The fixture file's own shape (the exchange inside is checked against the API's spec afterwards). */
const FIXTURE_SCHEMA = {
  type: "object",
  required: ["format", "api", "operation", "request", "response"],
  properties: {
    format: { const: FIXTURE_FORMAT },
    api: { enum: ["metrics", "data", "node"] },
    operation: { type: "string", minLength: 1 },
    key: { type: "string" },
    recordedAt: { type: "string" },
    upstream: { type: "string" },
    request: {
      type: "object",
      required: ["method", "path", "query", "body"],
      properties: {
        method: { type: "string", pattern: "^[A-Z]+$" },
        path: { type: "string", pattern: "^/" },
        query: {
          type: "object",
          additionalProperties: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
        },
        headers: stringMap,
        body: storedBody,
      },
    },
    response: {
      type: "object",
      required: ["status", "headers", "body"],
      properties: {
        status: { type: "integer", minimum: 100, maximum: 599 },
        headers: stringMap,
        body: storedBody,
      },
    },
  },
};
let fixtureShape: ValidateFunction | undefined;

interface FixtureProblem {
  file: string;
  reason: string;
}
interface StaleFixture {
  file: string;
  operation: string;
  violations: Violation[];
}
export interface FixtureReport {
  api: ApiName;
  dir: string;
  /** fixtures that will be served */
  served: number;
  stale: StaleFixture[];
  corrupt: FixtureProblem[];
}

export interface LoadOptions {
  api: ApiName;
  dir: string;
  /** the exchange's violations against the current spec */
  validate(fixture: Fixture): Promise<Violation[]>;
  /** serve stale fixtures too (they are still reported) */
  allowInvalid: boolean;
}

export interface LoadedFixtures {
  byKey: Map<string, Fixture>;
  report: FixtureReport;
}

/** Reads <dir>/<api>/**.json; never throws for what the files contain. */
export async function loadFixtures(options: LoadOptions): Promise<LoadedFixtures> {
  const report: FixtureReport = { api: options.api, dir: options.dir, served: 0, stale: [], corrupt: [] };
  const byKey = new Map<string, Fixture>();
  for (const file of await listJson(join(options.dir, options.api), MAX_DEPTH, report.corrupt)) {
    const fixture = await readFixture(file, options.api, report.corrupt);
    if (!fixture) continue;
    let violations: Violation[];
    try {
      violations = await options.validate(fixture);
    } catch (error) {
      // whatever a hand-edited file holds, it is reported, never a crash
      report.corrupt.push({ file, reason: `cannot be checked: ${(error as Error).message}` });
      continue;
    }
    if (violations.length > 0) {
      report.stale.push({ file, operation: fixture.operation, violations });
      if (!options.allowInvalid) continue;
    }
    const key = requestKey(options.api, { ...fixture.request, body: bodyBytes(fixture.request.body) });
    const kept = byKey.get(key);
    // two files for one request (a copy by hand): the newer recording wins
    if (!kept || (fixture.recordedAt ?? "") >= (kept.recordedAt ?? "")) byKey.set(key, fixture);
  }
  report.served = byKey.size;
  return { byKey, report };
}

async function listJson(dir: string, depth: number, problems: FixtureProblem[]): Promise<string[]> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT") problems.push({ file: dir, reason: `cannot read the folder: ${(error as Error).message}` });
    return [];
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && depth > 1) files.push(...(await listJson(path, depth - 1, problems)));
    else if (entry.isFile() && entry.name.endsWith(".json")) files.push(path);
  }
  return files;
}

async function readFixture(file: string, api: ApiName, problems: FixtureProblem[]): Promise<Fixture | undefined> {
  const corrupt = (reason: string) => {
    problems.push({ file, reason });
    return undefined;
  };
  try {
    const { size } = await stat(file);
    if (size > MAX_FIXTURE_BYTES) return corrupt(`larger than ${MAX_FIXTURE_BYTES} bytes`);
    const value: unknown = JSON.parse(await readFile(file, "utf8"));
    fixtureShape ??= new Ajv({ allErrors: false, strict: false }).compile(FIXTURE_SCHEMA);
    if (!fixtureShape(value)) {
      const e = fixtureShape.errors?.[0];
      return corrupt(`not an ${FIXTURE_FORMAT} file: ${e?.instancePath || "(root)"} ${e?.message ?? ""}`.trim());
    }
    const fixture = value as Fixture;
    if (fixture.api !== api) return corrupt(`recorded for the ${fixture.api} API, found in the ${api} folder`);
    fixture.request.headers ??= {};
    return fixture;
  } catch (error) {
    return corrupt(error instanceof SyntaxError ? `not JSON: ${error.message}` : (error as Error).message);
  }
}

export interface ReplayOptions {
  api: ApiName;
  fixtures: Map<string, Fixture>;
  secrets: ReadonlySet<string>;
  /** a miss answers 404 instead of going to `fallback` */
  replayOnly: boolean;
  /** the seeded mock's answerer (or the upstream's, when proxying as well) */
  fallback?: Answerer;
  /** the API's own error form */
  transportError(status: number, message: string): MockResponse;
}

export function createReplayer(options: ReplayOptions): Answerer {
  return async (request, target) => {
    const fixture = options.fixtures.get(keyOf(options, request));
    if (fixture) return replayResponse(fixture, request);
    if (!options.replayOnly && options.fallback) return options.fallback(request, target);
    const what = `${request.method} ${request.path}${options.api === "node" ? " (this body)" : ""}`;
    return options.transportError(404, `avaspec replay: no recording matches ${what}`);
  };
}

function keyOf(options: ReplayOptions, request: MockRequest): string {
  const redactor = new Redactor(options.secrets, request.headers, request.query);
  return requestKey(options.api, {
    method: request.method,
    path: request.path,
    query: redactor.query(request.query),
    body: redactor.hasSecrets ? redactor.text(utf8Text(request.body)) : asBuffer(request.body),
  });
}
