// @avaspec/chain/state-file: a network written to a file and loaded into a fresh one; no file yet is genesis, and each
// file it cannot use is a StateFileError naming it (a file over the limit refused before it is read).
import { existsSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_STATE_FILE_BYTES } from "../executing/state-file.js";
import { createLocalNetwork } from "./local-network.js";
import { loadStateFile, StateFileError, saveStateFile } from "./state-file.node.js";

const dir = mkdtempSync(join(tmpdir(), "avaspec-chain-state-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the state file", () => {
  it("saves a network through <path>.tmp and loads it into a fresh one; no file yet leaves genesis", async () => {
    const file = join(dir, "network.json");
    const first = await createLocalNetwork();
    expect(await loadStateFile(first, file)).toBe(false);
    await first.chainNamed("C")!.request({ method: "evm_mine", params: [] });
    await saveStateFile(first, file);
    first.close();
    expect(existsSync(`${file}.tmp`)).toBe(false);
    const second = await createLocalNetwork();
    expect(await loadStateFile(second, file)).toBe(true);
    expect(second.chainNamed("C")!.chain.head().number).toBe(1n);
    second.close();
  });

  it("refuses a folder it could not write, a file over the limit (unread), and one not a network's", async () => {
    const network = await createLocalNetwork();
    const large = join(dir, "large.json");
    writeFileSync(large, "");
    truncateSync(large, MAX_STATE_FILE_BYTES + 1); // sparse: the size is what counts
    const notJson = join(dir, "not.json");
    writeFileSync(notJson, "state");
    const nowhere = join(dir, "no-such-folder", "state.json");
    for (const [file, message] of [
      [nowhere, `cannot write the state file ${nowhere}: ENOENT`],
      [large, `cannot load the state file ${large}: ${MAX_STATE_FILE_BYTES + 1} bytes, limit ${MAX_STATE_FILE_BYTES}`],
      [notJson, `cannot load the state file ${notJson}: state file is not JSON`],
    ] as const) {
      const error = await loadStateFile(network, file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StateFileError);
      expect((error as Error).message).toContain(message);
    }
    network.close();
  });
});
