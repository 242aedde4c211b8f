// @ts-check
// buildah without a daemon, chroot isolation, storage kept in the cache folder. Storage driver: overlay where the
// kernel lets this process mount it (layers are shared, not copied), else vfs (every layer a full copy: slower).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CACHE_DIR } from "./paths.mjs";
import { run } from "./run.mjs";

/** @type {Promise<string> | undefined} */
let driver;

/** "overlay" when a test overlay mount works here, else "vfs". */
async function storageDriver() {
  mkdirSync(CACHE_DIR, { recursive: true });
  const dir = mkdtempSync(join(CACHE_DIR, "overlay-probe-"));
  try {
    for (const sub of ["lower", "upper", "work", "merged"]) mkdirSync(join(dir, sub));
    writeFileSync(join(dir, "lower", "f"), "");
    const options = `lowerdir=${dir}/lower,upperdir=${dir}/upper,workdir=${dir}/work`;
    await run("mount", ["-t", "overlay", "overlay", "-o", options, join(dir, "merged")]);
    await run("umount", [join(dir, "merged")]);
    return "overlay";
  } catch {
    return "vfs";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function storageArgs() {
  driver ??= storageDriver();
  const name = await driver;
  return ["--root", join(CACHE_DIR, `storage-${name}`), "--runroot", join(CACHE_DIR, "run"), "--storage-driver", name];
}

/**
 * @param {string[]} args
 * @param {{ cwd?: string, log?: (line: string) => void }} [options]
 */
export const buildah = async (args, options) => run("buildah", [...(await storageArgs()), ...args], options);

/** @param {string} name e.g. localhost/avaspec-node20-base:1234 @returns {Promise<boolean>} */
export async function imageExists(name) {
  return buildah(["inspect", "--type", "image", "--format", "{{.FromImageID}}", name]).then(
    () => true,
    () => false,
  );
}

/** @param {string} repository e.g. localhost/avaspec-node20-base @returns {Promise<string[]>} its "name:tag"s */
export async function tagsOf(repository) {
  const out = await buildah(["images", "--format", "{{.Name}}:{{.Tag}}"]);
  return out
    .split("\n")
    .map((line) => line.trim())
    .filter((ref) => ref.startsWith(`${repository}:`));
}
