// A contract of a test-support Solidity file, compiled by solc from npm (wasm: offline), once per file and name.
import { readFileSync } from "node:fs";
import solc from "solc";
import type { Compiled } from "./token.js";

const cache = new Map<string, Compiled>();

export function compileContract(file: string, name: string): Compiled {
  const key = `${file}:${name}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const input = {
    language: "Solidity",
    sources: { [file]: { content: readFileSync(new URL(`./${file}`, import.meta.url), "utf8") } },
    settings: { evmVersion: "cancun", outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
  if (errors.length > 0) throw new Error(`solc: ${JSON.stringify(errors)}`);
  const contract = output.contracts[file][name];
  const compiled: Compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  cache.set(key, compiled);
  return compiled;
}
