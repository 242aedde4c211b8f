// Memory as the bounded-memory tests measure it (the mocks run in the test's own thread).
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** Heap and buffers in use after a full collection. */
export function retainedBytes(): number {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}
