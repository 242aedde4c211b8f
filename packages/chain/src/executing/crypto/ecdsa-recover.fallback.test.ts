// Where the `secp256k1` package ships no prebuilt binding (linux-arm64, the container image's arm64 variant;
// darwin-x64) its loader, node-gyp-build, throws "No native build was found", and the chain recovers senders with
// noble. A worker thread whose environment carries node-gyp-build's own override of the architecture
// (npm_config_arch, read when it loads) meets that case on any machine: it runs the built chain (dist/) there,
// beside a worker without the override.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { ewoq, RECIPIENT, signTransfer } from "../../test-support/sign.js";

const DIST = new URL("../../../dist/", import.meta.url);
/** the package's prebuilds: prebuilds/<platform>-<arch>/ */
const PREBUILDS = join(dirname(createRequire(DIST).resolve("secp256k1/package.json")), "prebuilds");

// CommonJS in the worker (eval); the chain's ESM build through import()
const IN_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const { ecdsaRecover } = await import(workerData.recoverModule);
  const { createExecutingChain } = await import(workerData.chainModule);
  const chain = await createExecutingChain();
  const receipt = chain.receipt(await chain.sendRawTransaction(workerData.raw));
  chain.close();
  const { from, to, status } = receipt;
  parentPort.postMessage({ native: ecdsaRecover !== undefined, from, to, status });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

/** The built chain in a worker with `env`: whether it loaded the binding, and the sender it recovered. */
async function recoverInWorker(env: Record<string, string>, raw: string) {
  const workerData = {
    raw,
    recoverModule: new URL("executing/crypto/ecdsa-recover.node.js", DIST).href,
    chainModule: new URL("index.js", DIST).href,
  };
  const worker = new Worker(IN_WORKER, { eval: true, workerData, env: { ...process.env, ...env } });
  try {
    const answer = await new Promise<Record<string, unknown>>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    if (answer.error) throw new Error(String(answer.error));
    return answer;
  } finally {
    await worker.terminate();
  }
}

describe("the sender's recovery where no prebuilt binding fits", () => {
  it("linux-arm64 (npm_config_arch=arm64): no binding, and noble recovers the sender", async () => {
    expect(existsSync(join(PREBUILDS, "linux-arm64"))).toBe(false); // the package ships none
    const raw = await signTransfer({ nonce: 0, value: 5n });
    const arm64 = await recoverInWorker({ npm_config_arch: "arm64", npm_config_platform: "linux" }, raw);
    expect(arm64).toEqual({ native: false, from: ewoq.address.toLowerCase(), to: RECIPIENT, status: 1 });
    // the same transaction where this machine's prebuild loads (linux-x64 here): the same sender, natively
    const here = await recoverInWorker({}, raw);
    const prebuilt = existsSync(join(PREBUILDS, `${process.platform}-${process.arch}`));
    expect(here).toEqual({ ...arm64, native: prebuilt });
  }, 60_000);
});
