// What one recording may write (--record): a client of the proxy decides what is recorded, so the bytes of a fixture,
// the fixtures of one folder and of the whole recording, and its total bytes are bounded. A fixture past a bound is
// not written; one line says which bound, the first time each is reached.

const MiB = 1024 * 1024;

/** Bounds of one recording, per API (and of what a replay reads: a recording within them replays whole). */
export const RECORDING_LIMITS = Object.freeze({
  /** bytes of one fixture file */
  fixtureBytes: 32 * MiB,
  /** fixture files of one operation's or method's folder (`_unknown` holds every method the spec lacks) */
  fixturesPerFolder: 1000,
  /** fixture files of one API */
  fixtures: 10_000,
  /** bytes of all of one API's fixture files */
  totalBytes: 512 * MiB,
});

export interface RecordingRefusal {
  bound: keyof typeof RECORDING_LIMITS;
  reason: string;
}

/** The files a recorder wrote, by folder, and their sizes: what the bounds are checked against. */
export class RecordingBudget {
  readonly #sizes = new Map<string, number>();
  readonly #perFolder = new Map<string, number>();
  #total = 0;

  /** undefined when `bytes` may be written to `file` in `folder` (and it is counted), else the bound it passes. */
  admit(folder: string, file: string, bytes: number): RecordingRefusal | undefined {
    const L = RECORDING_LIMITS;
    if (bytes > L.fixtureBytes)
      return { bound: "fixtureBytes", reason: `the fixture would be ${bytes} bytes, over ${L.fixtureBytes}` };
    const previous = this.#sizes.get(file);
    const inFolder = this.#perFolder.get(folder) ?? 0;
    if (previous === undefined && inFolder >= L.fixturesPerFolder)
      return {
        bound: "fixturesPerFolder",
        reason: `${folder} already has ${inFolder} fixtures, the most a folder may`,
      };
    if (previous === undefined && this.#sizes.size >= L.fixtures)
      return { bound: "fixtures", reason: `the recording already has ${this.#sizes.size} fixtures, the most it may` };
    const total = this.#total - (previous ?? 0) + bytes;
    if (total > L.totalBytes)
      return { bound: "totalBytes", reason: `the recording would reach ${total} bytes, over ${L.totalBytes}` };
    if (previous === undefined) this.#perFolder.set(folder, inFolder + 1);
    this.#sizes.set(file, bytes);
    this.#total = total;
    return undefined;
  }
}
