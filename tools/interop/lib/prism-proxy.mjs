// @ts-check
// Prism (@stoplight/prism-cli 5.14.2, the pinned devDependency; it needs Node 20.19+ here, and 5.16+ would need Node
// 24) as a validating proxy in front of a server: `prism proxy <spec> <upstream> --errors`. With --errors Prism
// answers a response that breaks the spec with 500 application/problem+json and lists each violation in the
// `sl-violations` header (locations starting with "response"); a request that breaks the spec gets a 422 or the
// declared 400 from Prism itself, never forwarded. A recording front records what every caller saw, so a run can
// count the response violations.
import { spawn } from "node:child_process";
import { createServer, request as httpRequest } from "node:http";
import { createRequire } from "node:module";
import { createServer as createNetServer } from "node:net";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const PRISM_BIN = join(dirname(require.resolve("@stoplight/prism-cli/package.json")), "dist", "index.js");

/** A free loopback port (bound and released; Prism takes it a moment later). @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `prism proxy <spec> <upstream> --errors` on 127.0.0.1 and waits until it answers.
 * @param {{ spec: string, upstream: string, startTimeoutMs?: number }} options
 * @returns {Promise<{ url: string, log: () => string, close: () => Promise<void> }>}
 */
export async function startPrismProxy({ spec, upstream, startTimeoutMs = 90_000 }) {
  // the free port is released before Prism binds it: another process may take it meanwhile, so try a few
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPrismOnce(spec, upstream, await freePort(), startTimeoutMs);
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

/** @param {string} spec @param {string} upstream @param {number} port @param {number} startTimeoutMs */
async function startPrismOnce(spec, upstream, port, startTimeoutMs) {
  const args = [PRISM_BIN, "proxy", spec, upstream, "--errors", "-h", "127.0.0.1", "-p", String(port), "-v", "warn"];
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, SCARF_ANALYTICS: "false", DO_NOT_TRACK: "1" },
  });
  let log = "";
  const keep = (/** @type {Buffer} */ d) => {
    log = (log + d.toString()).slice(-200_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism proxy exited with ${child.exitCode} before listening:\n${log}`);
    const up = await fetch(`${url}/__avaspec/prism-ready`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > startTimeoutMs) {
      child.kill();
      throw new Error(`prism proxy did not answer on ${url} within ${startTimeoutMs} ms:\n${log.slice(-2_000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    log: () => log,
    close: async () => {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}

/**
 * @typedef {{ method: string, path: string, status: number, violations: { location: string[], message: string }[],
 *   problemType?: string }} Exchange
 */

/**
 * A recording front on 127.0.0.1 (port 0) forwarding every request to `target` and keeping what came back.
 * @param {string} target e.g. the Prism proxy's URL
 * @returns {Promise<{ url: string, exchanges: Exchange[], close: () => Promise<void> }>}
 */
export async function startRecorder(target) {
  const base = new URL(target);
  /** @type {Exchange[]} */
  const exchanges = [];
  const server = createServer((req, res) => {
    const upstream = httpRequest(
      { host: base.hostname, port: base.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        up.on("data", (c) => chunks.push(c));
        up.on("end", () => {
          const body = Buffer.concat(chunks);
          exchanges.push(exchangeOf(req.method ?? "", req.url ?? "", up.statusCode ?? 0, up.headers, body));
          res.writeHead(up.statusCode ?? 502, up.headers);
          res.end(body);
        });
      },
    );
    upstream.on("error", (e) => {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`recorder: ${e.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @param {string} method @param {string} path @param {number} status
 * @param {import("node:http").IncomingHttpHeaders} headers @param {Buffer} body
 * @returns {Exchange}
 */
function exchangeOf(method, path, status, headers, body) {
  let violations = [];
  try {
    const header = headers["sl-violations"];
    violations = header ? JSON.parse(String(header)) : [];
  } catch {
    violations = [{ location: ["unknown"], message: `unreadable sl-violations header: ${headers["sl-violations"]}` }];
  }
  let problemType;
  if (String(headers["content-type"] ?? "").includes("problem+json")) {
    try {
      problemType = JSON.parse(body.toString("utf8")).type;
    } catch {}
  }
  return { method, path, status, violations, problemType };
}

/** The response violations Prism reported, one line each. @param {Exchange[]} exchanges */
export const responseViolations = (exchanges) =>
  exchanges.flatMap((x) =>
    x.violations
      .filter((v) => v.location?.[0] === "response")
      .map((v) => `${x.method} ${x.path} → ${x.status}: ${v.location.join(".")}: ${v.message}`),
  );
