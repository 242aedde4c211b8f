// Secrets pass through to the upstream but never reach a log line, a violation, a fixture or the request journal. The
// names come from the specs (apiKey security schemes) plus the standard credential headers and the deployed Data
// API's own key header; a value found under one of them is redacted wherever else it shows (path, headers, body).

export const REDACTED = "[redacted]";
/** Nodes of a JSON body walked for key fields (a body of more is still redacted by the values found so far). */
const MAX_BODY_NODES = 100_000;

/** Credential headers whatever the spec says; x-glacier-api-key: the deployed Data API's name (reference policy 3). */
const ALWAYS_SECRET = ["authorization", "proxy-authorization", "cookie", "set-cookie", "x-glacier-api-key"];

/** Header and query names that carry secrets: ALWAYS_SECRET plus every apiKey scheme the documents declare. */
export function secretNames(documents: readonly unknown[] = []): Set<string> {
  const names = new Set(ALWAYS_SECRET);
  for (const doc of documents) {
    const schemes = (doc as { components?: { securitySchemes?: Record<string, any> } })?.components?.securitySchemes;
    for (const scheme of Object.values(schemes ?? {})) {
      if (scheme?.type === "apiKey" && typeof scheme.name === "string") names.add(scheme.name.toLowerCase());
    }
  }
  return names;
}

interface RedactorExtras {
  /** further values to redact wherever they appear (the control token) */
  values?: readonly string[];
  /** the request body's text: the string values of JSON fields named as keys are redacted everywhere too */
  body?: string;
}

/**
 * Redacts what one request carries: the secret headers, query values and body fields by name, and the same values
 * wherever else they show up (in the path, or an upstream that echoes the key in an error message: neither may leak
 * it into a fixture or the journal).
 */
export class Redactor {
  private readonly values: string[];
  constructor(
    private readonly names: ReadonlySet<string>,
    headers: Readonly<Record<string, string>>,
    query: Readonly<Record<string, string | string[]>> = {},
    extras: RedactorExtras = {},
  ) {
    const found = new Set<string>();
    for (const [name, value] of Object.entries(headers)) if (names.has(name)) addSecretValues(found, value);
    for (const [name, value] of Object.entries(query))
      if (names.has(name.toLowerCase())) for (const v of [value].flat()) addSecretValues(found, v);
    for (const value of extras.values ?? []) if (value !== "") found.add(value);
    if (extras.body !== undefined) for (const value of bodyKeyValues(names, extras.body)) addSecretValues(found, value);
    // longest first, so that a value containing another is replaced whole
    this.values = [...found].sort((a, b) => b.length - a.length);
  }

  get hasSecrets(): boolean {
    return this.values.length > 0;
  }

  headers(headers: Readonly<Record<string, string>>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) out[name] = this.names.has(name) ? REDACTED : this.text(value);
    return out;
  }

  query(query: Readonly<Record<string, string | string[]>>): Record<string, string | string[]> {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(query))
      out[name] = this.names.has(name.toLowerCase())
        ? REDACTED
        : Array.isArray(value)
          ? value.map((v) => this.text(v))
          : this.text(value);
    return out;
  }

  text(text: string): string {
    let out = text;
    for (const v of this.values) if (out.includes(v)) out = out.split(v).join(REDACTED);
    return out;
  }

  /** Any JSON value with the secret values replaced in every string (keys included). */
  json<T>(value: T): T {
    if (!this.hasSecrets || value === undefined) return value;
    // escaping is per character, so a value inside any string shows as its own escaped form in the JSON text
    let text = JSON.stringify(value);
    for (const v of this.values) {
      const escaped = JSON.stringify(v).slice(1, -1);
      if (text.includes(escaped)) text = text.split(escaped).join(REDACTED);
    }
    return JSON.parse(text) as T;
  }
}

function addSecretValues(into: Set<string>, raw: string): void {
  const value = raw.trim();
  // values this short would redact ordinary text; a real key is longer
  if (value.length >= 4) into.add(value);
  // "Bearer abc…": the credential alone may be echoed too
  const credential = /^\S+\s+(\S{4,})$/.exec(value)?.[1];
  if (credential) into.add(credential);
}

/** The string values of the fields of a JSON body named as keys, at any depth (walked without recursion). */
function bodyKeyValues(names: ReadonlySet<string>, text: string): string[] {
  // most bodies name no key: a scan of the text spares parsing them
  const lower = text.toLowerCase();
  if (![...names].some((name) => lower.includes(`"${name}"`))) return [];
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return [];
  }
  const values: string[] = [];
  const stack: unknown[] = [root];
  for (let walked = 0; stack.length > 0 && walked < MAX_BODY_NODES; walked++) {
    const value = stack.pop();
    if (value === null || typeof value !== "object") continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    for (const [name, field] of Object.entries(value)) {
      if (typeof field === "string" && names.has(name.toLowerCase())) values.push(field);
      else stack.push(field);
    }
  }
  return values;
}
