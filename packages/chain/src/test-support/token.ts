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

export function compileToken(): Compiled {
  if (compiled) return compiled;
  const source = readFileSync(new URL("./Token.sol", import.meta.url), "utf8");
  const input = {
    language: "Solidity",
    sources: { "Token.sol": { content: source } },
    settings: {
      evmVersion: "cancun",
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
  if (errors.length > 0) throw new Error(`solc: ${JSON.stringify(errors)}`);
  const token = output.contracts["Token.sol"].Token;
  compiled = { abi: token.abi as Abi, bytecode: `0x${token.evm.bytecode.object}` };
  return compiled;
}
