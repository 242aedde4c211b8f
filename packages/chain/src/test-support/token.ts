// The test token (Token.sol) and a contract that reads it, compiled with the optimizer on.
import { type Compiled, compileContract, compileSource } from "./solc.js";

/** A contract that reads another's totalSupply (slot 1 of Token): an access list then names that contract. */
const READER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface ISupply { function totalSupply() external view returns (uint256); }
contract Reader {
  function read(address token) external view returns (uint256) { return ISupply(token).totalSupply(); }
}
`;

export function compileReader(): Compiled {
  return compileSource("Reader.sol", () => READER, "Reader", { optimize: true });
}

export function compileToken(): Compiled {
  return compileContract("Token.sol", "Token", { optimize: true });
}
