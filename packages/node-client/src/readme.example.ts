import { createNodeClient, JsonRpcError } from "@avaspec/node-client";

const node = createNodeClient({ baseUrl: process.env.NODE_URL ?? "http://127.0.0.1:9650", timeoutMs: 10_000 });

// Admin API (needs --api-admin-enabled): by-name params are one typed object.
await node.admin.alias({ endpoint: "bc/X", alias: "myX" });
const { loggerLevels } = await node.admin.getLoggerLevel();

// Index API (needs --index-enabled): chain and kind are typed to the node's indexes.
const container = await node.index("X", "tx").getContainerByIndex({ index: 0, encoding: "hex" });

// A chain's VM methods take their positional args as function args; its validators live beside them.
const chain = node.chain("C");
const { feeConfig, lastChangedAt } = await chain.feeConfig("latest");
const { validators } = await chain.validators.getCurrentValidators({ nodeIDs: [] });

// One HTTP request for several calls, where the endpoint takes batches (the chain's rpc endpoint).
const [fees, config] = await chain.batch([{ method: "eth_feeConfig" }, { method: "eth_getChainConfig" }]);
if (config.ok) console.log("chain ID", config.result.chainId);

// JSON-RPC errors are thrown as JsonRpcError (code, message, data, method).
try {
  await node.admin.alias({ endpoint: "bc/X", alias: "x".repeat(513) });
} catch (error) {
  if (!(error instanceof JsonRpcError)) throw error;
  console.error(error.method, error.code, error.message);
}

console.log(Object.keys(loggerLevels), container.id, feeConfig.gasLimit, lastChangedAt, validators.length, fees.ok);
