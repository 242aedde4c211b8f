// collects distinct differences between the compiled and prism engines over generated requests
import fc from "fast-check";
const base = "/work/wt/engine/packages/mocks/dist";
const { createRestEngine, dataApi, metricsApi } = await import(`${base}/index.js`);
const { parseTarget } = await import(`${base}/server/host.js`);
const { readOperations } = await import(`${base}/rest/spec.js`);
const api = process.argv[2] === "data" ? dataApi() : metricsApi();
const runs = Number(process.argv[3] ?? 3000);
// generators compiled from the test-support module (vitest not needed): use esbuild to bundle it on the fly
const { build } = await import("/work/wt/engine/node_modules/esbuild/lib/main.js");
await build({
  entryPoints: ["/work/wt/engine/packages/mocks/src/rest/test-support/requests.ts"],
  bundle: true,
  format: "esm",
  platform: "node",
  outfile: "/work/wt/engine/packages/mocks/.scratch/requests.mjs",
  external: ["fast-check"],
  logLevel: "error",
});
const { examplesOf, malformedEscape, requestFor, strangeRequest } = await import("./requests.mjs");
const CLOCK = () => Date.UTC(2024, 8, 1, 12);
const c = await createRestEngine(api, { seed: "d", clock: CLOCK });
const p = await createRestEngine(api, { seed: "d", clock: CLOCK, engine: "prism" });
const ops = readOperations(api.dereferenced);
const arb = fc
  .oneof(
    { weight: 8, arbitrary: fc.oneof(...ops.map((op) => requestFor(op, examplesOf(api.dereferenced, op)))) },
    { weight: 2, arbitrary: strangeRequest(ops) },
  )
  .filter((r) => !malformedEscape(r.path));
const seen = new Map();
const samples = fc.sample(arb, { numRuns: runs, seed: Number(process.argv[4] ?? 1) });
for (const raw of samples) {
  const t = parseTarget(raw.path);
  if (typeof t === "string" || t.malformed) continue;
  const headers = Object.fromEntries(Object.entries(raw.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const req = {
    method: raw.method,
    rawUrl: raw.path,
    path: t.path,
    query: t.query,
    headers,
    body: Buffer.from(raw.body ?? ""),
    remoteAddress: "",
    receivedAt: 0,
    signal: new AbortController().signal,
    onAbort: () => () => {},
  };
  const [a, b] = await Promise.all([c.answer(req, c.identify(req)), p.answer(req, p.identify(req))]);
  if (/dynamic=true/.test(headers.prefer ?? "") && a.status < 300 && a.status === b.status) continue;
  const ka = `${a.status} ${String(a.body).slice(0, 150)} ${JSON.stringify(a.headers)}`;
  const kb = `${b.status} ${String(b.body).slice(0, 150)} ${JSON.stringify(b.headers)}`;
  if (ka !== kb) {
    const key = `${a.status}/${b.status} ${String(a.body).slice(0, 40)}|${String(b.body).slice(0, 40)}`;
    if (!seen.has(key)) {
      seen.set(key, 1);
      console.log(
        "---",
        raw.method,
        raw.path.slice(0, 150),
        JSON.stringify(raw.headers),
        (raw.body ?? "").slice(0, 100),
      );
      console.log("  C:", ka.slice(0, 300));
      console.log("  P:", kb.slice(0, 300));
    }
  }
}
console.log("distinct differences:", seen.size, "compiled/prism counts", c.answeredBy, p.answeredBy);
