// What a request's signal is aborted with when its budget runs out, for every transport.

/** Raised on the request's signal when its budget ran out. */
export class BudgetExceeded extends Error {
  constructor(readonly budgetMs: number) {
    super(`the request took longer than the mock's budget of ${budgetMs} ms`);
    this.name = "BudgetExceeded";
  }
}
