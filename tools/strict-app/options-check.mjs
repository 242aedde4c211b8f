// The packages whose public input types must take what a strict application passes: the clients, and every
// module @avaspec/mocks' entry points export from (startMocks, createMockFetch, createHandlers, the control client,
// fault rules, scenarios, verification, latency, the engines and hosts).
export const STRICT_PACKAGES = [
  { dir: "packages/client-core" },
  { dir: "packages/metrics-client" },
  { dir: "packages/data-client" },
  { dir: "packages/node-client" },
  { dir: "packages/mocks", entries: ["dist/index.d.ts", "dist/fetch.d.ts", "dist/msw.d.ts"] },
];
