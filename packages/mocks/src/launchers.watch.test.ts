// The watch's rule on a process table the test edits: a launcher that goes while the command runs was killed (stop),
// except a script's shell that ran other commands beside this one and went once they had ended (the command was
// its background job: keep running, and stop watching what is above that shell).
import { describe, expect, it } from "vitest";
import { findLaunchers, LauncherWatch, type ProcessTable } from "./launchers.js";

/** A process table: pid → [ppid, command line]; `gone` lists the pids that no longer run. */
function table(rows: Record<number, [number, string]>) {
  const gone = new Set<number>();
  const system: ProcessTable = {
    read: (pid) => {
      const row = rows[pid];
      return row && !gone.has(pid) ? { ppid: row[0], args: row[1].split(" ") } : undefined;
    },
    children: (pid) =>
      Object.entries(rows)
        .filter(([child, [ppid]]) => ppid === pid && !gone.has(Number(child)))
        .map(([child]) => Number(child)),
    running: (pid) => rows[pid] !== undefined && !gone.has(pid),
  };
  const end = (...pids: number[]) => {
    for (const pid of pids) gone.add(pid);
  };
  const add = (pid: number, row: [number, string]) => {
    rows[pid] = row;
  };
  return { system, end, add };
}

/** this process is 60; `pnpm run <script>` (40) runs the script in `sh -c` (50) from the user's shell (20) */
const SCRIPT = (script: string, extra: Record<number, [number, string]> = {}) =>
  table({
    60: [50, "node /project/node_modules/.bin/avaspec-mock"],
    50: [40, `sh -c ${script}`],
    40: [20, "node /project/node_modules/.bin/pnpm run mock"],
    20: [1, "-bash"],
    ...extra,
  });

describe("LauncherWatch", () => {
  it("stops when the script's shell that waited for the command is killed (pnpm passed it SIGTERM)", () => {
    const { system, end } = SCRIPT("avaspec-mock");
    const watch = new LauncherWatch(findLaunchers(50, system, 60), system);
    expect(watch.look()).toBeUndefined();
    end(50);
    expect(watch.look()).toMatchObject({ pid: 50, name: "sh" });
  });

  it("stops when a package manager is killed though the shell below it still runs (npx given SIGTERM)", () => {
    const { system, end } = SCRIPT("avaspec-mock");
    const watch = new LauncherWatch(findLaunchers(50, system, 60), system);
    end(40);
    expect(watch.look()).toMatchObject({ pid: 40, name: "pnpm" });
  });

  it("stops when the shell is killed while the other command of its pipeline still runs (`avaspec-mock | tee`)", () => {
    const { system, end } = SCRIPT("avaspec-mock | tee mock.log", { 61: [50, "tee mock.log"] });
    const watch = new LauncherWatch(findLaunchers(50, system, 60), system);
    end(50);
    expect(watch.look()).toMatchObject({ pid: 50 });
  });

  it("keeps running when the shell ran it in the background and ended after its other commands", () => {
    const { system, end } = SCRIPT("avaspec-mock & sleep 5", { 61: [50, "sleep 5"] });
    const watch = new LauncherWatch(findLaunchers(50, system, 60), system);
    expect(watch.look()).toBeUndefined();
    end(61, 50, 40); // sleep ends, then the shell, then pnpm (which waited for the shell)
    expect(watch.look()).toBeUndefined();
    expect(watch.watching).toBe(false);
  });

  it("counts another command the shell starts after the watch began (the script's next line)", () => {
    const { system, end, add } = SCRIPT("avaspec-mock & sleep 1; curl …", { 61: [50, "sleep 1"] });
    const watch = new LauncherWatch(findLaunchers(50, system, 60), system);
    end(61);
    add(62, [50, "curl …"]);
    expect(watch.look()).toBeUndefined();
    end(62, 50, 40);
    expect(watch.look()).toBeUndefined();
    expect(watch.watching).toBe(false);
  });

  it("watches nothing when the parent is no launcher (a shell, nohup, setsid, a CI step): it may exit at will", () => {
    const { system } = table({ 60: [20, "node cli.js"], 20: [1, "bash -c node cli.js & sleep 4"] });
    const watch = new LauncherWatch(findLaunchers(20, system, 60), system);
    expect(watch.watching).toBe(false);
    expect(watch.look()).toBeUndefined();
  });
});
