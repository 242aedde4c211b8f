// --record <dir>: each exchange the upstream answers is written as <dir>/<api>/<operation>/<key>.json, secrets
// redacted. The same request recorded again replaces its file (newest wins). Writes are atomic (temp file + rename).
// A file's size is linear in its exchange's (fixtureText), and what one recording writes is bounded
// (recording-caps.ts): a client of the proxy cannot fill the disk.
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ApiName, Layer, MockRequest, MockResponse, Route } from "../server/exchange.js";
import { decodeBody } from "./body.js";
import { FIXTURE_FORMAT, type Fixture, fixtureText, keptHeaders, parseJson, requestKey, storeBody } from "./fixture.js";
import { RecordingBudget, type RecordingRefusal } from "./recording-caps.js";
import { isProxyAnswer } from "./forward.js";
import { Redactor } from "./secrets.js";
import { bodyBytes, utf8Text } from "../server/bytes.js";
import { asBuffer } from "../server/buffers.js";

export interface RecorderOptions {
  api: ApiName;
  dir: string;
  secrets: ReadonlySet<string>;
  /** shown in each fixture (never with credentials) */
  upstream?: string;
  /** the operation of a REST request when the host named none */
  identify?: (method: string, path: string) => string | undefined;
  /** node: whether the spec declares a method (the others are recorded under UNKNOWN_METHODS) */
  knownMethod?: (method: string) => boolean;
  /** where a failed write is reported; default stderr */
  warn?: (line: string) => void;
}

export interface Recorder {
  layer: Layer;
  /** resolves once every write started so far is on disk */
  flush(): Promise<void>;
  /** files written so far (a file rewritten counts again) */
  readonly written: number;
  /** fixtures not written because a bound of the recording was reached */
  readonly refused: number;
}

/** The folder of every JSON-RPC method the spec lacks: one folder, bounded like the others. */
export const UNKNOWN_METHODS = "_unknown";

export function createRecorder(options: RecorderOptions): Recorder {
  const pending = new Set<Promise<void>>();
  const warn = options.warn ?? ((line: string) => process.stderr.write(`${line}\n`));
  const files = new NewestFiles();
  const budget = new RecordingBudget();
  const reported = new Set<RecordingRefusal["bound"]>();
  let written = 0;
  let refused = 0;
  let sequence = 0;
  const write = async (operation: string, order: number, request: MockRequest, response: MockResponse) => {
    const fixture = await toFixture(options, operation, request, response);
    const folder = join(options.dir, options.api, safeName(operation));
    const file = join(folder, `${fixture.key}.json`);
    const text = fixtureText(fixture);
    const refusal = budget.admit(folder, file, Buffer.byteLength(text));
    if (refusal) {
      refused++;
      // once per bound: a client sending past it would otherwise write a line per request
      if (!reported.has(refusal.bound)) {
        reported.add(refusal.bound);
        warn(JSON.stringify({ event: "fixture-not-written", api: options.api, operation, ...refusal }));
      }
      return;
    }
    await mkdir(folder, { recursive: true });
    if (await files.write(file, order, text)) written++;
  };
  const layer: Layer = async (request, route, next) => {
    const response = await next(request, route);
    const operation = isProxyAnswer(response) ? undefined : operationOf(options, request, route);
    if (operation === undefined) return response;
    const writing = write(operation, sequence++, request, response).catch((error: Error) =>
      warn(JSON.stringify({ event: "fixture-write-failed", api: options.api, operation, reason: error.message })),
    );
    pending.add(writing);
    void writing.finally(() => pending.delete(writing));
    return response;
  };
  return {
    layer,
    flush: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    get written() {
      return written;
    },
    get refused() {
      return refused;
    },
  };
}

/**
 * Writes files whole (a temporary file, then a rename) so that each keeps the newest answer: writes to one file are
 * renamed in turn, and one overtaken by a newer answer (a later `order`) is dropped.
 */
export class NewestFiles {
  readonly #newest = new Map<string, number>();
  readonly #renames = new Map<string, Promise<boolean>>();

  /** true when `text` became the file's content */
  async write(file: string, order: number, text: string): Promise<boolean> {
    if ((this.#newest.get(file) ?? -1) > order) return false;
    this.#newest.set(file, order);
    const temp = `${file}.${process.pid}.${order}.tmp`;
    await writeFile(temp, text);
    const before = this.#renames.get(file) ?? Promise.resolve(true);
    const mine = before.then(async () => {
      if (this.#newest.get(file) !== order) {
        await rm(temp, { force: true });
        return false;
      }
      await rename(temp, file);
      return true;
    });
    this.#renames.set(
      file,
      mine.catch(() => false),
    );
    try {
      return await mine;
    } finally {
      // the last write of a file forgets it: the maps hold only files being written
      if (this.#newest.get(file) === order) {
        this.#newest.delete(file);
        this.#renames.delete(file);
      }
    }
  }
}

/**
 * REST: the routed operationId. Node: the method (UNKNOWN_METHODS for one the spec lacks), or "batch" for a batch;
 * nothing for a body with no method.
 */
function operationOf(options: RecorderOptions, request: MockRequest, route: Route): string | undefined {
  if (options.api !== "node") return route.operations[0] ?? options.identify?.(request.method, request.path);
  // JSON.parse itself never recurses, however deep the body
  const body = parseJson(utf8Text(request.body));
  if (Array.isArray(body)) return body.length > 0 ? "batch" : undefined;
  const method = (body as { method?: unknown } | undefined)?.method;
  if (typeof method !== "string" || method === "") return undefined;
  return options.knownMethod === undefined || options.knownMethod(method) ? method : UNKNOWN_METHODS;
}

async function toFixture(
  options: RecorderOptions,
  operation: string,
  request: MockRequest,
  response: MockResponse,
): Promise<Fixture> {
  const redactor = new Redactor(options.secrets, request.headers, request.query, { body: utf8Text(request.body) });
  const decoded = await decodeBody(response.headers, response.body);
  // an answer the proxy could not decode is kept as sent, with its content-encoding
  const raw = decoded.violations.length > 0;
  const bytes = raw ? Buffer.from(bodyBytes(response.body)) : decoded.bytes;
  const headers = keptHeaders(redactor.headers(response.headers));
  if (raw && response.headers["content-encoding"]) headers["content-encoding"] = response.headers["content-encoding"];
  const query = redactor.query(request.query);
  const path = redactor.text(request.path);
  const sentBody = redactor.hasSecrets ? Buffer.from(redactor.text(utf8Text(request.body))) : asBuffer(request.body);
  return {
    format: FIXTURE_FORMAT,
    api: options.api,
    operation,
    // keyed on what the file keeps, so that a replay (which redacts the same way) finds it
    key: requestKey(options.api, { method: request.method, path, query, body: sentBody }),
    recordedAt: new Date().toISOString(),
    ...(options.upstream ? { upstream: options.upstream } : {}),
    request: {
      method: request.method,
      path,
      query,
      headers: keptHeaders(redactor.headers(request.headers)),
      body: storeBody(sentBody),
    },
    response: {
      status: response.status,
      headers,
      body: storeBody(raw || !redactor.hasSecrets ? bytes : Buffer.from(redactor.text(bytes.toString("utf8")))),
    },
  };
}

/** A folder name from an operationId or method name: nothing that climbs out of the folder or needs quoting. */
function safeName(operation: string): string {
  const cleaned = operation.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^\.+/, "_");
  return cleaned.slice(0, 100) || "_";
}
