// avaspec-mock as users run it (`node dist/cli.js`) against the probe of issue 31: a foreign page, a simple request
// and a rebound Host cannot steer the three servers; --control-origin and --allowed-host (and their variables) open
// them deliberately; a request without Host or with an unknown Expect gets its API's error body.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMockCli, stopMockClis } from "../test-support/cli.js";

afterAll(stopMockClis);

interface Answer {
  status: number;
  allowOrigin: string | undefined;
  body: string;
}

/** One request with exactly these headers (Host included). */
function send(url: string, method: string, path: string, headers: Record<string, string> = {}, body = "") {
  const { hostname, port, host } = new URL(url);
  return new Promise<Answer>((resolve, reject) => {
    const options = { hostname, port, method, path, setHost: false, headers: { host, ...headers } };
    const req = httpRequest(options, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        const allowOrigin = res.headers["access-control-allow-origin"];
        resolve({ status: res.statusCode ?? 0, allowOrigin, body: text });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The bytes written on a new connection, and all the server answered before it closed. */
function rawExchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = "";
    const timer = setTimeout(() => reject(new Error(`still open: ${text}`)), 10_000);
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(text);
    });
    socket.write(request);
  });
}

const JSON_TYPE = { "content-type": "application/json" };
const EVIL = "https://evil.example";

describe("avaspec-mock against a page of another origin and a rebound Host", () => {
  let urls: Record<string, string> = {};
  const faultsOnData = async () => JSON.parse((await send(urls.data!, "GET", "/__avaspec/faults")).body).rules;
  beforeAll(async () => {
    const mock = runMockCli(["--control-origin", "https://app.example"], {
      AVASPEC_ALLOWED_HOSTS: "mocks.test,.dev.test",
    });
    urls = await mock.ready;
    const added = await send(
      urls.data!,
      "POST",
      "/__avaspec/faults",
      JSON_TYPE,
      '{"operation":"getChain","status":503}',
    );
    expect(added.status).toBe(201);
  }, 60_000);

  it("the probe's requests are refused and nothing is reset", async () => {
    const preflight = await send(urls.metrics!, "OPTIONS", "/__avaspec/reset", {
      origin: EVIL,
      "access-control-request-method": "POST",
    });
    expect([preflight.status, preflight.allowOrigin]).toEqual([403, undefined]);
    const simple = await send(
      urls.metrics!,
      "POST",
      "/__avaspec/reset?all=true",
      { "content-type": "text/plain" },
      "x",
    );
    expect(simple.status).toBe(415);
    const noCors = await send(urls.metrics!, "POST", "/__avaspec/reset?all=true", { origin: EVIL });
    expect(noCors.status).toBe(403);
    const port = new URL(urls.node!).port;
    const rebound = await send(urls.node!, "POST", "/__avaspec/reset?all=true", { host: `attacker.example:${port}` });
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.body).message).toMatch(/--allowed-host attacker.example/);
    expect(await faultsOnData()).toHaveLength(1);
  });

  it("--control-origin and AVASPEC_ALLOWED_HOSTS open them to those", async () => {
    const preflight = await send(urls.metrics!, "OPTIONS", "/__avaspec/faults", {
      origin: "https://app.example",
      "access-control-request-method": "POST",
    });
    expect([preflight.status, preflight.allowOrigin]).toEqual([204, "https://app.example"]);
    for (const host of ["mocks.test", "a.dev.test:80", "localhost"]) {
      expect((await send(urls.data!, "GET", "/__avaspec/faults", { host })).status, host).toBe(200);
    }
  });

  it("no Host and an unknown Expect get each API's error body", async () => {
    for (const name of ["metrics", "data", "node"]) {
      const noHost = await rawExchange(urls[name]!, "GET /__avaspec/ready HTTP/1.1\r\n\r\n");
      const expectation = await rawExchange(
        urls[name]!,
        "GET /__avaspec/ready HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 200-ok\r\n\r\n",
      );
      const [noHostBody, expectationBody] = [noHost, expectation].map((text) => text.split("\r\n\r\n")[1]);
      expect(noHost, name).toMatch(/^HTTP\/1\.1 400 /);
      expect(expectation, name).toMatch(/^HTTP\/1\.1 417 /);
      if (name === "node") {
        expect(noHostBody).toBe("the request has no Host header, which HTTP/1.1 requires (RFC 9112 3.2)\n");
        expect(expectationBody).toMatch(/^Expect: 200-ok cannot be met/);
      } else {
        expect(JSON.parse(noHostBody!)).toMatchObject({ statusCode: 400, error: "Bad Request" });
        expect(JSON.parse(expectationBody!)).toMatchObject({ statusCode: 417, error: "Expectation Failed" });
      }
    }
  });
});

describe("avaspec-mock's trust flags", () => {
  it.each([
    [["--control-origin", "app.example"], [], '--control-origin must be an origin, "http(s)://<host>[:<port>]"'],
    [["--allowed-host", "http://mocks"], [], "--allowed-host must be a host name (mocks.internal), .name for it"],
    [[], ["AVASPEC_CONTROL_ORIGINS", "https://a.example,/x"], "AVASPEC_CONTROL_ORIGINS must be an origin"],
  ])("%j %j exits 2 saying why", async (args, [variable, value], message) => {
    const { exited, output } = runMockCli(args, variable ? { [variable]: value! } : {});
    expect(await exited).toBe(2);
    expect(output().stderr).toContain(message);
  });
});
