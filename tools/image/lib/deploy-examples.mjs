// @ts-check
// The compose example (packages/mocks/README.md) and the Kubernetes manifests (docs/deploy.md), read from the docs
// themselves, and checked against what the image promises (lib/dockerfile.mjs) and the flags and variables the
// CLI knows (its --help): ports, probes, user, environment, and where the files given to the CLI come from.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAllDocuments } from "yaml";
import { READY_PATH } from "@avaspec/mocks";
import { REPO_ROOT } from "./paths.mjs";

/** @typedef {import("./dockerfile.mjs").ImageContract} ImageContract */
/** @typedef {{ flags: Set<string>, env: Set<string> }} CliVocabulary */

const COMPOSE_DOC = join(REPO_ROOT, "packages", "mocks", "README.md");
const KUBERNETES_DOC = join(REPO_ROOT, "docs", "deploy.md");
/** flags whose value is a file or folder the container must be given (a mounted volume) */
const FILE_FLAGS = ["--faults", "--scenario", "--replay", "--record"];

/** The YAML block after `<!-- checked by tools/image: <name> -->`. @param {string} markdown @param {string} name */
function checkedBlock(markdown, name) {
  const match = new RegExp(`<!-- checked by tools/image: ${name} -->\\n\`\`\`yaml\\n([\\s\\S]*?)\`\`\``).exec(markdown);
  if (!match?.[1]) throw new Error(`no \`\`\`yaml block after <!-- checked by tools/image: ${name} -->`);
  return match[1];
}

/** The flags and AVASPEC_* variables in the CLI's --help text. @param {string} help @returns {CliVocabulary} */
export function cliVocabulary(help) {
  return {
    flags: new Set(help.match(/--[a-z][a-z-]*/g) ?? []),
    env: new Set(help.match(/AVASPEC_[A-Z_]+/g) ?? []),
  };
}

/** @param {string[]} args @param {CliVocabulary} cli @param {string[]} mounts */
function argsProblems(args, cli, mounts) {
  const problems = [];
  for (const [i, arg] of args.entries()) {
    if (!arg.startsWith("--")) continue;
    const flag = arg.split("=")[0] ?? arg;
    if (!cli.flags.has(flag)) problems.push(`argument ${flag} is not a flag of avaspec-mock`);
    const value = arg.includes("=") ? arg.slice(flag.length + 1) : args[i + 1];
    if (FILE_FLAGS.includes(flag) && !mounts.some((m) => value?.startsWith(`${m.replace(/\/$/, "")}/`)))
      problems.push(`${flag} ${value} is not under a mounted volume (${mounts.join(", ") || "none"})`);
  }
  return problems;
}

/** @param {string[]} names @param {CliVocabulary} cli @param {ImageContract} image */
function envProblems(names, cli, image) {
  return names
    .filter((name) => !cli.env.has(name) && !(name in image.env))
    .map((name) => `environment ${name} is not a variable of avaspec-mock or the image`);
}

const sameSet = (/** @type {number[]} */ a, /** @type {number[]} */ b) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * @param {any} compose the parsed compose file
 * @param {ImageContract} image @param {CliVocabulary} cli
 * @returns {string[]} problems
 */
export function composeProblems(compose, image, cli) {
  const services = Object.entries(compose?.services ?? {});
  const found = services.find(([, s]) => /\/avaspec-mock(?::|@|$)/.test(String(s?.image)));
  if (!found) return ["no service runs the avaspec-mock image"];
  const [name, mock] = found;
  const problems = [];
  const containerPorts = (mock.ports ?? []).map((/** @type {string} */ p) => Number(String(p).split(":").at(-1)));
  if (!sameSet(containerPorts, image.expose))
    problems.push(`ports map ${containerPorts.join(", ")}, the image exposes ${image.expose.join(", ")}`);
  if (JSON.stringify(mock.healthcheck?.test) !== JSON.stringify(image.healthcheck.test))
    problems.push(
      `healthcheck.test is ${JSON.stringify(mock.healthcheck?.test)}, ` +
        `the image's HEALTHCHECK is ${JSON.stringify(image.healthcheck.test)}`,
    );
  const env = mock.environment ?? {};
  problems.push(...envProblems(Object.keys(env), cli, image));
  const mounts = (mock.volumes ?? []).map((/** @type {string} */ v) => String(v).split(":")[1] ?? "");
  problems.push(...argsProblems(mock.command ?? [], cli, mounts));
  const dependents = services.filter(([, s]) => s?.depends_on?.[name]?.condition === "service_healthy");
  if (dependents.length === 0) problems.push(`no service depends on ${name} with condition: service_healthy`);
  for (const [other, s] of services) {
    for (const [key, value] of Object.entries(s?.environment ?? {})) {
      const port = new RegExp(`^https?://${name}:(\\d+)`).exec(String(value))?.[1];
      if (port && !image.expose.includes(Number(port)))
        problems.push(`${other}.environment.${key} uses port ${port}, which the image does not expose`);
    }
  }
  return problems;
}

/**
 * @param {any[]} manifests the parsed documents
 * @param {ImageContract} image @param {CliVocabulary} cli
 * @returns {string[]} problems
 */
export function kubernetesProblems(manifests, image, cli) {
  const deployment = manifests.find((m) => m?.kind === "Deployment");
  const service = manifests.find((m) => m?.kind === "Service");
  if (!deployment || !service) return ["expected a Deployment and a Service"];
  const problems = [];
  const pod = deployment.spec?.template?.spec ?? {};
  const container = (pod.containers ?? []).find((/** @type {any} */ c) => /\/avaspec-mock(?::|@|$)/.test(c.image));
  if (!container) return ["no container of the Deployment runs the avaspec-mock image"];
  /** @type {{ name?: string, containerPort: number }[]} */
  const ports = container.ports ?? [];
  const portOf = (/** @type {string | number} */ p) =>
    typeof p === "number" ? p : ports.find((q) => q.name === p)?.containerPort;
  if (
    !sameSet(
      ports.map((p) => p.containerPort),
      image.expose,
    )
  )
    problems.push(
      `containerPorts are ${ports.map((p) => p.containerPort).join(", ")}, ` +
        `the image exposes ${image.expose.join(", ")}`,
    );
  const readiness = container.readinessProbe?.exec?.command;
  if (JSON.stringify(readiness) !== JSON.stringify(image.healthcheck.test.slice(1)))
    problems.push(`readinessProbe.exec.command is ${JSON.stringify(readiness)}, not the image's HEALTHCHECK`);
  const liveness = container.livenessProbe?.httpGet;
  if (liveness?.path !== READY_PATH || !image.expose.includes(/** @type {number} */ (portOf(liveness?.port))))
    problems.push(`livenessProbe.httpGet must GET ${READY_PATH} on an exposed port, got ${JSON.stringify(liveness)}`);
  const [uid, gid] = image.user.split(":").map(Number);
  const security = { ...pod.securityContext, ...container.securityContext };
  if (security.runAsNonRoot !== true || security.runAsUser !== uid || security.runAsGroup !== gid)
    problems.push(`securityContext must say runAsNonRoot: true, runAsUser: ${uid}, runAsGroup: ${gid}`);
  problems.push(
    ...envProblems(
      (container.env ?? []).map((/** @type {any} */ e) => e.name),
      cli,
      image,
    ),
  );
  const mounts = (container.volumeMounts ?? []).map((/** @type {any} */ m) => m.mountPath);
  problems.push(...argsProblems(container.args ?? [], cli, mounts));
  const labels = deployment.spec?.template?.metadata?.labels ?? {};
  if (!Object.entries(service.spec?.selector ?? {}).every(([k, v]) => labels[k] === v))
    problems.push("the Service's selector does not select the Deployment's pods");
  const targets = (service.spec?.ports ?? []).map((/** @type {any} */ p) => portOf(p.targetPort ?? p.port));
  if (!sameSet(targets, image.expose))
    problems.push(`the Service targets ${targets.join(", ")}, the image exposes ${image.expose.join(", ")}`);
  return problems;
}

/** The two examples, parsed from the docs. */
export function deployExamples() {
  const compose = checkedBlock(readFileSync(COMPOSE_DOC, "utf8"), "compose");
  const kubernetes = checkedBlock(readFileSync(KUBERNETES_DOC, "utf8"), "kubernetes");
  return {
    compose: parseAllDocuments(compose).map((d) => d.toJS())[0],
    kubernetes: parseAllDocuments(kubernetes).map((d) => d.toJS()),
  };
}
