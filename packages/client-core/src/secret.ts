// A value that must never be printed: API keys. It renders as "[redacted]" through String(), template literals,
// JSON.stringify and util.inspect / console.log; the value is only reachable through reveal().

const REDACTED = "[redacted]";
const INSPECT = Symbol.for("nodejs.util.inspect.custom");

export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  /** The secret value itself: only for putting it on the wire. */
  reveal(): string {
    return this.#value;
  }
  toString(): string {
    return REDACTED;
  }
  toJSON(): string {
    return REDACTED;
  }
  [INSPECT](): string {
    return REDACTED;
  }
}

/** Wraps a string as a Secret (a Secret passes through unchanged). */
export const secret = (value: string | Secret): Secret => (value instanceof Secret ? value : new Secret(value));

export { REDACTED };
