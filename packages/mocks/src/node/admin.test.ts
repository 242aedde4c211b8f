// Admin API state: aliases that really route, chain aliases, logger levels, CPU profiler, loadVMs.
import { afterEach, describe, expect, test } from "vitest";
import type { RunningNodeMock } from "./index.js";
import { UNMARSHAL_MESSAGE } from "./errors.js";
import { cb58Encode } from "@avaspec/spec-model";
import { sha256 } from "./ids.js";
import { createNodeMockHandler } from "./index.js";
import { call, nodeSpec, post, start } from "./test-support/client.js";

const X_ID = "2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM";
const C_ID = "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5";
const P_ID = "11111111111111111111111111111111LpoYY";

let mock: RunningNodeMock | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});
const admin = (method: string, params?: unknown) => call(mock!.url, "/ext/admin", method, params);
const appErr = (message: string) => ({ code: -32000, message, data: null });

describe("admin.alias", () => {
  test("the aliased API answers at /ext/<alias> and still at its original path", async () => {
    mock = await start();
    expect((await post(mock.url, "/ext/myindex/block", {})).status).toBe(404);
    expect((await admin("admin.alias", { endpoint: "index/C", alias: "myindex" })).result).toEqual({});
    const viaAlias = await call(mock.url, "/ext/myindex/block", "index.getLastAccepted", {});
    const viaPath = await call(mock.url, "/ext/index/C/block", "index.getLastAccepted", {});
    expect(viaAlias.result).toEqual(viaPath.result);

    await admin("admin.alias", { endpoint: "admin", alias: "adm" });
    expect((await call(mock.url, "/ext/adm", "admin.lockProfile", {})).result).toEqual({});
  });

  test("alias of 512 characters is fine, 513 is too long", async () => {
    mock = await start();
    expect((await admin("admin.alias", { endpoint: "admin", alias: "a".repeat(512) })).result).toEqual({});
    expect((await admin("admin.alias", { endpoint: "admin", alias: "b".repeat(513) })).error).toEqual(
      appErr("alias length is too long"),
    );
  });

  test("an alias can be taken once", async () => {
    mock = await start();
    await admin("admin.alias", { endpoint: "admin", alias: "dup" });
    expect((await admin("admin.alias", { endpoint: "admin", alias: "dup" })).error).toEqual(
      appErr("route is either already aliased or already maps to a handle: /ext/dup"),
    );
  });

  test("aliasing onto a served path fails; the served path keeps its API", async () => {
    mock = await start();
    expect((await admin("admin.alias", { endpoint: "admin", alias: "admin" })).error).toEqual(
      appErr("failed to create endpoint as /ext/admin already exists"),
    );
    await admin("admin.alias", { endpoint: "admin", alias: "index/C/block" });
    expect((await call(mock.url, "/ext/index/C/block", "index.getLastAccepted", {})).result.index).toMatch(/^\d+$/);
  });
});

describe("admin.aliasChain / getChainAliases", () => {
  test("default aliases of the primary chains", async () => {
    mock = await start();
    expect((await admin("admin.getChainAliases", { chain: X_ID })).result).toEqual({ aliases: ["X", "avm", X_ID] });
    expect((await admin("admin.getChainAliases", { chain: C_ID })).result).toEqual({ aliases: ["C", "evm", C_ID] });
    expect((await admin("admin.getChainAliases", { chain: P_ID })).result).toEqual({
      aliases: ["P", "platform", P_ID],
    });
  });

  test("a chain alias serves /ext/bc/<alias>/rpc and /validators and is listed", async () => {
    mock = await start();
    expect((await post(mock.url, "/ext/bc/mainC/rpc", [])).status).toBe(404);
    expect((await admin("admin.aliasChain", { chain: "C", alias: "mainC" })).result).toEqual({});
    const fee = await call(mock.url, "/ext/bc/mainC/rpc", "eth_feeConfig", []);
    expect(fee.result.lastChangedAt).toBe(0);
    const v = await call(mock.url, "/ext/bc/mainC/validators", "validators.getCurrentValidators", {});
    expect(Array.isArray(v.result.validators)).toBe(true);
    expect((await admin("admin.getChainAliases", { chain: C_ID })).result.aliases).toEqual(["C", "evm", C_ID, "mainC"]);
    // the chain ID itself and the default alias still work
    expect((await call(mock.url, `/ext/bc/${C_ID}/rpc`, "eth_feeConfig", [])).result).toEqual(fee.result);
    expect((await call(mock.url, "/ext/bc/evm/rpc", "eth_feeConfig", [])).result).toEqual(fee.result);
  });

  test("errors: unknown chain, taken alias, too long", async () => {
    mock = await start();
    expect((await admin("admin.aliasChain", { chain: "nope", alias: "z" })).error).toEqual(
      appErr("there is no ID with alias nope"),
    );
    expect((await admin("admin.aliasChain", { chain: "C", alias: "X" })).error).toEqual(
      appErr("X is already used as an alias for an ID"),
    );
    expect((await admin("admin.aliasChain", { chain: "C", alias: "c".repeat(513) })).error).toEqual(
      appErr("alias length is too long"),
    );
  });

  test("getChainAliases needs a chain ID, not an alias; an unknown ID has no aliases", async () => {
    mock = await start();
    expect((await admin("admin.getChainAliases", { chain: "X" })).error).toEqual(
      appErr("couldn't decode ID to bytes: input string is smaller than the checksum size"),
    );
    expect(
      (await admin("admin.getChainAliases", { chain: "2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByN" })).error,
    ).toEqual(appErr("couldn't decode ID to bytes: invalid input checksum"));
    expect((await admin("admin.getChainAliases", { chain: cb58Encode(Buffer.alloc(20, 1)) })).error).toEqual(
      appErr("expected 32 bytes but got 20"),
    );
    expect((await admin("admin.getChainAliases", { chain: "not base58 0OIl" })).error).toEqual(
      appErr(UNMARSHAL_MESSAGE),
    );
    expect((await admin("admin.getChainAliases", { chain: cb58Encode(sha256("no such chain")) })).result).toEqual({
      aliases: [],
    });
  });
});

describe("logger levels", () => {
  test("default loggers, sorted, all INFO", async () => {
    mock = await start();
    const r = await admin("admin.getLoggerLevel", {});
    const names = Object.keys(r.result.loggerLevels);
    expect(names).toEqual([...names].sort());
    for (const n of ["C", "P", "X", "main", "vm-factory"]) expect(names).toContain(n);
    // + one per subnet chain: the catalogue's available L1s
    const { state } = createNodeMockHandler({ spec: await nodeSpec() });
    const subnets = [...state.chains.values()].filter((c) => c.vm === "subnet-evm");
    expect(subnets.length).toBeGreaterThan(1);
    expect(names).toHaveLength(5 + subnets.length);
    for (const c of subnets) expect(names).toContain(c.id);
    for (const l of Object.values<any>(r.result.loggerLevels))
      expect(l).toEqual({ logLevel: "INFO", displayLevel: "INFO" });
  });

  test("set then read back: case-insensitive in, UPPERCASE out; {} result", async () => {
    mock = await start();
    expect((await admin("admin.setLoggerLevel", { loggerName: "C", logLevel: "debug" })).result).toEqual({});
    expect((await admin("admin.getLoggerLevel", { loggerName: "C" })).result).toEqual({
      loggerLevels: { C: { logLevel: "DEBUG", displayLevel: "INFO" } },
    });
    await admin("admin.setLoggerLevel", { displayLevel: "Warn" });
    const all = (await admin("admin.getLoggerLevel", {})).result.loggerLevels;
    for (const l of Object.values<any>(all)) expect(l.displayLevel).toBe("WARN");
    expect(all.C.logLevel).toBe("DEBUG");
    expect(all.P.logLevel).toBe("INFO");
  });

  test.each([
    "VERBO",
    "DEBUG",
    "TRACE",
    "INFO",
    "WARN",
    "ERROR",
    "FATAL",
    "OFF",
  ])("level %s is accepted", async (level) => {
    mock = await start();
    await admin("admin.setLoggerLevel", { loggerName: "main", logLevel: level.toLowerCase(), displayLevel: level });
    expect((await admin("admin.getLoggerLevel", { loggerName: "main" })).result.loggerLevels.main).toEqual({
      logLevel: level,
      displayLevel: level,
    });
  });

  test("errors: unknown logger, neither level, bad level", async () => {
    mock = await start();
    expect((await admin("admin.getLoggerLevel", { loggerName: "nope" })).error).toEqual(
      appErr('logger with name "nope" not found'),
    );
    expect((await admin("admin.setLoggerLevel", { loggerName: "nope", logLevel: "INFO" })).error).toEqual(
      appErr('logger with name "nope" not found'),
    );
    expect((await admin("admin.setLoggerLevel", { loggerName: "C" })).error).toEqual(
      appErr("need to specify either displayLevel or logLevel"),
    );
    expect((await admin("admin.setLoggerLevel", { logLevel: null, displayLevel: null })).error).toEqual(
      appErr("need to specify either displayLevel or logLevel"),
    );
    expect((await admin("admin.setLoggerLevel", { logLevel: "LOUD" })).error).toEqual(appErr(UNMARSHAL_MESSAGE));
  });
});

describe("CPU profiler", () => {
  test("two-state machine", async () => {
    mock = await start();
    expect((await admin("admin.stopCPUProfiler")).error).toEqual(appErr("cpu profiler doesn't exist"));
    expect((await admin("admin.startCPUProfiler")).result).toEqual({});
    expect((await admin("admin.startCPUProfiler")).error).toEqual(appErr("cpu profiler already running"));
    expect((await admin("admin.stopCPUProfiler")).result).toEqual({});
    expect((await admin("admin.stopCPUProfiler")).error).toEqual(appErr("cpu profiler doesn't exist"));
    expect((await admin("admin.startCPUProfiler", {})).result).toEqual({});
  });

  test("lockProfile and memoryProfile → {}", async () => {
    mock = await start();
    expect((await admin("admin.lockProfile")).result).toEqual({});
    expect((await admin("admin.memoryProfile", {})).result).toEqual({});
  });
});

describe("admin.loadVMs", () => {
  test("new VMs once, then none; no failedVMs when nothing fails", async () => {
    mock = await start();
    const first = (await admin("admin.loadVMs")).result;
    expect(Object.keys(first)).toEqual(["newVMs"]);
    expect(Object.keys(first.newVMs)).toHaveLength(1);
    expect((await admin("admin.loadVMs")).result).toEqual({ newVMs: {} });
  });

  test("failedVMs appears when a VM fails", async () => {
    mock = await start({
      pendingVMs: [
        { id: "tGas3T58KzdjLHhBDMnH2TvrddhqTji5iZAMZ3RXs2NLpSnhH", aliases: ["foovm"] },
        {
          id: "2aWyxX6G8ug3qzX5kQwWZ6EAxJZw6ceJaFFBeiFzUwfcs2YEaD",
          aliases: [],
          error: "plugin exited before handshake",
        },
      ],
    });
    expect((await admin("admin.loadVMs")).result).toEqual({
      newVMs: { tGas3T58KzdjLHhBDMnH2TvrddhqTji5iZAMZ3RXs2NLpSnhH: ["foovm"] },
      failedVMs: { "2aWyxX6G8ug3qzX5kQwWZ6EAxJZw6ceJaFFBeiFzUwfcs2YEaD": "plugin exited before handshake" },
    });
  });
});

describe("flags", () => {
  test("adminEnabled: false → /ext/admin is 404, aliases of it too", async () => {
    mock = await start({ adminEnabled: false });
    expect((await post(mock.url, "/ext/admin", { jsonrpc: "2.0", id: 1, method: "admin.lockProfile" })).status).toBe(
      404,
    );
    expect((await call(mock.url, "/ext/index/C/block", "index.getLastAccepted", {})).result.index).toMatch(/^\d+$/);
  });

  test("indexEnabled: false → every /ext/index/... is 404", async () => {
    mock = await start({ indexEnabled: false });
    for (const path of [
      "/ext/index/C/block",
      "/ext/index/P/block",
      "/ext/index/X/block",
      "/ext/index/X/tx",
      "/ext/index/X/vtx",
    ]) {
      expect((await post(mock.url, path, { jsonrpc: "2.0", id: 1, method: "index.getLastAccepted" })).status).toBe(404);
    }
    expect((await admin("admin.lockProfile")).result).toEqual({});
  });
});
