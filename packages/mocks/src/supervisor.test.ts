import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { Supervisor } from "./supervisor.js";

function fake() {
  const server = new EventEmitter();
  const mock = { server, closed: 0, close: async () => void mock.closed++ };
  return mock;
}

function supervisor() {
  const exits: number[] = [];
  const lines: string[] = [];
  const s = new Supervisor({ exit: (c) => exits.push(c), write: (l) => lines.push(l), graceMs: 1000 });
  return { s, exits, lines };
}

describe("Supervisor", () => {
  it("a server that closes on its own stops everything with exit code 1 and a message", async () => {
    const { s, exits, lines } = supervisor();
    const [a, b] = [fake(), fake()];
    s.add("metrics", a);
    s.add("data", b);
    a.server.emit("close");
    await s.stop(0); // waits for the stop already under way
    expect(exits).toEqual([1]);
    expect(lines).toEqual(["avaspec-mock: the metrics mock stopped unexpectedly"]);
    expect([a.closed, b.closed]).toEqual([1, 1]);
  });

  it("a server error ends the command with its message", async () => {
    const { s, exits, lines } = supervisor();
    const a = fake();
    s.add("data", a);
    a.server.emit("error", new Error("EMFILE: too many open files"));
    await s.stop(0);
    expect(exits).toEqual([1]);
    expect(lines[0]).toBe("avaspec-mock: the data mock failed: EMFILE: too many open files");
  });

  it("a requested stop closes all once, exits 0 silently; the closing servers' events are ignored", async () => {
    const { s, exits, lines } = supervisor();
    const a = fake();
    a.close = async () => {
      a.closed++;
      a.server.emit("close");
    };
    s.add("node", a);
    await s.stop(0);
    await s.stop(0);
    expect(exits).toEqual([0]);
    expect(lines).toEqual([]);
    expect(a.closed).toBe(1);
  });
});
