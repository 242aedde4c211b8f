// Time buckets of the Metrics API: hours, days at 00:00 UTC, weeks from Monday 00:00 UTC, months from the 1st.
import type { Listing } from "../rest/rules.js";

export type Interval = "hour" | "day" | "week" | "month";
const FIXED: Record<Exclude<Interval, "month">, number> = { hour: 3600, day: 86_400, week: 604_800 };

/** Start of the bucket that contains `t` (Unix seconds). */
export function align(t: number, interval: Interval): number {
  if (interval === "hour") return Math.floor(t / 3600) * 3600;
  if (interval === "day") return Math.floor(t / 86_400) * 86_400;
  if (interval === "week") {
    const day = Math.floor(t / 86_400);
    const sinceMonday = (((day + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday
    return (day - sinceMonday) * 86_400;
  }
  const d = new Date(t * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
}

/** The bucket `steps` buckets before the bucket starting at `start` (which must be aligned). */
export function stepBack(start: number, interval: Interval, steps = 1): number {
  if (interval !== "month") return start - steps * FIXED[interval];
  const d = new Date(start * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - steps, 1) / 1000;
}

/** Length of the bucket starting at `start`, in seconds. */
export function bucketSeconds(start: number, interval: Interval): number {
  if (interval !== "month") return FIXED[interval];
  const d = new Date(start * 1000);
  return (
    (Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)) / 1000
  );
}

function monthIndex(t: number): number {
  const d = new Date(t * 1000);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/**
 * Bucket starts, newest first, of every bucket with `from <= start < to`, no later than the bucket holding `now`
 * and no earlier than the bucket holding `dataStart`.
 */
export function buckets(
  interval: Interval,
  opts: { now: number; dataStart: number; from?: number; to?: number },
): Listing<number> {
  const upper = Math.min(opts.now, opts.to === undefined ? Number.POSITIVE_INFINITY : opts.to - 1);
  if (!(upper >= 0)) return { length: 0, at: () => 0 };
  const newest = align(upper, interval);
  let oldest = align(opts.dataStart, interval);
  if (oldest < 0) oldest = stepBack(oldest, interval, -1); // the week holding 1970-01-01 starts before it
  if (opts.from !== undefined && opts.from > oldest) {
    const a = align(opts.from, interval);
    oldest = a < opts.from ? stepBack(a, interval, -1) : a;
  }
  if (newest < oldest) return { length: 0, at: () => 0 };
  const length =
    interval === "month"
      ? monthIndex(newest) - monthIndex(oldest) + 1
      : Math.floor((newest - oldest) / FIXED[interval]) + 1;
  return { length, at: (i) => stepBack(newest, interval, i) };
}
