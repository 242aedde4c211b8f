// Shared by the REST clients' src/readme.test.ts: the README embeds src/readme-example.ts verbatim.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

/** `packageDir`: the package folder (URL ending in "/"), holding README.md and src/readme-example.ts. */
export function itEmbedsReadmeExample(packageDir: URL): void {
  it("README.md embeds src/readme-example.ts verbatim", () => {
    const readme = readFileSync(new URL("README.md", packageDir), "utf8");
    const source = readFileSync(new URL("src/readme-example.ts", packageDir), "utf8");
    const block = /<!-- example: src\/readme-example\.ts -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(
      block,
      "README.md must contain the example block after <!-- example: src/readme-example.ts -->",
    ).toBeDefined();
    expect(block).toBe(source);
  });
}
