// Seeded metric values that look like a real chain's. Each series is anchored on 2024-08-30 (the day of the
// real C-Chain figure activeAddresses = 37738 at 1724976000): on that day the C-Chain value equals the profile's
// base exactly; other days follow growth since genesis, a weekly rhythm and seeded day-to-day noise.
import { Seeded } from "@avaspec/chain/world";
import { align, bucketSeconds, type Interval } from "./time.js";

/** 2024-08-30T00:00:00Z */
const ANCHOR_DAY = 1_724_976_000;
/** 2024-12-16T00:00:00Z, Avalanche9000 (Etna): L1 validator fees start. */
export const L1_FEES_START = 1_734_307_200;
const DAY = 86_400;

type Kind = "count" | "distinct" | "average" | "maximum" | "cumulative" | "level";

export interface Profile {
  kind: Kind;
  /** value on ANCHOR_DAY for a chain of scale 1 (the C-Chain) */
  base: number;
  /** decimals kept (0 = integer) */
  decimals: number;
}

/** Magnitudes of the C-Chain and the primary network around August 2024. */
const PROFILES: Record<string, Profile> = {
  activeAddresses: { kind: "distinct", base: 37_738, decimals: 0 },
  activeSenders: { kind: "distinct", base: 24_120, decimals: 0 },
  txCount: { kind: "count", base: 402_318, decimals: 0 },
  gasUsed: { kind: "count", base: 41_500_000_000, decimals: 0 },
  contracts: { kind: "count", base: 1_480, decimals: 0 },
  deployers: { kind: "distinct", base: 352, decimals: 0 },
  feesPaid: { kind: "count", base: 1_120_000_000_000_000_000_000, decimals: 0 },
  avgGps: { kind: "average", base: 480_324, decimals: 2 },
  maxGps: { kind: "maximum", base: 7_450_000, decimals: 2 },
  avgTps: { kind: "average", base: 4.65, decimals: 2 },
  maxTps: { kind: "maximum", base: 118.5, decimals: 2 },
  avgGasPrice: { kind: "average", base: 27_100_000_000, decimals: 0 },
  maxGasPrice: { kind: "maximum", base: 4_850_000_000_000, decimals: 0 },
  cumulativeTxCount: { kind: "cumulative", base: 500_325_352, decimals: 0 },
  cumulativeAddresses: { kind: "cumulative", base: 9_312_440, decimals: 0 },
  cumulativeContracts: { kind: "cumulative", base: 3_254_118, decimals: 0 },
  cumulativeDeployers: { kind: "cumulative", base: 251_906, decimals: 0 },
  validatorCount: { kind: "level", base: 1_502, decimals: 0 },
  validatorWeight: { kind: "level", base: 231_400_000_000_000_000, decimals: 0 },
  delegatorCount: { kind: "level", base: 41_260, decimals: 0 },
  delegatorWeight: { kind: "level", base: 31_800_000_000_000_000, decimals: 0 },
};

/** The profile of a metric; metrics not in the table get one from their name, so new enum values still work. */
export function profileOf(metric: string): Profile {
  const known = PROFILES[metric];
  if (known) return known;
  if (/cumulative/i.test(metric)) return { kind: "cumulative", base: 44_400_000 * 600, decimals: 0 };
  if (/payingvalidators|count$/i.test(metric)) return { kind: "level", base: 820, decimals: 0 };
  if (/^avg/i.test(metric)) return { kind: "average", base: 1000, decimals: 2 };
  if (/^max/i.test(metric)) return { kind: "maximum", base: 1000, decimals: 2 };
  if (/fee/i.test(metric)) return { kind: "count", base: 44_400_000, decimals: 0 };
  return { kind: "count", base: 1000, decimals: 0 };
}

export interface SeriesSubject {
  /** identifies the series for the noise (e.g. "43114/txCount") */
  key: string;
  metric: string;
  /** multiplier on the profile base (1 = C-Chain, primary network) */
  scale: number;
  /** first day with data, Unix seconds */
  start: number;
}

/** What a series needs again and again: its day noise (the key hashed once) and its shape on ANCHOR_DAY. */
interface SeriesState {
  start: number;
  noise: (dayIndex: number) => number;
  anchor: number;
}

export class Values {
  readonly #s: Seeded;
  /** per series key (it depends only on the key and the start) */
  readonly #series = new Map<string, SeriesState>();
  constructor(seed: string) {
    this.#s = new Seeded(`${seed}/values`);
  }

  #state(subject: SeriesSubject): SeriesState {
    let state = this.#series.get(subject.key);
    if (state === undefined || state.start !== subject.start) {
      const noise = this.#s.unitsOf(subject.key);
      state = { start: subject.start, noise, anchor: 1 };
      state.anchor = this.#shape(subject, state, ANCHOR_DAY);
      if (this.#series.size > 10_000) this.#series.clear();
      this.#series.set(subject.key, state);
    }
    return state;
  }

  #shape(subject: SeriesSubject, state: SeriesState, day: number): number {
    const refDays = Math.max(1, (ANCHOR_DAY - subject.start) / DAY);
    const days = Math.max(1, (day - subject.start) / DAY);
    const growth = Math.pow((days + 60) / (refDays + 60), 0.7);
    const weekday = Math.floor(day / DAY) % 7;
    const weekly = 1 + 0.08 * Math.sin((2 * Math.PI * weekday) / 7);
    const noise = 0.85 + 0.3 * state.noise(Math.floor(day / DAY));
    return growth * weekly * noise;
  }

  /** Value of the day starting at `day` (aligned), unrounded. */
  daily(subject: SeriesSubject, day: number): number {
    const p = profileOf(subject.metric);
    if (p.kind === "cumulative") {
      const refDays = Math.max(1, (ANCHOR_DAY - subject.start) / DAY + 1);
      const days = Math.max(0, (day - subject.start) / DAY + 1);
      return p.base * subject.scale * Math.pow(days / refDays, 1.25);
    }
    const state = this.#state(subject);
    return (p.base * subject.scale * this.#shape(subject, state, day)) / state.anchor;
  }

  /** The value of the bucket starting at `t` for `interval`, rounded as the metric is. */
  bucket(subject: SeriesSubject, t: number, interval: Interval): number {
    const p = profileOf(subject.metric);
    return round(this.#bucketRaw(subject, p, t, interval), p.decimals);
  }

  #bucketRaw(subject: SeriesSubject, p: Profile, t: number, interval: Interval): number {
    if (interval === "day" || p.kind === "cumulative" || p.kind === "level") {
      return this.daily(subject, align(t, "day"));
    }
    if (interval === "hour") {
      const day = this.daily(subject, align(t, "day"));
      const hour = Math.floor((t % DAY) / 3600);
      const diurnal = 1 + 0.35 * Math.sin((2 * Math.PI * (hour - 9)) / 24);
      const noise = 0.8 + 0.4 * this.#s.unit(subject.key, "h", t);
      if (p.kind === "average") return day * diurnal * noise;
      if (p.kind === "maximum") return day * (0.55 + 0.45 * noise);
      return (day / 24) * diurnal * noise * (p.kind === "distinct" ? 2.2 : 1);
    }
    const days = Math.round(bucketSeconds(t, interval) / DAY);
    let sum = 0;
    let max = 0;
    for (let d = 0; d < days; d++) {
      const v = this.daily(subject, t + d * DAY);
      sum += v;
      if (v > max) max = v;
    }
    if (p.kind === "average") return sum / days;
    if (p.kind === "maximum") return max;
    if (p.kind === "distinct") return sum * (interval === "week" ? 0.55 : 0.3);
    return sum;
  }

  /** Rolling-window figures ending at `now`: each window nests in the next, so counts never shrink. */
  windows(subject: SeriesSubject, now: number, names: string[]): Record<string, number> {
    const p = profileOf(subject.metric);
    const today = align(now, "day");
    const lengthDays: Record<string, number> = {
      lastDay: 1,
      lastWeek: 7,
      lastMonth: 30,
      last90Days: 90,
      lastYear: 365,
      allTime: Math.max(1, Math.ceil((now - subject.start) / DAY)),
    };
    const out: Record<string, number> = {};
    const order = ["lastHour", "lastDay", "lastWeek", "lastMonth", "last90Days", "lastYear", "allTime"];
    const sorted = [...names].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    let previous = 0;
    for (const name of sorted) {
      if (name === "lastHour") {
        previous = this.#bucketRaw(subject, p, align(now, "hour"), "hour");
        out[name] = round(previous, p.decimals);
        continue;
      }
      const days = lengthDays[name] ?? 1;
      // long windows are sampled (every k-th day, scaled back up)
      const stride = Math.max(1, Math.floor(days / 120));
      let sum = 0;
      let max = 0;
      let n = 0;
      for (let d = 0; d < days; d += stride) {
        const v = this.daily(subject, today - d * DAY);
        sum += v * Math.min(stride, days - d);
        if (v > max) max = v;
        n += Math.min(stride, days - d);
      }
      let value: number;
      if (p.kind === "average" || p.kind === "level") value = sum / n;
      else if (p.kind === "maximum") value = max;
      else if (p.kind === "distinct") value = days === 1 ? sum : sum * Math.max(0.12, 0.55 / Math.pow(days / 7, 0.35));
      else value = sum;
      // nested windows: a count, a distinct count or a maximum never shrinks as the window grows
      if (p.kind !== "average" && p.kind !== "level") value = Math.max(value, previous);
      previous = value;
      out[name] = round(value, p.decimals);
    }
    return out;
  }
}

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
