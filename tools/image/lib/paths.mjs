// @ts-check
// Where things are: the repository, the Dockerfile, the archive `pnpm image` writes, and the machine-wide cache
// that keeps the local base (and buildah's storage) between runs.
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = resolve(fileURLToPath(new URL("../../..", import.meta.url)));
export const DOCKERFILE = join(REPO_ROOT, "Dockerfile");
export const ARCHIVE = join(REPO_ROOT, "dist", "avaspec-mock.oci.tar");
/** the name and tag of the image in the archive (`oci-archive:<file>:<ref>`) */
export const IMAGE_REF = "avaspec-mock:local";
/** kept between runs (base image, buildah's storage); outside the repository so a fresh clone reuses it */
export const CACHE_DIR = join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "avaspec-image");
