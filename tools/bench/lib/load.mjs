// What the throughput suites share: load from autocannon in alternating rounds (subject, baseline, subject, …) so
// that load from elsewhere on the machine hits both alike, with the CPU each server process spent per request
// (/proc/<pid>/stat, every thread), and ratios.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { alternate } from "./processes.mjs";

export const DURATION = 2.5; // seconds per round; the best round of each side counts
const ROUNDS = 2;
export const CONNECTIONS = 10;

/** CPU time (user + system, all threads) the process has used, in µs. @param {number} pid */
export function cpuMicros(pid) {
  const fields = String(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** Resident memory of a process, in MB. @param {number} pid */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * One round of load on `url` (autocannon options), with the CPU `pid` spent on it.
 * @param {{ pid: number, url: string } & Record<string, unknown>} options
 */
export async function cannon({ pid, ...opts }) {
  const cpu0 = cpuMicros(pid);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const cpu = cpuMicros(pid) - cpu0;
  const bad = result.non2xx + result.errors + result.timeouts;
  const total = result.requests.total;
  if (bad > total * 0.01) throw new Error(`${opts.url}: ${bad} failed requests of ${total}`);
  return { rps: total / DURATION, p99: result.latency.p99, cpuPerRequest: cpu / Math.max(total, 1), total };
}

/** Alternating rounds; req/s keeps its best round, p99 and CPU per request their lowest; totals add up. */
export function compare(subject, baseline, rounds = ROUNDS) {
  const keep = (a, b) => ({
    rps: Math.max(a.rps, b.rps),
    p99: Math.min(a.p99, b.p99),
    cpuPerRequest: Math.min(a.cpuPerRequest, b.cpuPerRequest),
    total: a.total + b.total,
  });
  return alternate(
    rounds,
    () => cannon(subject),
    () => cannon(baseline),
    keep,
  );
}

export const ratio = (/** @type {number} */ a, /** @type {number} */ b) => Number((a / b).toFixed(2));
