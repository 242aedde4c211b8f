// Contracts compiled by solc from npm (a wasm build: no download, works offline), once per source and settings.
import { readFileSync } from "node:fs";
import solc from "solc";
import type { Abi } from "viem";
import type { Hex } from "../chain.js";

export interface Compiled {
  abi: Abi;
  bytecode: Hex;
}

interface CompileOptions {
  /** solc's optimizer at 200 runs; off by default */
  optimize?: boolean;
}

const cache = new Map<string, Compiled>();

/** Contract `name` of a Solidity file in this folder. */
export function compileContract(file: string, name: string, options: CompileOptions = {}): Compiled {
  return compileSource(file, () => readFileSync(new URL(`./${file}`, import.meta.url), "utf8"), name, options);
}

/** Contract `name` of a Solidity source given as text (read only when not compiled yet). */
export function compileSource(
  file: string,
  source: () => string,
  name: string,
  options: CompileOptions = {},
): Compiled {
  const key = `${file}:${name}:${options.optimize === true}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const optimizer = options.optimize ? { optimizer: { enabled: true, runs: 200 } } : {};
  const input = {
    language: "Solidity",
    sources: { [file]: { content: source() } },
    settings: { evmVersion: "cancun", ...optimizer, outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
  if (errors.length > 0) throw new Error(`solc: ${JSON.stringify(errors)}`);
  const contract = output.contracts[file][name];
  const compiled: Compiled = { abi: contract.abi as Abi, bytecode: `0x${contract.evm.bytecode.object}` };
  cache.set(key, compiled);
  return compiled;
}
