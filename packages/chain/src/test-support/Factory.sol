// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// What a factory deploys: the deployer allow list checks tx.origin for CREATE and CREATE2 too.
contract Child {}

contract Factory {
    function make() external returns (address) {
        return address(new Child());
    }

    function make2(bytes32 salt) external returns (address) {
        return address(new Child{salt: salt}());
    }
}
