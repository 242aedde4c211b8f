// @ts-check
// `pnpm pack:all`: installable tarballs of the public packages at their current versions (nothing is bumped: that
// is `release:dry`'s rehearsal), into one visible folder, and the `npm install` line that installs them together.
// `pnpm pack` writes each workspace: range of an internal dependency as the version it points to, so a package's
// internal dependencies must be installed from their tarballs beside it (they are not on the registry).
import { execFile as execFileCb } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { pack, workspacePackages } from "./dry-run.mjs";

const execFile = promisify(execFileCb);

/**
 * The workspace packages `names` need at run time, themselves included: their `dependencies`,
 * `optionalDependencies` and required `peerDependencies` that are workspace packages, and theirs, in turn.
 * @param {string[]} names
 * @param {Map<string, any>} manifests name → package.json, of the workspace
 * @returns {string[]} sorted
 */
export function runtimeClosure(names, manifests) {
  const seen = new Set();
  const visit = (/** @type {string} */ name) => {
    if (seen.has(name) || !manifests.has(name)) return;
    seen.add(name);
    const pkg = manifests.get(name);
    const optionalPeers = new Set(
      Object.entries(pkg.peerDependenciesMeta ?? {})
        .filter(([, meta]) => /** @type {any} */ (meta)?.optional)
        .map(([peer]) => peer),
    );
    const peers = Object.keys(pkg.peerDependencies ?? {}).filter((peer) => !optionalPeers.has(peer));
    for (const dep of [...Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }), ...peers]) visit(dep);
  };
  for (const name of names) visit(name);
  return [...seen].sort();
}

/**
 * Builds (turbo, cached) and packs the public packages, or those `only` names and what they need, into `out`
 * (tarballs already there are removed first, so the folder holds one consistent set).
 * @param {{ root: string, out: string, only?: string[], log?: (line: string) => void }} options
 * @returns {Promise<{ packages: { name: string, version: string, tarball: string, needs: string[] }[] }>}
 *   needs: the tarballs (paths) to install together with this one, its own included
 */
export async function packAll({ root, out, only, log = () => {} }) {
  const workspace = workspacePackages(root);
  const manifests = new Map(workspace.map((p) => [p.name, p.pkg]));
  const publicNames = workspace.filter((p) => !p.pkg.private).map((p) => p.name);
  const unknown = (only ?? []).filter((name) => !publicNames.includes(name));
  if (unknown.length) throw new Error(`not a public package of this workspace: ${unknown.join(", ")}`);
  const selected = only ? runtimeClosure(only, manifests) : publicNames.sort();

  log(`building ${selected.join(", ")} (turbo)`);
  const filters = selected.map((name) => `--filter=${name}`);
  await execFile(
    join(root, "node_modules", ".bin", "turbo"),
    ["run", "build", ...filters, "--output-logs=errors-only"],
    {
      cwd: root,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", REDOCLY_TELEMETRY: "off", SCARF_ANALYTICS: "false" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );

  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(out).filter((f) => f.endsWith(".tgz"))) rmSync(join(out, file));
  /** @type {Map<string, string>} */
  const tarballs = new Map();
  for (const name of selected) {
    const dir = workspace.find((p) => p.name === name)?.dir ?? name;
    tarballs.set(name, await pack(join(root, dir), out));
    log(`packed ${name}@${manifests.get(name).version}: ${relative(root, /** @type {string} */ (tarballs.get(name)))}`);
  }
  return {
    packages: selected.map((name) => ({
      name,
      version: manifests.get(name).version,
      tarball: /** @type {string} */ (tarballs.get(name)),
      needs: runtimeClosure([name], manifests).map((dep) => /** @type {string} */ (tarballs.get(dep))),
    })),
  };
}
