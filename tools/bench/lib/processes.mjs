// What the suites share: a free loopback port, a server in a child process with its output kept, and subject and
// baseline measured in alternating rounds.
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

/** Stops a child: SIGTERM, then SIGKILL when it is still running 5 s later. @param {Spawned} child */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await Promise.race([child.exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/**
 * Polls `url` until it answers a status `accepted` takes (any below 500 by default); fails when `child` exits first
 * or after `timeoutMs`.
 * @param {string} url @param {RequestInit} init @param {Spawned} child
 */
export async function waitFor(url, init, child, accepted = (/** @type {number} */ s) => s < 500, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited: ${child.output.slice(-500)}`);
    try {
      const r = await fetch(url, init);
      await r.arrayBuffer();
      if (accepted(r.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer as expected within ${timeoutMs} ms: ${child.output.slice(-500)}`);
}

/**
 * Subject and baseline measured in alternating rounds (the machine's load drifts); `keep` folds each side's rounds
 * (e.g. the best req/s).
 * @template R
 * @param {number} rounds @param {() => Promise<R>} subject @param {() => Promise<R>} baseline
 * @param {(kept: R, next: R) => R} keep
 */
export async function alternate(rounds, subject, baseline, keep) {
  /** @type {R | undefined} */ let ours;
  /** @type {R | undefined} */ let base;
  for (let i = 0; i < rounds; i++) {
    const o = await subject();
    ours = ours === undefined ? o : keep(ours, o);
    const b = await baseline();
    base = base === undefined ? b : keep(base, b);
  }
  return { ours: /** @type {R} */ (ours), base: /** @type {R} */ (base) };
}
