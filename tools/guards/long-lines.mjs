// The long-line guard (`pnpm lint`): lists every line of hand-written source wider than biome.json's
// `formatter.lineWidth`, as `file:line: N columns (max W)`, and fails when there is any beyond what
// long-lines.config.mjs allows. Generated files (a "generated, do not edit" header) are left out.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const GENERATED = "generated, do not edit";

/** Folder names never walked: .git and every `name/` line of the root .gitignore (node_modules/, dist/, ...). */
function skippedFolders(root) {
  const ignore = readFileSync(join(root, ".gitignore"), "utf8").split("\n");
  return new Set([".git", ...ignore.filter((l) => /^[\w.-]+\/$/.test(l.trim())).map((l) => l.trim().slice(0, -1))]);
}

/** Every source file below `root`, as a path relative to it with `/` separators. */
export function sourceFiles(root) {
  const skipped = skippedFolders(root);
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(path);
      } else if (entry.isFile() && SOURCE.test(entry.name)) {
        files.push(relative(root, path).split(sep).join("/"));
      }
    }
  };
  walk(root);
  return files.sort();
}

/** The lines of `text` wider than `width` columns (code points), numbered from 1; none for a generated file. */
export function longLines(text, width) {
  const lines = text.split("\n");
  if (lines.slice(0, 3).some((line) => line.includes(GENERATED))) return [];
  const found = [];
  lines.forEach((line, i) => {
    const columns = [...line].length;
    if (columns > width) found.push({ line: i + 1, columns });
  });
  return found;
}

/**
 * Checks the tree at `root` against `allowed` (file → how many long lines it may keep, exactly); returns the
 * problems, one line each, and the long lines found per file.
 */
export function checkTree(root, width, allowed) {
  const problems = [];
  const counts = new Map();
  for (const file of sourceFiles(root)) {
    const found = longLines(readFileSync(join(root, file), "utf8"), width);
    if (found.length > 0) counts.set(file, found.length);
    const budget = allowed[file] ?? 0;
    if (found.length > budget) {
      for (const { line, columns } of found) problems.push(`${file}:${line}: ${columns} columns (max ${width})`);
      if (budget > 0) problems.push(`${file}: ${found.length} long lines, ${budget} allowed`);
    }
  }
  for (const [file, budget] of Object.entries(allowed)) {
    const count = counts.get(file) ?? 0;
    if (count < budget) problems.push(`${file}: ${count} long lines, ${budget} allowed: lower the count in the config`);
  }
  return { problems, counts };
}

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", ".."); // the repository, wherever it runs from
  const width = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")).formatter.lineWidth;
  const { default: config } = await import(pathToFileURL(join(root, "long-lines.config.mjs")).href);
  const { problems } = checkTree(root, width, config.allowed ?? {});
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} long-line problem(s): wrap the line (biome cannot wrap strings or comments)`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
