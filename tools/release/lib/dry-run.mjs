// @ts-check
// A release rehearsal in a scratch copy of the repository: `changeset version`, build, `pnpm pack` every public
// package, then check each tarball with publint and attw. The working tree is never written to.
import { execFile as execFileCb, execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const execFile = promisify(execFileCb);
const toolDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (/** @type {string} */ name) => join(toolDir, "node_modules", ".bin", name);

const ENV = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  REDOCLY_TELEMETRY: "off",
  SCARF_ANALYTICS: "false",
  DO_NOT_TRACK: "1",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
};

/**
 * @typedef {{ level: "error" | "warning" | "suggestion", tool: string, message: string }} Finding
 * @typedef {{
 *   name: string, dir: string, from: string, to: string, tarball?: string, size?: number, stamped?: string[],
 *   stage: "ok" | "build" | "pack" | "check", findings: Finding[], ok: boolean
 * }} PackageReport
 * @typedef {{ name: string, dir: string, pkg: any }} WorkspacePackage
 */

/** The first error line and the last lines of a failed command's output. @param {unknown} e */
const tail = (e, n = 12) => {
  const x = /** @type {any} */ (e);
  const lines = String(x?.stderr || x?.stdout || x?.message || x)
    .split("\n")
    .filter((l) => l.trim() && !/[║╔╚]/.test(l));
  const first = lines.find((l) => /error/i.test(l));
  const last = lines.slice(-n);
  return (first && !last.includes(first) ? [first, "…", ...last] : last).join("\n");
};

/**
 * Workspace packages of the repository at `root`, as pnpm sees them.
 * @param {string} root
 * @returns {{ name: string, dir: string, pkg: any }[]}
 */
export function workspacePackages(root) {
  const out = execFileSync(bin("pnpm"), ["ls", "-r", "--depth", "-1", "--json"], {
    cwd: root,
    encoding: "utf8",
    env: ENV,
  });
  return JSON.parse(out)
    .filter((/** @type {any} */ p) => p.path !== root)
    .map((/** @type {any} */ p) => ({
      name: p.name,
      dir: relative(root, p.path),
      pkg: JSON.parse(readFileSync(join(p.path, "package.json"), "utf8")),
    }));
}

/**
 * Copies the working tree (tracked and untracked files, not ignored ones) into `dest`, and links dependencies:
 * the root node_modules as a symlink, each package's node_modules (pnpm's relative symlinks) copied as links.
 * @param {string} root
 * @param {string} dest
 * @param {{ dir: string }[]} packages
 */
export function scratchCopy(root, dest, packages) {
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const f of files) {
    const from = join(root, f);
    if (!existsSync(from) || !statSync(from).isFile()) continue; // deleted in the working tree
    mkdirSync(dirname(join(dest, f)), { recursive: true });
    cpSync(from, join(dest, f));
  }
  symlinkSync(join(root, "node_modules"), join(dest, "node_modules"), "dir");
  for (const p of packages) {
    const nm = join(root, p.dir, "node_modules");
    if (existsSync(nm)) cpSync(nm, join(dest, p.dir, "node_modules"), { recursive: true, verbatimSymlinks: true });
  }
}

/**
 * Names of every package `pkg` depends on, of any kind (dependencies, dev, peer, optional).
 * @param {any} pkg a package.json
 * @returns {string[]}
 */
const dependencyNames = (pkg) =>
  Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies });

/**
 * Orders packages so that each comes after the workspace packages it depends on.
 * @template {{ name: string, pkg: any }} P
 * @param {P[]} packages
 * @returns {P[]}
 */
export function topological(packages) {
  const byName = new Map(packages.map((p) => [p.name, p]));
  const deps = (/** @type {P} */ p) => dependencyNames(p.pkg).filter((n) => byName.has(n));
  /** @type {P[]} */
  const order = [];
  const state = new Map();
  const visit = (/** @type {P} */ p) => {
    if (state.get(p.name) === "done") return;
    if (state.get(p.name) === "visiting") return; // a cycle: keep going, pnpm would too
    state.set(p.name, "visiting");
    for (const d of deps(p)) visit(/** @type {P} */ (byName.get(d)));
    state.set(p.name, "done");
    order.push(p);
  };
  for (const p of packages) visit(p);
  return order;
}

/**
 * Runs each package's build script, dependencies first, two at a time when they do not depend on each other.
 * @param {string} scratch
 * @param {{ name: string, dir: string, pkg: any }[]} packages
 * @param {(line: string) => void} log
 * @returns {Promise<Map<string, string>>} package name → why it has no build
 */
export async function buildAll(scratch, packages, log, concurrency = 2) {
  const names = new Set(packages.map((p) => p.name));
  const depsOf = (/** @type {any} */ p) => dependencyNames(p.pkg).filter((n) => names.has(n) && n !== p.name);
  /** @type {Map<string, number>} */
  const level = new Map();
  for (const p of topological(packages))
    level.set(p.name, Math.max(0, ...depsOf(p).map((d) => (level.get(d) ?? -1) + 1)));
  const failed = new Map();
  const byLevel = [...new Set(level.values())]
    .sort((a, b) => a - b)
    .map((l) => packages.filter((p) => level.get(p.name) === l && p.pkg.scripts?.build));
  for (const batch of byLevel) {
    const queue = [...batch];
    const worker = async () => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        const broken = depsOf(p).filter((d) => failed.has(d));
        if (broken.length) {
          failed.set(p.name, `not built: depends on ${broken.join(", ")}, which failed to build`);
          continue;
        }
        const started = Date.now();
        try {
          await execFile(bin("pnpm"), ["run", "build"], {
            cwd: join(scratch, p.dir),
            env: ENV,
            maxBuffer: 64 * 1024 * 1024,
          });
          log(`built ${p.name} (${Date.now() - started} ms)`);
        } catch (error) {
          failed.set(p.name, `build failed:\n${tail(error)}`);
          log(`build FAILED ${p.name}`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
  return failed;
}

/**
 * publint on the tarball, attw on the tarball, no `workspace:` range left in the packed manifest, and every
 * assembled document shipped in the package carries the package's version in `info.version`.
 * @param {string} tarball
 * @returns {Promise<{ findings: Finding[], manifest: any, stamped: string[] }>}
 */
export async function checkTarball(tarball) {
  const { findings, pkg } = await publintFindings(tarball);
  findings.push(...(await attwFindings(tarball, pkg)));
  const packed = inspectPackedFiles(tarball);
  findings.push(...packed.findings);
  return { findings, manifest: packed.manifest, stamped: packed.stamped };
}

/**
 * publint's messages on the tarball, and the package.json it read (attw's profile depends on it).
 * @param {string} tarball
 * @returns {Promise<{ findings: Finding[], pkg: any }>}
 */
async function publintFindings(tarball) {
  /** @type {Finding[]} */
  const findings = [];
  const { publint } = await import("publint");
  const { formatMessage } = await import("publint/utils");
  const buf = readFileSync(tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) },
    level: "suggestion",
    strict: false,
  });
  for (const m of messages)
    findings.push({
      level: m.type,
      tool: "publint",
      message: `${m.code}: ${formatMessage(m, pkg, { color: false }) ?? m.code}`,
    });
  return { findings, pkg };
}

/**
 * attw's problems with the tarball, under the profile that fits the package: esm-only for an ESM package with no
 * `require` condition, node16 otherwise.
 * @param {string} tarball
 * @param {any} pkg its package.json
 * @returns {Promise<Finding[]>}
 */
async function attwFindings(tarball, pkg) {
  const esmOnly = pkg.type === "module" && !JSON.stringify(pkg.exports ?? {}).includes('"require"');
  const profile = esmOnly ? "esm-only" : "node16";
  const tool = `attw --profile ${profile}`;
  // attw's JSON lists every problem; the profile only decides which count. Filter the same way.
  const ignored = esmOnly ? ["node10", "node16-cjs"] : ["node10"];
  /** @type {Finding[]} */
  const findings = [];
  let stdout;
  try {
    stdout = (
      await execFile(bin("attw"), [tarball, "--profile", profile, "--format", "json", "--no-definitely-typed"], {
        env: ENV,
        maxBuffer: 64 * 1024 * 1024,
      })
    ).stdout;
  } catch (error) {
    // attw exits non-zero when it finds problems; its report is still on stdout.
    stdout = /** @type {any} */ (error).stdout;
    if (!stdout) findings.push({ level: "error", tool, message: tail(error, 6) });
  }
  if (!stdout) return findings;
  const report = JSON.parse(stdout);
  if (report.analysis?.types === false) {
    findings.push({ level: "error", tool, message: "the package ships no types (every public @avaspec package must)" });
  }
  for (const p of report.analysis?.problems ?? []) {
    if (ignored.includes(p.resolutionKind) || ignored.includes(p.resolutionOption)) continue;
    findings.push({ level: "error", tool, message: `${p.kind} ${attwProblemPlace(p)}`.trim() });
  }
  return findings;
}

/**
 * Where an attw problem is: entry point, resolution, file, import and types file, those it names.
 * @param {any} p one problem of attw's JSON report
 * @returns {string}
 */
function attwProblemPlace(p) {
  return [
    p.entrypoint && `at "${p.entrypoint}"`,
    p.resolutionKind && `(${p.resolutionKind})`,
    p.fileName && `in ${p.fileName.replace(/^\/node_modules\//, "")}`,
    p.moduleSpecifier && `importing "${p.moduleSpecifier}"`,
    p.typesFileName && `types ${p.typesFileName.replace(/^\/node_modules\//, "")}`,
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * Extracts the tarball into a temporary folder (removed after) and checks what it ships: the packed manifest's
 * ranges and the version stamp of every assembled document.
 * @param {string} tarball
 * @returns {{ findings: Finding[], manifest: any, stamped: string[] }}
 */
function inspectPackedFiles(tarball) {
  const extract = mkdtempSync(join(tmpdir(), "avaspec-release-tgz-"));
  try {
    execFileSync("tar", ["-xzf", tarball, "-C", extract]);
    const packageDir = join(extract, "package");
    const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
    const stamps = versionStampFindings(packageDir, manifest.version);
    return {
      findings: [...workspaceRangeFindings(manifest), ...stamps.findings],
      manifest,
      stamped: stamps.stamped,
    };
  } finally {
    rmSync(extract, { recursive: true, force: true });
  }
}

/**
 * A `workspace:` range left in a packed manifest would not install from the registry.
 * @param {any} manifest the packed package.json
 * @returns {Finding[]}
 */
function workspaceRangeFindings(manifest) {
  /** @type {Finding[]} */
  const findings = [];
  for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
    for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith("workspace:"))
        findings.push({
          level: "error",
          tool: "manifest",
          message: `${field}.${dep} is still "${range}" in the packed package.json`,
        });
    }
  }
  return findings;
}

/**
 * The assembled documents (OpenAPI or OpenRPC JSON with an `info`) under `packageDir`, and an error for each whose
 * `info.version` is not `version`.
 * @param {string} packageDir the extracted package
 * @param {string} version the packed package's version
 * @returns {{ findings: Finding[], stamped: string[] }}
 */
function versionStampFindings(packageDir, version) {
  /** @type {Finding[]} */
  const findings = [];
  /** @type {string[]} */
  const stamped = [];
  for (const file of walk(packageDir).filter((f) => f.endsWith(".json") && !f.endsWith("package.json"))) {
    let doc;
    try {
      doc = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      continue; // not JSON after all: not a document to check
    }
    if (!doc || typeof doc !== "object" || !(doc.openapi || doc.openrpc) || !doc.info) continue;
    const rel = relative(packageDir, file);
    stamped.push(rel);
    if (doc.info.version !== version) {
      findings.push({
        level: "error",
        tool: "version stamp",
        message: `${rel}: info.version is ${JSON.stringify(doc.info.version)}, the package is ${version}`,
      });
    }
  }
  return { findings, stamped };
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/**
 * @param {{
 *   root: string,
 *   extraFiles?: Record<string, string>,
 *   keep?: boolean,
 *   log?: (line: string) => void,
 * }} options extraFiles: path (from the root) → content, written into the scratch copy before versioning, e.g. a
 *   changeset that only the rehearsal should see
 * @returns {Promise<{ scratch: string, packages: PackageReport[], ok: boolean, versionOutput: string }>}
 */
export async function dryRun({ root, extraFiles = {}, keep = false, log = () => {} }) {
  const scratch = mkdtempSync(join(tmpdir(), "avaspec-release-"));
  try {
    const all = workspacePackages(root);
    const before = new Map(all.map((p) => [p.name, p.pkg.version]));
    scratchCopy(root, scratch, all);
    writeFiles(scratch, extraFiles);
    log(`scratch copy: ${scratch}`);

    const versionOutput = await changesetVersion(scratch, log);
    // The manifests again: `changeset version` has just rewritten them.
    const scratchPackages = all.map((p) => ({
      ...p,
      pkg: JSON.parse(readFileSync(join(scratch, p.dir, "package.json"), "utf8")),
    }));
    const failedBuild = await buildAll(scratch, scratchPackages, log);

    const publicPackages = scratchPackages.filter((x) => !x.pkg.private);
    const reports = await packAndCheckAll(scratch, publicPackages, before, failedBuild);
    return { scratch, packages: reports, ok: reports.length > 0 && reports.every((r) => r.ok), versionOutput };
  } finally {
    if (!keep) rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * @param {string} dir
 * @param {Record<string, string>} files path (from `dir`) → content
 */
function writeFiles(dir, files) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/**
 * Runs `changeset version` in the scratch copy and logs the last lines it printed.
 * @param {string} scratch
 * @param {(line: string) => void} log
 * @returns {Promise<string>} what it printed
 */
async function changesetVersion(scratch, log) {
  let versionOutput = "";
  try {
    const r = await execFile(bin("changeset"), ["version"], { cwd: scratch, env: ENV, maxBuffer: 16 * 1024 * 1024 });
    versionOutput = `${r.stdout}${r.stderr}`.trim();
  } catch (error) {
    throw new Error(`changeset version failed:\n${tail(error)}`);
  }
  log(
    `changeset version: ${
      versionOutput
        .split("\n")
        .filter((l) => l.trim())
        .slice(-3)
        .join(" | ") || "done"
    }`,
  );
  return versionOutput;
}

/**
 * Packs and checks the public packages, two at a time.
 * @param {string} scratch
 * @param {WorkspacePackage[]} publicPackages as versioned in the scratch copy
 * @param {Map<string, any>} before package name → version before `changeset version`
 * @param {Map<string, string>} failedBuild package name → why its build failed or was skipped (buildAll's answer)
 * @returns {Promise<PackageReport[]>} by package name
 */
async function packAndCheckAll(scratch, publicPackages, before, failedBuild) {
  const tarballs = join(scratch, ".tarballs");
  mkdirSync(tarballs);
  /** @type {PackageReport[]} */
  const reports = [];
  const queue = [...publicPackages];
  await Promise.all(
    [0, 1].map(async () => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        /** @type {PackageReport} */
        const report = {
          name: p.name,
          dir: p.dir,
          from: before.get(p.name),
          to: p.pkg.version,
          stage: "ok",
          findings: [],
          ok: false,
        };
        reports.push(report);
        await packAndCheck(scratch, tarballs, p, report, failedBuild.get(p.name));
      }
    }),
  );
  reports.sort((a, b) => a.name.localeCompare(b.name));
  for (const r of reports) r.ok = r.stage === "ok";
  return reports;
}

/**
 * Packs one package into `tarballs` and checks the tarball, recording in `report` the stage it stopped at and why.
 * @param {string} scratch
 * @param {string} tarballs
 * @param {WorkspacePackage} p
 * @param {PackageReport} report
 * @param {string | undefined} buildFailure why its build failed or was skipped; undefined when it built
 */
async function packAndCheck(scratch, tarballs, p, report, buildFailure) {
  if (buildFailure !== undefined) {
    report.stage = "build";
    report.findings.push({ level: "error", tool: "build", message: buildFailure });
    return;
  }
  try {
    report.tarball = await pack(join(scratch, p.dir), tarballs);
    report.size = statSync(report.tarball).size;
  } catch (error) {
    report.stage = "pack";
    report.findings.push({ level: "error", tool: "pnpm pack", message: tail(error) });
    return;
  }
  const { findings, stamped } = await checkTarball(report.tarball);
  report.findings.push(...findings);
  report.stamped = stamped;
  if (findings.some((f) => f.level !== "suggestion")) report.stage = "check";
}

/**
 * `pnpm pack` of the package in `dir`.
 * @param {string} dir
 * @param {string} tarballs where the tarball goes
 * @returns {Promise<string>} the tarball's path
 */
export async function pack(dir, tarballs) {
  const r = await execFile(bin("pnpm"), ["pack", "--pack-destination", tarballs], {
    cwd: dir,
    env: ENV,
    maxBuffer: 16 * 1024 * 1024,
  });
  const file = r.stdout
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.endsWith(".tgz"))
    .pop();
  if (!file) throw new Error(`pnpm pack printed no tarball:\n${r.stdout}`);
  return file.startsWith("/") ? file : join(tarballs, file);
}
