// One HTTP exchange with a deadline; every failure (refused, reset, garbage, too slow) becomes a value, never a throw.
import { noteExchange } from "./exchanges.js";

export interface HttpAnswer {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  text: string;
}
export type HttpOutcome = { ok: true; answer: HttpAnswer; ms: number } | { ok: false; reason: string; ms: number };

export interface SendOptions {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

/** Answers are read up to this many bytes: a larger one is a failure, not a process out of memory. */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** The body as text, or undefined when it is larger than `max` bytes (the rest is not read). */
async function readCapped(res: Response, max: number): Promise<string | undefined> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function send(options: SendOptions): Promise<HttpOutcome> {
  const outcome = await exchange(options);
  const { method, url, headers, body } = options;
  noteExchange({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(body !== undefined && method !== "GET" && method !== "HEAD" ? { body } : {}),
    answer: outcome.ok ? outcome.answer : { failure: outcome.reason },
  });
  return outcome;
}

async function exchange({ method, url, headers, body, timeoutMs }: SendOptions): Promise<HttpOutcome> {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      method,
      headers: { accept: "application/json", ...headers },
      ...(body !== undefined && method !== "GET" && method !== "HEAD" ? { body } : {}),
      signal: controller.signal,
      redirect: "manual",
    });
    const text = await readCapped(res, MAX_ANSWER_BYTES);
    if (text === undefined)
      return {
        ok: false,
        reason: `answer larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB (HTTP ${res.status}; not read further)`,
        ms: performance.now() - started,
      };
    const hdrs: Record<string, string> = {};
    res.headers.forEach((v, k) => (hdrs[k] = v));
    return {
      ok: true,
      answer: { status: res.status, contentType: res.headers.get("content-type") ?? "", headers: hdrs, text },
      ms: performance.now() - started,
    };
  } catch (e) {
    const ms = performance.now() - started;
    if (controller.signal.aborted)
      return { ok: false, reason: `no complete answer within ${timeoutMs} ms (--timeout-ms)`, ms };
    const err = e as Error & { cause?: { code?: string; message?: string } };
    const cause = err.cause?.code ?? err.cause?.message ?? err.message;
    return { ok: false, reason: `request failed: ${cause}`, ms };
  } finally {
    clearTimeout(timer);
  }
}

export function joinUrl(base: string, path: string, query?: Record<string, string>): string {
  const url = base.replace(/\/+$/, "") + path;
  if (!query || !Object.keys(query).length) return url;
  return `${url}?${new URLSearchParams(query).toString()}`;
}
