// The built client on Node 22 and 24 (the machines run Node 20): Node is fetched from the npm registry by npx.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const smoke = fileURLToPath(new URL("../scripts/smoke.mjs", import.meta.url));

it.each(["22", "24"])("runs the built client on Node %s", (major) => {
  const out = execFileSync("npx", ["--yes", "-p", `node@${major}`, "node", smoke], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 110_000,
  });
  expect(out.trim()).toMatch(new RegExp(`^ok v${major}\\.`));
}, 120_000);
