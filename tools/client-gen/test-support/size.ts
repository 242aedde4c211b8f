// Shared by the REST clients' src/size.test.ts: the package's scripts/check-size.mjs (on
// tools/client-gen/check-size.mjs) is a real gate: it passes at its budget and fails when the limit is below the
// bundle.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const run = promisify(execFile);

/** `packageDir`: the package folder (URL ending in "/"); `budgetKB`: the budget its check-size.mjs declares. */
export function itGatesSize(packageDir: URL, budgetKB: number): void {
  const script = fileURLToPath(new URL("scripts/check-size.mjs", packageDir));
  const limit = new RegExp(`check:size ok: .* KB gzip \\(limit ${budgetKB.toFixed(2).replace(".", "\\.")} KB\\)`);
  it(`check:size passes under ${budgetKB} KB and fails when the bundle is over the limit`, async () => {
    const ok = await run(process.execPath, [script]);
    expect(ok.stdout).toMatch(limit);
    const failed = await run(process.execPath, [script], {
      env: { ...process.env, AVASPEC_SIZE_LIMIT_BYTES: "1024" },
    }).then(
      () => undefined,
      (e) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/check:size FAILED/);
  }, 30_000);
}
