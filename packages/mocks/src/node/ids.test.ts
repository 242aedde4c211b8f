import { expect, test } from "vitest";
import { SeededStream } from "./ids.js";

test("SeededStream is deterministic per key", () => {
  expect(new SeededStream("a").bytes(40)).toEqual(new SeededStream("a").bytes(40));
  expect(new SeededStream("a").bytes(40)).not.toEqual(new SeededStream("b").bytes(40));
});

import { goQuote } from "./errors.js";
test("goQuote follows Go's %q", () => {
  expect(goQuote("admin.Foo")).toBe('"admin.Foo"');
  expect(goQuote('a"b\\c')).toBe('"a\\"b\\\\c"');
  expect(goQuote("tab\tnl\n\u0001")).toBe('"tab\\tnl\\n\\x01"');
  expect(goQuote("héllo")).toBe('"héllo"');
});
