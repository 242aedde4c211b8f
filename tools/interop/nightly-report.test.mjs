// The nightly workflow runs the contract suite against our mocks with its HTML report and a coverage threshold, after
// the mocks answer (--wait-for-servers), and keeps each run's page as an artifact with a pinned upload action.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const nightly = parse(readFileSync(join(ROOT, ".github", "workflows", "contract-nightly.yml"), "utf8"));

/** The path of each --html option in a job's run steps. */
const htmlOf = (job) =>
  job.steps.flatMap((s) => [...String(s.run ?? "").matchAll(/--html (\S+)/g)].map((m) => /** @type {string} */ (m[1])));
/** The paths the job's upload-artifact steps keep. */
const uploadedOf = (job) =>
  job.steps
    .filter((s) => String(s.uses).startsWith("actions/upload-artifact@"))
    .flatMap((s) => String(s.with.path).split("\n").filter(Boolean));

describe("the nightly contract workflow", () => {
  it("runs the suite against the mocks with --html and --min-coverage, once they answer, then stops them", () => {
    const runs = nightly.jobs.mocks.steps.map((s) => s.run).filter(Boolean);
    expect(runs.some((r) => /^npx pnpm mock -- --pid-file \S+ > \S+ 2>&1 &$/.test(r))).toBe(true);
    const contract = runs.find((r) => r.startsWith("npx pnpm contract --") && !r.includes("--fuzz"));
    expect(contract).toMatch(/--wait-for-servers \d+/);
    expect(contract).toMatch(/--min-coverage \d+/);
    expect(contract).toContain("--prefer-statuses");
    expect(runs.some((r) => r.startsWith("npx pnpm contract -- --fuzz"))).toBe(true);
    expect(nightly.jobs.mocks.steps.find((s) => String(s.run).startsWith("npx pnpm mock:stop")).if).toContain(
      "always()",
    );
  });

  it("uploads every HTML page a run writes, in both jobs", () => {
    for (const name of ["contract", "mocks"]) {
      const job = nightly.jobs[name];
      const pages = htmlOf(job);
      expect(pages.length, name).toBe(2);
      expect(uploadedOf(job), name).toEqual(expect.arrayContaining(pages));
    }
  });
});
