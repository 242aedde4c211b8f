// Answers of a batch given to the calls they answer, where several calls share an id (JSON-RPC 2.0 lets a server
// answer in any order, so only what each answer is tells which call it answers).

/** Items grouped by key, each group in the items' order (one pass: a batch may be hostile and large). */
export function groupedBy<T>(items: readonly T[], keyOf: (item: T, index: number) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  items.forEach((item, i) => {
    const key = keyOf(item, i);
    const group = out.get(key);
    if (group) group.push(item);
    else out.set(key, [item]);
  });
  return out;
}

/** Past this many calls or answers of one id, answers take the calls in order: the fit checks cost one per pair. */
const MAX_FITTED = 8;

/**
 * Gives each answer a call of `pool` (those of its id), each call at most once: answers that fit fewer calls choose
 * first, each takes the first call it fits (`fits`: its checks pass), else the first call left; undefined when the
 * pool is used up. Returns the call of each answer, in the answers' order. One call, or more than MAX_FITTED calls or
 * answers: no fit is checked (work stays linear in a hostile batch of one repeated id).
 */
export function assignAnswers<A, C>(
  answers: readonly A[],
  pool: readonly C[],
  fits: (a: A, c: C) => boolean,
): (C | undefined)[] {
  const left = [...pool];
  const fitted = pool.length > 1 && pool.length <= MAX_FITTED && answers.length <= MAX_FITTED;
  const fitting = answers.map((a) => (fitted ? pool.filter((c) => fits(a, c)) : []));
  const order = answers.map((_, i) => i).sort((i, j) => (fitting[i]?.length ?? 0) - (fitting[j]?.length ?? 0));
  const out: (C | undefined)[] = new Array(answers.length);
  for (const i of order) {
    const k = left.findIndex((c) => fitting[i]?.includes(c));
    out[i] = left.splice(k >= 0 ? k : 0, 1)[0];
  }
  return out;
}
