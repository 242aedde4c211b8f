// What the control options read of the system in Node: files (--faults, --scenario) and IP address forms.
export { readFileSync, statSync } from "node:fs";
export { isIP } from "node:net";
