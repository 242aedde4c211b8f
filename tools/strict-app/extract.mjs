// Finds the fenced TypeScript blocks of a Markdown file: ```ts (compiled) and ```ts nocheck (deliberately not
// compilable: a sketch with elisions; counted, never compiled).

/**
 * @typedef {{ file: string, line: number, code: string, nocheck: boolean }} Block
 *   `line`: the README line of the block's first line of code (1-based)
 */

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const TS_INFO = new Set(["ts", "typescript", "mts", "tsx"]);

/**
 * The ```ts blocks of one Markdown text, in order. A fence opened with other info (sh, js, yaml) is skipped whole, so
 * a ```ts inside it is not taken for a block.
 * @param {string} file the name reported with each block
 * @param {string} markdown
 * @returns {Block[]}
 */
export function extractBlocks(file, markdown) {
  const lines = markdown.split("\n");
  /** @type {Block[]} */
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? "");
    if (!open) continue;
    const [, indent = "", fence = "", info = ""] = open;
    const end = closingLine(lines, i + 1, fence);
    const [language = "", ...flags] = info.trim().split(/\s+/);
    if (TS_INFO.has(language.toLowerCase())) {
      const code = lines
        .slice(i + 1, end)
        .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
        .join("\n");
      blocks.push({ file, line: i + 2, code: `${code}\n`, nocheck: flags.includes("nocheck") });
    }
    i = end;
  }
  return blocks;
}

/** The line that closes a fence opened with `fence` (the same character, at least as long), or the end. */
function closingLine(/** @type {string[]} */ lines, /** @type {number} */ from, /** @type {string} */ fence) {
  for (let j = from; j < lines.length; j++) {
    const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[j] ?? "");
    if (close?.[1] && close[1][0] === fence[0] && close[1].length >= fence.length) return j;
  }
  return lines.length;
}

/**
 * The workspace packages (`@avaspec/<name>`) that code imports, statically or for side effects; a subpath
 * (`@avaspec/mocks/fetch`) names its package.
 * @param {string[]} sources
 * @returns {string[]} sorted, each once
 */
export function importedPackages(sources) {
  const names = new Set();
  for (const code of sources) {
    for (const [, name] of code.matchAll(/(?:\bfrom|^\s*import)\s+["'](@avaspec\/[^/"']+)/gm)) names.add(name);
  }
  return [...names].sort();
}
