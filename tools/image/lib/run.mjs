// @ts-check
// Runs the external tools (buildah, mmdebstrap, umoci, runc, apt-get) with their output kept, and a failure that
// names the command and shows the end of what it printed.
import { spawn } from "node:child_process";

class CommandError extends Error {
  /** @param {string} message @param {number | null} code */
  constructor(message, code) {
    super(message);
    this.name = "CommandError";
    this.code = code;
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, log?: (line: string) => void, input?: string }} [options]
 *   log: each line of output as it comes (else output is only kept for the error)
 * @returns {Promise<string>} stdout
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let tail = "";
    const keep = (/** @type {Buffer} */ chunk, /** @type {boolean} */ isStdout) => {
      const text = chunk.toString();
      if (isStdout) stdout += text;
      tail = (tail + text).slice(-4000);
      if (options.log) for (const line of text.split("\n")) if (line.trim()) options.log(line);
    };
    child.stdout?.on("data", (c) => keep(c, true));
    child.stderr?.on("data", (c) => keep(c, false));
    if (options.input !== undefined) child.stdin?.end(options.input);
    child.on("error", (error) => reject(new CommandError(`${command}: ${error.message}`, null)));
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new CommandError(`${command} ${args.join(" ")} exited with ${code}:\n${tail.trimEnd()}`, code));
    });
  });
}
