// The trust policy on the real host, over HTTP (issue 31, defect 6): what a page of another origin, a simple
// request any page may send, and a request naming a foreign Host (DNS rebinding) can do to the control routes.
import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { MockHost } from "../server/host.js";
import { attachControl, type AttachOptions } from "./attach.js";
import { fakeEngine } from "./test-support.js";
import { controlTrust } from "./trust.js";

const hosts: MockHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
});

/** A loopback server with a control plane, one fault rule set, and the policy the CLI would give it. */
async function start(options: AttachOptions = {}) {
  const host = new MockHost(fakeEngine("rest"), { trust: controlTrust("127.0.0.1", options) });
  hosts.push(host);
  attachControl(host, options);
  await host.listen();
  const rules = async () => JSON.parse((await send(host.port, "GET", "/__avaspec/faults")).body).rules as unknown[];
  expect((await send(host.port, "POST", "/__avaspec/faults", JSON_TYPE, '{"status":503}')).status).toBe(201);
  return { port: host.port, own: `http://127.0.0.1:${host.port}`, rules };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with exactly these headers (Host included: fetch would set its own). */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body = "") {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      { port, host: "127.0.0.1", method, path, setHost: false, headers: { host: `127.0.0.1:${port}`, ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const JSON_TYPE = { "content-type": "application/json" };
const EVIL = "https://evil.example";
const messageOf = (answer: Answer) => (JSON.parse(answer.body) as { message: string }).message;

describe("a page of a foreign origin", () => {
  it("gets its preflight refused with a 403 saying how to allow it, and no CORS headers", async () => {
    const { port } = await start();
    const preflight = await send(port, "OPTIONS", "/__avaspec/faults", {
      origin: EVIL,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type",
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(messageOf(preflight)).toMatch(/origin "https:\/\/evil.example".*--control-origin https:\/\/evil.example/);
  });

  it.each([
    ["no body, no type (fetch no-cors)", {}, ""],
    ["text/plain", { "content-type": "text/plain;charset=UTF-8" }, "x"],
    ["JSON (had it passed a preflight)", JSON_TYPE, "{}"],
  ])("cannot reset the servers: %s is a 403 and the rules stay", async (_name, headers, body) => {
    const { port, rules } = await start();
    const reset = await send(port, "POST", "/__avaspec/reset?all=true", { origin: EVIL, ...headers }, body);
    expect(reset.status).toBe(403);
    expect(reset.headers["access-control-allow-origin"]).toBeUndefined();
    expect(await rules()).toHaveLength(1);
  });

  it("cannot delete with a null origin (a sandboxed page, a privacy redirect)", async () => {
    const { port, rules } = await start();
    expect((await send(port, "DELETE", "/__avaspec/faults", { origin: "null" })).status).toBe(403);
    expect(await rules()).toHaveLength(1);
  });

  it("gets a GET answered without CORS headers (its page cannot read it)", async () => {
    const { port } = await start();
    const listed = await send(port, "GET", "/__avaspec/faults", { origin: EVIL });
    expect(listed.status).toBe(200);
    expect(listed.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("is allowed by --control-origin", async () => {
    const { port } = await start({ controlOrigins: [EVIL] });
    const preflight = await send(port, "OPTIONS", "/__avaspec/faults", {
      origin: EVIL,
      "access-control-request-method": "POST",
    });
    expect([preflight.status, preflight.headers["access-control-allow-origin"]]).toEqual([204, EVIL]);
  });
});

describe("a host made without a policy", () => {
  it("trusts what the CLI's trusts: loopback origins and Host names", async () => {
    const host = new MockHost(fakeEngine("rest"));
    hosts.push(host);
    attachControl(host, {});
    await host.listen();
    const preflight = { "access-control-request-method": "POST" };
    expect((await send(host.port, "OPTIONS", "/__avaspec/faults", { origin: EVIL, ...preflight })).status).toBe(403);
    const loopback = await send(host.port, "OPTIONS", "/__avaspec/faults", {
      origin: "http://[::1]:3000",
      ...preflight,
    });
    expect(loopback.status).toBe(204);
    expect((await send(host.port, "GET", "/__avaspec/faults", { host: "attacker.example" })).status).toBe(403);
  });
});

describe("a request any page may send without a preflight", () => {
  it.each([
    ["text/plain", "text/plain", "x"],
    ["an urlencoded form", "application/x-www-form-urlencoded", "a=b"],
    ["a multipart form", "multipart/form-data; boundary=x", "--x--"],
    ["a body without a type", undefined, "x"],
  ])("is refused with 415, even from curl: %s", async (_name, type, body) => {
    const { port, rules } = await start();
    const headers: Record<string, string> = type ? { "content-type": type } : {};
    const reset = await send(port, "POST", "/__avaspec/reset?all=true", headers, body);
    expect(reset.status).toBe(415);
    expect(messageOf(reset)).toMatch(/^Content-Type must be application\/json or application\/yaml, got .*unasked/);
    expect(await rules()).toHaveLength(1);
  });

  it("but a body-less reset from curl (no Origin, no type) and a loopback page's are served", async () => {
    const { port, own, rules } = await start();
    expect((await send(port, "POST", "/__avaspec/reset", { origin: "http://localhost:5173" })).status).toBe(200);
    expect(await rules()).toHaveLength(0);
    await send(port, "POST", "/__avaspec/faults", JSON_TYPE, '{"status":503}');
    const fromOwnPage = await send(port, "POST", "/__avaspec/reset", { origin: own });
    expect([fromOwnPage.status, fromOwnPage.headers["access-control-allow-origin"]]).toEqual([200, own]);
    expect((await send(port, "POST", "/__avaspec/reset")).status).toBe(200);
  });
});

describe("the Host a request names (DNS rebinding)", () => {
  it("a name that is not loopback is refused on the control routes, with the flag that allows it", async () => {
    const { port, rules } = await start();
    const host = `attacker.example:${port}`;
    const own = `http://${host}`;
    const reset = await send(port, "POST", "/__avaspec/reset?all=true", { host, origin: own });
    expect(reset.status).toBe(403);
    expect(messageOf(reset)).toMatch(/Host "attacker.example".*--allowed-host attacker.example/);
    expect((await send(port, "GET", "/__avaspec/requests", { host })).status).toBe(403);
    expect(await rules()).toHaveLength(1);
  });

  it("readiness and the API routes answer any name; --allowed-host opens the control routes to one", async () => {
    const { port } = await start({ allowedHosts: ["mocks.test"] });
    expect((await send(port, "GET", "/__avaspec/ready", { host: "attacker.example" })).status).toBe(200);
    // the API route is served: its answer is the fault rule's 503
    expect((await send(port, "GET", "/v1/chains/1", { host: "attacker.example" })).status).toBe(503);
    expect((await send(port, "GET", "/__avaspec/faults", { host: `mocks.test:${port}` })).status).toBe(200);
    expect((await send(port, "GET", "/__avaspec/faults", { host: "localhost" })).status).toBe(200);
    expect((await send(port, "GET", "/__avaspec/faults", { host: "attacker.example" })).status).toBe(403);
  });
});
