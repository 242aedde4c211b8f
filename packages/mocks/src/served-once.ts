// Values served again and again unchanged (a chain's record) are serialised once: an answer that carries them splices
// their JSON in instead of serialising them anew. They are frozen, so that their JSON cannot go stale.
const serialised = new WeakMap<object, string>();

/** Marks `value` as served unchanged from now on: frozen (deeply), and its JSON kept. */
export function servedUnchanged<T extends object>(value: T): T {
  deepFreeze(value);
  serialised.set(value, JSON.stringify(value));
  return value;
}

function deepFreeze(value: object): void {
  if (Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    if (inner !== null && typeof inner === "object") deepFreeze(inner);
  }
}

/**
 * `JSON.stringify(value)`, byte for byte, with the kept JSON of values served unchanged spliced in where an answer
 * carries them: the answer itself, a property of it, or the elements of an array property (a listing's page).
 */
export function answerJson(value: unknown): string | undefined {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const kept = serialised.get(value);
  if (kept !== undefined) return kept;
  if (Array.isArray(value)) return startsKept(value) ? arrayJson(value) : JSON.stringify(value);
  if (!isPlainRecord(value) || !carriesKept(value)) return JSON.stringify(value);
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const inner = value[key];
    const json = serialised.get(inner as object) ?? (Array.isArray(inner) ? arrayJson(inner) : JSON.stringify(inner));
    // as JSON.stringify leaves out a property whose value has no JSON (undefined, a function, a symbol)
    if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${parts.join(",")}}`;
}

/** Whether an array starts with a kept value (a page of records): then each element is looked up. */
const startsKept = (array: readonly unknown[]) => array.length > 0 && serialised.has(array[0] as object);

function arrayJson(array: readonly unknown[]): string {
  if (!startsKept(array)) return JSON.stringify(array);
  // an element without JSON is null in an array, as JSON.stringify writes it
  const elementJson = (element: unknown) => serialised.get(element as object) ?? JSON.stringify(element) ?? "null";
  return `[${array.map(elementJson).join(",")}]`;
}

function carriesKept(record: Record<string, unknown>): boolean {
  for (const key of Object.keys(record)) {
    const inner = record[key];
    if (
      inner !== null &&
      typeof inner === "object" &&
      (serialised.has(inner) || (Array.isArray(inner) && startsKept(inner)))
    )
      return true;
  }
  return false;
}

/** A plain object (no toJSON, no class): its properties are what JSON.stringify writes. */
function isPlainRecord(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== "function";
}
