// The control routes' trust policy alone: which Host names and page origins a server answers, by its bound address.
import { describe, expect, it } from "vitest";
import { ControlOptionError, parseAllowedHost, parseControlOrigin } from "./options.js";
import { controlTrust, hostnameOf } from "./trust.js";

describe("the Host check (DNS rebinding)", () => {
  const loopback = controlTrust("127.0.0.1");

  it.each([
    "localhost:4010",
    "LOCALHOST",
    "app.localhost:4010",
    "127.0.0.1:4010",
    "127.8.9.10",
    "[::1]:4010",
    "10.1.2.3:4010", // an IP address cannot be rebound
    "[fe80::1]",
  ])("a loopback-bound server answers %s", (host) => {
    expect(loopback.hostRefusal(host)).toBeUndefined();
  });

  it.each([
    "attacker.example",
    "attacker.example:4010",
    "localhost.attacker.example",
    "127.0.0.1.nip.io",
    "[::1",
    "",
  ])("a loopback-bound server refuses %j, naming the flag", (host) => {
    expect(loopback.hostRefusal(host)).toMatch(/DNS rebinding.*--allowed-host/);
  });

  it("a request with no Host (HTTP/1.0, not a browser) passes", () => {
    expect(loopback.hostRefusal(undefined)).toBeUndefined();
  });

  it("--allowed-host adds names, .name a domain and its subdomains, all opens it", () => {
    const named = controlTrust("127.0.0.1", { allowedHosts: ["mocks.internal", ".dev.test"] });
    expect(named.hostRefusal("mocks.internal:4010")).toBeUndefined();
    expect(named.hostRefusal("dev.test")).toBeUndefined();
    expect(named.hostRefusal("a.b.dev.test:1")).toBeUndefined();
    expect(named.hostRefusal("notdev.test")).toMatch(/--allowed-host notdev.test/);
    expect(named.hostRefusal("mocks.internal.evil")).toBeDefined();
    expect(controlTrust("127.0.0.1", { allowedHosts: ["all"] }).hostRefusal("attacker.example")).toBeUndefined();
  });

  it("a server bound to the network answers any name (the token guards it) unless names are given", () => {
    expect(controlTrust("0.0.0.0").hostRefusal("avaspec-mock:4010")).toBeUndefined();
    const listed = controlTrust("0.0.0.0", { allowedHosts: ["avaspec-mock"] });
    expect(listed.hostRefusal("avaspec-mock:4010")).toBeUndefined();
    expect(listed.hostRefusal("attacker.example")).toBeDefined();
  });

  it("the bound name is allowed", () => {
    expect(controlTrust("localhost").hostRefusal("localhost:1")).toBeUndefined();
    expect(controlTrust("mock.localhost").hostRefusal("mock.localhost")).toBeUndefined();
  });

  it("hostnameOf reads the name of a Host header", () => {
    expect(["[::1]:4010", "Example.TEST:80", "a", "[::1"].map(hostnameOf)).toEqual(["::1", "example.test", "a", ""]);
  });
});

describe("the origins a server's control routes answer", () => {
  const trust = controlTrust("127.0.0.1", { controlOrigins: ["https://app.example:8443"] });
  const own = "127.0.0.1:4010";

  it.each([
    "http://localhost",
    "http://localhost:5173",
    "https://localhost:1",
    "http://app.localhost:3000",
    "http://127.0.0.1:8080",
    "http://127.2.3.4",
    "http://[::1]:4010",
    "https://app.example:8443",
  ])("allows %s", (origin) => {
    expect(trust.originAllowed(origin, own)).toBe(true);
  });

  it.each([
    "https://evil.example",
    "http://evil.test:4010",
    "https://app.example", // another port: another origin
    "http://localhost.evil.example",
    "null",
    "file://",
    "chrome-extension://abc",
    "not a url",
    "",
  ])("refuses %j", (origin) => {
    expect(trust.originAllowed(origin, own)).toBe(false);
  });

  it("allows the mock's own origin, as its Host names it", () => {
    const network = controlTrust("0.0.0.0");
    expect(network.originAllowed("http://avaspec-mock:4010", "avaspec-mock:4010")).toBe(true);
    expect(network.originAllowed("http://avaspec-mock:4011", "avaspec-mock:4010")).toBe(false);
    expect(network.originAllowed("http://avaspec-mock", "avaspec-mock:80")).toBe(true);
    expect(network.originAllowed("http://avaspec-mock:4010", undefined)).toBe(false);
  });
});

describe("the options' checks", () => {
  it("normalises an origin", () => {
    expect(parseControlOrigin("HTTPS://App.Example:443/")).toBe("https://app.example");
    expect(parseControlOrigin("http://[::1]:3000")).toBe("http://[::1]:3000");
  });

  it.each([
    "app.example",
    "https://app.example/path",
    "https://app.example?x",
    "https://user@app.example",
    "ftp://app.example",
    "*",
    "null",
  ])("refuses the origin %j", (text) => {
    expect(() => parseControlOrigin(text)).toThrow(ControlOptionError);
    expect(() => parseControlOrigin(text)).toThrow(/--control-origin must be an origin/);
  });

  it("takes host names, IP addresses and all", () => {
    expect(["Mocks.Internal", ".dev.test", "[::1]", "10.0.0.1", "all"].map((h) => parseAllowedHost(h))).toEqual([
      "mocks.internal",
      ".dev.test",
      "::1",
      "10.0.0.1",
      "all",
    ]);
  });

  it.each(["http://mocks", "mocks:4010", "*.dev.test", "a..b", "", "mocks/x"])("refuses the host %j", (text) => {
    expect(() => parseAllowedHost(text)).toThrow(/--allowed-host must be a host name/);
  });
});
