import { createNodeClient } from "@avaspec/node-client";
import { createPublicClient, http } from "viem";
import { avalanche } from "viem/chains";

const nodeUrl = process.env.NODE_URL ?? "http://127.0.0.1:9650";

// viem for the standard Ethereum methods: bigints, formatted blocks and receipts, fee estimation, decoded logs.
const client = createPublicClient({ chain: avalanche, transport: http(`${nodeUrl}/ext/bc/C/rpc`) });
const block = await client.getBlock({ blockTag: "latest" });
const { maxFeePerGas } = await client.estimateFeesPerGas();

// @avaspec/node-client for what viem does not know: the chain's fee config, rules and validators, admin, index.
const { feeConfig } = await createNodeClient({ baseUrl: nodeUrl }).chain("C").feeConfig("latest");

console.log(block.number, maxFeePerGas >= BigInt(feeConfig.minBaseFee));
