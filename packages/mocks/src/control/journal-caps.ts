// What one journal entry may keep of a request, field by field: a client decides how long its path, query, headers
// and JSON-RPC method names are, so each is cut to a bound and says so. A request within the bounds (every ordinary
// one) is kept as it came: the checks only read lengths, and nothing is copied.

/** Per-field bounds of a journal entry (characters of JavaScript strings; the body in bytes). */
export const JOURNAL_LIMITS = Object.freeze({
  bodyBytes: 16 * 1024,
  pathChars: 2048,
  /** query: values kept (a repeated name counts each value), each name's and value's length, all of them together */
  queryValues: 64,
  queryNameChars: 256,
  queryValueChars: 2048,
  queryChars: 8 * 1024,
  /** headers: how many, each name's and value's length, all of them together */
  headers: 64,
  headerNameChars: 256,
  headerValueChars: 8 * 1024,
  headerChars: 16 * 1024,
  /** JSON-RPC methods of a batch's elements (REST: the one operationId): how many, each one's length, together */
  operations: 1000,
  operationChars: 128,
  operationsChars: 16 * 1024,
  /** all entries together, estimated from their strings' lengths: past it the oldest entries go first */
  totalBytes: 256 * 1024 * 1024,
});

/** What a cut field was before it was cut: `…(truncated, N chars)` ends a cut string. */
function truncatedText(text: string, keep: number): string {
  const cut = `${text.slice(0, Math.max(0, keep))}…(truncated, ${text.length} chars)`;
  // a copy of its own: a slice can be a view that keeps the whole original string alive
  return ownCopy(cut);
}

function ownCopy(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

export const capText = (text: string, max: number): string => (text.length > max ? truncatedText(text, max) : text);

/** Entries left out of a field, by field (`query`, `headers`: values; `operations`: names). */
export type Omitted = { query?: number; headers?: number; operations?: number };

interface MapBounds {
  count: number;
  nameChars: number;
  valueChars: number;
  totalChars: number;
}

const QUERY: MapBounds = {
  count: JOURNAL_LIMITS.queryValues,
  nameChars: JOURNAL_LIMITS.queryNameChars,
  valueChars: JOURNAL_LIMITS.queryValueChars,
  totalChars: JOURNAL_LIMITS.queryChars,
};
const HEADERS: MapBounds = {
  count: JOURNAL_LIMITS.headers,
  nameChars: JOURNAL_LIMITS.headerNameChars,
  valueChars: JOURNAL_LIMITS.headerValueChars,
  totalChars: JOURNAL_LIMITS.headerChars,
};

type Values = string | readonly string[];

/** No bound: to estimate what a cut copy keeps. */
const UNBOUNDED: MapBounds = { count: Infinity, nameChars: Infinity, valueChars: Infinity, totalChars: Infinity };
/** Bytes estimated per kept string besides its characters (its header, a slot that points at it). */
const PER_STRING_BYTES = 32;

/**
 * Bytes a map keeps, estimated from its strings' lengths (two bytes a character, the worst), or -1 when it is past
 * its bounds. One pass, nothing allocated.
 */
function keptCost(map: Readonly<Record<string, Values>>, bounds: MapBounds): number {
  let count = 0;
  let chars = 0;
  for (const name in map) {
    if (name.length > bounds.nameChars) return -1;
    chars += name.length;
    const value = map[name]!;
    if (typeof value === "string") {
      count++;
      if (value.length > bounds.valueChars) return -1;
      chars += value.length;
    } else {
      count += value.length;
      for (const v of value) {
        if (v.length > bounds.valueChars) return -1;
        chars += v.length;
      }
    }
    if (count > bounds.count || chars > bounds.totalChars) return -1;
  }
  return 2 * chars + PER_STRING_BYTES * 2 * count;
}

const withinBounds = (map: Readonly<Record<string, Values>>, bounds: MapBounds) => keptCost(map, bounds) >= 0;

/** The map as kept: itself when within its bounds, else a copy cut to them, and how many values were left out. */
function cappedMap<V extends Values>(
  map: Readonly<Record<string, V>>,
  bounds: MapBounds,
): { kept: Readonly<Record<string, V>>; omitted: number } {
  if (withinBounds(map, bounds)) return { kept: map, omitted: 0 };
  const kept: Record<string, Values> = {};
  let count = 0;
  let left = bounds.totalChars;
  let omitted = 0;
  const take = (value: string): string | undefined => {
    if (count >= bounds.count || left <= 0) {
      omitted++;
      return undefined;
    }
    count++;
    const text = capText(value, Math.min(bounds.valueChars, left));
    left -= Math.min(value.length, bounds.valueChars);
    return text;
  };
  for (const rawName in map) {
    const value = map[rawName]!;
    if (count >= bounds.count || left <= 0) {
      omitted += typeof value === "string" ? 1 : value.length;
      continue;
    }
    const name = capText(rawName, bounds.nameChars);
    left -= Math.min(rawName.length, bounds.nameChars);
    if (typeof value === "string") {
      const text = take(value);
      if (text !== undefined) kept[name] = text;
    } else {
      const texts = value.map(take).filter((v): v is string => v !== undefined);
      if (texts.length > 0) kept[name] = texts;
    }
  }
  return { kept: kept as Record<string, V>, omitted };
}

/** Bytes an entry's fields keep besides its body (estimated), or -1 when one is past its bound. Allocates nothing. */
export function ordinaryCost(
  method: string,
  path: string,
  query: Readonly<Record<string, string | string[]>>,
  headers: Readonly<Record<string, string>>,
  operations: readonly string[],
): number {
  if (method.length > JOURNAL_LIMITS.operationChars || path.length > JOURNAL_LIMITS.pathChars) return -1;
  const queryCost = keptCost(query, QUERY);
  const headerCost = queryCost < 0 ? -1 : keptCost(headers, HEADERS);
  const operationsCost = headerCost < 0 ? -1 : operationsCostWithin(operations, JOURNAL_LIMITS);
  if (operationsCost < 0) return -1;
  return 2 * (method.length + path.length) + queryCost + headerCost + operationsCost;
}

/** The same estimate for fields already cut (a cut string is a little longer than its bound: its suffix). */
export function keptFieldsCost(
  method: string,
  path: string,
  query: Readonly<Record<string, string | string[]>> | undefined,
  headers: Readonly<Record<string, string>>,
  operations: readonly string[],
): number {
  const unbounded = { operations: Infinity, operationChars: Infinity, operationsChars: Infinity };
  return (
    2 * (method.length + path.length) +
    (query ? keptCost(query, UNBOUNDED) : 0) +
    keptCost(headers, UNBOUNDED) +
    operationsCostWithin(operations, unbounded)
  );
}

function operationsCostWithin(
  operations: readonly string[],
  bounds: { operations: number; operationChars: number; operationsChars: number },
): number {
  if (operations.length > bounds.operations) return -1;
  let chars = 0;
  for (let i = 0; i < operations.length; i++) {
    const length = operations[i]!.length;
    chars += length;
    if (length > bounds.operationChars || chars > bounds.operationsChars) return -1;
  }
  return 2 * chars + PER_STRING_BYTES * operations.length;
}

export const cappedQuery = (query: Readonly<Record<string, string | string[]>>) => cappedMap(query, QUERY);
export const cappedHeaders = (headers: Readonly<Record<string, string>>) => cappedMap(headers, HEADERS);

/** The operations as kept: the list itself when within bounds (REST: one name from the spec), else cut. */
export function cappedOperations(operations: readonly string[]): { kept: readonly string[]; omitted: number } {
  if (operationsCostWithin(operations, JOURNAL_LIMITS) >= 0) return { kept: operations, omitted: 0 };
  const kept: string[] = [];
  let left = JOURNAL_LIMITS.operationsChars;
  for (const name of operations) {
    if (kept.length >= JOURNAL_LIMITS.operations || left <= 0) break;
    kept.push(capText(name, Math.min(JOURNAL_LIMITS.operationChars, left)));
    left -= Math.min(name.length, JOURNAL_LIMITS.operationChars);
  }
  return { kept, omitted: operations.length - kept.length };
}
