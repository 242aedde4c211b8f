// The request journal: the last N requests a server received, in a ring buffer (memory is bounded by N and by the
// body bytes kept per entry). An entry keeps the request's own headers and query objects (made by the host for the
// engine anyway, and read-only from then on): nothing is written out per request. Measured through the server, the
// two JSON strings an entry used to hold instead cost 5–15% of the requests per second. Secrets are redacted, and
// copies made, when the journal is read.
import type { MockRequest, Route, TransportAction } from "../server/exchange.js";
import { utf8Text } from "../server/bytes.js";

/** Body bytes kept per entry; the rest is cut (`bodyTruncated`). */
export const JOURNAL_BODY_BYTES = 16 * 1024;
/** Header names whose values never leave the server. */
const SECRET_HEADERS: readonly string[] = [
  "x-data-api-key",
  "x-glacier-api-key",
  "authorization",
  "proxy-authorization",
  "cookie",
];
export const REDACTED = "[redacted]";

export interface JournalEntry {
  /** increasing per server, from 1 (not reset by clear: a test can tell old entries from new) */
  seq: number;
  /** ISO time the request was received */
  time: string;
  receivedAt: number;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: string;
  bodyTruncated?: true;
  /** REST: the matched operationId; node: the JSON-RPC method of each element of a batch, in order */
  operations: string[];
  /** node: the endpoint that served the request */
  endpoint?: string;
  /** null while the answer is pending, and for `reset` / `hang` */
  status: number | null;
  action?: TransportAction;
  durationMs: number | null;
  /** what chose the answer when it was not the mock's own: `fault:<id>`, `scenario`, `rate-limit` */
  cause?: string;
}

export interface JournalFilter {
  /** operationId (REST) or JSON-RPC method (node): entries whose `operations` include it */
  operation?: string;
  /** JSON-RPC method (node) or operationId: the same match as `operation` */
  method?: string;
  /** ms since the epoch: entries received at or after it */
  since?: number;
  /** at most this many, the newest */
  limit?: number;
}

/** Handle to one recorded request, to fill in its answer. */
export interface JournalRecord {
  finish(status: number | null, durationMs: number, action?: TransportAction, cause?: string): void;
}

/** The slot is its own handle: no closure per request. */
class RecordedSlot implements JournalRecord {
  status: number | null = null;
  durationMs: number | null = null;
  action?: TransportAction;
  cause?: string;
  constructor(
    readonly seq: number,
    readonly method: string,
    readonly path: string,
    /** the request's query; undefined for none */
    readonly query: Readonly<Record<string, string | string[]>> | undefined,
    /** the request's headers */
    readonly headers: Readonly<Record<string, string>>,
    readonly receivedAt: number,
    /** the body, or its first JOURNAL_BODY_BYTES (never a view into a larger buffer: that would keep it alive) */
    readonly body: Uint8Array,
    readonly truncated: boolean,
    /** what the request was routed to (names only: the route itself holds the parsed body); one is kept bare */
    readonly operations: string | readonly string[],
    readonly endpoint: string | undefined,
  ) {}

  finish(status: number | null, durationMs: number, action?: TransportAction, cause?: string): void {
    this.status = status;
    this.durationMs = Math.round(durationMs * 100) / 100;
    if (action) this.action = action;
    if (cause) this.cause = cause;
  }
}

type Slot = RecordedSlot;

/** A body that owns its memory (a view into a larger buffer, e.g. a socket read, would keep all of it alive). */
function keptBody(body: Uint8Array, truncated: boolean): Uint8Array {
  // a copy, whatever the view is (Buffer#slice would be a view, not a copy)
  if (truncated) return new Uint8Array(body.subarray(0, JOURNAL_BODY_BYTES));
  return body.buffer.byteLength > Math.max(8192, body.length) ? new Uint8Array(body) : body;
}

const NOOP_RECORD: JournalRecord = { finish() {} };

function hasKeys(object: object): boolean {
  for (const _ in object) return true;
  return false;
}

const operationsOf = (slot: Slot): readonly string[] =>
  typeof slot.operations === "string" ? [slot.operations] : slot.operations;

export class Journal {
  readonly #slots: (Slot | undefined)[];
  #next = 0;
  #seq = 0;
  /** extra strings to redact wherever they appear in headers or query values (the control token) */
  readonly #secrets: string[];

  constructor(
    readonly capacity: number,
    secrets: readonly string[] = [],
  ) {
    this.#slots = new Array(Math.max(0, capacity));
    this.#secrets = secrets.filter((s) => s !== "");
  }

  get enabled(): boolean {
    return this.capacity > 0;
  }

  /** Records a request as received; the returned handle fills in the answer. */
  record(request: MockRequest, route: Route): JournalRecord {
    if (this.capacity === 0) return NOOP_RECORD;
    const truncated = request.body.length > JOURNAL_BODY_BYTES;
    const operations = route.operations;
    const slot = new RecordedSlot(
      ++this.#seq,
      request.method,
      request.path,
      hasKeys(request.query) ? request.query : undefined,
      request.headers,
      request.receivedAt,
      keptBody(request.body, truncated),
      truncated,
      operations.length === 1 ? operations[0]! : operations,
      route.endpoint,
    );
    this.#slots[this.#next] = slot;
    this.#next = (this.#next + 1) % this.capacity;
    return slot;
  }

  /** Entries oldest first, filtered, secrets redacted. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = 0; i < this.capacity; i++) {
      const slot = this.#slots[(this.#next + i) % this.capacity];
      if (slot !== undefined && this.#matches(slot, filter)) out.push(this.#entry(slot));
    }
    return filter.limit !== undefined && out.length > filter.limit ? out.slice(out.length - filter.limit) : out;
  }

  get size(): number {
    let n = 0;
    for (const slot of this.#slots) if (slot !== undefined) n++;
    return n;
  }

  clear(): void {
    this.#slots.fill(undefined);
    this.#next = 0;
  }

  #matches(slot: Slot, filter: JournalFilter): boolean {
    if (filter.since !== undefined && slot.receivedAt < filter.since) return false;
    for (const name of [filter.operation, filter.method]) {
      if (name !== undefined && !operationsOf(slot).includes(name)) return false;
    }
    return true;
  }

  #entry(slot: Slot): JournalEntry {
    const entry: JournalEntry = {
      seq: slot.seq,
      time: new Date(slot.receivedAt).toISOString(),
      receivedAt: slot.receivedAt,
      method: slot.method,
      path: slot.path,
      query: slot.query === undefined ? {} : this.#redactQuery(slot.query),
      headers: this.#redactHeaders(slot.headers),
      body: this.#redactText(utf8Text(slot.body)),
      operations: [...operationsOf(slot)],
      status: slot.status,
      durationMs: slot.durationMs,
    };
    if (slot.truncated) entry.bodyTruncated = true;
    if (slot.endpoint !== undefined) entry.endpoint = slot.endpoint;
    if (slot.action) entry.action = slot.action;
    if (slot.cause) entry.cause = slot.cause;
    return entry;
  }

  #redactText(text: string): string {
    let out = text;
    for (const secret of this.#secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    return out;
  }

  #redactHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      out[name] = SECRET_HEADERS.includes(name) ? REDACTED : this.#redactText(value);
    }
    return out;
  }

  #redactQuery(query: Readonly<Record<string, string | string[]>>): Record<string, string | string[]> {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(query)) {
      out[name] = Array.isArray(value) ? value.map((v) => this.#redactText(v)) : this.#redactText(value);
    }
    return out;
  }
}
