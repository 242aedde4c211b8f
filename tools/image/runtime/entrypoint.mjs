// @ts-check
// The image's entrypoint: applies the container's control-plane rule (control-rule.mjs: control off unless asked
// for), then runs avaspec-mock's CLI in this same process. As PID 1 it gets SIGTERM directly, and the CLI's own
// handler stops the three servers
// and exits 0; flag and environment errors are the CLI's (exit code 2 and a message, before any server starts).
import { containerArgs } from "./control-rule.mjs";

const { args, notice } = containerArgs(process.argv.slice(2), process.env);
if (notice) process.stderr.write(`${notice}\n`);
process.argv = [process.argv[0] ?? "node", "avaspec-mock", ...args];
// the deployed @avaspec/mocks package is this folder's parent (/app); its bin runs the CLI on import
await import(new URL("../bin/avaspec-mock.js", import.meta.url).href);
