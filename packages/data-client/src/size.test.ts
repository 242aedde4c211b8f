// check:size is a real gate: it passes at the 8 KB limit and fails when the limit is below the bundle.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const run = promisify(execFile);
const script = fileURLToPath(new URL("../scripts/check-size.mjs", import.meta.url));

it("check:size passes under 8 KB and fails when the bundle is over the limit", async () => {
  const ok = await run(process.execPath, [script]);
  expect(ok.stdout).toMatch(/check:size ok: .* KB gzip \(limit 8\.00 KB\)/);
  const failed = await run(process.execPath, [script], { env: { ...process.env, AVASPEC_SIZE_LIMIT_BYTES: "1024" } }).then(() => undefined, (e) => e);
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toMatch(/check:size FAILED/);
}, 30_000);
