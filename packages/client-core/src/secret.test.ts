import { inspect } from "node:util";
import { expect, it } from "vitest";
import { Secret, secret } from "./secret.js";

it("a Secret never prints its value", () => {
  const s = secret("sk-123");
  expect(s.reveal()).toBe("sk-123");
  for (const text of [
    String(s),
    `${s}`,
    JSON.stringify({ s }),
    inspect(s),
    inspect({ nested: { s } }, { depth: 5, showHidden: true }),
    Object.keys(s).join(),
  ]) {
    expect(text).not.toContain("sk-123");
  }
  expect(secret(s)).toBe(s);
  expect(s).toBeInstanceOf(Secret);
});
