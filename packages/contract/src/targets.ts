// What a flow is about: the operation or method it is named for, and every one it calls.
import type { Flow } from "./types.js";

/** The operation or method a flow is reported under. */
export function flowTarget(f: Flow): string {
  return "operationId" in f
    ? f.operationId
    : f.kind === "indexLink"
      ? f.last
      : f.kind === "aliasLink"
        ? f.method
        : f.setter;
}

/** The operations or methods a flow calls. */
export function flowTargets(f: Flow): string[] {
  switch (f.kind) {
    case "pagination":
    case "blockLink":
      return [f.operationId];
    case "link":
      return [f.operationId, f.target.operationId];
    case "indexLink":
      return [f.last, f.byId, f.getIndex, f.byIndex, f.range?.method].filter((x): x is string => Boolean(x));
    case "aliasLink":
      return [f.method, f.through.method, f.list?.method].filter((x): x is string => Boolean(x));
    case "loggerLink":
      return [f.setter, f.getter];
  }
}
