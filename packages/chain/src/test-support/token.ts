// The test contract, compiled by solc from npm (a wasm build: no download, works offline) once per test file.
import { readFileSync } from "node:fs";
import solc from "solc";
import type { Abi } from "viem";
import type { Hex } from "../chain.js";

export interface Compiled {
  abi: Abi;
  bytecode: Hex;
}

let compiled: Compiled | undefined;

/** A contract that reads another's totalSupply (slot 1 of Token): an access list then names that contract. */
const READER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface ISupply { function totalSupply() external view returns (uint256); }
contract Reader {
  function read(address token) external view returns (uint256) { return ISupply(token).totalSupply(); }
}
`;

export function compileReader(): Compiled {
  return compile("Reader.sol", READER, "Reader");
}

export function compileToken(): Compiled {
  if (compiled) return compiled;
  compiled = compile("Token.sol", readFileSync(new URL("./Token.sol", import.meta.url), "utf8"), "Token");
  return compiled;
}

function compile(file: string, source: string, name: string): Compiled {
  const input = {
    language: "Solidity",
    sources: { [file]: { content: source } },
    settings: {
      evmVersion: "cancun",
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
  if (errors.length > 0) throw new Error(`solc: ${JSON.stringify(errors)}`);
  const contract = output.contracts[file][name];
  return { abi: contract.abi as Abi, bytecode: `0x${contract.evm.bytecode.object}` };
}
