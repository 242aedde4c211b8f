// Go's encoding/json decoder messages for bodies JSON.parse rejects (texts as Go 1.22 prints them).
import { expect, test } from "vitest";
import { goScan } from "./gojson.js";

test.each([
  ["", "EOF"],
  ["   ", "EOF"],
  ["{nope", "invalid character 'n' looking for beginning of object key string"],
  ['{"jsonrpc":"2.0","id":1', "unexpected EOF"],
  ['{"a" 1}', "invalid character '1' after object key"],
  ['{"a":1 "b":2}', "invalid character '\"' after object key:value pair"],
  ["[1 2]", "invalid character '2' after array element"],
  ["[1,]", "invalid character ']' looking for beginning of value"],
  ["{'a':1}", "invalid character '\\'' looking for beginning of object key string"],
  ['{"a":tru}', "invalid character '}' in literal true (expecting 'e')"],
  ['{"a":nul}', "invalid character '}' in literal null (expecting 'l')"],
  ['{"a":-x}', "invalid character 'x' in numeric literal"],
  ['{"a":1.}', "invalid character '}' after decimal point in numeric literal"],
  ['{"a":1e}', "invalid character '}' in exponent of numeric literal"],
  ['{"a":"\\q"}', "invalid character 'q' in string escape code"],
  ['{"a":"\\u12x4"}', "invalid character 'x' in \\u hexadecimal character escape"],
  ['{"a":"\u0001"}', "invalid character '\\x01' in string literal"],
  ['{"a":"x\ny"}', "invalid character '\\n' in string literal"],
  ["@", "invalid character '@' looking for beginning of value"],
  ["[".repeat(10001), "exceeded max depth"],
])("%j → %s", (body, message) => {
  expect(goScan(body)).toEqual({ error: message });
});

test("a complete first value ends the scan; what follows is ignored, as Go's stream decoder does", () => {
  const body = '{"jsonrpc":"2.0","id":1,"method":"admin.lockProfile"} trailing {';
  expect(goScan(body)).toEqual({ end: body.indexOf(" trailing") });
  expect(goScan("5 x")).toEqual({ end: 1 });
  expect(goScan('"é" x')).toEqual({ end: 4 }); // a byte offset: é is two bytes
});
