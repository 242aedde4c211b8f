// What the host answers a request it refuses before any route sees it, written on a raw socket (a client library
// would fix or refuse these requests itself): every refusal carries a body in its API's form (the REST servers' JSON
// error body, the node's plain text), as the README's "Limits and transport errors" table says, and closes.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiEngine, routeNaming } from "./exchange.js";
import { MockHost } from "./host.js";

/** An engine that answers 200 "ok", and transport errors in the REST (JSON) or the node's (text) form. */
function engineOf(kind: "rest" | "jsonrpc"): ApiEngine {
  return {
    api: kind === "rest" ? "metrics" : "node",
    kind,
    maxBodyBytes: 1000,
    identify: () => routeNaming([]),
    answer: async () => ({ status: 200, headers: { "content-type": "text/plain" }, body: "ok" }),
    catalogue: () => [],
    transportError: (status, message) =>
      kind === "rest"
        ? {
            status,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ statusCode: status, message }),
          }
        : { status, headers: { "content-type": "text/plain; charset=utf-8" }, body: `${message}\n` },
    reset() {},
  };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** the bytes as they came, every answer on the connection */
  text: string;
}

/** Writes `request` on a new connection and reads until the server closes it (or `timeoutMs` passes). */
function rawExchange(port: number, request: string | Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection stayed open ${timeoutMs} ms; got ${Buffer.concat(chunks).toString("latin1")}`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("utf8");
      // the answer after a 100 Continue, if one came first
      const [head = "", ...rest] = text.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "").split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body: rest.join("\r\n\r\n"), text });
    });
    socket.write(request);
  });
}

const hosts: Record<"rest" | "jsonrpc", MockHost> = {} as never;
beforeAll(async () => {
  hosts.rest = await new MockHost(engineOf("rest")).listen();
  hosts.jsonrpc = await new MockHost(engineOf("jsonrpc")).listen();
});
afterAll(async () => {
  await Promise.all(Object.values(hosts).map((h) => h.close()));
});

/** Each refusal: the request's bytes, the status, and words its message must have. */
const REFUSALS: Array<{ name: string; request: string; status: number; says: RegExp }> = [
  { name: "HTTP/1.1 without Host", request: "GET /x HTTP/1.1\r\n\r\n", status: 400, says: /no Host header/ },
  {
    name: "an Expect other than 100-continue",
    request: "GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 200-ok\r\n\r\n",
    status: 417,
    says: /Expect: 200-ok cannot be met.*100-continue/,
  },
  {
    name: "CONNECT (the mock is no proxy)",
    request: "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
    status: 400,
    says: /CONNECT example.com:443 is for proxies/,
  },
  {
    name: "Content-Length with Transfer-Encoding",
    request: "POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    status: 400,
    says: /malformed HTTP request/,
  },
  { name: "a method that is no token", request: "G@T /x HTTP/1.1\r\nHost: a\r\n\r\n", status: 400, says: /malformed/ },
  {
    name: "headers over 16 KiB",
    request: `GET /x HTTP/1.1\r\nHost: a\r\nx-big: ${"a".repeat(20_000)}\r\n\r\n`,
    status: 431,
    says: /request headers are too large/,
  },
  {
    name: "chunk extensions over Node's limit",
    request:
      `POST /x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n1;${"e".repeat(20_000)}\r\nx\r\n` + "0\r\n\r\n",
    status: 413,
    says: /chunk extensions/,
  },
];

describe.each(["rest", "jsonrpc"] as const)("the %s host's transport refusals", (kind) => {
  it.each(REFUSALS)("$name: $status with a body in the API's form, then closed", async ({ request, status, says }) => {
    const answer = await rawExchange(hosts[kind].port, request);
    expect(answer.status, answer.text).toBe(status);
    expect(answer.headers.connection).toBe("close");
    expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
    if (kind === "rest") {
      expect(answer.headers["content-type"]).toBe("application/json");
      const body = JSON.parse(answer.body) as { statusCode: number; message: string };
      expect(body.statusCode).toBe(status);
      expect(body.message).toMatch(says);
    } else {
      expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
      expect(answer.body).toMatch(says);
    }
  });

  it("HTTP/1.0 without Host and Expect: 100-continue are served", async () => {
    const old = await rawExchange(hosts[kind].port, "GET /x HTTP/1.0\r\n\r\n");
    expect([old.status, old.body]).toEqual([200, "ok"]);
    const request =
      "POST /x HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi";
    const continued = await rawExchange(hosts[kind].port, request);
    expect(continued.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n/);
    expect([continued.status, continued.body]).toEqual([200, "ok"]);
  });
});

describe("a refused connection is not kept", () => {
  it.each([
    ["CONNECT", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"],
    ["malformed HTTP", "G@T /x HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["no Host", "GET /x HTTP/1.1\r\n\r\n"],
    ["an unknown Expect", "GET /x HTTP/1.1\r\nHost: a\r\nExpect: 200-ok\r\n\r\n"],
  ])("%s: the server closes its socket even when the client keeps its side open", async (_name, request) => {
    const host = await new MockHost(engineOf("rest")).listen();
    try {
      const socket = connect({ port: host.port, host: "127.0.0.1", allowHalfOpen: true });
      socket.on("error", () => {});
      socket.resume();
      await new Promise((resolve) => socket.once("end", resolve).write(request));
      const open = () => new Promise<number>((resolve) => host.server.getConnections((_e, n) => resolve(n)));
      for (let i = 0; i < 50 && (await open()) > 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await open()).toBe(0);
      socket.destroy();
    } finally {
      await host.close();
    }
  });
});
