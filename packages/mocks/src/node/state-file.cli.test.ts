// --state-file as users run it (`avaspec-mock --network-id local --state-file f`): state written on SIGTERM and loaded
// by the next start (balance, nonce, block, code, receipt); refused without local mode, when too large or not a
// network's state, with exit code 2 and a message naming the file.
import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_STATE_FILE_BYTES } from "@avaspec/chain";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runMockCli, stopMockClis } from "../test-support/cli.js";
import { cChainResult as rpc } from "./test-support/client.js";

const EWOQ = "0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc";
const BOB = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
/** init code that deploys the runtime `PUSH1 42 PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN` (answers 42) */
const RUNTIME = "0x602a60005260206000f3";
const INIT = `0x69${RUNTIME.slice(2)}600052600a6016f3`;

const dir = mkdtempSync(join(tmpdir(), "avaspec-state-file-"));
afterEach(() => stopMockClis());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("avaspec-mock --state-file", () => {
  it("writes the network on SIGTERM; the next start has its balance, nonce, blocks, code, receipts", async () => {
    const file = join(dir, "state.json");
    const first = runMockCli(["--network-id", "local", "--state-file", file]);
    const { node } = (await first.ready) as { node: string };
    const deployed = await rpc(node, "eth_sendTransaction", [{ from: EWOQ, data: INIT, gas: "0x30000" }]);
    const contract = (await rpc(node, "eth_getTransactionReceipt", [deployed])).contractAddress;
    const paid = await rpc(node, "eth_sendTransaction", [{ from: EWOQ, to: BOB, value: "0x7" }]);
    const balance = await rpc(node, "eth_getBalance", [BOB, "latest"]);
    const head = await rpc(node, "eth_getBlockByNumber", ["latest", false]);
    expect(existsSync(file)).toBe(false); // written on stop, not before
    process.kill(first.pid, "SIGTERM");
    expect(await first.exited).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8")).format).toBe("avaspec-local-network");

    const second = runMockCli(["--network-id", "local", "--state-file", file]);
    const { node: again } = (await second.ready) as { node: string };
    expect(await rpc(again, "eth_blockNumber")).toBe("0x2");
    expect((await rpc(again, "eth_getBlockByNumber", ["latest", false])).hash).toBe(head.hash);
    expect(await rpc(again, "eth_getBalance", [BOB, "latest"])).toBe(balance);
    expect(await rpc(again, "eth_getTransactionCount", [EWOQ, "latest"])).toBe("0x2");
    expect(await rpc(again, "eth_getCode", [contract, "latest"])).toBe(RUNTIME);
    expect((await rpc(again, "eth_getTransactionReceipt", [paid])).status).toBe("0x1");
    // and the chain goes on from there
    await rpc(again, "eth_sendTransaction", [{ from: EWOQ, to: BOB, value: "0x1" }]);
    expect(await rpc(again, "eth_blockNumber")).toBe("0x3");
  }, 90_000);

  it("says so when the file cannot be written on stop (its folder gone meanwhile)", async () => {
    const folder = mkdtempSync(join(dir, "gone-"));
    const file = join(folder, "state.json");
    const run = runMockCli(["--network-id", "local", "--state-file", file]);
    await run.ready;
    rmSync(folder, { recursive: true });
    process.kill(run.pid, "SIGTERM");
    await run.exited;
    expect(run.output().stderr).toContain(
      `avaspec-mock: the node mock did not close cleanly: cannot write the state file ${file}: ENOENT`,
    );
  }, 60_000);

  it("is refused without --network-id local, and so is --block-time, with exit code 2", async () => {
    const refusals: [string[], Record<string, string>, string][] = [
      [["--state-file", join(dir, "x.json")], {}, "--state-file needs --network-id local"],
      [[], { AVASPEC_STATE_FILE: join(dir, "x.json") }, "AVASPEC_STATE_FILE needs --network-id local"],
      [["--block-time", "2"], {}, "--block-time needs --network-id local"],
      [["--network-id", "local", "--block-time", "0"], {}, "--block-time must be a number of seconds from 0.1 to"],
      [["--network-id", "local", "--block-time", "soon"], {}, 'from 0.1 to 86400, got "soon"'],
      [["--network-id", "local"], { AVASPEC_BLOCK_TIME: "100000" }, "AVASPEC_BLOCK_TIME must be a number of seconds"],
    ];
    for (const [args, env, text] of refusals) {
      const run = runMockCli(args, env);
      expect(await run.exited).toBe(2);
      expect(run.output().stderr).toContain(text);
    }
  }, 30_000);

  it("refuses a file over the limit before reading it, one not a network's state, one it could not write", async () => {
    const large = join(dir, "large.json");
    writeFileSync(large, "");
    truncateSync(large, MAX_STATE_FILE_BYTES + 1); // sparse: nothing is written, the size is what counts
    const nowhere = join(dir, "no-such-folder", "state.json");
    const notJson = join(dir, "not.json");
    writeFileSync(notJson, "state");
    for (const [file, text] of [
      [large, `cannot load the state file ${large}: ${MAX_STATE_FILE_BYTES + 1} bytes, limit ${MAX_STATE_FILE_BYTES}`],
      [notJson, `cannot load the state file ${notJson}: state file is not JSON`],
      [nowhere, `cannot write the state file ${nowhere}: ENOENT: no such file or directory`],
    ] as const) {
      const run = runMockCli(["--network-id", "local", "--state-file", file]);
      expect(await run.exited).toBe(2);
      expect(run.output().stderr).toContain(text);
      expect(run.output().stdout).not.toContain("ready");
    }
  }, 60_000);
});
