// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.
import { stringify } from "yaml";

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

/** Characters that a YAML 1.1 reader takes for line breaks, and the byte-order mark, as YAML escapes. */
const HIDDEN_BREAKS: Record<string, string> = { "\u0085": "\\N", "\u2028": "\\L", "\u2029": "\\P", "\uFEFF": "\\uFEFF" };

/**
 * "---\n<YAML>---\n" for `data`, keys in the object's order. Every string is double-quoted with JSON
 * escapes and stays on its line, so no value can end the front matter, start a new key or smuggle in
 * a YAML tag, whatever a title holds.
 */
export function frontMatterBlock(data: Readonly<Record<string, unknown>>): string {
  const yaml = stringify(data, {
    defaultStringType: "QUOTE_DOUBLE",
    defaultKeyType: "PLAIN",
    doubleQuotedAsJSON: true,
    lineWidth: 0,
  });
  return `---\n${yaml.replace(/[\u0085\u2028\u2029\uFEFF]/g, (char) => HIDDEN_BREAKS[char] ?? char)}---\n`;
}
