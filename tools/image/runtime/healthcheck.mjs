// @ts-check
// The image's HEALTHCHECK (and the readiness probe in docs/deploy.md): exit 0 when each of the three servers
// answers GET /__avaspec/ready with 200 {"ready":true}, else exit 1 naming those that did not. The ports are the
// image's AVASPEC_*_PORT variables (set in the Dockerfile; move a port with the variable, not the flag).
const READY_PATH = "/__avaspec/ready";
const SERVERS = ["METRICS", "DATA", "NODE"];
const TIMEOUT_MS = 2000;

/** The address to ask: loopback when the mocks listen on every interface. @param {string | undefined} host */
function askHost(host) {
  if (!host || host === "0.0.0.0") return "127.0.0.1";
  if (host === "::" || host === "[::]") return "[::1]";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

/** @param {string} url @returns {Promise<string | undefined>} why it is not ready, or undefined */
async function notReady(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = /** @type {{ ready?: unknown }} */ (await res.json());
    return res.status === 200 && body.ready === true ? undefined : `answered ${res.status}`;
  } catch (error) {
    return /** @type {Error} */ (error).message;
  }
}

const host = askHost(process.env.AVASPEC_HOST);
const problems = await Promise.all(
  SERVERS.map(async (name) => {
    const port = process.env[`AVASPEC_${name}_PORT`];
    if (!port) return `${name.toLowerCase()}: AVASPEC_${name}_PORT is not set`;
    const url = `http://${host}:${port}${READY_PATH}`;
    const why = await notReady(url);
    return why && `${name.toLowerCase()}: ${url} ${why}`;
  }),
);
const failed = problems.filter(Boolean);
if (failed.length > 0) {
  process.stderr.write(`not ready: ${failed.join("; ")}\n`);
  process.exit(1);
}
