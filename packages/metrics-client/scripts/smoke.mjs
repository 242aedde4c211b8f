// Runs the BUILT package (dist/) on whatever Node runs this script: one call, pagination, a retried 503, a typed
// error. Used by src/node-versions.test.ts with Node 22 and 24 from the npm registry. Prints one JSON line.
import { createServer } from "node:http";
import { createMetricsClient, getChain, listChains, NotFoundError } from "@avaspec/metrics-client";

let hits = 0;
const server = createServer((req, res) => {
  hits++;
  const url = new URL(req.url, "http://x");
  const send = (status, body) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === "/v2/chains/1")
    return send(404, { message: "chain 1 is not supported", statusCode: 404, error: "Not Found" });
  if (url.pathname === "/v2/chains/43114")
    return hits === 1
      ? send(503, { message: "busy", statusCode: 503, error: "Service Unavailable" })
      : send(200, { evmChainId: 43114, chainName: "c_chain", blockchainId: "b", subnetId: "s", network: "mainnet" });
  const page = url.searchParams.get("pageToken");
  send(200, page ? { chains: [{ evmChainId: 2 }] } : { chains: [{ evmChainId: 1 }], nextPageToken: "p2" });
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const client = createMetricsClient({
  baseUrl: `http://127.0.0.1:${server.address().port}`,
  retry: { random: () => 0 },
});
try {
  const chain = await getChain(client, { path: { chainId: "43114" } });
  const ids = (await listChains.all(client)).map((c) => c.evmChainId);
  const error = await getChain(client, { path: { chainId: "1" } }).catch((e) => e);
  console.log(
    JSON.stringify({
      node: process.versions.node.split(".")[0],
      chainName: chain.chainName,
      ids,
      notFound: error instanceof NotFoundError,
      status: error.status,
      hits,
    }),
  );
} finally {
  server.close();
}
