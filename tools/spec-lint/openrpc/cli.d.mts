/** Runs the CLI on `args`, writing lines to `out`; returns the exit code (0 clean, 1 problems, 2 unreadable tree). */
export declare function main(args: string[], out?: { log(line: string): void; error(line: string): void }): number;
