// What the control options read of the system, in a browser: no files (the in-process adapters take a file's
// content instead), and IP address forms checked without node:net.
function noFiles(path: unknown): never {
  throw Object.assign(new Error(`cannot read ${String(path)} in a browser: pass the file's content instead`), {
    code: "ENOTSUP",
  });
}

export function readFileSync(path: string): never {
  return noFiles(path);
}

export function statSync(path: string, _options?: unknown): undefined {
  noFiles(path);
}

/** 4 for a dotted IPv4 address, 6 for an IPv6 one, else 0 (as node:net's isIP). */
export function isIP(text: string): 0 | 4 | 6 {
  if (/^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(text)) return 4;
  if (!text.includes(":") || !/^[0-9a-fA-F:.]+$/.test(text)) return 0;
  try {
    return new URL(`http://[${text}]/`).hostname.length > 2 ? 6 : 0;
  } catch {
    return 0;
  }
}
