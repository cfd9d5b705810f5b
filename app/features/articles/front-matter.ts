// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.

export type FrontMatterSplit =
  { ok: true; yaml: string; body: string } | { ok: false; problem: "no-opening-fence" | "no-closing-fence" };

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*\r?$/m;

/**
 * Splits "---\n<YAML>\n---\n<Markdown>" strictly: the file must start with the fence (a UTF-8
 * byte-order mark is tolerated) and the YAML ends at the first line that is exactly "---".
 */
export function splitFrontMatter(text: string): FrontMatterSplit {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const opening = OPENING.exec(source);
  if (!opening) return { ok: false, problem: "no-opening-fence" };
  const rest = source.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) return { ok: false, problem: "no-closing-fence" };
  return {
    ok: true,
    yaml: rest.slice(0, closing.index),
    body: rest.slice(closing.index + closing[0].length).replace(/^\n/, ""),
  };
}
