// @ts-check
// What the image's tests share: the image unpacked once per test file, containers started from it (and all removed
// at the end, even after a failed test), free ports for the three servers, and waiting until all three are ready.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { READY_PATH } from "@avaspec/mocks";
import { ARCHIVE, IMAGE_REF } from "./paths.mjs";
import { containerConfig, removeContainer, runContainer, unpackArchive } from "./runc.mjs";

/** @typedef {"metrics" | "data" | "node"} ServerName */
/** @type {ServerName[]} */
export const NAMES = ["metrics", "data", "node"];

/**
 * The archive unpacked into a temporary folder; `start` runs a container of it, `close` removes them all.
 * @param {string} label  part of the folder's and the containers' names
 */
export async function openImage(label) {
  const dir = mkdtempSync(join(tmpdir(), `avaspec-image-${label}-`));
  const image = await unpackArchive(ARCHIVE, IMAGE_REF, dir);
  /** @type {import("./runc.mjs").Container[]} */
  const containers = [];
  return {
    dir,
    rootfs: image.rootfs,
    config: image.config,
    /** @param {string} name @param {import("./runc.mjs").ContainerOptions} options */
    start(name, options) {
      const config = containerConfig(image.config, image.rootfs, options);
      const container = runContainer({ dir, id: `avaspec-${label}-${process.pid}-${name}`, config });
      containers.push(container);
      return container;
    },
    async close() {
      for (const c of containers) await removeContainer(c.id);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Three ports free on every interface (the container binds 0.0.0.0 in the host's namespace). */
export async function freePorts() {
  const servers = await Promise.all(
    NAMES.map(
      () =>
        new Promise((resolve) => {
          const server = createServer();
          server.listen(0, "0.0.0.0", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((/** @type {any} */ s) => s.address().port);
  await Promise.all(servers.map((/** @type {any} */ s) => new Promise((r) => s.close(r))));
  return Object.fromEntries(NAMES.map((name, i) => [name, /** @type {number} */ (ports[i])]));
}

/** @param {Record<string, number>} ports */
export const portsEnv = (ports) =>
  Object.fromEntries(NAMES.map((n) => [`AVASPEC_${n.toUpperCase()}_PORT`, String(ports[n])]));
/** @param {Record<string, number>} ports */
export const urlsOf = (ports) => Object.fromEntries(NAMES.map((n) => [n, `http://127.0.0.1:${ports[n]}`]));

/** Polls each server's readiness path until all answer 200, the container exits, or the time is up. */
export async function waitReady(
  /** @type {import("./runc.mjs").Container} */ c,
  /** @type {Record<string, string>} */ urls,
) {
  let exited = false;
  c.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + 120_000;
  const pending = new Set(Object.values(urls));
  while (pending.size > 0) {
    if (exited) throw new Error(`the container exited before it was ready:\n${c.stderr()}`);
    if (Date.now() > deadline) throw new Error(`not ready after 120 s: ${[...pending].join(", ")}\n${c.stderr()}`);
    for (const url of pending) {
      const ok = await fetch(url + READY_PATH, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) pending.delete(url);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
