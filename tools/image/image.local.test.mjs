// @ts-check
// The built image with local mode switched on the way docs/deploy.md tells a user to: AVASPEC_NETWORK_ID=local and
// AVASPEC_NODE_PUBLIC_URL, nothing else. Through the container's ports the C-Chain executes (a transaction from the
// funded ewoq account mines), the Data API lists it with the public URL and serves its blocks, SIGTERM stops it with
// exit code 0, and AVASPEC_STATE_FILE on a mounted volume keeps the network across a restart. The image's /state is
// the user's, for Docker's named volumes (which take the folder's owner); runc's bind mount keeps the host folder's.
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePorts, openImage, portsEnv, urlsOf, waitReady } from "./lib/containers.mjs";

/** the local network's "ewoq" account, funded at genesis (packages/chain README, "Funded accounts") */
const EWOQ = "0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC";
const RECIPIENT = "0x00000000000000000000000000000000000a7a5c";
const VALUE = "0x2540be400"; // 10^10 wei
/** where clients reach the node in a compose setup: a name the container itself does not listen on */
const PUBLIC_URL = "http://avaspec-mock:9650";
/** the container's user (the Dockerfile's USER 1000:1000) must be able to write the state file's folder */
const CONTAINER_UID = 1000;

/** @type {Awaited<ReturnType<typeof openImage>>} */
let image;
/** @type {string} */
let volume;

beforeAll(async () => {
  image = await openImage("local");
  volume = mkdtempSync(join(tmpdir(), "avaspec-image-state-"));
  chownSync(volume, CONTAINER_UID, CONTAINER_UID);
}, 180_000);

afterAll(async () => {
  await image?.close();
  if (volume) rmSync(volume, { recursive: true, force: true });
}, 120_000);

/** Starts a local-mode container keeping its network in the volume; resolves once its three servers are ready. */
async function startLocal(/** @type {string} */ name) {
  const ports = await freePorts();
  const urls = urlsOf(ports);
  const container = image.start(name, {
    env: {
      ...portsEnv(ports),
      AVASPEC_NETWORK_ID: "local",
      AVASPEC_NODE_PUBLIC_URL: PUBLIC_URL,
      AVASPEC_STATE_FILE: "/state/local.json",
    },
    binds: [{ source: volume, destination: "/state", writable: true }],
  });
  await waitReady(container, urls);
  return { container, urls };
}

let rpcId = 0;
/** One JSON-RPC call; the result, or a failed expectation naming the error. */
async function rpc(/** @type {string} */ url, /** @type {string} */ method, /** @type {unknown[]} */ params = []) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: ++rpcId, method, params }),
  });
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.error, `${method}: ${JSON.stringify(body.error)}`).toBeUndefined();
  return body.result;
}

async function getJson(/** @type {string} */ url) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.json();
}

/** SIGTERM, then the exit code (the CLI's handler writes the state file before it exits). */
async function stop(/** @type {import("./lib/runc.mjs").Container} */ c) {
  await c.kill("TERM");
  const { code } = await c.exited;
  expect(code, c.stderr()).toBe(0);
  expect(await c.state()).toBeUndefined();
}

describe("the image's /state folder", () => {
  it("belongs to the container's user and is empty, so a named volume mounted there starts out writable", () => {
    const state = statSync(join(image.rootfs, "state"));
    expect([state.isDirectory(), state.uid, state.gid, state.mode & 0o777]).toEqual([
      true,
      CONTAINER_UID,
      CONTAINER_UID,
      0o755,
    ]);
    expect(readdirSync(join(image.rootfs, "state"))).toEqual([]);
  });
});

describe("the image in local mode (AVASPEC_NETWORK_ID=local)", { timeout: 180_000 }, () => {
  /** @type {Awaited<ReturnType<typeof startLocal>>} */
  let first;
  /** @type {string} */
  let cChain;
  /** @type {{ blockNumber: string, blockHash: string, status: string }} */
  let receipt;

  beforeAll(async () => {
    first = await startLocal("first");
    cChain = `${first.urls.node}/ext/bc/C/rpc`;
  }, 180_000);

  it("serves the local C-Chain: eth_chainId is 43112", async () => {
    expect(await rpc(cChain, "eth_chainId")).toBe("0xa868");
  });

  it("mines an eth_sendTransaction from the funded ewoq account, with status 1", async () => {
    const hash = await rpc(cChain, "eth_sendTransaction", [{ from: EWOQ, to: RECIPIENT, value: VALUE }]);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    receipt = await rpc(cChain, "eth_getTransactionReceipt", [hash]);
    expect(receipt).toMatchObject({ status: "0x1", transactionHash: hash });
    expect(await rpc(cChain, "eth_getBalance", [RECIPIENT, "latest"])).toBe(VALUE);
  });

  it("lists 43112 in the Data API with the public URL as rpcUrl, a path the node serves", async () => {
    const { chains } = await getJson(`${first.urls.data}/v1/chains`);
    const local = chains.find((/** @type {{ chainId: string }} */ c) => c.chainId === "43112");
    expect(local?.rpcUrl).toMatch(new RegExp(`^${PUBLIC_URL}/ext/bc/[1-9A-HJ-NP-Za-km-z]+/rpc$`));
    // the name is the compose service's; the path is the container's own: it answers as the C-Chain
    const path = new URL(local.rpcUrl).pathname;
    expect(await rpc(`${first.urls.node}${path}`, "eth_chainId")).toBe("0xa868");
  });

  it("serves the receipt's block in the Data API, with its hash", async () => {
    const number = BigInt(receipt.blockNumber).toString();
    const block = await getJson(`${first.urls.data}/v1/chains/43112/blocks/${number}`);
    expect(block).toMatchObject({ blockNumber: number, blockHash: receipt.blockHash, txCount: 1 });
  });

  it("stops on SIGTERM with exit code 0, writing the state file to the volume", async () => {
    await stop(first.container);
    expect(existsSync(join(volume, "local.json"))).toBe(true);
  });

  it("after a restart on the same volume, keeps the balance and the blocks", async () => {
    const second = await startLocal("second");
    const rpcUrl = `${second.urls.node}/ext/bc/C/rpc`;
    expect(await rpc(rpcUrl, "eth_getBalance", [RECIPIENT, "latest"])).toBe(VALUE);
    expect(await rpc(rpcUrl, "eth_getBlockByNumber", [receipt.blockNumber, false])).toMatchObject({
      hash: receipt.blockHash,
    });
    const number = BigInt(receipt.blockNumber).toString();
    const block = await getJson(`${second.urls.data}/v1/chains/43112/blocks/${number}`);
    expect(block.blockHash).toBe(receipt.blockHash);
    await stop(second.container);
  });
});
