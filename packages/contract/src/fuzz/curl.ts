// A request as a curl command that replays it from a shell (POSIX single quotes; bodies of any size and content).
import { joinUrl } from "../http.js";
import type { HttpRequest } from "../types.js";

/** A word for a POSIX shell: single-quoted, with single quotes written as '\''. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

const MAX_BODY_SHOWN = 4096;

export function curlOf(base: string, req: HttpRequest): string {
  const words = ["curl", "-sS", "-i"];
  if (req.method !== "GET") words.push("-X", req.method);
  for (const [k, v] of Object.entries(req.headers ?? {})) words.push("-H", shellQuote(`${k}: ${v}`));
  if (req.body !== undefined) {
    const body =
      req.body.length > MAX_BODY_SHOWN
        ? `${req.body.slice(0, MAX_BODY_SHOWN)}… (${req.body.length} characters in all)`
        : req.body;
    words.push("--data-binary", shellQuote(body));
  }
  words.push(shellQuote(joinUrl(base, req.path, req.query)));
  return words.join(" ");
}
