// knip preprocessor (knip.jsonc `preprocessor`): drops the findings listed, one by one, in `preprocessorOptions.allow`
// ("<issue type> <file> <symbol>"), so that a known finding is named exactly and a new one beside it still fails.
// knip's own `ignoreIssues` works per file and issue type, which would hide any new finding in that file too.
// An entry that matches nothing is stale: it becomes a configuration hint, which fails the run
// (`treatConfigHintsAsErrors`), so the list only ever shrinks to what is still true.

/**
 * @typedef {{ type: string, filePath: string, symbol: string }} Finding
 * @typedef {Record<string, Record<string, Record<string, unknown>>>} Issues by type, then file, then symbol
 * @typedef {{ type: string, identifier: string, filePath?: string }} Hint
 * @typedef {{ issues: Issues, counters: Record<string, number>, configurationHints: Hint[],
 *   preprocessorOptions: string, configFilePath?: string }} ReporterOptions
 */

/** Parses one allow entry: "exports packages/mocks/src/x.ts name"; the symbol of an unused file is its path. */
export function parseEntry(entry) {
  const [type, filePath, symbol = filePath] = entry.trim().split(/\s+/);
  if (!type || !filePath) throw new Error(`knip-allow: "${entry}" is not "<issue type> <file> [<symbol>]"`);
  return { type, filePath, symbol };
}

/** Removes each allowed finding from `issues` (adjusting `counters`); returns the entries that matched nothing. */
export function dropAllowed(issues, counters, entries) {
  const stale = [];
  for (const entry of entries) {
    const { type, filePath, symbol } = parseEntry(entry);
    const inFile = issues[type]?.[filePath];
    if (!inFile?.[symbol]) {
      stale.push(entry);
      continue;
    }
    delete inFile[symbol];
    if (Object.keys(inFile).length === 0) delete issues[type]?.[filePath];
    counters[type] = (counters[type] ?? 1) - 1;
  }
  return stale;
}

/** @param {ReporterOptions} options */
export default function knipAllow(options) {
  const { allow = [] } = options.preprocessorOptions ? JSON.parse(options.preprocessorOptions) : {};
  const stale = dropAllowed(options.issues, options.counters, allow);
  for (const entry of stale) {
    // printed by knip as "<entry>  knip.jsonc  Remove from ignore"
    options.configurationHints.push({ type: "ignore", identifier: entry, filePath: options.configFilePath });
  }
  return options;
}
