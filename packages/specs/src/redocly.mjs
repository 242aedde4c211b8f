// Runs the redocly CLI and keeps, of what it prints on stderr, what is a finding. Not findings: its boxed
// "Node.js 20 reached end-of-life" notice (Node 20 is the floor this project supports; redocly 2.77 prints the box
// whenever it runs on Node 20 and has no option or variable to turn it off, unlike its update notice, which
// REDOCLY_SUPPRESS_UPDATE_NOTICE turns off) and its progress lines ("bundling …", "📦 Created a bundle …").
import { spawn } from "node:child_process";

/** redocly's stderr without the Node 20 box and the progress lines. @param {string} stderr @returns {string} */
export function redoclyFindings(stderr) {
  return stderr
    .split("\n")
    .filter((line) => !/^\s*[╔║╚]/.test(line) && !/^(bundling |📦 Created a bundle )/.test(line.trim()))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Runs `redocly <args>` (its bin, `redocly`) with telemetry and update notices off; asynchronous, so that a mock
 * rebuilding its documents in the thread that serves keeps serving meanwhile.
 * @param {string} bin @param {string[]} args @returns {Promise<{ status: number, findings: string }>}
 */
export function runRedocly(bin, args) {
  return new Promise((resolve) => {
    let stderr = "";
    const child = spawn(bin, args, {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    child.on("error", (error) => resolve({ status: 1, findings: redoclyFindings(`${stderr}\n${error.message}`) }));
    child.on("close", (code) => resolve({ status: code ?? 1, findings: redoclyFindings(stderr) }));
  });
}
