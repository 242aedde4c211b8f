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

/** Bodies a failed case keeps are cut to this many characters (an answer may be 64 MiB; the page shows 8192). */
export const MAX_TEXT_KEPT = 8192;

/**
 * The text cut to MAX_TEXT_KEPT with its length noted, as a string of its own (a slice would keep the whole answer
 * alive); a text already cut is returned as it is.
 */
export function kept(text: string): string {
  if (text.length <= MAX_TEXT_KEPT) return text;
  const note = /… \(\d+ characters in all\)$/.exec(text);
  if (note && text.length - note[0].length === MAX_TEXT_KEPT) return text;
  const head = Buffer.from(text.slice(0, MAX_TEXT_KEPT), "utf8").toString("utf8");
  return `${head}… (${text.length} characters in all)`;
}

/** The exchanges as a result keeps them: bodies cut, so a run's memory does not grow with its answers' size. */
export function keepExchanges(log: RecordedExchange[]): RecordedExchange[] {
  return log.map((x) => ({
    ...x,
    ...(x.body !== undefined ? { body: kept(x.body) } : {}),
    answer: "failure" in x.answer ? x.answer : { ...x.answer, text: kept(x.answer.text) },
  }));
}

/** Runs one case; a failed one carries its last exchanges (a passing one carries none: most pass). */
export async function withExchanges(run: () => Promise<CaseResult>): Promise<CaseResult> {
  const [result, log] = await recordExchanges(run);
  if (result.failures.length && log.length && !result.exchanges) result.exchanges = keepExchanges(log);
  return result;
}
