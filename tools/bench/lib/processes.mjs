// What the suites share to run a server in a child process: a free loopback port, and the child with its output kept.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** A free port on 127.0.0.1 (bound, then released). @returns {Promise<number>} */
export async function freePort() {
  const s = createServer();
  await new Promise((r) => s.listen(0, "127.0.0.1", () => r(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (s.address());
  await new Promise((r) => s.close(() => r(undefined)));
  return port;
}

/**
 * @typedef {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable,
 *   import("node:stream").Readable> & { output: string, exited: Promise<number | null> }} Spawned
 */

/**
 * Spawns `command` with telemetry off. `output` holds stdout and stderr (their last `keep` characters); `exited`
 * resolves with the exit code.
 * @param {string} command @param {string[]} args @returns {Spawned}
 */
export function spawnProcess(command, args, keep = Number.POSITIVE_INFINITY) {
  const child = /** @type {Spawned} */ (
    spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, SCARF_ANALYTICS: "false", DO_NOT_TRACK: "1" },
    })
  );
  child.output = "";
  const add = (/** @type {Buffer} */ chunk) => {
    child.output = (child.output + chunk).slice(-keep);
  };
  child.stdout.on("data", add);
  child.stderr.on("data", add);
  child.exited = new Promise((r) => child.on("exit", r));
  return child;
}
