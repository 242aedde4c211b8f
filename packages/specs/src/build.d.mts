export interface BuildOptions {
  /** the spec sources; default the repository's specs/ folder */
  sources?: string;
  /** where the documents are written; default this package's dist/ */
  out?: string;
  /** redocly's findings on a source that builds (default: printed on stderr) */
  warn?: (message: string) => void;
}
/** The repository's spec sources (specs/ beside packages/), or undefined where there are none (installed). */
export declare function specSources(): string | undefined;
/**
 * Assembles every document of the sources (refs kept and dereferenced, and deviations.json) and writes them to `out`,
 * each file replaced at once and only when it changed; rejects, writing nothing, when a source does not build.
 * Resolves with the files written.
 * Needs the sources and this package's dev dependencies: it runs in the repository.
 */
export declare function buildSpecs(options?: BuildOptions): Promise<string[]>;
