import { beforeAll, describe, expect, it } from "vitest";
import { ControlFileError, faultsForServer, parseControlText, scenarioForServer } from "./files.js";
import { fakeEngine } from "./test-support.js";
import { loadControlInputs } from "./inputs.js";

const rest = fakeEngine("rest");
const node = fakeEngine("jsonrpc");

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ControlFileError);
    return (error as Error).message;
  }
  throw new Error("accepted");
}

describe("control files", () => {
  // the checks a control file goes through load as the mock loads them for its start options
  beforeAll(() => loadControlInputs({ faults: "file", scenario: "file" }));
  it("reads YAML scenario sections per server", () => {
    const parsed = parseControlText(
      "metrics:\n  getChain: [200, 404, {status: 503, times: 2}]\nnode:\n  admin.alias:\n    - mock: true\n",
      "s.yaml",
      "scenario",
    );
    expect(scenarioForServer(parsed, "metrics", rest)).toEqual({ getChain: [200, 404, { status: 503, times: 2 }] });
    expect(scenarioForServer(parsed, "node", node)).toEqual({ "admin.alias": [{ mock: true }] });
    expect(scenarioForServer(parsed, "data", rest)).toBeUndefined();
  });

  it("names the file, the line and the allowed values for a wrong operation, status or example", () => {
    const text = [
      "metrics:",
      "  getChain:",
      "    - 200",
      "    - status: 418",
      "    - example: nope",
      "  getChian: [200]",
    ].join("\n");
    const message = failure(() => scenarioForServer(parseControlText(text, "s.yaml", "scenario"), "metrics", rest));
    expect(message.split("\n")).toEqual([
      expect.stringMatching(
        /^s\.yaml:4:\d+: metrics: getChain\[1\]\.status: status 418 is not declared for getChain \(declared: 200,/,
      ),
      expect.stringMatching(
        /^s\.yaml:5:\d+: metrics: getChain\[2\]\.example: unknown example "nope" for getChain; allowed: cChain \(200\)/,
      ),
      expect.stringMatching(
        /^s\.yaml:6:3: metrics: getChian: unknown operation "getChian"; allowed: getChain, listChains/,
      ),
    ]);
  });

  it("reads JSON with line numbers too", () => {
    const text =
      '{\n  "node": [\n    {"method": "admin.alias", "reset": true},\n    {"method": "eth_call", "hang": true}\n  ]\n}';
    const parsed = parseControlText(text, "f.json", "faults");
    expect(failure(() => faultsForServer(parsed, "node", node))).toMatch(
      /^f\.json:4:\d+: node: \[1\]\.method: unknown method "eth_call"; allowed: eth_feeConfig, admin\.alias$/,
    );
  });

  it("accepts a valid faults file and an empty section", () => {
    const parsed = parseControlText(
      "metrics:\n  - {operation: getChain, status: 503, times: 2}\ndata: []\n",
      "f.yaml",
      "faults",
    );
    expect(faultsForServer(parsed, "metrics", rest)).toEqual([{ operation: "getChain", status: 503, times: 2 }]);
    expect(faultsForServer(parsed, "data", rest)).toEqual([]);
  });

  it.each([
    ["metrics: [\n  {operation: getChain\n", "f.yaml:"],
    ["- operation: getChain\n", "f.yaml:1:1: a --faults file maps each server (metrics, data, node)"],
    ["metrics: []\nmetricz: []\n", 'f.yaml:2:1: unknown server "metricz"; allowed: metrics, data, node'],
    ["metrics: []\nmetrics: []\n", "f.yaml:2:1: Map keys must be unique"],
  ])("refuses %j", (text, message) => {
    expect(failure(() => parseControlText(text, "f.yaml", "faults"))).toContain(message);
  });

  it("a section that is not a list of rules", () => {
    const parsed = parseControlText("metrics:\n  operation: getChain\n", "f.yaml", "faults");
    expect(failure(() => faultsForServer(parsed, "metrics", rest))).toBe(
      "f.yaml:1:1: metrics: must be a list of fault rules",
    );
  });
});
