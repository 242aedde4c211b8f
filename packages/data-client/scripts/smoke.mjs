// Runs the BUILT package (dist/) on whatever Node runs this script: calls with the API key, a retried 503, a typed
// error. Used by src/node-versions.test.ts with Node 22 and 24 from the npm registry. Prints one JSON line.
import { createServer } from "node:http";
import { inspect } from "node:util";
import { createDataClient, getChain, listChains, UnauthorizedError } from "@avaspec/data-client";

let hits = 0;
const server = createServer((req, res) => {
  hits++;
  const send = (status, body) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (req.headers["x-data-api-key"] !== "smoke-key")
    return send(401, { message: "Invalid API key", statusCode: 401, error: "Unauthorized" });
  if (hits === 1) return send(503, { message: "busy", statusCode: 503, error: "Service Unavailable" });
  if (req.url === "/v1/chains") return send(200, { chains: [{ chainId: "43114" }, { chainId: "43113" }] });
  send(200, {
    chainId: "43114",
    status: "OK",
    chainName: "C",
    description: "",
    vmName: "EVM",
    rpcUrl: "",
    isTestnet: false,
    networkToken: {},
  });
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const baseUrl = `http://127.0.0.1:${server.address().port}`;
try {
  const client = createDataClient({ baseUrl, apiKey: "smoke-key", retry: { random: () => 0 } });
  const ids = (await listChains(client)).chains.map((c) => c.chainId);
  const chain = await getChain(client, { path: { chainId: "43114" } });
  const error = await getChain(createDataClient({ baseUrl, apiKey: "wrong-key", retry: false }), {
    path: { chainId: "43114" },
  }).catch((e) => e);
  const leaked = [
    String(error),
    JSON.stringify(error),
    inspect(error, { depth: 10 }),
    inspect(client, { depth: 10 }),
  ].some((t) => t.includes("smoke-key") || t.includes("wrong-key"));
  console.log(
    JSON.stringify({
      node: process.versions.node.split(".")[0],
      ids,
      status: chain.status,
      unauthorized: error instanceof UnauthorizedError,
      leaked,
      hits,
    }),
  );
} finally {
  server.close();
}
