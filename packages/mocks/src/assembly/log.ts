// The mocks' log lines: `[name] level: message`, at or below the chosen level, to stderr or the caller's sink.

export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";
export const LOG_LEVELS: readonly LogLevel[] = ["silent", "error", "warn", "info", "debug"];
const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

/** A leveled logger writing `[name] level: message` lines. */
export function levelLog(
  name: string,
  options: { logLevel?: LogLevel | undefined; log?: ((line: string) => void) | undefined },
) {
  const level = RANK[options.logLevel ?? "warn"];
  const write = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  return {
    verbose: level >= RANK.debug,
    info: level >= RANK.info,
    log: (at: Exclude<LogLevel, "silent">, message: string) => {
      if (RANK[at] <= level) write(`[${name}] ${at}: ${message}`);
    },
  };
}
