// @ts-check
// The container's control-plane rule. In a container the mocks listen on 0.0.0.0, where the CLI refuses to open the
// control routes (/__avaspec/ faults, scenarios, journal, reset) without a token. So that a bare `docker run` works,
// the image starts with control off when nothing asks for the control plane, and says in one line how to turn it
// on. Whatever asks for it (a token, --control, --faults, --scenario, --latency, ...) is left to the CLI, which
// holds it to the token rule: exit code 2 and the fix when the token is missing.

/** Flags (and environment variables) that need the control plane: with control off the CLI would ignore them. */
const ASKS_FOR_CONTROL = ["--control-token", "--control", "--faults", "--scenario", "--latency", "--rate-limit"];
const ASKS_FOR_CONTROL_TOO = ["--journal-size", "--control-origin", "--allowed-host", "--watch", "--help", "-h"];
const ASKS_FOR_CONTROL_ENV = [
  "AVASPEC_CONTROL_TOKEN",
  "AVASPEC_LATENCY",
  "AVASPEC_CONTROL_ORIGINS",
  "AVASPEC_ALLOWED_HOSTS",
];

export const CONTROL_OFF_NOTICE =
  "avaspec-mock: control routes off (no AVASPEC_CONTROL_TOKEN): for faults, scenarios, latency, the request " +
  "journal and reset, set AVASPEC_CONTROL_TOKEN to a secret of 16+ characters (docker run -e " +
  'AVASPEC_CONTROL_TOKEN=...) and send it as "Authorization: Bearer <secret>"';

/**
 * The CLI arguments the container runs with, and the one line to print when control is turned off.
 * @param {string[]} argv the container's arguments (its CMD, or what follows the image in `docker run`)
 * @param {Record<string, string | undefined>} env
 * @returns {{ args: string[], notice?: string }}
 */
export function containerArgs(argv, env) {
  const given = (/** @type {string} */ flag) => argv.some((a) => a === flag || a.startsWith(`${flag}=`));
  const asked =
    [...ASKS_FOR_CONTROL, ...ASKS_FOR_CONTROL_TOO].some(given) || ASKS_FOR_CONTROL_ENV.some((name) => env[name]);
  return asked ? { args: argv } : { args: [...argv, "--control=false"], notice: CONTROL_OFF_NOTICE };
}
