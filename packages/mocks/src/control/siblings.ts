// `POST /__avaspec/reset?all=true`: the servers started together (startMocks, the CLI) reset one another. They may
// run in separate worker threads of one process, so they meet on a BroadcastChannel named by their group, a random
// id the assembly gives each of them (`ControlOptions.resetGroup`). A server asked to reset them all resets itself,
// posts `reset`, and waits for each sibling's `done` (at most RESET_WAIT_MS); a sibling resets on `reset`.
import type { ApiName } from "../server/exchange.js";

/** The servers started together; `id` is theirs alone (another startMocks() in the process has another). */
export interface ResetGroup {
  id: string;
  members: ApiName[];
  /** longest wait for the others to confirm a reset, in ms; default RESET_WAIT_MS */
  waitMs?: number;
}

/** Longest wait for the siblings to confirm a reset: past their own limit (RESET_LIMIT_MS, local mode's 10 s). */
const RESET_WAIT_MS = 12_000;

type GroupMessage =
  | { type: "reset"; id: number; from: ApiName }
  /** `id` is the asker's (`to`): several servers may ask at once */
  | { type: "done"; id: number; from: ApiName; to: ApiName };

interface Waiting {
  missing: Set<ApiName>;
  done(): void;
}

/** What a reset of the whole group gave: who confirmed, and who did not within `waitMs`. */
export interface GroupReset {
  reset: ApiName[];
  silent: ApiName[];
  waitMs: number;
}

export class Siblings {
  readonly #channel: BroadcastChannel;
  readonly #waiting = new Map<number, Waiting>();
  #next = 0;

  constructor(
    readonly group: ResetGroup,
    readonly self: ApiName,
    onReset: () => Promise<void>,
  ) {
    this.#channel = new BroadcastChannel(`avaspec-reset:${group.id}`);
    // the servers keep the process alive, not this channel
    (this.#channel as { unref?: () => void }).unref?.();
    this.#channel.onmessage = (event: MessageEvent<GroupMessage>) => {
      const message = event.data;
      if (message.type === "reset") {
        // confirmed once this server is back at its start; one that is not within its limit stays silent
        onReset().then(
          () => {
            const done: GroupMessage = { type: "done", id: message.id, from: self, to: message.from };
            this.#channel.postMessage(done);
          },
          () => undefined,
        );
      } else if (message.type === "done" && message.to === self) {
        const waiting = this.#waiting.get(message.id);
        waiting?.missing.delete(message.from);
        if (waiting?.missing.size === 0) waiting.done();
      }
    };
  }

  /** Asks every other member to reset; resolves once all confirmed, or after the wait with those that did not. */
  resetOthers(): Promise<GroupReset> {
    const waitMs = this.group.waitMs ?? RESET_WAIT_MS;
    const others = this.group.members.filter((m) => m !== this.self);
    if (others.length === 0) return Promise.resolve({ reset: [], silent: [], waitMs });
    const id = this.#next++;
    const missing = new Set(others);
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.#waiting.delete(id);
        resolve({ reset: others.filter((m) => !missing.has(m)), silent: [...missing], waitMs });
      };
      const timer = setTimeout(finish, waitMs);
      this.#waiting.set(id, { missing, done: finish });
      const reset: GroupMessage = { type: "reset", id, from: this.self };
      this.#channel.postMessage(reset);
    });
  }

  close(): void {
    this.#channel.close();
    for (const waiting of this.#waiting.values()) waiting.done();
  }
}
