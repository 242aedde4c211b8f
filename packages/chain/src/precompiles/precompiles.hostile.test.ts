// Bad calls to the precompiles get subnet-evm's texts and spend the call's gas, never a crash: no selector, an
// unknown one, short words, too little gas, a write under STATICCALL, a DELEGATECALL.
import { decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { ChainError } from "../errors.js";
import { createExecutingChain } from "../executing/executing-chain.js";
import { LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { createRequest, type RequestFunction } from "../rpc/request.js";
import { deploy } from "../test-support/deploy.js";
import { compileContract } from "../test-support/solc.js";

const TX_ALLOW_LIST: Hex = "0x0200000000000000000000000000000000000002";
const NATIVE_MINTER: Hex = "0x0200000000000000000000000000000000000001";
const EWOQ: Hex = "0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc";
const STRANGER: Hex = "0x1111111111111111111111111111111111111111";
const abi = parseAbi([
  "function setEnabled(address addr)",
  "function setAdmin(address addr)",
  "function readAllowList(address addr) view returns (uint256 role)",
  "function mintNativeCoin(address addr, uint256 amount)",
]);
const readAllowList = (who: Hex) => encodeFunctionData({ abi, functionName: "readAllowList", args: [who] });
const setEnabled = (who: Hex) => encodeFunctionData({ abi, functionName: "setEnabled", args: [who] });

let rpc: RequestFunction;
let prober: Hex;
const PROBER = compileContract("Prober.sol", "Prober");

beforeAll(async () => {
  rpc = createRequest(await createExecutingChain({ profile: LOCAL_SUBNET_EVM_L1 }));
  prober = (await deploy(rpc, PROBER)).address;
  // the prober is an admin: a write it makes fails only for how it calls
  const setAdmin = encodeFunctionData({ abi, functionName: "setAdmin", args: [prober] });
  await rpc({ method: "eth_sendTransaction", params: [{ from: EWOQ, to: TX_ALLOW_LIST, data: setAdmin }] });
});

const call = (to: Hex, data: Hex, extra: Record<string, string> = {}) =>
  rpc({ method: "eth_call", params: [{ from: EWOQ, to, data, ...extra }, "latest"] });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "answered",
    (e: unknown) => (e instanceof ChainError ? `${e.code} ${e.message}` : String(e)),
  );

describe("malformed calls", () => {
  it("no selector, or an unknown one", async () => {
    expect(await refusal(call(TX_ALLOW_LIST, "0x"))).toBe(
      "-32000 missing function selector to precompile - input length (0)",
    );
    expect(await refusal(call(TX_ALLOW_LIST, "0xdeadbeef"))).toBe("-32000 invalid function selector: 0xdeadbeef");
  });

  it("words missing, with go-ethereum's ABI texts; extra bytes are ignored (Durango)", async () => {
    const selector = readAllowList(EWOQ).slice(0, 10) as Hex;
    expect(await refusal(call(TX_ALLOW_LIST, selector))).toBe(
      "-32000 abi: attempting to unmarshal an empty string while arguments are expected",
    );
    expect(await refusal(call(TX_ALLOW_LIST, `${selector}${"00".repeat(10)}`))).toBe(
      "-32000 abi: cannot marshal in to go type: length insufficient 10 require 32",
    );
    const mint = encodeFunctionData({ abi, functionName: "mintNativeCoin", args: [STRANGER, 1n] });
    expect(await refusal(call(NATIVE_MINTER, mint.slice(0, 10 + 64) as Hex))).toBe(
      "-32000 failed to unpack input: abi: cannot marshal in to go type: length insufficient 32 require 64",
    );
    expect(await call(TX_ALLOW_LIST, `${readAllowList(EWOQ)}${"ff".repeat(32)}`)).toBe(`0x${"0".repeat(63)}2`);
  });

  it("too little gas: out of gas, and eth_estimateGas finds what the write needs", async () => {
    // 21,000 intrinsic + calldata; 10,000 left is under a write's 20,000
    expect(await refusal(call(TX_ALLOW_LIST, setEnabled(STRANGER), { gas: "0x7d00" }))).toBe("-32000 out of gas");
    const estimate = BigInt(
      (await rpc({
        method: "eth_estimateGas",
        params: [{ from: EWOQ, to: TX_ALLOW_LIST, data: setEnabled(STRANGER) }],
      })) as string,
    );
    // intrinsic (21,000 + calldata) + the write (20,000) + the RoleSet event (2,131), within geth's 1.5%
    expect(estimate).toBeGreaterThanOrEqual(43_131n);
    expect(estimate).toBeLessThan(45_000n);
  });
});

describe("calls a contract makes", () => {
  const viaProber = async (functionName: "viaCall" | "viaStaticcall" | "viaDelegatecall", data: Hex) => {
    const answer = await call(
      prober,
      encodeFunctionData({ abi: PROBER.abi, functionName, args: [TX_ALLOW_LIST, data] }),
    );
    return decodeFunctionResult({ abi: PROBER.abi, functionName, data: answer as Hex }) as readonly [boolean, Hex];
  };

  it("a read under STATICCALL answers; a write fails (write protection) where a plain call succeeds", async () => {
    expect(await viaProber("viaStaticcall", readAllowList(EWOQ))).toEqual([true, `0x${"0".repeat(63)}2`]);
    expect(await viaProber("viaCall", setEnabled(STRANGER))).toEqual([true, "0x"]);
    expect(await viaProber("viaStaticcall", setEnabled(STRANGER))).toEqual([false, "0x"]);
  });

  it("a DELEGATECALL into a precompile fails", async () => {
    expect((await viaProber("viaCall", readAllowList(EWOQ)))[0]).toBe(true);
    expect((await viaProber("viaDelegatecall", readAllowList(EWOQ)))[0]).toBe(false);
  });
});

describe("subnet-evm's methods, bad parameters", () => {
  it("a block the chain does not have, a timestamp that is no uint64", async () => {
    expect(await refusal(rpc({ method: "eth_feeConfig", params: ["0x99"] }))).toBe("-32000 header not found");
    expect(await refusal(rpc({ method: "eth_getActiveRulesAt", params: [-1] }))).toBe(
      "-32602 invalid argument 0: json: cannot unmarshal number -1 into Go value of type uint64",
    );
    expect(await refusal(rpc({ method: "eth_getActivePrecompilesAt", params: [{}] }))).toBe(
      "-32602 invalid argument 0: json: cannot unmarshal object into Go value of type uint64",
    );
    expect(await refusal(rpc({ method: "eth_getChainConfig", params: [1] }))).toBe(
      "-32602 too many arguments, want at most 0",
    );
  });
});
