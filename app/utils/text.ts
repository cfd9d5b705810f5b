/** Text helpers shared by the generator, the preview and the export. */

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Numbered-list markers at the start of a line ("1. ", "2) "), as the preview's Markdown reader sees them. */
const ORDERED_MARKER = /^\s*\d{1,9}[.)]\s+/gm;

/**
 * Counts words the way a reader sees them: whitespace-separated tokens that contain a letter or
 * digit. Markdown markers ("##", "-", "**" contain neither; numbered-list markers are removed first)
 * are not words, so a Markdown text counts exactly as many words as its rendered form.
 */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.replace(ORDERED_MARKER, " ").split(/\s+/)) if (WORD_CHAR.test(token)) count++;
  return count;
}

const segmenter =
  typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter("de-AT", { granularity: "grapheme" }) : null;

/**
 * Shortens to at most `max` characters (plus "…") without splitting an emoji or a combined
 * character, preferring a word boundary. Only the head of the text is inspected, so a
 * 100,000-character input costs no more than a short one.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 8);
  let cut = "";
  const parts = segmenter ? Array.from(segmenter.segment(head), (s) => s.segment) : Array.from(head);
  for (const part of parts) {
    if (cut.length + part.length > max) break;
    cut += part;
  }
  const space = cut.lastIndexOf(" ");
  if (space > max * 0.6) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}

/** Collapses runs of whitespace (tabs, line breaks from pasted text) into single spaces. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Backslash-escapes what Markdown could read as markup (emphasis, links, images, raw HTML, code,
 * tables, headings), so a topic inside the article body stays literal text in any Markdown renderer.
 */
export function escapeMarkdownInline(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#!|~&]/g, "\\$&");
}

const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** Wraps right-to-left text in Unicode isolates so it cannot reorder the German sentence around it. */
export function isolateBidi(text: string): string {
  return STRONG_RTL.test(text) ? `\u2068${text}\u2069` : text;
}

/** Characters as a reader counts them: code points, surrounding white space ignored. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text.trim()) count++;
  return count;
}

/**
 * No-break spaces where a line must not part (docs/decisions/0036): after a currency sign ("€ 20"), before a
 * percent sign or an abbreviated unit ("50 %", "1,08 Mio."), inside a ratio ("1 : 72") and before a dash, so
 * no line starts with "– Schritt für Schritt". For text written by hand (the articles' Markdown); the
 * formatters in utils/format.ts already write them.
 */
export function keepTogether(text: string): string {
  return text
    .replace(/([€$¥£]) (?=\d)/gu, "$1\u00a0")
    .replace(/(\d) (?=(?:%|Mio\.|Mrd\.|Tsd\.))/gu, "$1\u00a0")
    .replace(/(\d) ?: (?=\d)/gu, "$1\u00a0:\u00a0")
    .replace(/(\S) ([–—])(?= )/gu, "$1\u00a0$2");
}

/** "neun" → "Neun": a word at the start of a sentence. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
