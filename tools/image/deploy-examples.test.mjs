// @ts-check
// The compose example and the Kubernetes manifests of the docs match the image: ports, probes, user, environment,
// mounted files; each check fails on an example broken the way it guards against.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliVocabulary, composeProblems, deployExamples, kubernetesProblems } from "./lib/deploy-examples.mjs";
import { imageContract } from "./lib/dockerfile.mjs";
import { REPO_ROOT } from "./lib/paths.mjs";

const image = imageContract();
const help = execFileSync(process.execPath, [join(REPO_ROOT, "packages", "mocks", "dist", "cli.js"), "--help"], {
  encoding: "utf8",
});
const cli = cliVocabulary(help);
const examples = deployExamples();

describe("the compose example (packages/mocks/README.md)", () => {
  it("maps the image's ports, repeats its healthcheck, uses known flags and variables, is depended on healthy", () => {
    expect(composeProblems(examples.compose, image, cli)).toEqual([]);
  });

  it.each([
    ["a port the image does not expose", (c) => c.services["avaspec-mock"].ports.push("4012:4012"), /ports map/],
    ["another healthcheck", (c) => (c.services["avaspec-mock"].healthcheck.test = ["CMD", "true"]), /healthcheck.test/],
    [
      "an unknown variable",
      (c) => (c.services["avaspec-mock"].environment.AVASPEC_SEEDS = "x"),
      /AVASPEC_SEEDS is not/,
    ],
    ["an unknown flag", (c) => c.services["avaspec-mock"].command.push("--fault"), /--fault is not a flag/],
    ["a file outside the volumes", (c) => (c.services["avaspec-mock"].volumes = []), /not under a mounted volume/],
    ["no healthy dependency", (c) => (c.services.app.depends_on = ["avaspec-mock"]), /service_healthy/],
    ["an app URL on another port", (c) => (c.services.app.environment.DATA_URL = "http://avaspec-mock:4999"), /4999/],
  ])("rejects %s", (_, breakIt, problem) => {
    const broken = structuredClone(examples.compose);
    breakIt(broken);
    expect(composeProblems(broken, image, cli).join("\n")).toMatch(problem);
  });
});

describe("the Kubernetes manifests (docs/deploy.md)", () => {
  it("expose the image's ports, probe its healthcheck and readiness, run as its user, with known flags and env", () => {
    expect(kubernetesProblems(examples.kubernetes, image, cli)).toEqual([]);
  });

  /** @param {any[]} docs */
  const container = (docs) => docs[0].spec.template.spec.containers[0];
  it.each([
    ["a missing container port", (d) => container(d).ports.pop(), /containerPorts/],
    [
      "a readiness probe other than the healthcheck",
      (d) => (container(d).readinessProbe.exec.command = ["true"]),
      /readinessProbe/,
    ],
    [
      "a liveness probe on the wrong path",
      (d) => (container(d).livenessProbe.httpGet.path = "/healthz"),
      /livenessProbe/,
    ],
    [
      "a liveness probe on an unknown port name",
      (d) => (container(d).livenessProbe.httpGet.port = "http"),
      /livenessProbe/,
    ],
    ["root", (d) => (d[0].spec.template.spec.securityContext.runAsUser = 0), /runAsUser: 1000/],
    ["an unknown variable", (d) => container(d).env.push({ name: "AVASPEC_SEEDS", value: "x" }), /AVASPEC_SEEDS/],
    ["a file outside the volumes", (d) => (container(d).volumeMounts = []), /not under a mounted volume/],
    ["a selector that selects nothing", (d) => (d[1].spec.selector = { app: "other" }), /selector/],
    ["a Service port to nowhere", (d) => (d[1].spec.ports[2].targetPort = 9651), /the Service targets/],
  ])("rejects %s", (_, breakIt, problem) => {
    const broken = structuredClone(examples.kubernetes);
    breakIt(broken);
    expect(kubernetesProblems(broken, image, cli).join("\n")).toMatch(problem);
  });
});
