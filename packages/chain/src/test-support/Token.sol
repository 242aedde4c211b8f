// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A small ERC-20 with a custom error, compiled by solc (npm) in the tests.
contract Token {
    error InsufficientBalance(address from, uint256 have, uint256 want);

    event Transfer(address indexed from, address indexed to, uint256 value);

    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
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

    function fail(string calldata reason) external pure {
        require(false, reason);
    }

    /// Never ends: only gas stops it.
    function spin() external pure {
        while (true) {}
    }

    /// Calls itself `depth` times.
    function dive(uint256 depth) external returns (uint256) {
        return depth == 0 ? 0 : this.dive(depth - 1) + 1;
    }
}
