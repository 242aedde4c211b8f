// What a request's signal is aborted with when its budget runs out, for every transport.

/** Raised on the request's signal when its budget ran out. */
export class BudgetExceeded extends Error {
  constructor(readonly budgetMs: number) {
    super(`the request took longer than the mock's budget of ${budgetMs} ms`);
    this.name = "BudgetExceeded";
  }
}

/** What a budget list orders: a request with its deadline and its neighbours in arrival order. */
export interface Budgeted<T> {
  deadline: number;
  older: T | undefined;
  newer: T | undefined;
  listed: boolean;
}

/**
 * The budgets of one server's requests: one timer, armed for the oldest request, instead of a timer per request (a
 * request costs a link in a list, not a timer inserted and cleared). Every request of a server has the same budget,
 * so arrival order is deadline order.
 */
export class BudgetList<T extends Budgeted<T>> {
  #oldest: T | undefined;
  #newest: T | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly budgetMs: number,
    readonly passed: (item: T) => void,
  ) {}

  add(item: T): void {
    item.deadline = Date.now() + this.budgetMs;
    item.older = this.#newest;
    item.newer = undefined;
    item.listed = true;
    if (this.#newest) this.#newest.newer = item;
    else this.#oldest = item;
    this.#newest = item;
    this.#timer ??= setTimeout(this.#sweep, this.budgetMs);
  }

  remove(item: T): void {
    if (!item.listed) return;
    item.listed = false;
    if (item.older) item.older.newer = item.newer;
    else this.#oldest = item.newer;
    if (item.newer) item.newer.older = item.older;
    else this.#newest = item.older;
    item.older = undefined;
    item.newer = undefined;
    // nothing left to time: no timer keeps the process alive
    if (!this.#oldest && this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
  }

  readonly #sweep = (): void => {
    this.#timer = undefined;
    const now = Date.now();
    for (let item = this.#oldest; item && item.deadline <= now; item = this.#oldest) {
      this.remove(item);
      this.passed(item);
    }
    // a timer may fire a little before the deadline by the wall clock: armed again for what is left
    if (this.#oldest && !this.#timer) this.#timer = setTimeout(this.#sweep, Math.max(1, this.#oldest.deadline - now));
  };
}
