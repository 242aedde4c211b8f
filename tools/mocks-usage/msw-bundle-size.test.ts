// What a page loads at start for the MSW handlers of all three APIs (min+gzip, msw external), measured as
// `pnpm bench mocks-msw` measures it, held to the bench's budget; what is split off must stay split off.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { BUDGET_GZIP_KB, bundleKb, checkBudget, handlersBundleKb } from "@avaspec/bench/msw-bundle";
import { beforeAll, describe, expect, it } from "vitest";

/** esbuild names inputs relative to the mocks package, where the bundle is made. */
const MOCKS = dirname(createRequire(import.meta.url).resolve("@avaspec/mocks/package.json"));

describe("the MSW handlers' browser bundle", () => {
  let sizes: Awaited<ReturnType<typeof handlersBundleKb>>;
  beforeAll(async () => {
    sizes = await handlersBundleKb();
  });

  it(`loads at most ${BUDGET_GZIP_KB} KB min+gzip at start`, () => {
    expect(() => checkBudget(sizes.start.gzip)).not.toThrow();
    expect(sizes.start.gzip).toBeLessThanOrEqual(BUDGET_GZIP_KB);
  });

  it("loads YAML, verification, the control plane's and the every-error validators on first need", () => {
    const atStart = (pattern: RegExp) => sizes.startInputs.filter((input) => pattern.test(input));
    expect(atStart(/node_modules\/yaml\//)).toEqual([]);
    // verification and near misses come with the first verify or rule listing
    expect(atStart(/\/control\/(?:verify|near-miss)\.js$/)).toEqual([]);
    const generated = atStart(/\/generated\/[^/]+\.js$/);
    expect(generated.length).toBeGreaterThan(0);
    const holding = (pattern: RegExp) =>
      generated.filter((input) => pattern.test(readFileSync(resolve(MOCKS, input), "utf8")));
    // a control body's validator is keyed "control/…"; a REST API's every-error ones are `<api>_coerceAll` and
    // `<api>_plainAll`
    expect(holding(/exports\["control\//)).toEqual([]);
    expect(holding(/\b\w+_(?:coerce|plain)All\(\)/)).toEqual([]);
    // teeth: the first-error ones are at start, found by the same reading
    expect(holding(/\b\w+_coerceFirst\(\)/)).toHaveLength(1);
  });

  it("teeth: a budget below what a page loads is refused, naming both figures", () => {
    const under = Math.floor(sizes.start.gzip) - 1;
    expect(() => checkBudget(sizes.start.gzip, under)).toThrow(
      new RegExp(`load ${sizes.start.gzip.toFixed(1)} KB min\\+gzip at start, over the ${under} KB budget`),
    );
  });

  it("teeth: a module imported statically counts at start, dynamically later", async () => {
    const entry = 'export { createHandlers } from "@avaspec/mocks/msw";';
    const eager = await bundleKb(`${entry} export * as yaml from "yaml";`, ["msw"]);
    const lazy = await bundleKb(`${entry} export const yaml = () => import("yaml");`, ["msw"]);
    expect(eager.start.gzip - sizes.start.gzip).toBeGreaterThan(20);
    expect(Math.abs(lazy.start.gzip - sizes.start.gzip)).toBeLessThan(1);
  });
});
