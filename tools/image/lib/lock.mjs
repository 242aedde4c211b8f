// @ts-check
// One image build at a time per machine: builds share the cache folder (the local base, buildah's storage) and the
// archive's path, and two at once raced on them ("no such file or directory"). The lock is a file created with
// O_EXCL ('wx') that names its owner (pid and, on Linux, start time); a later builder waits for it. A lock whose
// owner has gone (killed mid-build) is taken over, under a second short-lived lock so that two waiters never both
// remove it. Files the build writes go to unique temporary names first (tempPath), renamed when complete.
import { randomBytes } from "node:crypto";
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";

/** a takeover lock older than this was left by a process that died in those few lines */
const TAKEOVER_STALE_MS = 10_000;

/** `<path>.<pid>.<random>.tmp`: a name no other builder, in this process or another, writes at the same time. */
export function tempPath(/** @type {string} */ path) {
  return `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
}

/** On Linux, the start time of `pid` (a pid used again later is another process); else undefined. */
function startOf(/** @type {number} */ pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** @typedef {{ pid: number, start?: string, token: string }} Owner */

/** Creates `path` if no one has it. @param {string} path @param {Owner} owner @returns {boolean} */
function tryCreate(path, owner) {
  let fd;
  try {
    fd = openSync(path, "wx");
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The lock's owner; undefined when there is no lock; null when it cannot be read (being written, or broken). */
function ownerOf(/** @type {string} */ path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
  try {
    return /** @type {Owner} */ (JSON.parse(text));
  } catch {
    return null;
  }
}

/** Whether the lock's owner still runs. @param {Owner} owner */
function alive(owner) {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EPERM") return false;
  }
  return owner.start === undefined || startOf(owner.pid) === undefined || startOf(owner.pid) === owner.start;
}

const ageMs = (/** @type {string} */ path) => {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

/**
 * Removes the lock when its owner has gone (or it was left unreadable long ago). Under the takeover lock, and read
 * again there: a lock a live builder has just taken is never removed.
 * @param {string} path
 * @returns {Owner | undefined} the owner whose lock was removed
 */
function removeIfStale(path) {
  const takeover = `${path}.takeover`;
  if (!tryCreate(takeover, { pid: process.pid, start: startOf(process.pid), token: "" })) {
    if (ageMs(takeover) > TAKEOVER_STALE_MS) rmSync(takeover, { force: true });
    return undefined;
  }
  try {
    const owner = ownerOf(path);
    const stale = owner === null ? ageMs(path) > TAKEOVER_STALE_MS : owner !== undefined && !alive(owner);
    if (!stale) return undefined;
    rmSync(path, { force: true });
    return owner ?? { pid: 0, token: "" };
  } finally {
    rmSync(takeover, { force: true });
  }
}

/**
 * Runs `task` holding the lock file `path`; waits (polling) while another builder holds it.
 * @template T
 * @param {string} path
 * @param {() => Promise<T>} task
 * @param {{ log?: (line: string) => void, pollMs?: number, timeoutMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function withLock(path, task, { log = () => {}, pollMs = 250, timeoutMs = 60 * 60_000 } = {}) {
  /** @type {Owner} */
  const me = { pid: process.pid, start: startOf(process.pid), token: randomBytes(8).toString("hex") };
  const started = Date.now();
  let said = false;
  while (!tryCreate(path, me)) {
    const gone = removeIfStale(path);
    if (gone) {
      log(`took over ${path}: its owner (pid ${gone.pid}) has gone`);
      continue;
    }
    if (!said) log(`waiting for another build (pid ${ownerOf(path)?.pid ?? "?"}, lock ${path})`);
    said = true;
    if (Date.now() - started > timeoutMs) throw new Error(`another build held ${path} for over ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  try {
    return await task();
  } finally {
    if (ownerOf(path)?.token === me.token) rmSync(path, { force: true });
  }
}
