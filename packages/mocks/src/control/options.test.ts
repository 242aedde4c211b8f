import { describe, expect, it } from "vitest";
import {
  checkControlToken,
  ControlOptionError,
  isLoopbackHost,
  parseJournalSize,
  parseLatency,
  parseRateLimit,
} from "./options.js";

describe("parseLatency", () => {
  it.each([
    ["50", { minMs: 50, maxMs: 50 }],
    ["50-200", { minMs: 50, maxMs: 200 }],
    [" 0 - 5 ", { minMs: 0, maxMs: 5 }],
  ])("reads %j", (text, want) => expect(parseLatency(text)).toEqual(want));

  it.each([
    ["", "must be milliseconds"],
    ["fast", "must be milliseconds"],
    ["-5", "must be milliseconds"],
    ["1.5", "must be milliseconds"],
    ["200-50", "the minimum 200 is above the maximum 50"],
    ["300001", "at most 300000"],
  ])("refuses %j, saying why", (text, why) => {
    expect(() => parseLatency(text, "AVASPEC_LATENCY")).toThrow(ControlOptionError);
    expect(() => parseLatency(text, "AVASPEC_LATENCY")).toThrow(why);
    expect(() => parseLatency(text, "AVASPEC_LATENCY")).toThrow("AVASPEC_LATENCY");
  });
});

describe("parseRateLimit", () => {
  it("reads <n>/<seconds>", () => expect(parseRateLimit("100/60")).toEqual({ limit: 100, windowMs: 60_000 }));
  it.each(["100", "0/60", "10/0", "a/b", "10/100000", "5/1.5", ""])("refuses %j", (text) => {
    expect(() => parseRateLimit(text)).toThrow(/--rate-limit must be "<requests>\/<seconds>"/);
  });
});

describe("parseJournalSize", () => {
  it.each([
    ["0", 0],
    ["1000", 1000],
  ])("reads %j", (text, want) => expect(parseJournalSize(text)).toBe(want));
  it.each(["-1", "1e3", "many", "100001"])("refuses %j", (text) => {
    expect(() => parseJournalSize(text)).toThrow("--journal-size must be a whole number from 0");
  });
});

describe("control token", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost", "::ffff:127.0.0.1"])("%s is loopback", (h) =>
    expect(isLoopbackHost(h)).toBe(true));
  it.each(["0.0.0.0", "::", "192.168.1.4", "10.0.0.1", "example.com", "128.0.0.1"])("%s is not", (h) =>
    expect(isLoopbackHost(h)).toBe(false));
  it("needs no token on loopback", () => expect(() => checkControlToken("127.0.0.1", undefined)).not.toThrow());
  it("refuses a non-loopback host without a token, saying how to fix it", () => {
    expect(() => checkControlToken("0.0.0.0", undefined)).toThrow(
      /--control-token <secret>.*or bind --host 127\.0\.0\.1/s,
    );
  });
  it("accepts a bearer-shaped token off loopback", () =>
    expect(() => checkControlToken("0.0.0.0", "s3cret-token-0123456789")).not.toThrow());
  it.each(["short", "has space in it 123456", 'quote"0123456789abcdef'])("refuses token %j", (token) => {
    expect(() => checkControlToken("0.0.0.0", token)).toThrow("--control-token must be at least 16 characters");
  });
});
