// Time spent drawing values (generation and shrinking), so that a run can say how much of its wall time was its own
// work and how much was waiting on the servers.
import fc from "fast-check";

export class Stopwatch {
  ms = 0;
  time<T>(fn: () => T): T {
    const started = performance.now();
    try {
      return fn();
    } finally {
      this.ms += performance.now() - started;
    }
  }
}

/** An arbitrary whose generation and shrinking are timed by `watch`. */
class TimedArbitrary<T> extends fc.Arbitrary<T> {
  constructor(
    private readonly inner: fc.Arbitrary<T>,
    private readonly watch: Stopwatch,
  ) {
    super();
  }
  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<T> {
    return this.watch.time(() => this.inner.generate(mrng, biasFactor));
  }
  canShrinkWithoutContext(value: unknown): value is T {
    return this.watch.time(() => this.inner.canShrinkWithoutContext(value));
  }
  shrink(value: T, context: unknown): fc.Stream<fc.Value<T>> {
    const it = this.watch.time(() => this.inner.shrink(value, context));
    const watch = this.watch;
    return new fc.Stream<fc.Value<T>>({
      next: () => watch.time(() => it.next()),
      [Symbol.iterator]() {
        return this;
      },
    });
  }
}

export const timed = <T>(arb: fc.Arbitrary<T>, watch: Stopwatch): fc.Arbitrary<T> => new TimedArbitrary(arb, watch);
