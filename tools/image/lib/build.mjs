// @ts-check
// `pnpm image`: the Dockerfile built with buildah (no daemon) on the local base, written as an OCI archive.
// The project is built afresh every time (no layer cache): only the base is reused.
import { mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { localBase } from "./base.mjs";
import { buildah } from "./buildah.mjs";
import { ensureDebianTools, isRoot } from "./debian-tools.mjs";
import { ARCHIVE, DOCKERFILE, IMAGE_REF, REPO_ROOT } from "./paths.mjs";
import { run } from "./run.mjs";

const LOCAL_IMAGE = `localhost/${IMAGE_REF}`;

/** The host's pnpm store and npm cache, bound into the build so that it needs no network. */
async function hostCaches() {
  const store = (await run("pnpm", ["store", "path"], { cwd: REPO_ROOT })).trim();
  const npmCache = (await run("npm", ["config", "get", "cache"], { cwd: REPO_ROOT })).trim();
  // `pnpm store path` ends in the store's version folder (v10); --store-dir takes its parent
  return { store: dirname(store), npmCache };
}

/** @param {string} image @returns {Promise<{ base: number, app: number }>} uncompressed bytes of its two layers */
async function layerSizes(image) {
  const manifest = JSON.parse(JSON.parse(await buildah(["inspect", "--type", "image", image])).Manifest);
  const sizes = manifest.layers.map((/** @type {{ size: number }} */ l) => l.size);
  return { base: sizes.slice(0, -1).reduce((a, b) => a + b, 0), app: sizes.at(-1) };
}

/**
 * @param {{ log: (line: string) => void }} options
 * @returns {Promise<{ archive: string, archiveBytes: number, baseBytes: number, appBytes: number, seconds: number }>}
 */
export async function buildImage({ log }) {
  const started = Date.now();
  if (!isRoot()) {
    throw new Error("pnpm image needs root: buildah's chroot isolation (no daemon) mounts and chroots as root");
  }
  await ensureDebianTools(log);
  const base = await localBase({ dockerfile: readFileSync(DOCKERFILE, "utf8"), log });
  const { store, npmCache } = await hostCaches();
  log(`building ${LOCAL_IMAGE} from the Dockerfile (offline: the host's pnpm store and npm cache)`);
  await buildah(
    [
      "bud",
      "--isolation=chroot",
      "--format=docker", // keeps HEALTHCHECK and STOPSIGNAL in the config, as docker build does
      "--layers=false",
      "--rm=false",
      `--build-arg=NODE_IMAGE=${base}`,
      `--volume=${store}:/host/pnpm-store`,
      "--build-arg=PNPM_STORE_DIR=/host/pnpm-store",
      `--volume=${npmCache}:/host/npm-cache`,
      "--build-arg=npm_config_cache=/host/npm-cache",
      "--build-arg=npm_config_offline=true",
      `--file=${DOCKERFILE}`,
      `--tag=${LOCAL_IMAGE}`,
      REPO_ROOT,
    ],
    { log },
  );
  mkdirSync(dirname(ARCHIVE), { recursive: true });
  rmSync(ARCHIVE, { force: true });
  log(`writing ${ARCHIVE}`);
  await buildah(["push", "--quiet", "--format=oci", LOCAL_IMAGE, `oci-archive:${ARCHIVE}:${IMAGE_REF}`]);
  const { base: baseBytes, app: appBytes } = await layerSizes(LOCAL_IMAGE);
  log("removing earlier builds");
  await buildah(["rmi", "--prune"]).catch(() => {}); // earlier builds' images, now untagged
  return {
    archive: ARCHIVE,
    archiveBytes: statSync(ARCHIVE).size,
    baseBytes,
    appBytes,
    seconds: (Date.now() - started) / 1000,
  };
}
