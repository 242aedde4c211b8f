// --replay <dir>: serves the recorded answer of a matching request, and leaves the rest to the seeded mock (or, with
// --replay-only, answers 404 saying no recording matches). At start-up every fixture is read and re-validated
// against the current spec: a stale one is reported and not served (unless allowed); a corrupt one is named, skipped.
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { ajvOf } from "@avaspec/spec-model/ajv";
import type { ValidateFunction } from "ajv";
import type { Answerer, ApiName, MockRequest, MockResponse } from "../server/exchange.js";
import type { Violation } from "./checker.js";
import {
  bodyBytes,
  FIXTURE_FORMAT,
  FIXTURE_JSON_DEPTH,
  type Fixture,
  replayResponse,
  requestKey,
  valueNestsDeeperThan,
} from "./fixture.js";
import { RECORDING_LIMITS } from "./recording-caps.js";
import { Redactor } from "./secrets.js";
import { utf8Text } from "../server/bytes.js";
import { asBuffer } from "../server/buffers.js";

/** Largest fixture file read (what a recording may write); a larger one is reported as corrupt. */
const MAX_FIXTURE_BYTES = RECORDING_LIMITS.fixtureBytes;
/** <dir>/<api>/<operation>/<key>.json: nothing deeper is read. */
const MAX_DEPTH = 3;
/** Nesting of a fixture file: its envelope (fixture, response, body, json) around a body kept as JSON. */
const MAX_FILE_NESTING = FIXTURE_JSON_DEPTH + 4;

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
  code: "fixture-corrupt";
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
  const corrupt = (file: string, reason: string) => report.corrupt.push({ code: "fixture-corrupt", file, reason });
  const files = await listJson(join(options.dir, options.api), MAX_DEPTH, corrupt);
  let bytes = 0;
  for (const [index, file] of files.entries()) {
    if (index >= RECORDING_LIMITS.fixtures || bytes > RECORDING_LIMITS.totalBytes) {
      const why = index >= RECORDING_LIMITS.fixtures ? `${index} fixtures` : `${bytes} bytes of fixtures`;
      corrupt(file, `not read, nor the ${files.length - index - 1} after it: the replay read ${why}, its bound`);
      break;
    }
    try {
      const read = await readFixture(file, options.api);
      bytes += read.bytes;
      if (typeof read.fixture === "string") corrupt(file, read.fixture);
      else await keep(options, file, read.fixture, byKey, report);
    } catch (error) {
      // whatever a hand-edited file holds, it is reported, never a crash
      corrupt(file, `cannot be read as a fixture: ${(error as Error).message}`);
    }
  }
  report.served = byKey.size;
  return { byKey, report };
}

/** Checks a fixture against the spec and keeps it by its request's key (unless stale and not allowed). */
async function keep(
  options: LoadOptions,
  file: string,
  fixture: Fixture,
  byKey: Map<string, Fixture>,
  report: FixtureReport,
): Promise<void> {
  let violations: Violation[];
  try {
    violations = await options.validate(fixture);
  } catch (error) {
    report.corrupt.push({ code: "fixture-corrupt", file, reason: `cannot be checked: ${(error as Error).message}` });
    return;
  }
  if (violations.length > 0) {
    report.stale.push({ file, operation: fixture.operation, violations });
    if (!options.allowInvalid) return;
  }
  const key = requestKey(options.api, { ...fixture.request, body: bodyBytes(fixture.request.body) });
  const kept = byKey.get(key);
  // two files for one request (a copy by hand): the newer recording wins
  if (!kept || (fixture.recordedAt ?? "") >= (kept.recordedAt ?? "")) byKey.set(key, fixture);
}

async function listJson(
  dir: string,
  depth: number,
  corrupt: (file: string, reason: string) => void,
): Promise<string[]> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT") corrupt(dir, `cannot read the folder: ${(error as Error).message}`);
    return [];
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && depth > 1) files.push(...(await listJson(path, depth - 1, corrupt)));
    else if (entry.isFile() && entry.name.endsWith(".json")) files.push(path);
  }
  return files;
}

/** A fixture file read and checked for its own shape: the fixture, or why it is not one; and the bytes read. */
async function readFixture(file: string, api: ApiName): Promise<{ fixture: Fixture | string; bytes: number }> {
  const { size } = await stat(file);
  if (size > MAX_FIXTURE_BYTES) return { fixture: `larger than ${MAX_FIXTURE_BYTES} bytes`, bytes: 0 };
  const text = await readFile(file, "utf8");
  const bytes = size;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { fixture: `not JSON: ${(error as Error).message}`, bytes };
  }
  // everything after this (the shape, the spec's checks, the key) may walk the file: it is bounded first
  if (valueNestsDeeperThan(value, MAX_FILE_NESTING))
    return {
      fixture: `nests deeper than ${MAX_FILE_NESTING} levels (a body kept as JSON: ${FIXTURE_JSON_DEPTH})`,
      bytes,
    };
  fixtureShape ??= ajvOf("tool-first").compile(FIXTURE_SCHEMA);
  if (!fixtureShape(value)) {
    const e = fixtureShape.errors?.[0];
    const where = `${e?.instancePath || "(root)"} ${e?.message ?? ""}`.trim();
    return { fixture: `not an ${FIXTURE_FORMAT} file: ${where}`, bytes };
  }
  const fixture = value as Fixture;
  if (fixture.api !== api) return { fixture: `recorded for the ${fixture.api} API, found in the ${api} folder`, bytes };
  fixture.request.headers ??= {};
  return { fixture, bytes };
}

export interface ReplayOptions {
  api: ApiName;
  fixtures: Map<string, Fixture>;
  secrets: ReadonlySet<string>;
  /** a miss answers 404 instead of going to `fallback` */
  replayOnly: boolean;
  /** the seeded mock's answerer (or the upstream's, when proxying as well) */
  fallback?: Answerer | undefined;
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
  // redacted as the recorder redacted it, so that a request with its key finds its fixture
  const redactor = new Redactor(options.secrets, request.headers, request.query, { body: utf8Text(request.body) });
  return requestKey(options.api, {
    method: request.method,
    path: redactor.text(request.path),
    query: redactor.query(request.query),
    body: redactor.hasSecrets ? redactor.text(utf8Text(request.body)) : asBuffer(request.body),
  });
}
