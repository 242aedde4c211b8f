// @ts-check
// `pnpm image`: the Dockerfile built with buildah (no daemon) on the local base, written as an OCI archive.
// The project is built afresh whenever its inputs changed (no layer cache); the base, and an archive built from the
// same inputs, are reused.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { baseRecipe, localBase } from "./base.mjs";
import { buildah } from "./buildah.mjs";
import { ensureDebianTools, isRoot } from "./debian-tools.mjs";
import { inputsHash } from "./inputs.mjs";
import { tempPath, withLock } from "./lock.mjs";
import { ARCHIVE, CACHE_DIR, DOCKERFILE, IMAGE_REF, REPO_ROOT } from "./paths.mjs";
import { run } from "./run.mjs";

const LOCAL_IMAGE = `localhost/${IMAGE_REF}`;
/** beside the archive: the hash of the inputs it was built from, and its layers' sizes */
const RECORD = `${ARCHIVE}.inputs.json`;

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
 * @typedef {{ archive: string, archiveBytes: number, baseBytes: number, appBytes: number, seconds: number,
 *   reused: boolean }} Built
 */

/**
 * Builds the image and writes the archive, unless the archive there was built from the same inputs (`force`
 * rebuilds). One build at a time per machine (lock.mjs): a second waits, then finds the first one's archive.
 * @param {{ log: (line: string) => void, force?: boolean }} options
 * @returns {Promise<Built>}
 */
export async function buildImage({ log, force = false }) {
  const started = Date.now();
  if (!isRoot()) {
    throw new Error("pnpm image needs root: buildah's chroot isolation (no daemon) mounts and chroots as root");
  }
  await ensureDebianTools(log);
  const recipe = await baseRecipe({ dockerfile: readFileSync(DOCKERFILE, "utf8"), log });
  const ownCode = readFileSync(new URL(import.meta.url), "utf8"); // the build's arguments
  const inputs = inputsHash(REPO_ROOT, { base: recipe.key, build: ownCode });
  mkdirSync(CACHE_DIR, { recursive: true });
  return withLock(
    join(CACHE_DIR, "build.lock"),
    async () => {
      const previous = force ? undefined : readRecord(inputs);
      if (previous) {
        log(`${ARCHIVE} was built from these inputs (${inputs.slice(0, 12)}): reused (--force rebuilds)`);
        return { ...previous, archive: ARCHIVE, archiveBytes: statSync(ARCHIVE).size, seconds: 0, reused: true };
      }
      const base = await localBase({ ...recipe, log });
      const sizes = await buildAndWrite(base, log);
      writeRecord({ inputs, ...sizes });
      return { archive: ARCHIVE, archiveBytes: statSync(ARCHIVE).size, ...sizes, seconds: 0, reused: false };
    },
    { log },
  ).then((built) => ({ ...built, seconds: (Date.now() - started) / 1000 }));
}

/** The record beside the archive when it was built from `inputs` and is still there. @param {string} inputs */
function readRecord(inputs) {
  try {
    const record = JSON.parse(readFileSync(RECORD, "utf8"));
    return record.inputs === inputs && existsSync(ARCHIVE)
      ? { baseBytes: Number(record.baseBytes), appBytes: Number(record.appBytes) }
      : undefined;
  } catch {
    return undefined;
  }
}

/** @param {{ inputs: string, baseBytes: number, appBytes: number }} record */
function writeRecord(record) {
  const temp = tempPath(RECORD);
  writeFileSync(temp, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(temp, RECORD);
}

/**
 * buildah bud on `base`, then the archive: pushed to a temporary name and renamed, so a reader never sees half of it.
 * @param {string} base @param {(line: string) => void} log
 * @returns {Promise<{ baseBytes: number, appBytes: number }>}
 */
async function buildAndWrite(base, log) {
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
  const temp = tempPath(ARCHIVE);
  log(`writing ${ARCHIVE}`);
  try {
    await buildah(["push", "--quiet", "--format=oci", LOCAL_IMAGE, `oci-archive:${temp}:${IMAGE_REF}`]);
    renameSync(temp, ARCHIVE);
  } finally {
    rmSync(temp, { force: true });
  }
  const { base: baseBytes, app: appBytes } = await layerSizes(LOCAL_IMAGE);
  log("removing earlier builds");
  await buildah(["rmi", "--prune"]).catch(() => {}); // earlier builds' images, now untagged
  return { baseBytes, appBytes };
}
