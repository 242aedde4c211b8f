import { describe, expect, it } from "vitest";
import { parseChangeset } from "./changesets.mjs";

describe("parseChangeset", () => {
  it.each([
    ["double-quoted name", '---\n"@avaspec/specs": major\n---\n\nBreak.\n', { "@avaspec/specs": "major" }],
    [
      "single-quoted, several packages",
      "---\n'@avaspec/specs': minor\n'@avaspec/mocks': patch\n---\nx",
      { "@avaspec/specs": "minor", "@avaspec/mocks": "patch" },
    ],
    ["CRLF line ends", '---\r\n"@avaspec/specs": major\r\n---\r\n', { "@avaspec/specs": "major" }],
    ["empty frontmatter", "---\n---\n\nnothing\n", {}],
    ["no frontmatter", "# just text\n", {}],
    [
      "major only mentioned in the body",
      '---\n"@avaspec/specs": patch\n---\n\n"@avaspec/specs": major\n',
      { "@avaspec/specs": "patch" },
    ],
  ])("%s", (_name, text, want) => {
    expect(parseChangeset(text)).toEqual(want);
  });
});
