// The messages between a mock's worker thread and the thread that started it.
import type { ApiName } from "./exchange.js";

/** workerData of a mock thread: which API, and the (structured-clonable) options of its in-thread starter. */
export interface ThreadStart {
  api: ApiName;
  options: Record<string, unknown>;
}

/** An error as it crosses threads: the fields callers read (code: EADDRINUSE, …) survive. */
export interface SerialisedError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
  errno?: number;
  syscall?: string;
  address?: string;
  port?: number;
}

export type ThreadMessage =
  | { type: "prepared" }
  | { type: "ready"; url: string; host: string; port: number }
  | { type: "error"; error: SerialisedError }
  | { type: "failed"; error: SerialisedError }
  | { type: "closed" };

export function serialiseError(error: unknown): SerialisedError {
  const e = error as Partial<SerialisedError> | undefined;
  if (!e || typeof e !== "object") return { name: "Error", message: String(error) };
  const out: SerialisedError = { name: String(e.name ?? "Error"), message: String(e.message ?? error) };
  for (const key of ["stack", "code", "syscall", "address"] as const) if (typeof e[key] === "string") out[key] = e[key];
  for (const key of ["errno", "port"] as const) if (typeof e[key] === "number") out[key] = e[key];
  return out;
}

/** The error again, as an Error carrying the same fields. */
export function reviveError(serialised: SerialisedError): Error {
  const error = new Error(serialised.message) as Error & Omit<SerialisedError, "name" | "message">;
  error.name = serialised.name;
  if (serialised.stack) error.stack = serialised.stack;
  for (const key of ["code", "errno", "syscall", "address", "port"] as const) {
    if (serialised[key] !== undefined) Object.assign(error, { [key]: serialised[key] });
  }
  return error;
}
