// @ts-check
// The Debian tools the image is built and run with (debian-packages.txt, which .ci/run installs too): installed
// with apt-get when missing, as .ci/run does for Chromium; a clear error when they cannot be.
import { accessSync, constants, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { run } from "./run.mjs";

const DEBIAN_PACKAGES = readFileSync(new URL("../debian-packages.txt", import.meta.url), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter(Boolean);

/** @param {string} command @returns {boolean} */
export function onPath(command) {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export const isRoot = () => process.getuid?.() === 0;

/**
 * Installs the missing tools (each package's command has the package's name) when this process is root.
 * @param {(line: string) => void} log
 */
export async function ensureDebianTools(log) {
  const missing = DEBIAN_PACKAGES.filter((name) => !onPath(name));
  if (missing.length === 0) return;
  const how = `apt-get update && apt-get install -y ${missing.join(" ")}`;
  if (!isRoot() || !onPath("apt-get")) {
    throw new Error(
      `the container image is built with Debian's ${missing.join(", ")}, which are not installed, and this process ` +
        `cannot install them (it needs root and apt-get); as root: ${how}`,
    );
  }
  log(`installing Debian's ${missing.join(", ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  try {
    await run("apt-get", ["update"], { env });
    await run("apt-get", ["install", "-y", ...missing], { env });
  } catch (error) {
    throw new Error(`could not install ${missing.join(", ")} (${how}): ${/** @type {Error} */ (error).message}`);
  }
}
