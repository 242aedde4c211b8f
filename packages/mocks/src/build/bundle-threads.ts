// Bundles a mock thread's code (dist/server/worker.js and what it imports, @avaspec/chain's EVM included) into
// dist/threads/: the worker entry and a chunk per dynamic import, so a thread still loads only its own API's code.
// Node 20 resolves and reads each ES module of a graph on its own (URL, realpath, package.json, stat): a REST thread
// of ~130 files spent a third of its start there, local mode's node thread ~1 s (DESIGN.md, "Start-up"). Run by the
// build after tsc: `node dist/build/bundle-threads.js`.
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const DIST = fileURLToPath(new URL("..", import.meta.url));

/**
 * Left to Node's loader, each for its reason: the documents are read from beside @avaspec/specs' own module; Prism,
 * undici and the exchange checks load only for `Prefer: dynamic=true` or a proxy (and Prism finds its files by path);
 * `yaml` is CommonJS under Node and loaded by `import()` (control/yaml.ts): split into a chunk, esbuild gives it a
 * default export alone, and `LineCounter` and the rest were undefined.
 */
const EXTERNAL = ["@avaspec/specs", "@stoplight/*", "undici", "@avaspec/exchange-checks", "yaml"];

/**
 * @avaspec/chain's native secp256k1 binding is required from beside its own module (the mocks do not depend on the
 * `secp256k1` package): imported from @avaspec/chain, not bundled.
 */
const chainBinding: Plugin = {
  name: "chain-binding",
  setup(build) {
    build.onResolve({ filter: /^#ecdsa-recover$/ }, () => ({ path: "@avaspec/chain/ecdsa-recover", external: true }));
  },
};

/** Writes dist/threads/worker.js and its chunks. */
async function bundleThreads(dist = DIST): Promise<void> {
  const outdir = `${dist}threads`;
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { worker: `${dist}server/worker.js` },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    external: EXTERNAL,
    plugins: [chainBinding],
    logLevel: "warning",
    // the CommonJS modules bundled (some of the EVM's dependencies) require Node's own modules
    banner: {
      js: [
        'import { createRequire as __createRequire } from "node:module";',
        "const require = __createRequire(import.meta.url);",
      ].join("\n"),
    },
  });
}

await bundleThreads();
