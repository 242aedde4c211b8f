// The mocks README's "Mock these APIs in your own tests" embeds examples/*.ts verbatim; the examples are test files
// (run by this package's vitest) or run in the browser test (browser-worker.ts), and type-checked by `typecheck`.
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

const readme = readFileSync(new URL("../../packages/mocks/README.md", import.meta.url), "utf8");
const examples = readdirSync(new URL("./examples/", import.meta.url));

it.each(examples)("the mocks README embeds examples/%s verbatim", (name) => {
  const source = readFileSync(new URL(`./examples/${name}`, import.meta.url), "utf8");
  const marker = `<!-- example: tools/mocks-usage/examples/${name} -->\n\`\`\`ts\n`;
  const at = readme.indexOf(marker);
  expect(at, `README.md must contain ${marker.trim()} followed by the file`).toBeGreaterThanOrEqual(0);
  const block = readme.slice(at + marker.length, readme.indexOf("```", at + marker.length));
  expect(block).toBe(source);
});
