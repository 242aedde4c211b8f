// @ts-check
// What the image promises, read from the Dockerfile's final stage (dockerfile-ast): ports, environment, user,
// healthcheck, entrypoint. The tests hold the running container, the compose example and the Kubernetes
// manifests to these, so none of them keeps its own list.
import { readFileSync } from "node:fs";
import { DockerfileParser } from "dockerfile-ast";
import { DOCKERFILE } from "./paths.mjs";

/**
 * @typedef {{ expose: number[], env: Record<string, string>, user: string, stopSignal: string | undefined,
 *   entrypoint: string[], healthcheck: { test: string[], options: Record<string, string> } }} ImageContract
 */

/** @param {string} [text] the Dockerfile (default: the repository's) @returns {ImageContract} */
export function imageContract(text = readFileSync(DOCKERFILE, "utf8")) {
  const dockerfile = DockerfileParser.parse(text);
  const lastFrom = dockerfile.getFROMs().at(-1);
  if (!lastFrom) throw new Error("the Dockerfile has no FROM");
  const line = lastFrom.getRange().start.line;
  const finalStage = dockerfile.getInstructions().filter((i) => i.getRange().start.line > line);
  const args = (/** @type {import("dockerfile-ast").Instruction} */ i) => i.getArguments().map((a) => a.getValue());
  /** @type {ImageContract} */
  const contract = {
    expose: [],
    env: {},
    user: "root",
    stopSignal: undefined,
    entrypoint: [],
    healthcheck: { test: [], options: {} },
  };
  for (const instruction of finalStage) {
    const keyword = instruction.getKeyword();
    if (keyword === "EXPOSE") contract.expose.push(...args(instruction).map((p) => Number.parseInt(p, 10)));
    else if (keyword === "USER") contract.user = args(instruction).join(" ");
    else if (keyword === "STOPSIGNAL") contract.stopSignal = args(instruction)[0];
    else if (keyword === "ENV") {
      const env = /** @type {import("dockerfile-ast").Env} */ (/** @type {unknown} */ (instruction));
      for (const p of env.getProperties()) contract.env[p.getName()] = p.getValue() ?? "";
    } else if (keyword === "ENTRYPOINT") contract.entrypoint = JSON.parse(args(instruction).join(" "));
    else if (keyword === "HEALTHCHECK") {
      const healthcheck = /** @type {import("dockerfile-ast").Healthcheck} */ (/** @type {unknown} */ (instruction));
      const [kind, ...rest] = args(instruction);
      if (kind !== "CMD") throw new Error(`HEALTHCHECK ${kind}: expected the exec form, HEALTHCHECK CMD [...]`);
      contract.healthcheck = {
        test: ["CMD", ...JSON.parse(rest.join(" "))],
        options: Object.fromEntries(healthcheck.getFlags().map((f) => [f.getName(), f.getValue() ?? ""])),
      };
    }
  }
  return contract;
}
