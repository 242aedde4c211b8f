// Types of lib/dry-run.mjs (hand-written; the implementation is JSDoc-typed ESM).
export interface Finding {
  level: "error" | "warning" | "suggestion";
  tool: string;
  message: string;
}
export interface PackageReport {
  name: string;
  dir: string;
  from: string;
  to: string;
  tarball?: string;
  size?: number;
  /** assembled specs found in the tarball (paths inside the package) */
  stamped?: string[];
  stage: "ok" | "build" | "pack" | "check";
  findings: Finding[];
  ok: boolean;
}
export declare function dryRun(options: {
  root: string;
  extraFiles?: Record<string, string>;
  keep?: boolean;
  log?: (line: string) => void;
}): Promise<{ scratch: string; packages: PackageReport[]; ok: boolean; versionOutput: string }>;
export declare function checkTarball(
  tarball: string,
): Promise<{ findings: Finding[]; manifest: any; stamped: string[] }>;
export declare function workspacePackages(root: string): { name: string; dir: string; pkg: any }[];
export declare function topological<P extends { name: string; pkg: any }>(packages: P[]): P[];
export declare function buildAll(
  scratch: string,
  packages: { name: string; dir: string; pkg: any }[],
  log: (line: string) => void,
  concurrency?: number,
): Promise<Map<string, string>>;
export declare function scratchCopy(root: string, dest: string, packages: { dir: string }[]): void;
