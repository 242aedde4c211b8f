// A loopback HTTP server over the chain's JSON-RPC front, so clients use their own HTTP transport as against a node.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { handleJsonRpc, type RequestFunction } from "../rpc/request.js";

/** bodies past this are refused before parsing (a transaction is at most 128 KiB, hex doubles it) */
const MAX_BODY = 1024 * 1024;

export async function serveRpc(request: RequestFunction): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on("end", async () => {
      const body = await handleJsonRpc(request, Buffer.concat(chunks).toString("utf8"));
      res.writeHead(200, { "content-type": "application/json" }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
