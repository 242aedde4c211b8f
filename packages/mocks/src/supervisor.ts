// Keeps the command's servers together: one stop closes them all; a server that errors or closes on its own
// ends the command with a message and a non-zero exit code.
import type { EventEmitter } from "node:events";

export interface Supervised {
  close(): Promise<void>;
  /** the underlying node:http server, when the mock exposes it */
  server?: EventEmitter;
}

export interface SupervisorOptions {
  exit(code: number): void;
  write(line: string): void;
  /** longest wait for the servers to close before exiting anyway */
  graceMs?: number;
}

export class Supervisor {
  readonly #running = new Map<string, Supervised>();
  #stopping: Promise<void> | undefined;
  constructor(readonly options: SupervisorOptions) {}

  get stopping(): boolean {
    return this.#stopping !== undefined;
  }

  add(name: string, mock: Supervised): void {
    this.#running.set(name, mock);
    mock.server?.on("error", (error: Error) => void this.stop(1, `the ${name} mock failed: ${error.message}`));
    mock.server?.on("close", () => void this.stop(1, `the ${name} mock stopped unexpectedly`));
  }

  /** Closes every server once, then exits with `code` (a second call waits for the first). */
  stop(code: number, message?: string): Promise<void> {
    if (this.#stopping) return this.#stopping;
    // marked before any server is closed: the close events they emit are not failures
    let done!: () => void;
    this.#stopping = new Promise<void>((resolve) => (done = resolve));
    void (async () => {
      if (message) this.options.write(`avaspec-mock: ${message}`);
      const timer = setTimeout(() => this.options.exit(code || 1), this.options.graceMs ?? 3000);
      timer.unref?.();
      await Promise.allSettled([...this.#running.values()].map((m) => m.close()));
      clearTimeout(timer);
      this.options.exit(code);
      done();
    })();
    return this.#stopping;
  }
}
