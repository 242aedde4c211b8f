// @ts-check
// The built image (dist/avaspec-mock.oci.tar: the package's test script runs `pnpm image` first), unpacked by umoci
// and run by runc in the host's network namespace, held to what the Dockerfile and the issue promise: ready on its
// three ports, the contract suite and the clients' mock tests pass against it, it runs as the Dockerfile's user,
// SIGTERM stops it with exit code 0 in under 5 s, the control-token rule, files from a mounted volume, and bad flags
// or environment exit 2 with a message and no container left behind.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_PORTS, READY_PATH } from "@avaspec/mocks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePorts, NAMES, openImage, portsEnv, urlsOf, waitReady } from "./lib/containers.mjs";
import { imageContract } from "./lib/dockerfile.mjs";
import { REPO_ROOT } from "./lib/paths.mjs";
import { CONTROL_OFF_NOTICE } from "./runtime/control-rule.mjs";

const CONTRACT = imageContract();
const TOKEN = randomBytes(24).toString("base64url");
const AUTH = { authorization: `Bearer ${TOKEN}` };

/** @type {Awaited<ReturnType<typeof openImage>>} */
let image;

beforeAll(async () => {
  image = await openImage("test");
}, 180_000);

afterAll(async () => {
  await image?.close();
}, 120_000);

/** @param {string} name @param {import("./lib/runc.mjs").ContainerOptions} options */
const start = (name, options) => image.start(name, options);

/** Runs a command of the repository; resolves with its exit code and output. */
function runNode(
  /** @type {string[]} */ args,
  /** @type {{ cwd?: string, env?: Record<string, string> }} */ opts = {},
) {
  // vitest's own variables would make a nested vitest think it is a worker
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST")));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: opts.cwd ?? REPO_ROOT,
      env: { ...env, ...opts.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c) => {
      output += c;
    });
    child.stderr.on("data", (c) => {
      output += c;
    });
    child.on("close", (code) => resolve({ code, output: output.slice(-6000) }));
  });
}

describe("the image's Dockerfile", () => {
  it("exposes the CLI's default ports and states them in the environment the healthcheck reads", () => {
    expect(CONTRACT.expose).toEqual(NAMES.map((n) => DEFAULT_PORTS[n]));
    for (const n of NAMES) expect(CONTRACT.env[`AVASPEC_${n.toUpperCase()}_PORT`]).toBe(String(DEFAULT_PORTS[n]));
    expect(CONTRACT.env.AVASPEC_HOST).toBe("0.0.0.0");
    expect(CONTRACT.user).toMatch(/^[1-9]\d*:[1-9]\d*$/); // numeric and not root
    expect(CONTRACT.healthcheck.test).toEqual(["CMD", "node", "/app/image/healthcheck.mjs"]);
  });

  it("is what the archive's runtime config says (user, entrypoint, environment)", () => {
    const [uid, gid] = CONTRACT.user.split(":").map(Number);
    expect(image.config.process.user).toMatchObject({ uid, gid });
    expect(image.config.process.args).toEqual(CONTRACT.entrypoint);
    for (const [name, value] of Object.entries(CONTRACT.env))
      expect(image.config.process.env).toContain(`${name}=${value}`);
  });
});

describe("the image, running: one replica with a control token, one without", { timeout: 180_000 }, () => {
  /** @type {import("./lib/runc.mjs").Container} */
  let main;
  /** @type {import("./lib/runc.mjs").Container} */
  let replica;
  /** @type {Record<string, number>} */
  let ports;
  /** @type {Record<string, string>} */
  let urls;
  /** @type {Record<string, string>} */
  let replicaUrls;

  beforeAll(async () => {
    ports = await freePorts();
    urls = urlsOf(ports);
    const replicaPorts = await freePorts();
    replicaUrls = urlsOf(replicaPorts);
    main = start("main", { env: { ...portsEnv(ports), AVASPEC_CONTROL_TOKEN: TOKEN } });
    replica = start("replica", { env: portsEnv(replicaPorts) });
    await Promise.all([waitReady(main, urls), waitReady(replica, replicaUrls)]);
  }, 180_000);

  it("prints a ready line per server, listening on every interface of the container", () => {
    for (const n of NAMES) expect(main.stdout()).toContain(`ready ${n} http://0.0.0.0:${ports[n]}`);
  });

  it("runs as the Dockerfile's user, not root", async () => {
    const status = readFileSync(`/proc/${await main.initPid()}/status`, "utf8");
    const [uid, gid] = CONTRACT.user.split(":");
    expect(/^Uid:\s+(.*)$/m.exec(status)?.[1]?.split(/\s+/)).toEqual([uid, uid, uid, uid]);
    expect(/^Gid:\s+(.*)$/m.exec(status)?.[1]?.split(/\s+/)).toEqual([gid, gid, gid, gid]);
  });

  it("passes its HEALTHCHECK, which fails when a server does not answer", async () => {
    const command = CONTRACT.healthcheck.test.slice(1);
    expect(await main.exec(command, portsEnv(ports))).toMatchObject({ code: 0 });
    const broken = await main.exec(command, { ...portsEnv(ports), AVASPEC_DATA_PORT: "1" });
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/^not ready: data: http:\/\/127\.0\.0\.1:1\/__avaspec\/ready/);
  });

  it("with a token, guards the control routes with it", async () => {
    expect((await fetch(`${urls.data}/__avaspec/faults`)).status).toBe(401);
    expect((await fetch(`${urls.data}/__avaspec/faults`, { headers: AUTH })).status).toBe(200);
  });

  it("serves the page to watch each mock on the container's ports, with no token in it", async () => {
    for (const n of NAMES) {
      const page = await fetch(`${urls[n]}/__avaspec/ui`);
      expect([n, page.status, page.headers.get("content-type")]).toEqual([n, 200, "text/html; charset=utf-8"]);
      expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
      const text = await page.text();
      expect(text).toContain(`<title>avaspec ${n} mock</title>`);
      expect(text).not.toContain(TOKEN);
    }
  });

  it("without a token, serves with control off and says in one line how to turn it on", async () => {
    expect(
      replica
        .stderr()
        .split("\n")
        .filter((l) => l.includes("control")),
    ).toEqual([CONTROL_OFF_NOTICE]);
    expect((await fetch(`${replicaUrls.data}/__avaspec/faults`)).status).toBe(404);
    expect((await fetch(`${replicaUrls.data}/__avaspec/ui`)).status).toBe(404);
    expect((await fetch(`${replicaUrls.data}/v1/chains/43114`)).status).toBe(200);
  });

  it("replicas with the same seed agree, and one takes the other's page token", async () => {
    const path = "/v2/chains/43114/metrics/txCount?timeInterval=day&pageSize=3";
    const first = await (await fetch(urls.metrics + path)).json();
    expect(first.nextPageToken).toBeTypeOf("string");
    // the same results (the token itself carries the request's time, which may differ by a second)
    expect((await (await fetch(replicaUrls.metrics + path)).json()).results).toEqual(first.results);
    const next = `${path}&pageToken=${encodeURIComponent(first.nextPageToken)}`;
    const fromReplica = await fetch(replicaUrls.metrics + next);
    expect(fromReplica.status).toBe(200);
    expect(await fromReplica.json()).toEqual(await (await fetch(urls.metrics + next)).json());
  });

  it("passes the contract suite", async () => {
    const cli = join(REPO_ROOT, "packages", "contract", "dist", "cli.js");
    const junit = join(image.dir, "contract-junit.xml");
    const { code, output } = await runNode([
      cli,
      ...NAMES.flatMap((n) => [`--${n}-url`, /** @type {string} */ (urls[n])]),
      "--allow-mutations",
      "--prefer-statuses",
      "--junit",
      junit,
    ]);
    expect(code, output).toBe(0);
    expect(output).toMatch(/passed/);
  });

  it("passes the clients' mock tests, each behind its validating proxy", async () => {
    // back to the start state: the contract suite changed the node's aliases and logger levels
    for (const n of NAMES) {
      expect((await fetch(`${urls[n]}/__avaspec/reset`, { method: "POST", headers: AUTH })).status).toBe(200);
    }
    const env = Object.fromEntries(NAMES.map((n) => [`AVASPEC_MOCK_${n.toUpperCase()}_URL`, String(urls[n])]));
    const suites = [
      ["data-client", "src/mocks.test.ts"],
      // the page-token expiry test moves the mock's injected clock, which a container does not have
      ["metrics-client", "src/mocks.test.ts", "-t", "^(?!.*older than 24 hours)"],
      ["node-client", "src/mock.test.ts"],
    ];
    for (const [pkg, ...args] of suites) {
      const cwd = join(REPO_ROOT, "packages", /** @type {string} */ (pkg));
      const vitest = join(cwd, "node_modules", "vitest", "vitest.mjs");
      const { code, output } = await runNode([vitest, "run", ...args], { cwd, env });
      expect(code, `${pkg}:\n${output}`).toBe(0);
      expect(output).toMatch(/Tests\s+.*\d+ passed/);
    }
  });

  it("stops on SIGTERM with exit code 0 in under 5 s, and leaves no container", async () => {
    for (const c of [main, replica]) {
      const sent = Date.now();
      await c.kill("TERM");
      const { code, at } = await c.exited;
      expect(code).toBe(0);
      expect(at - sent).toBeLessThan(5000);
      expect(await c.state()).toBeUndefined();
    }
  });
});

describe("files from a mounted volume, and bad input", { timeout: 180_000 }, () => {
  /** @type {string} */
  let config;
  beforeAll(() => {
    // readable by the container's user, as a mounted volume must be (the files belong to root here)
    config = mkdtempSync(join(tmpdir(), "avaspec-image-config-"));
    chmodSync(config, 0o755);
    writeFileSync(join(config, "faults.yaml"), "data:\n  - {operation: getChain, status: 503, times: 1}\n");
    writeFileSync(join(config, "scenario.yaml"), "metrics:\n  getChain: [404, {mock: true}]\n");
  });
  afterAll(() => rmSync(config, { recursive: true, force: true }));

  it("--faults and --scenario read their files from the volume", async () => {
    const ports = await freePorts();
    const urls = urlsOf(ports);
    const c = start("mounted", {
      env: { ...portsEnv(ports), AVASPEC_CONTROL_TOKEN: TOKEN },
      binds: [{ source: config, destination: "/config" }],
      args: ["--faults", "/config/faults.yaml", "--scenario", "/config/scenario.yaml"],
    });
    await waitReady(c, urls);
    const statuses = async (/** @type {string} */ url) => [(await fetch(url)).status, (await fetch(url)).status];
    expect(await statuses(`${urls.data}/v1/chains/43114`)).toEqual([503, 200]);
    expect(await statuses(`${urls.metrics}/v2/chains/43114`)).toEqual([404, 200]);
    await c.kill("TERM");
    expect((await c.exited).code).toBe(0);
  });

  it.each([
    ["a missing --faults file", ["--faults", "/config/nope.yaml"], {}, "--faults /config/nope.yaml: no such file"],
    ["a missing --replay folder", ["--replay", "/config/recordings"], {}, "/config/recordings"],
    [
      "a bad flag value",
      ["--metrics-port", "abc"],
      {},
      '--metrics-port must be a port number from 0 to 65535, got "abc"',
    ],
    ["an unknown flag", ["--metrics-prot", "4010"], {}, "--metrics-prot"],
    [
      "a bad port variable",
      [],
      { AVASPEC_DATA_PORT: "70000" },
      'AVASPEC_DATA_PORT must be a port number from 0 to 65535, got "70000"',
    ],
    [
      "a bad log level variable",
      [],
      { AVASPEC_LOG_LEVEL: "loud" },
      '--log-level must be one of silent, error, warn, info, debug, got "loud"',
    ],
    ["a short control token", [], { AVASPEC_CONTROL_TOKEN: "short" }, "--control-token must be at least 16 characters"],
    ["--control without a token", ["--control"], { AVASPEC_CONTROL_TOKEN: "" }, "or AVASPEC_CONTROL_TOKEN"],
    ["--faults without a token", ["--faults", "/config/faults.yaml"], { AVASPEC_CONTROL_TOKEN: "" }, "not a loopback"],
  ])("%s exits with code 2 and says why, leaving nothing running", async (name, args, env, message) => {
    const ports = await freePorts();
    const c = start(name.replaceAll(" ", "-"), {
      env: { AVASPEC_CONTROL_TOKEN: TOKEN, ...portsEnv(ports), ...env },
      binds: [{ source: config, destination: "/config" }],
      args,
    });
    expect((await c.exited).code, c.stderr()).toBe(2);
    expect(c.stderr()).toContain(message);
    expect(await c.state()).toBeUndefined();
    const listening = await fetch(`${urlsOf(ports).metrics}${READY_PATH}`).then(
      () => true,
      () => false,
    );
    expect(listening).toBe(false);
  });
});
