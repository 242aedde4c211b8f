// pnpm bench: runs every suite in suites/*.mjs in turn. Each suite measures its subject beside a baseline in
// the same run and returns rows; figures are printed as ratios, never compared against fixed timings.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = join(dirname(fileURLToPath(import.meta.url)), "suites");
const only = process.argv.slice(2);
const suites = readdirSync(dir)
  .filter((f) => f.endsWith(".mjs"))
  .sort()
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)));
let failed = false;
for (const file of suites) {
  const suite = await import(join(dir, file));
  if (suite.optIn && only.length === 0) continue; // long suites (soak) run only when named: pnpm bench soak
  console.log(`\n## ${suite.title ?? file}`);
  try {
    const rows = await suite.run();
    if (rows?.length) console.table(rows);
  } catch (error) {
    failed = true;
    console.error(`${file} failed: ${/** @type {Error} */ (error)?.stack ?? error}`);
  }
}
process.exitCode = failed ? 1 : 0;
