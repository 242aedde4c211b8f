// The long-line guard (tools/guards/long-lines.mjs, run by `pnpm lint`): no line of hand-written source wider than
// biome.json's `formatter.lineWidth`. Biome formats code to that width but cannot wrap a long string or comment;
// this catches what it leaves. Generated files (a "generated, do not edit" header) are not checked.

export default {
  /** Files allowed up to this many long lines, no more (and no fewer: each count only shrinks). None today. */
  allowed: {},
};
