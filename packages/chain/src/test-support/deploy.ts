// A contract deployed from ewoq through eth_sendTransaction, and its functions read through eth_call: the set-up of
// the tests that call a contract on a chain.
import { decodeFunctionResult, encodeDeployData, encodeFunctionData, type Hex } from "viem";
import type { RequestFunction } from "../rpc/request.js";
import { ewoq } from "./sign.js";
import type { Compiled } from "./solc.js";

export interface Deployed {
  address: Hex;
  /** the function's result through eth_call at `at` (a block tag or number, default "latest"), decoded */
  read(functionName: string, args?: readonly unknown[], at?: string): Promise<unknown>;
}

interface DeployOptions {
  /** the constructor's arguments */
  args?: readonly unknown[];
  /** the transaction's gas; by default eth_sendTransaction estimates it */
  gas?: bigint;
}

/** Deploys `contract` in a block of its own; throws when it is not created. */
export async function deploy(rpc: RequestFunction, contract: Compiled, options: DeployOptions = {}): Promise<Deployed> {
  const { abi, bytecode } = contract;
  const data = encodeDeployData({ abi, bytecode, args: options.args ?? [] });
  const gas = options.gas === undefined ? {} : { gas: `0x${options.gas.toString(16)}` };
  const hash = await rpc({ method: "eth_sendTransaction", params: [{ from: ewoq.address, data, ...gas }] });
  const receipt = (await rpc({ method: "eth_getTransactionReceipt", params: [hash] })) as {
    status: Hex;
    contractAddress: Hex | null;
  };
  const address = receipt.contractAddress;
  if (receipt.status !== "0x1" || address === null) throw new Error(`not deployed: ${JSON.stringify(receipt)}`);
  const read = async (functionName: string, args: readonly unknown[] = [], at = "latest") => {
    const call = { to: address, data: encodeFunctionData({ abi, functionName, args }) };
    const answer = (await rpc({ method: "eth_call", params: [call, at] })) as Hex;
    return decodeFunctionResult({ abi, functionName, data: answer });
  };
  return { address, read };
}
