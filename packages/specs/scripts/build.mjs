// Builds dist/: the assembled documents (src/build.mjs) and the loaders of src/index.js.
import { copyFileSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSpecs } from "../src/build.mjs";

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const { version } = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));

await buildSpecs({ sources: join(pkgDir, "..", "..", "specs"), out: join(pkgDir, "dist") });
for (const file of ["index.js", "index.d.ts"]) copyFileSync(join(pkgDir, "src", file), join(pkgDir, "dist", file));
console.log(
  `@avaspec/specs ${version}: dist/{metrics,data}.openapi{,.deref}.json, ` +
    "dist/node.openrpc{,.deref,.deref.packed,.deref.lean.packed}.json, dist/{metrics,data}.openapi.lean.json, " +
    "dist/deviations.json",
);
