// @ts-check
// The container's control-plane rule: control off (and one line) only when nothing asks for the control plane;
// everything that asks for it goes to the CLI unchanged, which holds it to the token rule.
import { describe, expect, it } from "vitest";
import { CONTROL_OFF_NOTICE, containerArgs } from "./runtime/control-rule.mjs";

describe("containerArgs", () => {
  it("turns control off and says how to turn it on when nothing asks for it", () => {
    expect(containerArgs([], {})).toEqual({ args: ["--control=false"], notice: CONTROL_OFF_NOTICE });
    expect(containerArgs(["--seed", "x", "--log-level=info"], { AVASPEC_SEED: "y" })).toEqual({
      args: ["--seed", "x", "--log-level=info", "--control=false"],
      notice: CONTROL_OFF_NOTICE,
    });
    expect(CONTROL_OFF_NOTICE).not.toContain("\n");
    expect(CONTROL_OFF_NOTICE).toContain("AVASPEC_CONTROL_TOKEN");
  });

  it.each([
    [["--control-token", "0123456789abcdef"], {}],
    [["--control-token=0123456789abcdef"], {}],
    [[], { AVASPEC_CONTROL_TOKEN: "0123456789abcdef" }],
    [["--control"], {}],
    [["--control=false"], {}],
    [["--faults", "/config/faults.yaml"], {}],
    [["--scenario=/config/scenario.yaml"], {}],
    [["--latency", "50"], {}],
    [[], { AVASPEC_LATENCY: "50" }],
    [["--rate-limit", "10/1"], {}],
    [["--journal-size", "10"], {}],
    [["--control-origin", "https://app.example"], {}],
    [["--allowed-host=mocks"], {}],
    [[], { AVASPEC_CONTROL_ORIGINS: "https://app.example" }],
    [[], { AVASPEC_ALLOWED_HOSTS: "mocks" }],
    [["--watch"], {}],
    [["--help"], {}],
  ])("leaves %j (env %j) to the CLI", (argv, env) => {
    expect(containerArgs(argv, env)).toEqual({ args: argv });
  });

  it("an empty AVASPEC_CONTROL_TOKEN is no token", () => {
    expect(containerArgs([], { AVASPEC_CONTROL_TOKEN: "" }).notice).toBe(CONTROL_OFF_NOTICE);
  });

  it("a flag that only starts like one that asks (--controls, --faultsy) does not count", () => {
    expect(containerArgs(["--faultsy"], {}).args.at(-1)).toBe("--control=false");
  });
});
