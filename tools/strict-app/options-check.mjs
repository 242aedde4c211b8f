// The packages whose public input types must take what a strict application passes: the clients, and the mocks'
// control client (the rest of @avaspec/mocks' options come with the typed rules of the spec model).
export const STRICT_PACKAGES = [
  { dir: "packages/client-core" },
  { dir: "packages/metrics-client" },
  { dir: "packages/data-client" },
  { dir: "packages/node-client" },
  { dir: "packages/mocks", files: ["dist/control/client.d.ts"] },
];
