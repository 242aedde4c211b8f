// Shared by the clients' mock tests: the client talks to the mock through the validating proxy of
// @avaspec/mocks in strict mode, so an exchange that breaks the contract fails the client test (502), and the
// proxy's own count of violations is checked at the end.

/** What a started mock (or proxy) gives back; the start functions of @avaspec/mocks fit. */
export interface StartedServer {
  url: string;
  close(): Promise<void>;
}

interface KeptExchanges {
  exchanges: Array<{
    request: { method: string; path: string };
    violations: Array<{ rule: string; side: "request" | "response"; message: string }>;
  }>;
}

/**
 * Starts `upstream`, then a strict validating proxy in front of it, with `start` (startMetricsMock, ...). With
 * AVASPEC_MOCK_<API>_URL set (tools/image sets it), the upstream is that running server instead, e.g. the mocks'
 * container image, and `upstreamOptions` are not applied.
 */
export async function behindValidatingProxy(
  api: "metrics" | "data" | "node",
  start: (options: Record<string, unknown>) => Promise<StartedServer>,
  upstreamOptions: Record<string, unknown> = {},
): Promise<{ url: string; upstream: StartedServer; responseViolations(): Promise<string[]>; close(): Promise<void> }> {
  const external = process.env[`AVASPEC_MOCK_${api.toUpperCase()}_URL`];
  const upstream = external ? { url: external, close: async () => {} } : await start({ port: 0, ...upstreamOptions });
  const proxy = await start({ port: 0, logLevel: "silent", proxy: { [api]: upstream.url }, proxyStrict: true });
  return {
    url: proxy.url,
    upstream,
    /** every response-side violation the proxy kept (request-side ones are the tests' own bad input) */
    async responseViolations() {
      const kept = (await (await fetch(`${proxy.url}/__avaspec/violations`)).json()) as KeptExchanges;
      return kept.exchanges.flatMap((x) =>
        x.violations
          .filter((v) => v.side === "response")
          .map((v) => `${x.request.method} ${x.request.path}: [${v.rule}] ${v.message}`),
      );
    },
    async close() {
      await Promise.all([proxy.close(), upstream.close()]);
    },
  };
}
