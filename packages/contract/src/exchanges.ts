// The HTTP exchanges of one case, kept for the HTML report: what was sent and what came back, for a failure only.
// Recorded by http.ts's send() into the case's async context (AsyncLocalStorage), so every case, flow and fuzz draw
// is covered without threading a log through each check; the answer text is the one already read (no copy).
import { AsyncLocalStorage } from "node:async_hooks";
import type { CaseResult, RecordedExchange } from "./results.js";

/** A flow may send hundreds of requests (pages): the last few are the ones that explain its failure. */
const KEPT_PER_CASE = 3;

const store = new AsyncLocalStorage<RecordedExchange[]>();

/** Notes one exchange in the current case's log (none outside a recorded case: nothing is kept). */
export function noteExchange(exchange: RecordedExchange): void {
  const log = store.getStore();
  if (!log) return;
  log.push(exchange);
  if (log.length > KEPT_PER_CASE) log.shift();
}

/** Runs `fn` with a fresh log of its exchanges; resolves with its value and the last exchanges it made. */
export async function recordExchanges<T>(fn: () => Promise<T>): Promise<[T, RecordedExchange[]]> {
  const log: RecordedExchange[] = [];
  const value = await store.run(log, fn);
  return [value, log];
}

/** Runs one case; a failed one carries its last exchanges (a passing one carries none: most pass). */
export async function withExchanges(run: () => Promise<CaseResult>): Promise<CaseResult> {
  const [result, log] = await recordExchanges(run);
  if (result.failures.length && log.length && !result.exchanges) result.exchanges = log;
  return result;
}
