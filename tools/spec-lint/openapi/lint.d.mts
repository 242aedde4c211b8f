export type Problem = {
  file: string;
  line: number;
  column: number;
  severity: "error" | "warn";
  rule: string;
  message: string;
};
export type LintResult = { ok: boolean; problems: Problem[]; output: string; exitCode: number };
export declare const REPO_ROOT: string;
export declare function parseStylish(text: string): Problem[];
export declare function lint(options?: { root?: string; apis?: string[] }): LintResult;
export declare function formatProblem(problem: Problem): string;
