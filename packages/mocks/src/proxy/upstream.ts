// The upstream of --proxy-metrics / --proxy-data / --proxy-node: an http(s) URL with a host, and nothing that
// would be lost or leaked on the way (credentials, a query, a fragment).

export class UpstreamUrlError extends Error {}

export function parseUpstream(flag: string, raw: string): URL {
  const bad = (why: string, shown = raw) =>
    new UpstreamUrlError(`${flag} must be an http:// or https:// URL (${why}), got "${shown}"`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw bad("not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw bad(`scheme ${url.protocol} is not supported`);
  if (!url.hostname) throw bad("no host");
  // credentials in the URL would end up in logs and fixtures; send keys as headers, which the proxy redacts
  if (url.username || url.password) {
    const shown = raw.replace(/\/\/[^@/]*@/, "//[redacted]@");
    throw bad("credentials in the URL are refused; send the key as a header", shown);
  }
  if (url.search || url.hash) throw bad("no query or fragment: the request's own are forwarded");
  return url;
}
