// Arguments the node reads by their bytes or their text, not as JavaScript sees them (issue 31): an alias's length
// in UTF-8 bytes (Go's len), uint64s parsed from the number as sent (strconv.ParseUint, encoding/json), and aliases
// registered as given.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { UNMARSHAL_MESSAGE } from "./errors.js";
import type { RunningNodeMock } from "./index.js";
import { createNodeMockHandler } from "./index.js";
import { numberText, parseKeepingNumberText } from "./raw-numbers.js";
import { call, nodeSpec, post, start } from "./test-support/client.js";

const P = "/ext/index/P/block";
let mock: RunningNodeMock;
let subnet: string;
beforeAll(async () => {
  mock = await start({ seed: "args" });
  subnet = createNodeMockHandler({ seed: "args", spec: await nodeSpec() }).state.subnetEvmChainId;
});
afterAll(() => mock.close());

const appErr = (message: string) => ({ code: -32000, message, data: null });
/** a call written as text, so a number goes as written (`1e3`, 2^64) */
const rawCall = async (path: string, method: string, params: string) =>
  (await post(mock.url, path, `{"jsonrpc":"2.0","id":1,"method":"${method}","params":${params}}`)).json;

describe("admin.alias length is counted in bytes, as Go's len()", () => {
  test("512 bytes are fine; 512 × € (1536 bytes) and 171 × € (513 bytes) are too long", async () => {
    const alias = (a: string) => call(mock.url, "/ext/admin", "admin.alias", { endpoint: "admin", alias: a });
    expect((await alias(`${"€".repeat(170)}xx`)).result).toEqual({}); // 512 bytes
    for (const long of ["€".repeat(512), "€".repeat(171)]) {
      expect((await alias(long)).error).toEqual(appErr("alias length is too long"));
    }
    const chain = await call(mock.url, "/ext/admin", "admin.aliasChain", { chain: "C", alias: "€".repeat(200) });
    expect(chain.error).toEqual(appErr("alias length is too long"));
  });

  test("an alias with dot segments is registered as given: the admin API does not answer at /", async () => {
    const added = await call(mock.url, "/ext/admin", "admin.alias", { endpoint: "admin", alias: "../.." });
    expect(added.result).toEqual({});
    const root = await post(mock.url, "/", { jsonrpc: "2.0", id: 1, method: "admin.lockProfile", params: {} });
    expect(root.status).toBe(404);
  });
});

describe("uint64 arguments are read from the number's text", () => {
  test("numToFetch 1e3 and 1000.0 fail to unmarshal; 1000 is fine", async () => {
    for (const n of ["1e3", "1000.0", "1E3"]) {
      const r = await rawCall(P, "index.getContainerRange", `{"startIndex":0,"numToFetch":${n}}`);
      expect(r.error, n).toEqual({ code: -32000, message: UNMARSHAL_MESSAGE, data: null });
    }
    const ok = await rawCall(P, "index.getContainerRange", `{"startIndex":0,"numToFetch":1000}`);
    expect(ok.error).toBeUndefined();
  });

  test("2^64 is refused, not clamped to 2^64-1 (index and geth *uint64)", async () => {
    const past = await rawCall(P, "index.getContainerByIndex", `{"index":18446744073709551616}`);
    expect(past.error).toEqual({ code: -32000, message: UNMARSHAL_MESSAGE, data: null });
    const max = await rawCall(P, "index.getContainerByIndex", `{"index":18446744073709551615}`);
    expect(max.error.message).toBe("no container at index 18446744073709551615");
    const rules = await rawCall(`/ext/bc/${subnet}/rpc`, "eth_getActiveRulesAt", "[18446744073709551616]");
    expect(rules.error).toEqual({
      code: -32602,
      message: "invalid argument 0: json: cannot unmarshal number 18446744073709551616 into Go value of type uint64",
    });
    const exponent = await rawCall(`/ext/bc/${subnet}/rpc`, "eth_getActiveRulesAt", "[1.6e9]");
    expect(exponent.error.message).toBe(
      "invalid argument 0: json: cannot unmarshal number 1.6e9 into Go value of type uint64",
    );
  });

  test("a number's text is kept only when the reviver's order matches the text's", () => {
    const plain = parseKeepingNumberText('{"b":1e3,"a":2}') as Record<string, number>;
    expect(numberText(plain, "b")).toBe("1e3");
    // integer-like keys come first in property order: the texts would pair wrongly, so none is kept
    const reordered = parseKeepingNumberText('{"b":1e3,"0":2.5}') as Record<string, number>;
    expect(reordered).toEqual({ b: 1000, "0": 2.5 });
    expect(numberText(reordered, "b")).toBeUndefined();
  });
});
