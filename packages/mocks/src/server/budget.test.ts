// The budget list: one timer for a server's requests, each passed at its own deadline, in arrival order; a request
// answered in time leaves the list, and an empty list holds no timer (nothing keeps the process alive).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Budgeted, BudgetList } from "./budget.js";

class Item implements Budgeted<Item> {
  deadline = 0;
  older: Item | undefined = undefined;
  newer: Item | undefined = undefined;
  listed = false;
  constructor(readonly name: string) {}
}

describe("BudgetList", () => {
  let passed: string[];
  let list: BudgetList<Item>;
  beforeEach(() => {
    vi.useFakeTimers();
    passed = [];
    list = new BudgetList<Item>(1000, (item) => passed.push(item.name));
  });
  afterEach(() => vi.useRealTimers());

  it("passes each request at its own deadline, oldest first", () => {
    list.add(new Item("a"));
    vi.advanceTimersByTime(100);
    list.add(new Item("b"));
    vi.advanceTimersByTime(899);
    expect(passed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(passed).toEqual(["a"]);
    vi.advanceTimersByTime(99);
    expect(passed).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect(passed).toEqual(["a", "b"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("never passes a request that left the list, wherever it stood", () => {
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => new Item(name)) as [Item, Item, Item, Item];
    for (const item of [a, b, c, d]) {
      list.add(item);
      vi.advanceTimersByTime(10);
    }
    list.remove(b);
    list.remove(a);
    list.remove(d);
    list.remove(d);
    vi.advanceTimersByTime(2000);
    expect(passed).toEqual(["c"]);
  });

  it("holds no timer once nothing is listed", () => {
    const a = new Item("a");
    list.add(a);
    expect(vi.getTimerCount()).toBe(1);
    list.remove(a);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(passed).toEqual([]);
  });

  it("passes every request of a burst once, with one timer at a time", () => {
    const items = Array.from({ length: 500 }, (_, i) => new Item(String(i)));
    for (const item of items) list.add(item);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(passed).toEqual(items.map((i) => i.name));
  });
});
