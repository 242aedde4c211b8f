import {
  createDataClient,
  getBlock,
  getChain,
  listAddressChains,
  listChains,
  NotFoundError,
} from "@avaspec/data-client";

export async function example(baseUrl?: string, apiKey?: string) {
  // baseUrl defaults to https://data-api.avax.network; the key is optional (higher rate limits)
  const data = createDataClient({ baseUrl, apiKey, timeoutMs: 10_000 });

  const { chains } = await listChains(data, { query: { network: "mainnet", feature: "nftIndexing" } });
  const cChain = await getChain(data, { path: { chainId: "43114" } });
  const block = await getBlock(data, { path: { chainId: "43114", blockId: "49889407" } });
  const where = await listAddressChains(data, { path: { address: "0x9f8c163cba728e99993abe7495f06c0a3c8ac8b9" } });

  try {
    await getBlock(data, { path: { chainId: "43114", blockId: "999999999999" } });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    console.log(error.status, error.messages); // the key is never in an error, however it is printed
  }
  return { chains, cChain, block, where };
}
