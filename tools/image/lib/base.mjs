// @ts-check
// The local stand-in for the official Node image, which no registry here can serve: a Debian root filesystem made
// by mmdebstrap from Debian's packages, with a Node binary of the Dockerfile's version (this machine's when it is
// that version, else the node-linux-<arch> package of the npm registry), npm, and the `node` user (uid 1000) the
// official image has. Made once per key (everything that goes into it) and kept in buildah's storage.
import { createHash } from "node:crypto";
import { createReadStream, existsSync, mkdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildah, imageExists, tagsOf } from "./buildah.mjs";
import { onPath } from "./debian-tools.mjs";
import { tempPath } from "./lock.mjs";
import { CACHE_DIR } from "./paths.mjs";
import { run } from "./run.mjs";

const BASE_REPOSITORY = "localhost/avaspec-node20-base";
const SUITE = "bookworm";
/** a minimal Debian without documentation, as the official -slim images are */
const MMDEBSTRAP_OPTIONS = [
  "--variant=minbase",
  ...["man", "doc", "info", "locale"].map((dir) => `--dpkgopt=path-exclude=/usr/share/${dir}/*`),
];

/**
 * The Node version of the Dockerfile's default base (`node:20.20.2-bookworm-slim@sha256:…`).
 * @param {string} dockerfile
 */
function nodeVersionOf(dockerfile) {
  const version = /^ARG NODE_IMAGE=\S*node:(\d+\.\d+\.\d+)-/m.exec(dockerfile)?.[1];
  if (!version) throw new Error("the Dockerfile's ARG NODE_IMAGE names no node:<x.y.z>-… image");
  return version;
}

/** @param {string} file @returns {Promise<string>} */
function sha256(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("end", () => resolve(hash.digest("hex")))
      .on("error", reject);
  });
}

/** A Node binary of exactly `version`: this one, or the npm registry's node-linux-<arch> package. */
async function nodeBinary(/** @type {string} */ version, /** @type {(line: string) => void} */ log) {
  if (process.version === `v${version}`) return process.execPath;
  const dir = join(CACHE_DIR, `node-${version}-${process.arch}`);
  const binary = join(dir, "package", "bin", "node");
  if (existsSync(binary)) return binary;
  const pkg = `node-linux-${process.arch}@${version}`;
  log(`this machine runs Node ${process.version}; fetching ${pkg} from the npm registry for the base`);
  mkdirSync(dir, { recursive: true });
  const tarball = (await run("npm", ["pack", pkg, "--silent"], { cwd: dir })).trim().split("\n").pop() ?? "";
  await run("tar", ["-xzf", tarball, "package/bin/node"], { cwd: dir });
  rmSync(join(dir, tarball));
  return binary;
}

/** This machine's npm (the folder of its package.json), copied into the base as the official image has one. */
function npmFolder() {
  if (!onPath("npm")) throw new Error("npm is not on PATH: the local base copies this machine's npm");
  const out = (process.env.PATH ?? "")
    .split(":")
    .map((dir) => join(dir, "npm"))
    .find((p) => existsSync(p));
  let dir = dirname(realpathSync(/** @type {string} */ (out)));
  while (!existsSync(join(dir, "package.json")) && dir !== "/") dir = dirname(dir);
  return dir;
}

/** The shell hooks mmdebstrap runs on the finished root filesystem ($1). */
function customizeHooks(/** @type {string} */ node, /** @type {string} */ npm) {
  const q = (/** @type {string} */ s) => `'${s.replaceAll("'", "'\\''")}'`;
  return [
    `install -D -m 0755 ${q(node)} "$1/usr/local/bin/node"`,
    `mkdir -p "$1/usr/local/lib/node_modules" && cp -a ${q(npm)} "$1/usr/local/lib/node_modules/npm"`,
    `ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"`,
    `ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"`,
    `echo "node:x:1000:1000::/home/node:/bin/sh" >> "$1/etc/passwd" && echo "node:x:1000:" >> "$1/etc/group"`,
    `install -d -o 1000 -g 1000 "$1/home/node"`,
  ];
}

/**
 * What goes into the local base, and its key (a hash of all of it).
 * @param {{ dockerfile: string, log: (line: string) => void }} options
 */
export async function baseRecipe({ dockerfile, log }) {
  const version = nodeVersionOf(dockerfile);
  const node = await nodeBinary(version, log);
  const npm = npmFolder();
  const npmVersion = JSON.parse(readFileSync(join(npm, "package.json"), "utf8")).version;
  const hooks = customizeHooks(node, npm);
  const key = createHash("sha256")
    .update(JSON.stringify({ SUITE, MMDEBSTRAP_OPTIONS, hooks, node: await sha256(node), npmVersion }))
    .digest("hex")
    .slice(0, 16);
  return { version, npmVersion, hooks, key };
}

/**
 * The local base for the Dockerfile's NODE_IMAGE argument, made when its key is not in buildah's storage. The caller
 * holds the build lock (lock.mjs); the root filesystem's tarball has a name of its own all the same.
 * @param {Awaited<ReturnType<typeof baseRecipe>> & { log: (line: string) => void }} recipe
 * @returns {Promise<string>} the image name, e.g. localhost/avaspec-node20-base:<key>
 */
export async function localBase({ version, npmVersion, hooks, key, log }) {
  const name = `${BASE_REPOSITORY}:${key}`;
  if (await imageExists(name)) {
    log(`local base ${name} (Node ${version}, npm ${npmVersion}): reused`);
    return name;
  }
  const started = Date.now();
  log(`making the local base ${name}: mmdebstrap ${SUITE}, Node ${version}, npm ${npmVersion}`);
  mkdirSync(CACHE_DIR, { recursive: true });
  const tar = tempPath(join(CACHE_DIR, `base-${key}.tar`));
  try {
    const hookArgs = hooks.map((hook) => `--customize-hook=${hook}`);
    // --format: the unique temporary name does not end in .tar, from which mmdebstrap would infer it
    await run("mmdebstrap", [...MMDEBSTRAP_OPTIONS, "--quiet", "--format=tar", ...hookArgs, SUITE, tar]);
    const container = (await buildah(["from", "scratch"])).trim();
    await buildah(["add", container, tar, "/"]);
    await buildah([
      "config",
      "--env",
      "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      "--env",
      `NODE_VERSION=${version}`,
      "--cmd",
      "node",
      container,
    ]);
    await buildah(["commit", "--rm", "--quiet", container, name]);
  } finally {
    rmSync(tar, { force: true });
  }
  for (const old of await tagsOf(BASE_REPOSITORY)) if (old !== name) await buildah(["rmi", old]).catch(() => {});
  log(`local base ${name} made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return name;
}
