// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Reads what an eth_call's answer may depend on: an account's balance, and the block the call runs on.
contract StateReader {
    function balanceOf(address who) external view returns (uint256) {
        return who.balance;
    }

    function blockInfo() external view returns (uint256 number, uint256 timestamp) {
        return (block.number, block.timestamp);
    }
}
