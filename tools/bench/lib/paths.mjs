// Where the suites find the repository and the built mocks.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
/** The mocks package, and its built entry point (the suites run what `pnpm build` made). */
export const MOCKS_PACKAGE = join(ROOT, "packages/mocks");
export const MOCKS_DIST = join(MOCKS_PACKAGE, "dist/index.js");
