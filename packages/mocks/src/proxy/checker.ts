// The checks the proxy runs on each exchange come from @avaspec/exchange-checks, shared with the contract suite
// (written once); this file names the parts the proxy relies on.
export type { RestChecker, RpcChecker, Violation } from "@avaspec/exchange-checks";
