// deployed-services.md §1 (gorilla: admin, index, validators) and §4 (geth: /ext/bc/<id>/rpc) transport rules.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { request } from "node:http";
import type { RunningNodeMock } from "./index.js";
import { MAX_BODY_BYTES } from "./dispatcher.js";
import { UNMARSHAL_MESSAGE } from "./errors.js";
import { call, nodeSpec, post, start } from "./test-support/client.js";
import { declaredErrorMatcher } from "./test-support/declared-errors.js";

let mock: RunningNodeMock;
beforeAll(async () => {
  mock = await start({ seed: "transport" });
});
afterAll(() => mock.close());

const C_RPC = "/ext/bc/C/rpc";

/** Raw HTTP, for methods/headers fetch will not send as-is. */
function raw(method: string, path: string, headers: Record<string, string>, body?: string | Buffer) {
  return new Promise<{ status: number; headers: Record<string, any>; text: string }>((resolve, reject) => {
    const u = new URL(mock.url);
    const req = request({ host: u.hostname, port: u.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("HTTP level", () => {
  test.each([
    ["/ext/admin", "rpc: POST method required, received GET"],
    ["/ext/index/X/tx", "rpc: POST method required, received GET"],
    [C_RPC, "method not allowed"],
  ])("GET %s → 405 plain text", async (path, text) => {
    const r = await raw("GET", path, {});
    expect(r.status).toBe(405);
    expect(r.headers["content-type"]).toMatch(/^text\/plain/);
    expect(r.text.replace(/\n$/, "")).toBe(text);
  });

  test.each([
    ["missing", undefined, "rpc: unrecognized Content-Type: "],
    ["text/plain", "text/plain", "rpc: unrecognized Content-Type: text/plain"],
    ["with parameters", "text/html; charset=utf-8", "rpc: unrecognized Content-Type: text/html"],
  ])("admin with %s content type → 415", async (_name, ct, text) => {
    const headers: Record<string, string> = ct ? { "content-type": ct } : {};
    const r = await raw("POST", "/ext/admin", headers, '{"jsonrpc":"2.0","id":1,"method":"admin.lockProfile"}');
    expect(r.status).toBe(415);
    expect(r.text.replace(/\n$/, "")).toBe(text);
  });

  test("rpc with a wrong content type → 415", async () => {
    const r = await raw("POST", C_RPC, { "content-type": "text/plain" }, "[]");
    expect(r.status).toBe(415);
  });

  test.each([
    "application/json",
    "application/json; charset=utf-8",
    "APPLICATION/JSON;charset=UTF-8",
  ])("accepts content type %s", async (ct) => {
    const r = await raw(
      "POST",
      "/ext/admin",
      { "content-type": ct },
      '{"jsonrpc":"2.0","id":1,"method":"admin.lockProfile"}',
    );
    expect(r.status).toBe(200);
    expect(r.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(r.text)).toEqual({ jsonrpc: "2.0", result: {}, id: 1 });
  });

  test.each([
    "/",
    "/ext",
    "/ext/admin/",
    "/ext/adminx",
    "/ext/bc/X/rpc",
    "/ext/bc/nochain/rpc",
    "/ext/index/C/tx",
    "/ext/index/Q/block",
    "/ext/bc/C/rpc/x",
  ])("unknown path %s → 404", async (path) => {
    const r = await post(mock.url, path, { jsonrpc: "2.0", id: 1, method: "admin.lockProfile" });
    expect(r.status).toBe(404);
  });

  test("body over the limit → 413, and the server still answers", async () => {
    const big = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "admin.lockProfile",
      params: { pad: "x".repeat(MAX_BODY_BYTES) },
    });
    const r = await post(mock.url, "/ext/admin", big);
    expect(r.status).toBe(413);
    expect((await call(mock.url, "/ext/admin", "admin.lockProfile", {})).result).toEqual({});
  });

  test("query strings do not change routing", async () => {
    const r = await post(mock.url, "/ext/admin?x=1", { jsonrpc: "2.0", id: 1, method: "admin.lockProfile" });
    expect(r.json.result).toEqual({});
  });

  test("CORS: preflight 204 and the origin reflected on answers", async () => {
    const pre = await raw("OPTIONS", "/ext/bc/C/rpc", {
      origin: "http://app.example",
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type",
    });
    expect(pre.status).toBe(204);
    expect(pre.headers["access-control-allow-origin"]).toBe("http://app.example");
    expect(pre.headers["access-control-allow-methods"]).toBe("POST");
    expect(pre.headers["access-control-allow-headers"]).toBe("content-type");
    const r = await raw(
      "POST",
      "/ext/admin",
      { origin: "http://app.example", "content-type": "application/json" },
      '{"jsonrpc":"2.0","id":1,"method":"admin.lockProfile"}',
    );
    expect(r.headers["access-control-allow-origin"]).toBe("http://app.example");
    expect(JSON.parse(r.text).result).toEqual({});
    expect((await raw("OPTIONS", "/ext/admin", {})).status).toBe(405); // not a preflight
  });

  test("readiness probe", async () => {
    const r = await fetch(`${mock.url}/__avaspec/ready`);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ ready: true });
  });
});

describe("gorilla JSON-RPC (admin, index, validators)", () => {
  test("success envelope echoes the id as sent, any JSON type", async () => {
    for (const id of [7, "abc", { a: [1] }, [1, 2], 1.5, true]) {
      const r = await post(mock.url, "/ext/admin", { jsonrpc: "2.0", id, method: "admin.lockProfile", params: {} });
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ jsonrpc: "2.0", result: {}, id });
    }
  });

  test.each([
    ["malformed JSON", "{nope"],
    ["truncated JSON", '{"jsonrpc":"2.0","id":1'],
    ["empty body", ""],
    ["a batch", '[{"jsonrpc":"2.0","id":1,"method":"admin.lockProfile"}]'],
    ["a number", "5"],
    ["too deeply nested", "[".repeat(20000) + "]".repeat(20000)],
  ])("%s → -32700 with id null", async (_name, body) => {
    const r = await post(mock.url, "/ext/admin", body);
    expect(r.status).toBe(200);
    expect(r.json.id).toBeNull();
    expect(r.json.error.code).toBe(-32700);
    expect("data" in r.json.error).toBe(false); // data: null on every error but parse errors
    expect("result" in r.json).toBe(false);
  });

  test.each([
    ["missing", undefined],
    ["1.0", "1.0"],
    ["a number", 2],
  ])("jsonrpc %s → -32600 jsonrpc must be 2.0", async (_name, jsonrpc) => {
    const r = await post(mock.url, "/ext/admin", { jsonrpc, id: 3, method: "admin.lockProfile" });
    expect(r.json).toEqual({
      jsonrpc: "2.0",
      error: { code: -32600, message: "jsonrpc must be 2.0", data: null },
      id: 3,
    });
  });

  test.each([
    ["admin.foo", 'rpc: can\'t find method "admin.Foo"'],
    ["admin.getloggerlevel", 'rpc: can\'t find method "admin.Getloggerlevel"'],
    ["admin.GetLoggerLevel", "method must start with a non-uppercase letter"],
    ["index.getLastAccepted", 'rpc: can\'t find service "index.GetLastAccepted"'],
    ["nodot", 'rpc: service/method request ill-formed: "nodot"'],
    ["admin.a.b", 'rpc: service/method request ill-formed: "admin.A.b"'],
    ['admin.fo"o', 'rpc: can\'t find method "admin.Fo\\"o"'],
    ['x"y.z', 'rpc: can\'t find service "x\\"y.Z"'],
    ["admin.\u0001", 'rpc: can\'t find method "admin.\\x01"'],
  ])("method %s → -32000 %s, an error the spec declares", async (method, message) => {
    const r = await call(mock.url, "/ext/admin", method, {});
    expect(r.error).toEqual({ code: -32000, message, data: null });
    expect(declaredErrorMatcher(await nodeSpec())(undefined, r.error.code, r.error.message)).toBe(true);
  });

  test("Go's decoder messages; trailing bytes after a complete request are ignored as Go's decoder does", async () => {
    expect((await post(mock.url, "/ext/admin", "{nope")).json.error).toEqual({
      code: -32700,
      message: "invalid character 'n' looking for beginning of object key string",
    });
    const r = await post(mock.url, "/ext/admin", '{"jsonrpc":"2.0","id":2,"method":"admin.lockProfile"}\n{garbage');
    expect(r.json).toEqual({ jsonrpc: "2.0", result: {}, id: 2 });
  });

  test("a method that is not a string → -32700 with the id echoed", async () => {
    const r = await post(mock.url, "/ext/admin", { jsonrpc: "2.0", id: 4, method: 5 });
    expect(r.json).toEqual({
      jsonrpc: "2.0",
      error: {
        code: -32700,
        message: "json: cannot unmarshal number into Go struct field serverRequest.method of type string",
      },
      id: 4,
    });
  });

  test("notification (no id) → 200 with an empty body, and the call still runs", async () => {
    const r = await post(mock.url, "/ext/admin", {
      jsonrpc: "2.0",
      method: "admin.setLoggerLevel",
      params: { loggerName: "main", logLevel: "debug" },
    });
    expect(r.status).toBe(200);
    expect(r.text).toBe("");
    const levels = await call(mock.url, "/ext/admin", "admin.getLoggerLevel", { loggerName: "main" });
    expect(levels.result.loggerLevels.main.logLevel).toBe("DEBUG");
    await call(mock.url, "/ext/admin", "admin.setLoggerLevel", { loggerName: "main", logLevel: "INFO" });
  });

  test("params omitted, null, [] or [{}] take defaults; extra fields are ignored", async () => {
    for (const params of [undefined, null, [], [{}], {}, { unknownField: 1 }, [{ loggerName: "C" }, "ignored"]]) {
      const r = await call(mock.url, "/ext/admin", "admin.getLoggerLevel", params);
      expect(r.error).toBeUndefined();
      expect(Object.keys(r.result.loggerLevels).length).toBeGreaterThan(0);
    }
  });

  test("by-name keys match case-insensitively like Go's decoder", async () => {
    const r = await call(mock.url, "/ext/admin", "admin.getLoggerLevel", { LOGGERNAME: "C" });
    expect(Object.keys(r.result.loggerLevels)).toEqual(["C"]);
  });

  test.each([
    ["a string", "x"],
    ["a number", 5],
    ["an array of a number", [5]],
    ["wrong field type", { loggerName: 5 }],
  ])("params %s → unmarshal error", async (_name, params) => {
    const r = await call(mock.url, "/ext/admin", "admin.getLoggerLevel", params);
    expect(r.error).toEqual({ code: -32000, message: UNMARSHAL_MESSAGE, data: null });
  });

  test("__proto__ keys do not pollute prototypes", async () => {
    const body =
      '{"jsonrpc":"2.0","id":1,"method":"admin.getLoggerLevel",' +
      '"params":{"__proto__":{"polluted":true},"loggerName":"C"}}';
    const r = await post(mock.url, "/ext/admin", body);
    expect(Object.keys(r.json.result.loggerLevels)).toEqual(["C"]);
    expect(({} as any).polluted).toBeUndefined();
    const r2 = await call(mock.url, "/ext/admin", "admin.getLoggerLevel", { loggerName: "__proto__" });
    expect(r2.error.message).toBe('logger with name "__proto__" not found');
  });

  test("huge numbers are handled", async () => {
    const r = await post(
      mock.url,
      "/ext/index/C/block",
      '{"jsonrpc":"2.0","id":1e400,"method":"index.getContainerByIndex","params":{"index":1e400}}',
    );
    expect(r.status).toBe(200);
    expect(r.json.error.message).toBe(UNMARSHAL_MESSAGE);
  });
});

describe("geth JSON-RPC (/ext/bc/<id>/rpc)", () => {
  const feeCall = (id: unknown) => ({ jsonrpc: "2.0", id, method: "eth_feeConfig", params: [] });

  test("parse error → -32700, id null", async () => {
    const r = await post(mock.url, C_RPC, "{nope");
    expect(r.json).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "parse error" } });
  });

  test("batches answer in order; notifications get no entry", async () => {
    const r = await post(mock.url, C_RPC, [
      feeCall(1),
      { jsonrpc: "2.0", method: "eth_feeConfig" },
      feeCall("b"),
      { jsonrpc: "2.0", id: 3, method: "eth_nope" },
    ]);
    expect(r.json.map((a: any) => a.id)).toEqual([1, "b", 3]);
    expect(r.json[0].result.feeConfig.gasLimit).toBe(15000000); // the C-Chain's (its blocks' gas limit)
    expect(r.json[2].error).toEqual({ code: -32601, message: "the method eth_nope does not exist/is not available" });
  });

  test("a batch of notifications only → empty body", async () => {
    const r = await post(mock.url, C_RPC, [{ jsonrpc: "2.0", method: "eth_feeConfig" }]);
    expect(r.status).toBe(200);
    expect(r.text).toBe("");
  });

  test("1000 requests are fine; 1001 → batch too large", async () => {
    const ok = await post(
      mock.url,
      C_RPC,
      Array.from({ length: 1000 }, (_, i) => feeCall(i)),
    );
    expect(ok.json).toHaveLength(1000);
    const tooMany = await post(
      mock.url,
      C_RPC,
      Array.from({ length: 1001 }, (_, i) => feeCall(i + 5)),
    );
    expect(tooMany.json).toEqual([{ jsonrpc: "2.0", id: 5, error: { code: -32600, message: "batch too large" } }]);
  });

  test("empty batch", async () => {
    const r = await post(mock.url, C_RPC, []);
    expect(r.json).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "empty batch" } });
  });

  test.each([
    ["a number", 5, null],
    ["no method", { jsonrpc: "2.0", id: 9 }, 9],
    ["wrong version", { jsonrpc: "1.0", id: 9, method: "eth_feeConfig" }, 9],
    ["an object id", { jsonrpc: "2.0", id: {}, method: "eth_feeConfig" }, null],
  ])("%s → -32600 invalid request", async (_name, body, id) => {
    const r = await post(mock.url, C_RPC, body);
    expect(r.json).toEqual({ jsonrpc: "2.0", id, error: { code: -32600, message: "invalid request" } });
  });

  test.each([
    ["object params", { a: 1 }, "non-array args"],
    ["a string param", "latest", "non-array args"],
    ["too many", ["latest", 1], "too many arguments, want at most 1"],
  ])("%s → -32602", async (_name, params, message) => {
    const r = await call(mock.url, C_RPC, "eth_feeConfig", params);
    expect(r.error).toEqual({ code: -32602, message });
  });

  test("gorilla method names are unknown on /rpc", async () => {
    const r = await call(mock.url, C_RPC, "admin.lockProfile", []);
    expect(r.error.code).toBe(-32601);
  });
});
