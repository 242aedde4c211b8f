// A small ERC-20 with a custom error, compiled by solc from npm (a wasm build: no download) once per test file.
import solc from "solc";
import type { Abi, Hex } from "viem";

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Token {
    error InsufficientBalance(address from, uint256 have, uint256 want);
    event Transfer(address indexed from, address indexed to, uint256 value);
    mapping(address => uint256) public balanceOf;
    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }
    function transfer(address to, uint256 value) external returns (bool) {
        uint256 have = balanceOf[msg.sender];
        if (have < value) revert InsufficientBalance(msg.sender, have, value);
        balanceOf[msg.sender] = have - value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }
    function spin() external pure {
        while (true) {}
    }
}`;

export interface Compiled {
  abi: Abi;
  bytecode: Hex;
}

let compiled: Compiled | undefined;

export function compileToken(): Compiled {
  if (compiled) return compiled;
  const input = {
    language: "Solidity",
    sources: { "Token.sol": { content: SOURCE } },
    settings: { evmVersion: "cancun", outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
  if (errors.length > 0) throw new Error(`solc: ${JSON.stringify(errors)}`);
  const token = output.contracts["Token.sol"].Token;
  compiled = { abi: token.abi as Abi, bytecode: `0x${token.evm.bytecode.object}` };
  return compiled;
}
