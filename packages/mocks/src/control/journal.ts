// The request journal: the last N requests a server received, in a ring buffer (memory is bounded by N and by what
// an entry may keep of each field: journal-caps.ts). An entry keeps the request's own headers and query objects
// (made by the host for the engine anyway, and read-only from then on) when they are within the bounds, as every
// ordinary request is: nothing is written out per request. Measured through the server, the two JSON strings an
// entry used to hold instead cost 5–15% of the requests per second. Secrets are redacted, and copies made, when the
// journal is read; the listing's text is bounded too (JOURNAL_ANSWER_CHARS), so reading it can never fail.
import { loadApiDocuments } from "#documents";
import type { MockRequest, Route, TransportAction } from "../server/exchange.js";
import { utf8Text } from "../server/bytes.js";
import { REDACTED, Redactor, secretNames } from "../proxy/secrets.js";
import {
  capText,
  cappedHeaders,
  cappedOperations,
  cappedQuery,
  JOURNAL_LIMITS,
  keptFieldsCost,
  type Omitted,
  ordinaryCost,
} from "./journal-caps.js";

/** Bytes estimated per entry besides its fields (the slot, its numbers, the body's buffer header). */
const SLOT_BYTES = 256;

export { REDACTED } from "../proxy/secrets.js";

/** Body bytes kept per entry; the rest is cut (`bodyTruncated`). */
export const JOURNAL_BODY_BYTES = JOURNAL_LIMITS.bodyBytes;
/**
 * Largest listing `GET /__avaspec/requests` answers (characters of JSON): the newest entries that fit, the older
 * ones counted in `omitted` (a full journal of 1000 entries at every field's bound would be about 250 MB).
 */
export const JOURNAL_ANSWER_CHARS = 64 * 1024 * 1024;

/** Header and query names the specs mark as keys (apiKey schemes), with the standard credential headers; once. */
let declaredNames: ReadonlySet<string> | undefined;
function declaredSecretNames(): ReadonlySet<string> {
  if (declaredNames === undefined) {
    const { metrics, data } = loadApiDocuments();
    declaredNames = secretNames([metrics, data]);
  }
  return declaredNames;
}

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
  /** values left out of a field past its bound (query and header values, batch methods); a cut string says so */
  omitted?: Omitted;
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
  /** how the answer broke the contract, when the server knows: an injected undeclared or malformed answer, a proxied
   * answer the proxy's checks refused */
  violations?: string[];
}

export interface JournalFilter {
  /** operationId (REST) or JSON-RPC method (node): entries whose `operations` include it */
  operation?: string | undefined;
  /** JSON-RPC method (node) or operationId: the same match as `operation` */
  method?: string | undefined;
  /** ms since the epoch: entries received at or after it */
  since?: number | undefined;
  /** at most this many, the newest */
  limit?: number | undefined;
}

/** Handle to one recorded request, to fill in its answer. */
export interface JournalRecord {
  finish(
    status: number | null,
    durationMs: number,
    action?: TransportAction,
    cause?: string,
    violations?: readonly string[],
  ): void;
}

/** Most violation lines an entry keeps, and characters of each (bounded memory whatever the answer). */
const MAX_VIOLATIONS = 10;
const MAX_VIOLATION_CHARS = 300;

/** What a slot tells its journal when its answer adds to the memory it keeps (its violations). */
interface SlotOwner {
  grown(slot: RecordedSlot, bytes: number): void;
}

/** The slot is its own handle: no closure per request. */
class RecordedSlot implements JournalRecord {
  status: number | null = null;
  durationMs: number | null = null;
  action?: TransportAction;
  cause?: string;
  violations?: readonly string[];
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
    /** what the bounds left out; undefined for none */
    readonly omitted: Omitted | undefined,
    /** the memory it keeps, estimated from its strings' lengths */
    public bytes: number,
    readonly owner: SlotOwner,
    /** its place in the ring */
    readonly at: number,
    /** the request target as received, when within the path's bound (verification routes the request again) */
    readonly rawUrl: string | undefined,
  ) {}

  finish(
    status: number | null,
    durationMs: number,
    action?: TransportAction,
    cause?: string,
    violations?: readonly string[],
  ): void {
    this.status = status;
    this.durationMs = Math.round(durationMs * 100) / 100;
    if (action) this.action = action;
    if (cause) this.cause = cause;
    if (violations?.length) {
      const kept = violations.slice(0, MAX_VIOLATIONS).map((line) => capText(line, MAX_VIOLATION_CHARS));
      this.violations = kept;
      this.owner.grown(
        this,
        kept.reduce((n, line) => n + 2 * line.length + 32, 0),
      );
    }
  }
}

type Slot = RecordedSlot;

const NEVER_ABORTED = new AbortController().signal;

/** One recorded request as verification reads it: the request again (to be routed again) and its entry. */
export class RecordedRequest {
  constructor(
    readonly slot: RecordedSlot,
    readonly journal: {
      entry(slot: RecordedSlot): JournalEntry;
      redacted(slot: RecordedSlot, field: string, value: unknown): unknown;
    },
  ) {}

  /** its journal entry, secrets redacted */
  entry(): JournalEntry {
    return this.journal.entry(this.slot);
  }

  /** a value read from this request (a near miss's `actual`), secrets redacted as in its entry */
  redacted(field: string, value: unknown): unknown {
    return this.journal.redacted(this.slot, field, value);
  }

  get seq(): number {
    return this.slot.seq;
  }

  get operations(): readonly string[] {
    return operationsOf(this.slot);
  }

  get endpoint(): string | undefined {
    return this.slot.endpoint;
  }

  /** The request as the host handed it over, from what the entry kept (the body: its first JOURNAL_BODY_BYTES). */
  request(): MockRequest {
    const { slot } = this;
    const query = slot.query ?? {};
    return {
      method: slot.method,
      rawUrl: slot.rawUrl ?? rawUrlOf(slot.path, query),
      path: slot.path,
      query,
      headers: slot.headers,
      body: slot.body,
      remoteAddress: "",
      receivedAt: slot.receivedAt,
      signal: NEVER_ABORTED,
      onAbort: () => () => {},
    };
  }
}

/** A request target made again from a decoded path and query (for a target too long to keep). */
function rawUrlOf(path: string, query: Readonly<Record<string, string | string[]>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const v of [value].flat()) search.append(name, v);
  const qs = search.toString();
  return encodeURI(path) + (qs ? `?${qs}` : "");
}

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

/** The fields of a request as an entry keeps them: within their bounds, and what was left out. */
function keptFields(request: MockRequest, route: Route) {
  const omitted: Omitted = {};
  const query = hasKeys(request.query) ? cappedQuery(request.query) : undefined;
  if (query?.omitted) omitted.query = query.omitted;
  const headers = cappedHeaders(request.headers);
  if (headers.omitted) omitted.headers = headers.omitted;
  const operations = cappedOperations(route.operations);
  if (operations.omitted) omitted.operations = operations.omitted;
  // the host's methods are tokens of a few characters; an in-process caller's could be anything
  const method = capText(request.method, JOURNAL_LIMITS.operationChars);
  const path = capText(request.path, JOURNAL_LIMITS.pathChars);
  return {
    method,
    path,
    query: query?.kept,
    headers: headers.kept,
    operations: operations.kept.length === 1 ? operations.kept[0]! : operations.kept,
    omitted: hasKeys(omitted) ? omitted : undefined,
    cost: keptFieldsCost(method, path, query?.kept, headers.kept, operations.kept),
  };
}

export class Journal {
  readonly #slots: (Slot | undefined)[];
  #next = 0;
  #seq = 0;
  /** extra strings to redact wherever they appear (the control token) */
  readonly #secrets: string[];
  /** header and query names whose values are redacted, and then found and redacted anywhere else */
  readonly #names: () => ReadonlySet<string>;
  /** the memory the entries keep (estimated), and its bound */
  #bytes = 0;
  /** counts a slot's violations once its answer is known, while the slot is still held */
  readonly #owner: SlotOwner = {
    grown: (slot, bytes) => {
      if (this.#slots[slot.at] !== slot) return;
      slot.bytes += bytes;
      this.#bytes += bytes;
      if (this.#bytes > this.#maxBytes) this.#evictOldest(slot);
    },
  };
  readonly #maxBytes: number;

  constructor(
    readonly capacity: number,
    secrets: readonly string[] = [],
    names?: ReadonlySet<string>,
    maxBytes: number = JOURNAL_LIMITS.totalBytes,
  ) {
    this.#maxBytes = maxBytes;
    this.#slots = new Array(Math.max(0, capacity));
    this.#secrets = secrets.filter((s) => s !== "");
    this.#names = names ? () => names : declaredSecretNames;
  }

  get enabled(): boolean {
    return this.capacity > 0;
  }

  /** Records a request as received; the returned handle fills in the answer. */
  record(request: MockRequest, route: Route): JournalRecord {
    if (this.capacity === 0) return NOOP_RECORD;
    const truncated = request.body.length > JOURNAL_BODY_BYTES;
    const { method, path, query, headers } = request;
    const operations = route.operations;
    // an ordinary request (within every bound) is kept as it came, with nothing allocated to check it
    const cost = ordinaryCost(method, path, query, headers, operations);
    const kept = cost >= 0 ? undefined : keptFields(request, route);
    const body = keptBody(request.body, truncated);
    const rawUrl = request.rawUrl.length <= JOURNAL_LIMITS.pathChars ? request.rawUrl : undefined;
    const slot = new RecordedSlot(
      ++this.#seq,
      kept ? kept.method : method,
      kept ? kept.path : path,
      kept ? kept.query : hasKeys(query) ? query : undefined,
      kept ? kept.headers : headers,
      request.receivedAt,
      body,
      truncated,
      kept ? kept.operations : operations.length === 1 ? operations[0]! : operations,
      route.endpoint,
      kept?.omitted,
      SLOT_BYTES + body.length + (kept ? kept.cost : cost) + (rawUrl === undefined ? 0 : 2 * rawUrl.length),
      this.#owner,
      this.#next,
      rawUrl,
    );
    this.#bytes += slot.bytes - (this.#slots[this.#next]?.bytes ?? 0);
    this.#slots[this.#next] = slot;
    this.#next = (this.#next + 1) % this.capacity;
    if (this.#bytes > this.#maxBytes) this.#evictOldest(slot);
    return slot;
  }

  /** Entries oldest first, filtered, secrets redacted. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    return this.#matching(filter).map((slot) => this.#entry(slot));
  }

  /**
   * `GET /__avaspec/requests` as JSON text: `{requests, capacity}` with the newest matching entries that fit in
   * `maxChars` (oldest first), and `omitted` counting the older ones that did not.
   */
  listText(filter: JournalFilter = {}, maxChars = JOURNAL_ANSWER_CHARS): string {
    const slots = this.#matching(filter);
    const texts: string[] = [];
    let chars = 0;
    for (let i = slots.length - 1; i >= 0; i--) {
      const text = JSON.stringify(this.#entry(slots[i]!));
      if (chars + text.length + 1 > maxChars) break;
      chars += text.length + 1;
      texts.push(text);
    }
    const omitted = slots.length - texts.length;
    const tail = omitted > 0 ? `,"omitted":${omitted}` : "";
    return `{"requests":[${texts.reverse().join(",")}],"capacity":${this.capacity}${tail}}\n`;
  }

  #matching(filter: JournalFilter): Slot[] {
    const out: Slot[] = [];
    for (let i = 0; i < this.capacity; i++) {
      const slot = this.#slots[(this.#next + i) % this.capacity];
      if (slot !== undefined && this.#matches(slot, filter)) out.push(slot);
    }
    return filter.limit !== undefined && out.length > filter.limit ? out.slice(out.length - filter.limit) : out;
  }

  /** The recorded requests, oldest first, as verification reads them (only when asked: nothing per request). */
  recorded(): RecordedRequest[] {
    const journal = {
      entry: (slot: Slot) => this.#entry(slot),
      redacted: (slot: Slot, field: string, value: unknown) => this.#redacted(slot, field, value),
    };
    return this.#matching({}).map((slot) => new RecordedRequest(slot, journal));
  }

  /** the sequence number of the newest request recorded (0: none yet) */
  get lastSeq(): number {
    return this.#seq;
  }

  /** the memory the entries keep, estimated from their strings' lengths (bounded by JOURNAL_LIMITS.totalBytes) */
  get keptBytes(): number {
    return this.#bytes;
  }

  get size(): number {
    let n = 0;
    for (const slot of this.#slots) if (slot !== undefined) n++;
    return n;
  }

  clear(): void {
    this.#slots.fill(undefined);
    this.#next = 0;
    this.#bytes = 0;
  }

  /** Drops the oldest entries until the journal is within its bytes again (the newest always stays). */
  #evictOldest(newest: Slot): void {
    for (let i = 0; i < this.capacity && this.#bytes > this.#maxBytes; i++) {
      const at = (this.#next + i) % this.capacity;
      const slot = this.#slots[at];
      if (slot === undefined || slot === newest) continue;
      this.#bytes -= slot.bytes;
      this.#slots[at] = undefined;
    }
  }

  #matches(slot: Slot, filter: JournalFilter): boolean {
    if (filter.since !== undefined && slot.receivedAt < filter.since) return false;
    for (const name of [filter.operation, filter.method]) {
      if (name !== undefined && !operationsOf(slot).includes(name)) return false;
    }
    return true;
  }

  #redactor(slot: Slot, body: string): Redactor {
    // the control token and every key the request carries (by header, query or body field name) go wherever they show
    return new Redactor(this.#names(), slot.headers, slot.query ?? {}, { values: this.#secrets, body });
  }

  /** A value read from a slot's request (`field`: where, as near misses name it), redacted as its entry is. */
  #redacted(slot: Slot, field: string, value: unknown): unknown {
    const dot = field.indexOf(".");
    const where = field.slice(0, dot);
    if ((where === "headers" || where === "query") && this.#names().has(field.slice(dot + 1).toLowerCase())) {
      return value === null || value === undefined ? value : REDACTED;
    }
    const redactor = this.#redactor(slot, utf8Text(slot.body));
    if (!redactor.hasSecrets || value === null || value === undefined) return value;
    if (typeof value === "string") return redactor.text(value);
    if (typeof value !== "object") return value;
    return JSON.parse(redactor.text(JSON.stringify(value))) as unknown;
  }

  #entry(slot: Slot): JournalEntry {
    const query = slot.query ?? {};
    const body = utf8Text(slot.body);
    const redactor = this.#redactor(slot, body);
    const entry: JournalEntry = {
      seq: slot.seq,
      time: new Date(slot.receivedAt).toISOString(),
      receivedAt: slot.receivedAt,
      method: slot.method,
      path: redactor.text(slot.path),
      query: redactor.query(query),
      headers: redactor.headers(slot.headers),
      body: redactor.text(body),
      operations: [...operationsOf(slot)],
      status: slot.status,
      durationMs: slot.durationMs,
    };
    if (slot.truncated) entry.bodyTruncated = true;
    if (slot.omitted) entry.omitted = { ...slot.omitted };
    if (slot.endpoint !== undefined) entry.endpoint = slot.endpoint;
    if (slot.action) entry.action = slot.action;
    if (slot.cause) entry.cause = slot.cause;
    if (slot.violations) entry.violations = slot.violations.map((line) => redactor.text(line));
    return entry;
  }
}
