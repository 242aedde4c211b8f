// @ts-check
// Runs the image with an OCI runtime and no daemon: umoci unpacks the archive into a runtime bundle once, and each
// container is `runc run` on that root filesystem (read-only, as a hardened deployment runs it), in the host's
// network namespace, with its own arguments, environment and bind mounts.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./run.mjs";

/**
 * @typedef {{ process: { args: string[], env: string[], user: { uid: number, gid: number }, terminal: boolean },
 *   root: { path: string, readonly?: boolean }, mounts: object[],
 *   linux: { namespaces: { type: string }[] } }} RuntimeConfig
 */

/**
 * Unpacks an OCI archive (`oci-archive:` as buildah writes it) into `dir`.
 * @param {string} archive @param {string} ref @param {string} dir
 * @returns {Promise<{ rootfs: string, config: RuntimeConfig }>} the bundle's root filesystem and runtime config
 */
export async function unpackArchive(archive, ref, dir) {
  const layout = join(dir, "layout");
  mkdirSync(layout, { recursive: true });
  await run("tar", ["-xf", archive, "-C", layout]);
  await run("umoci", ["unpack", "--image", `${layout}:${ref}`, join(dir, "bundle")]);
  const config = JSON.parse(readFileSync(join(dir, "bundle", "config.json"), "utf8"));
  return { rootfs: join(dir, "bundle", "rootfs"), config };
}

/**
 * @typedef {{ args?: string[], env?: Record<string, string>,
 *   binds?: { source: string, destination: string, writable?: boolean }[],
 *   exec?: string[] }} ContainerOptions  exec: replace the image's entrypoint and command; binds are read-only
 *   unless writable (a volume the container keeps its state in)
 */

/**
 * The image's runtime config for one container.
 * @param {RuntimeConfig} image @param {string} rootfs @param {ContainerOptions} options
 * @returns {RuntimeConfig}
 */
export function containerConfig(image, rootfs, options) {
  const config = structuredClone(image);
  const env = new Map(config.process.env.map((e) => [e.slice(0, e.indexOf("=")), e]));
  for (const [name, value] of Object.entries(options.env ?? {})) env.set(name, `${name}=${value}`);
  config.process.env = [...env.values()];
  config.process.args = options.exec ?? [...config.process.args, ...(options.args ?? [])];
  config.process.terminal = false;
  config.root = { path: rootfs, readonly: true };
  // the host's network namespace: the servers are reached on the host's loopback
  config.linux.namespaces = config.linux.namespaces.filter((ns) => ns.type !== "network");
  config.mounts = [
    ...config.mounts,
    { destination: "/tmp", type: "tmpfs", source: "tmpfs", options: ["nosuid", "nodev", "mode=1777"] },
    ...(options.binds ?? []).map((b) => ({
      destination: b.destination,
      type: "bind",
      source: b.source,
      options: ["rbind", b.writable ? "rw" : "ro"],
    })),
  ];
  return config;
}

/**
 * @typedef {{ id: string, stdout: () => string, stderr: () => string,
 *   exited: Promise<{ code: number | null, at: number }>, initPid: () => Promise<number>,
 *   kill: (signal?: string) => Promise<void>,
 *   exec: (args: string[], env?: Record<string, string>) => Promise<{ code: number | null, output: string }>,
 *   state: () => Promise<string | undefined> }} Container
 */

/**
 * `runc run` in the foreground: the container ends (and runc deletes it) when its process exits.
 * @param {{ dir: string, id: string, config: RuntimeConfig }} options
 * @returns {Container}
 */
export function runContainer({ dir, id, config }) {
  const bundle = join(dir, id);
  mkdirSync(bundle, { recursive: true });
  writeFileSync(join(bundle, "config.json"), JSON.stringify(config));
  const child = spawn("runc", ["run", "--bundle", bundle, id], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (c) => {
    out += c;
  });
  child.stderr.on("data", (c) => {
    err += c;
  });
  /** @type {Promise<{ code: number | null, at: number }>} */
  const exited = new Promise((resolve) => child.on("close", (code) => resolve({ code, at: Date.now() })));
  const state = async () => {
    const json = await run("runc", ["state", id]).catch(() => undefined);
    return json && JSON.parse(json).status;
  };
  return {
    id,
    stdout: () => out,
    stderr: () => err,
    exited,
    state,
    initPid: async () => JSON.parse(await run("runc", ["state", id])).pid,
    kill: async (signal = "TERM") => {
      await run("runc", ["kill", id, signal]);
    },
    exec: (args, env = {}) =>
      new Promise((resolve) => {
        const envArgs = Object.entries(env).flatMap(([k, v]) => ["--env", `${k}=${v}`]);
        const p = spawn("runc", ["exec", ...envArgs, id, ...args], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        p.stdout.on("data", (c) => {
          output += c;
        });
        p.stderr.on("data", (c) => {
          output += c;
        });
        p.on("close", (code) => resolve({ code, output }));
      }),
  };
}

/** Stops a container that is still there (a test that failed midway), quietly. @param {string} id */
export async function removeContainer(id) {
  await run("runc", ["kill", id, "KILL"]).catch(() => {});
  await run("runc", ["delete", "--force", id]).catch(() => {});
}
