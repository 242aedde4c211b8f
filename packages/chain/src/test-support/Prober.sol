// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Calls a precompile as a contract: plainly, read-only (STATICCALL) and in its own context (DELEGATECALL).
contract Prober {
    function viaCall(address target, bytes calldata data) external returns (bool ok, bytes memory ret) {
        (ok, ret) = target.call(data);
    }

    function viaStaticcall(address target, bytes calldata data) external view returns (bool ok, bytes memory ret) {
        (ok, ret) = target.staticcall(data);
    }

    function viaDelegatecall(address target, bytes calldata data) external returns (bool ok, bytes memory ret) {
        (ok, ret) = target.delegatecall(data);
    }
}
